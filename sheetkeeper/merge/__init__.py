"""Three-way merge of characters and parties, conflict copies of sync folders, and the
version record a merge starts from. Domain code: no Qt, no ReportLab."""
