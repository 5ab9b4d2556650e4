"""A tab shown by its key goes there: Alt and a tab's underlined letter ("Enco&unter") shows
its page and puts the focus on the page's first field, as a person who asked for the place
expects (Qt shows the page and leaves the focus where it was, often out of sight)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QTabWidget

from .panes import first_stop


class _FocusOnShortcut(QObject):
    def __init__(self, tabs: QTabWidget) -> None:
        super().__init__(tabs)
        self.tabs = tabs
        tabs.tabBar().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Shortcut:  # a tab's mnemonic; the bar shows the page
            QTimer.singleShot(0, self.focus_page)
        return False

    def focus_page(self) -> None:
        page = self.tabs.currentWidget()
        widget = first_stop(page) if page is not None else None
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)


def focus_on_shortcut(tabs: QTabWidget) -> None:
    """Make a tab's Alt key put the focus on its page."""
    _FocusOnShortcut(tabs)
