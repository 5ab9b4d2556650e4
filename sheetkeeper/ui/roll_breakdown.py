"""A check's breakdown in the dice roller: every outcome with its chance, the target's lines,
then one line per option of the situation with the rule it comes from in small grey print; or
why the check cannot be rolled.

It keeps one height whatever it shows and scrolls what does not fit (its scroll bar always
there, so text that grows past the box lays nothing out again), so an option change
repaints this box alone instead of laying the whole roller out again (a word-wrapped label
as tall as its text made every change re-measure the dock: 8–13 ms with many options). It is
plain text in blocks (laid out only as far as it is seen), set only when it changed; the
rules' words are shown as they are, never read as HTML.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QSizePolicy, QWidget

from ..core.checks import Odds, breakdown_words
from ..translate import shown
from .rule_words import rule_words
from .sheet.elements.odds import bands
from .theme import ink, theme_changes

LINES = 8
"""How many lines of text the box shows before it scrolls."""

Line = tuple[str, str]
"""A line of text and its kind: "" plain, "bold" an option's effect, "source" its rule."""


class RollBreakdown(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Breakdown"))
        self.setReadOnly(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Always there, so the text growing past the box (a long source wraps) never shows a
        # scroll bar that narrows the text and lays the box out again.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        margins = self.contentsMargins()
        height = self.fontMetrics().lineSpacing() * LINES + 2 * int(self.document().documentMargin())
        self.setFixedHeight(height + margins.top() + margins.bottom())
        self._formats = {"": QTextCharFormat(), "bold": QTextCharFormat(), "source": QTextCharFormat()}
        self._formats["bold"].setFontWeight(700)
        self._formats["source"].setForeground(QColor(ink("quiet")))
        self._formats["source"].setFontPointSize(self.font().pointSizeF() * 0.85)
        self._lines: tuple[Line, ...] = ()
        theme_changes().changed.connect(self._recoloured)

    def _recoloured(self) -> None:
        self._formats["source"].setForeground(QColor(ink("quiet")))
        shown, self._lines = self._lines, ()
        self.set_lines(shown)

    def show_odds(self, odds: Odds | None) -> None:
        self.set_lines(lines(odds) if odds is not None else ())

    def show_refusal(self, message: str) -> None:
        self.set_lines(((message, "bold"),))

    def set_lines(self, shown: tuple[Line, ...]) -> None:
        if shown == self._lines:
            return
        self._lines = shown
        self.clear()
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        for i, (text, kind) in enumerate(shown):
            if i:
                cursor.insertBlock()
            cursor.insertText(text, self._formats[kind])
        cursor.endEditBlock()
        self.moveCursor(QTextCursor.MoveOperation.Start)

    def text(self) -> str:
        """What is shown, one line of text a line."""
        return "\n".join(text for text, _ in self._lines)


def lines(odds: Odds) -> tuple[Line, ...]:
    """The outcomes, the target's own lines, then one line per applied option with its
    source. A line of the target an option put there (``SituationLine.breakdown``) is said
    by that option's line alone, so no option is listed twice."""
    said = {line for option in odds.situation for line in option.breakdown}
    out: list[Line] = [(shown(odds.refused), "bold")] if odds.refused else []
    out.append((bands(odds), ""))
    out += [(breakdown_words(shown(label), value), "") for label, value in odds.breakdown
            if (label, value) not in said]
    for line in odds.situation:
        out.append((shown(line.text), "bold"))
        if line.source:
            out.append((rule_words(line.source), "source"))
    return tuple(out)
