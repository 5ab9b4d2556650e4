"""A sheet set a little smaller so that it fits two pages, as a print dialog's "shrink to fit"
does: the frame is laid out larger by ``1 / scale`` and each page's content drawn scaled by
``scale`` inside the same margins; the footer and page number stay full size.

Form fields are placed in page coordinates, which ReportLab works out from the canvas's
transformation for their position but not their size: :func:`scale_of` gives the factor to
size them by."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

FITS = 2
"""Pages a typical character fits (issue: "a typical character fits two pages")."""
SCALES = (1.0, 0.95, 0.9)
"""How small a sheet may be set to fit (type of 8.2 points at 0.9 is 7.4 points)."""


def scale_of(canv: Canvas) -> float:
    """The scale the canvas draws at now (no rotation or skew is ever used)."""
    return float(canv._currentMatrix[0])  # noqa: SLF001 (ReportLab keeps it here)


def begin(scale: float):  # noqa: ANN201
    """A page template's onPage: draw the page's content at ``scale``."""

    def on_page(canv: Canvas, doc) -> None:  # noqa: ANN001
        canv.saveState()
        canv.scale(scale, scale)

    return on_page


def end(footer):  # noqa: ANN001, ANN201
    """A page template's onPageEnd: back to full size, then the footer."""

    def on_page_end(canv: Canvas, doc) -> None:  # noqa: ANN001
        canv.restoreState()
        footer(canv, doc)

    return on_page_end
