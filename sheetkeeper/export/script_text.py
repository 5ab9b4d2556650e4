"""A paragraph of a player's text in any script, drawn line by line (see ``lines.py``).

Used in place of a ReportLab Paragraph whenever the text needs more than DejaVu: another
font, shaping or right-to-left order. It wraps between words, keeps the style's font
size, leading, colour and alignment (a right-to-left paragraph is set from the right),
and splits across pages between lines.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.platypus import Flowable

from . import styles as st
from .lines import base_rtl, draw_line, wrap


def bold_style(style) -> bool:  # noqa: ANN001
    return style.fontName in (st.BOLD, st.BOLD_ITALIC)


class ScriptText(Flowable):
    def __init__(self, text: str, style, lines: list[str] | None = None,  # noqa: ANN001
                 *, follow_direction: bool = True) -> None:
        super().__init__()
        self.follow_direction = follow_direction
        self.text = text
        self.style = style
        self.bold = bold_style(style)
        self.rtl = base_rtl(text)
        self.lines = lines
        self._wrapped_at: float | None = None

    def _lines(self, width: float) -> list[str]:
        if self.lines is not None and self._wrapped_at is None:
            return self.lines
        if self._wrapped_at != width:
            self._cache = wrap(self.text, self.bold, self.style.fontSize, width)
            self._wrapped_at = width
        return self._cache

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self.width = aw
        self.height = max(1, len(self._lines(aw))) * self.style.leading
        return aw, self.height

    def split(self, aw: float, ah: float) -> list[Flowable]:
        lines = self._lines(aw)
        fit = int(ah // self.style.leading)
        if fit < 1 or fit >= len(lines):
            return [] if fit < 1 else [self]
        keep = self.follow_direction
        return [ScriptText(self.text, self.style, lines[:fit], follow_direction=keep),
                ScriptText(self.text, self.style, lines[fit:], follow_direction=keep)]

    def getSpaceBefore(self) -> float:  # noqa: N802 (ReportLab's name)
        return self.style.spaceBefore

    def getSpaceAfter(self) -> float:  # noqa: N802
        return self.style.spaceAfter

    def draw(self) -> None:
        s = self.style
        align = {TA_CENTER: "center", TA_RIGHT: "right"}.get(s.alignment, "left")
        if align == "left" and self.rtl and self.follow_direction:
            align = "right"
        for i, line in enumerate(self._lines(self.width)):
            y = self.height - i * s.leading - s.fontSize
            draw_line(self.canv, 0, y, line, bold=self.bold, size=s.fontSize,
                      color=s.textColor, align=align, width=self.width, rtl_base=self.rtl)
