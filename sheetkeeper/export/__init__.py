"""PDF export (ReportLab): sheets, party books and blank fillable sheets (``pdf.py``), in
any script (``fonts.py``, ``lines.py``); and reading a filled sheet back (``filled.py``,
``merge.py``), which needs pypdf but not ReportLab.

The only package that imports reportlab; import it lazily (``from sheetkeeper.export.pdf
import export_pdf`` at export time) so start-up stays fast.
"""
