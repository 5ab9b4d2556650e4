"""The dice roller's result: the outcome in large type and the roll in the game's words,
in a room of fixed height kept for it, so the Roll button above stays where it is as
results come and go (a result taking room from the options above moved the button under
the pointer). A result longer than the room scrolls within it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy

HEADLINE_POINTS = 15
"""The outcome's size ("Critical success"), in points."""
LINES = 4
"""The lines of the roll's words the room holds: a Game Rules Lite roll with its push
advice, at the dock's least width."""


class RollOutcome(QLabel):
    """The result, or what to do for one; never less tall than a headline and :data:`LINES`
    lines."""

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


class OutcomeRoom(QScrollArea):
    """The room of :class:`RollOutcome`: as tall as its :meth:`~RollOutcome.room` whatever the
    result says, so neither the first result nor a longer one lays the dock out again."""

    def __init__(self, outcome: RollOutcome) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setWidget(outcome)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the result is read, not a stop for Tab
        outcome.installEventFilter(self)
        self._fit()

    def _fit(self) -> None:
        self.setFixedHeight(self.widget().room())

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FontChange:  # a theme or a scale: the room follows
            self._fit()
        return False

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().sizeHint().width(), self.widget().room())
