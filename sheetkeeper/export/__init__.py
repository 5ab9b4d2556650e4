"""PDF export (ReportLab): sheets, party books and blank fillable sheets. See ``pdf.py``.

The only package that imports reportlab; import it lazily (``from sheetkeeper.export.pdf
import export_pdf`` at export time) so start-up stays fast.
"""
