"""Undo and redo keys reach the window whatever has the focus.

A text or number field claims Ctrl+Z for its own little undo (Qt's shortcut override), so
with the cursor in a field Ctrl+Z did nothing while Edit still offered the undo; and a
field's own undo would have changed its text behind the character's back. Every field of the
window writes through the document, whose undo is the one that counts: the keys of Edit ›
Undo and Redo go to those actions from any widget of the window. Dialogs keep their fields'
own undo.

A number typed but not yet entered (no Enter, no click elsewhere) is not in the document: the
first Ctrl+Z takes that typing back, the box showing the document's value again, and leaves the
document's undo alone; the next Ctrl+Z undoes the last step of the document.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDoubleSpinBox, QSpinBox, QWidget


def _unentered(widget: QObject) -> QDoubleSpinBox | QSpinBox | None:
    """The number box ``widget`` is (or is in) when it shows typing not yet entered."""
    box = widget if isinstance(widget, QAbstractSpinBox) else widget.parent()
    if not isinstance(box, (QSpinBox, QDoubleSpinBox)) or box.lineEdit() is None:
        return None
    entered = box.prefix() + box.textFromValue(box.value()) + box.suffix()
    return box if box.lineEdit().text() != entered else None


class UndoKeys(QObject):
    """Watches each widget of the window once it has had the focus (a filter stays on its
    widget: removing it from a widget being destroyed as the focus leaves it is unsafe)."""

    def __init__(self, window: QWidget, actions: list[QAction]) -> None:
        super().__init__(window)
        self._window = window
        self._actions = actions
        QApplication.instance().focusChanged.connect(self._follow)

    def _follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self._window:
            new.installEventFilter(self)

    def _keys(self) -> set[QKeySequence]:
        return {key for action in self._actions for key in action.shortcuts()}

    def _undoes(self, event: QEvent) -> bool:
        return QKeySequence(event.keyCombination()) in self._actions[0].shortcuts()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.KeyPress and self._undoes(event):
            box = _unentered(watched)
            if box is not None:
                box.setValue(box.value())  # the value entered last, shown again; nothing written
                return True
            return False
        if kind != QEvent.Type.ShortcutOverride:
            return False
        if self._undoes(event) and _unentered(watched) is not None:
            event.accept()  # the typing's: the key comes to the box as a key press
            return True
        if QKeySequence(event.keyCombination()) in self._keys():
            event.ignore()  # not the field's: the window's shortcut takes the key
            return True
        return False
