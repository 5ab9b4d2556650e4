"""A canvas that numbers pages "Page N of M": the total is known only when the document
is done, so each page's drawing is held until then and the numbers are added on save."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..translate import translate
from . import styles as st


class NumberedCanvas(Canvas):
    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003
        super().__init__(*args, **kwargs)
        self._held: list[dict] = []

    def showPage(self) -> None:  # noqa: N802 (ReportLab's name)
        self._held.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._held)
        for state in self._held:
            self.__dict__.update(state)
            self._number(total)
            super().showPage()
        super().save()

    def _number(self, total: int) -> None:
        page_w, _ = self._pagesize
        self.saveState()
        self.setFont(st.FONT, 7.5)
        self.setFillColor(st.MUTED)
        self.drawRightString(page_w - st.MARGIN, st.EDGE,
                             translate("PaperSheet", "Page {0} of {1}").format(self._pageNumber, total))
        self.restoreState()
