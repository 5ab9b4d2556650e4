"""Help › Keyboard Shortcuts in the assembled window lists every key the window has, read from
its actions (the dice roller's Ctrl+Shift+D among them), with Undo and Redo by their own names
rather than the step they would undo now."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMenu, QTextBrowser, QWidget

from sheetkeeper.paths import samples_dir


def _home(widget: QWidget) -> QWidget:
    """The window a widget is part of (a menu's: that of the bar or menu it drops from)."""
    while isinstance(widget, QMenu) and widget.parentWidget() is not None:
        widget = widget.parentWidget()
    return widget.window()


def _keys_of(window) -> set[str]:
    """The keys of every action and shortcut of the window (its menus', its panes', a panel's)."""
    found = set()
    for action in window.findChildren(QAction):
        if any(isinstance(w, QWidget) and _home(w) is window for w in action.associatedObjects()):
            found |= {k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()}
    for shortcut in window.findChildren(QShortcut):
        if not shortcut.key().isEmpty():
            found.add(shortcut.key().toString(QKeySequence.SequenceFormat.NativeText))
    return found


def test_every_key_of_the_window_is_listed(open_window, hands):
    sample = next(samples_dir().glob("*.skchar"))
    window = open_window(sample)
    person = hands(window)
    person.fill("Player", "Robin")  # an edit: Undo's text now names it
    undo = window.menu_actions["undo"]
    assert undo.text() != "Undo" and undo.isEnabled()
    person.menu("Help", "Keyboard Shortcuts")
    dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "shortcuts" and w.isVisible())
    text = dialog.findChild(QTextBrowser).toPlainText()
    dialog.close()
    keys = _keys_of(window)
    assert "Ctrl+Shift+D" in keys and "Ctrl+Z" in keys
    missing = [k for k in keys if k not in text]
    assert not missing, missing
    lines = text.splitlines()
    assert "Undo" in lines and "Redo" in lines, lines
    assert undo.text() not in text  # "Undo Edit Player": the step, not the command's name
