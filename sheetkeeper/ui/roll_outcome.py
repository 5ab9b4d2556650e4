"""The dice roller's result: the outcome in large type and the roll in the game's words,
in a room kept for it, so the Roll button above stays where it is as results come and go
(a result taking room from the options above moved the button under the pointer)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel

HEADLINE_POINTS = 15
"""The outcome's size ("Critical success"), in points."""
LINES = 4
"""The lines of the roll's words the room holds: a Game Rules Lite roll with its push
advice, at the dock's least width."""


class RollOutcome(QLabel):
    """The result, or what to do for one; never less tall than a headline and :data:`LINES`
    lines, so neither the first result nor a longer one lays the dock out again."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def room(self) -> int:
        """The height kept for a result, in the label's font now."""
        headline = QFont(self.font())
        headline.setPointSizeF(HEADLINE_POINTS)
        headline.setBold(True)
        return QFontMetrics(headline).lineSpacing() + LINES * self.fontMetrics().lineSpacing() \
            + 2 * self.margin()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return max(super().heightForWidth(width), self.room())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self.room()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.room()))
