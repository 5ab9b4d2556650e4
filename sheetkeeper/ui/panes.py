"""Moving between the window's panes from the keyboard.

F6 goes to the next pane and Shift+F6 to the previous one: the row of open tabs, the open
sheet or party dashboard, and the dice roller when it is shown. Focus returns to where it
was last in that pane (else its first field), and the pane is said by name. Ctrl+Shift+D
shows the dice roller and goes to it, from anywhere. Ctrl+PageDown and Ctrl+PageUp go to the
next and previous open tab (the characters and the party), as in other desktop apps; Ctrl+Tab
stays with the pages inside a sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from . import focus_in_view
from .accessible import announce

if TYPE_CHECKING:
    from .main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


ROLLER_KEYS = "Ctrl+Shift+D"


def first_stop(pane: QWidget) -> QWidget | None:
    """The first widget inside ``pane`` that Tab would stop at."""
    widget = pane.nextInFocusChain()
    while widget is not None and widget is not pane:
        if pane.isAncestorOf(widget) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus \
                and widget.isEnabled() and widget.isVisible():
            return widget
        widget = widget.nextInFocusChain()
    return None


class PaneCycle(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._last: dict[int, QWidget] = {}
        for text, keys, step in ((_tr("Next pane"), "F6", 1), (_tr("Previous pane"), "Shift+F6", -1)):
            action = QAction(text, window)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, s=step: self.move(s))
            window.addAction(action)
        for text, keys, step in ((_tr("Next open tab"), "Ctrl+PgDown", 1),
                                 (_tr("Previous open tab"), "Ctrl+PgUp", -1)):
            action = QAction(text, window)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, s=step: self.next_tab(s))
            window.addAction(action)
        self.roller_action = QAction(_tr("Go to the dice roller"), window)
        self.roller_action.setShortcut(QKeySequence(ROLLER_KEYS))
        self.roller_action.triggered.connect(self.go_to_roller)
        window.addAction(self.roller_action)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focused)
            focus_in_view.install(app)

    def panes(self) -> list[tuple[str, QWidget]]:
        """The panes shown now, in order, with their names."""
        window, found = self.window, []
        tabs = window.tab_widget
        if window.stack.currentWidget() is tabs:
            found.append((_tr("Open tabs"), tabs.tabBar()))
            if (page := tabs.currentWidget()) is not None:
                found.append((tabs.tabText(tabs.currentIndex()).rstrip(" *"), page))
        if window.dice.built and window.dice.dock.isVisible():
            found.append((window.dice.dock.windowTitle(), window.dice.dock))
        return found

    def _pane_of(self, widget: QWidget | None) -> int:
        for index, (_name, pane) in enumerate(self.panes()):
            if widget is not None and (widget is pane or pane.isAncestorOf(widget)):
                return index
        return -1

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or new.window() is not self.window:
            return
        for _name, pane in self.panes():
            if new is pane or pane.isAncestorOf(new):
                self._last[id(pane)] = new

    def move(self, step: int) -> QWidget | None:
        """Focus the next (``step`` 1) or previous (-1) pane; the widget focused."""
        panes = self.panes()
        if not panes:
            return None
        here = self._pane_of(QApplication.focusWidget())
        start = here if here >= 0 else (-1 if step > 0 else 0)
        for turn in range(1, len(panes) + 1):
            name, pane = panes[(start + step * turn) % len(panes)]
            if (widget := self._target(pane)) is not None:
                widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
                announce(self.window, name)
                return widget
        return None

    def next_tab(self, step: int) -> QWidget | None:
        """Show the next (``step`` 1) or previous (-1) open tab, round the row, and focus
        where focus was last on it (else its first field); the widget focused."""
        tabs = self.window.tab_widget
        if self.window.stack.currentWidget() is not tabs or tabs.count() < 2:
            return None
        tabs.setCurrentIndex((tabs.currentIndex() + step) % tabs.count())
        page = tabs.currentWidget()
        widget = self._target(page) if page is not None else None
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        announce(self.window, tabs.tabText(tabs.currentIndex()).rstrip(" *"))
        return widget

    def _target(self, pane: QWidget) -> QWidget | None:
        last = self._last.get(id(pane))
        if last is not None and isValid(last) and last.isVisible() and last.isEnabled() and pane.isAncestorOf(last):
            return last
        if pane.focusPolicy() & Qt.FocusPolicy.TabFocus and pane.isVisible():
            return pane  # the tab bar
        return first_stop(pane)

    def go_to_roller(self) -> QWidget | None:
        """Show the dice roller and focus it (where focus last was in it, else its check)."""
        dock = self.window.dice.dock
        dock.show()
        dock.raise_()
        widget = self._target(dock) or dock.check
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        announce(self.window, dock.windowTitle())
        return widget
