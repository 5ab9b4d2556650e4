"""``attributes``: a grid of values, each with the odds of its check beside it.

Double-clicking (or pressing Enter on) the odds opens the check in the dice roller. A value
the form declares the current value of a score (``current_of``) shows that score beside it,
as the sheet model's block says.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout

from ....sheet import block_of, label_of
from ...accessible import name_value
from ...theme import ink
from .base import ElementWidget
from .editors import BoundEditor
from .odds import ModifierBox, bands, breakdown, chance


class OddsLabel(QLabel):
    """The chance of one check; activating it asks for the roll."""

    activated = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.caption = ""
        """What it is the chance of ("Chance of STR"): its accessible name with the chance."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setMinimumWidth(48)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseDoubleClickEvent(self, event):  # noqa: N802 - Qt's name
        self.activated.emit()

    def paintEvent(self, event):  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if self.hasFocus():  # a label shows no focus of its own: Tab would stop unseen
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(QColor(ink("focus")), 2))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 3, 3)

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
        else:
            super().keyPressEvent(event)


class AttributesElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.modifier = ModifierBox()
        with_odds = element.odds and any(item.check for item in element.items)
        if with_odds:
            layout.addWidget(self.modifier)
            if element.label:
                self.modifier.spin.setAccessibleDescription(element.label)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        layout.addLayout(grid)
        self.editors: list[BoundEditor] = []
        self.odds: dict[str, OddsLabel] = {}
        self.limits: dict[str, QLabel] = {}
        """The "of <score>" beside each current value, by its bind."""
        for row, item in enumerate(element.items):
            label = label_of(item)
            caption = QLabel(label)
            grid.addWidget(caption, row, 0)
            if item.bind:
                editor = BoundEditor(context, item.bind, label)
                editor.editor.setMinimumWidth(64)
                if element.label:  # Lite's score and current Strength share a name: the group tells them apart
                    editor.editor.setAccessibleDescription(element.label)
                caption.setBuddy(editor.editor)
                self.editors.append(editor)
                grid.addWidget(editor, row, 1)
                if item.current_of:
                    limit = QLabel()
                    editor.layout().insertWidget(1, limit)
                    self.limits[item.bind] = limit
            if with_odds and item.check:
                odds = OddsLabel()
                odds.caption = self.tr("Chance of {0}").format(label)
                odds.activated.connect(
                    lambda check=item.check: context.check_requested.emit(check, self.modifier.value())
                )
                forget = QAction(self.tr("Forget the situation"), odds)
                forget.triggered.connect(
                    lambda _=False, check=item.check: context.document.situations.forget(check))
                odds.addAction(forget)
                odds.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
                self.odds[item.check] = odds
                grid.addWidget(odds, row, 2)
        grid.setColumnStretch(3, 1)  # spare width after the odds: they stay beside their value
        self.modifier.changed.connect(lambda _: self._refresh_odds())
        context.document.situations.changed.connect(lambda _: self._refresh_odds())
        self._refresh_odds()
        self._refresh_limits()
        self.modifier.follow(context.document.situations, lambda: list(self.odds))

    def refresh(self) -> None:
        for editor in self.editors:
            editor.refresh()
        self._refresh_odds()
        self._refresh_limits()

    def _refresh_limits(self) -> None:
        if not self.limits:
            return
        context = self.context
        block = context.cached(("block", id(self.element)),
                               lambda: block_of(self.element, context.character, context.rules))
        for item in block.children:
            label = self.limits.get(item.bind)
            if label is not None and item.current_of:
                text = self.tr("of {0}").format(item.limit)
                if label.text() != text:
                    label.setText(text)

    def _refresh_odds(self) -> None:
        modifier = self.modifier.value()
        for check, label in self.odds.items():
            odds = self.context.odds(check, modifier)
            short, whole = self.context.situation_label(check)
            text = f"{chance(odds)} {short}" if short else chance(odds)
            label.actions()[0].setEnabled(bool(self.context.document.situations.get(check)))
            if label.text() != text:
                label.setText(text)
                name_value(label, label.caption, text)
                tip = "\n".join(t for t in (bands(odds), breakdown(odds)) if t)
                if whole:
                    tip = self.tr("Last rolled with {0}").format(whole) + "\n" + tip
                label.setToolTip((tip + "\n" + self.tr("Double-click to roll")).strip())
