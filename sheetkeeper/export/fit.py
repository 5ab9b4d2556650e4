"""Text that breaks between words, never inside one, and rows of boxes of one height.

ReportLab breaks a word wider than its column anywhere ("Sledgehamme r"). A
:class:`FitParagraph` instead sets such a paragraph a little smaller, just enough for its
longest word (down to 60 %); only a word too long even then is broken. A :class:`BoxRow`
lays write-in boxes side by side with one label height and one box height, so a row of
boxes lines up however much each holds.
"""

from __future__ import annotations

import re

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

SMALLEST = 0.6


class FitParagraph(Paragraph):
    def __init__(self, markup: str, style: ParagraphStyle, plain: str) -> None:
        self._markup, self._base, self._plain = markup, style, plain
        self._whole = stringWidth(plain, style.fontName, 1)
        self._longest: float | None = None
        super().__init__(markup, style)

    def _longest_word(self, room: float) -> float:
        """The widest word at size 1 (measured only when the whole text is wider than
        the room: otherwise no word can be)."""
        if self._whole * self._base.fontSize <= room:
            return self._whole
        if self._longest is None:
            self._longest = max((stringWidth(w, self._base.fontName, 1)
                                 for w in re.split(r"\s+", self._plain) if w), default=0.0)
        return self._longest

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        base = self._base
        room = aw - base.leftIndent - base.rightIndent - 0.5
        need = self._longest_word(room) * base.fontSize
        scale = 1.0 if need <= room or need <= 0 else max(SMALLEST, room / need)
        size = round(base.fontSize * scale, 2)
        if size != self.style.fontSize:
            style = base if scale == 1.0 else ParagraphStyle(
                f"{base.name}-fit", parent=base, fontSize=size, leading=base.leading * scale)
            Paragraph.__init__(self, self._markup, style)
        return super().wrap(aw, ah)

    def split(self, aw: float, ah: float) -> list[Flowable]:
        self.wrap(aw, ah)
        self.__class__ = Paragraph  # the parts are plain paragraphs in the chosen size
        try:
            return Paragraph.split(self, aw, ah)
        finally:
            self.__class__ = FitParagraph


class BoxRow(Flowable):
    """Cells side by side in equal columns (or in ``spans`` of them: a long value may take
    two); write-in boxes (``label_h``/``box_h`` after wrapping) are given the row's tallest
    label and tallest box."""

    def __init__(self, cells: list[Flowable], gap: float = 4,
                 spans: list[int] | None = None) -> None:
        super().__init__()
        self.cells, self.gap = cells, gap
        self.spans = spans or [1] * len(cells)

    def _width(self, span: int) -> float:
        return self.col * span + self.gap * (span - 1)

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        n = sum(self.spans)
        self.col = (aw - self.gap * (n - 1)) / n
        heights = [c.wrap(self._width(s), ah)[1]
                   for c, s in zip(self.cells, self.spans, strict=True)]
        boxes = [c for c in self.cells if hasattr(c, "box_h")]
        if boxes:
            label_h = max(c.label_h for c in boxes)
            box_h = max(c.box_h for c in boxes)
            for c in boxes:
                c.label_h, c.box_h = label_h, box_h
                c.height = label_h + box_h
            heights = [c.height if hasattr(c, "box_h") else h
                       for c, h in zip(self.cells, heights, strict=True)]
        self.width, self.height = aw, max(heights, default=0)
        return aw, self.height

    def draw(self) -> None:
        x = 0.0
        for cell, span in zip(self.cells, self.spans, strict=True):
            cell.drawOn(self.canv, x, self.height - cell.height)
            x += self._width(span) + self.gap
