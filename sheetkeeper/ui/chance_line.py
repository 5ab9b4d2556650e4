"""The chance of the check in the dice roller, in bold on one line of its own.

A label asks its window to lay out again whenever its text changes (its size hint may have
changed); this line keeps one size whatever it says and only repaints itself, so following
an option change costs no layout of the roller. Too long a text is elided, the whole of it in
the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget


class ChanceLine(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = self.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.setFont(font)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.fontMetrics().height() + 4)
        self._text = ""

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 (the name QLabel uses)
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.setToolTip(text)
            self.update()

    def clear(self) -> None:
        self.setText("")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.fontMetrics().horizontalAdvance("Chance 100.0%") + 8, self.height())

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, self.width())
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
