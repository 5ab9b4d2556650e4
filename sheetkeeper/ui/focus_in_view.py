"""The focus is always in view: a widget that takes the focus inside a scroll area is
scrolled into it.

Qt scrolls only when Tab moves the focus between two widgets of the same scroll area; Tab
from outside into one (from the roller's Check list into its situation's options, from a
sheet's row of pages into the page), Shift+Tab back into it, F6 and a field's Alt key left
the focused field scrolled away, where a person cannot see it. A page that grows just after
(a field left a moment before changes what the rules show) is scrolled again once its
scroll range has grown. A click needs no scrolling (what is clicked is in view), so none is
done while a mouse button is down.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

MARGIN = 8
"""Room kept around the focused widget, for its focus frame."""

WATCHED = "sheetkeeper_focus_in_view"
"""Set on a scroll area whose range changes are watched."""

_installed = False


def keep_focus_in_view(new: QWidget | None) -> None:
    """Scroll every scroll area holding ``new`` so that all of it shows."""
    if new is None or QApplication.mouseButtons() != Qt.MouseButton.NoButton:
        return
    parent = new.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) and parent.widget() is not None \
                and parent.widget().isAncestorOf(new):
            _scroll(parent, new)
        parent = parent.parentWidget()


def _scroll(area: QScrollArea, widget: QWidget) -> None:
    area.ensureWidgetVisible(widget, MARGIN, MARGIN)
    if not area.property(WATCHED):
        area.setProperty(WATCHED, True)
        area.verticalScrollBar().rangeChanged.connect(lambda _low, _high, a=area: _grown(a))


def _grown(area: QScrollArea) -> None:
    """The page grew or shrank: the field with the focus may have moved out of view."""
    focused = QApplication.focusWidget()
    content = area.widget()
    if focused is not None and content is not None and content.isAncestorOf(focused) \
            and QApplication.mouseButtons() == Qt.MouseButton.NoButton:
        area.ensureWidgetVisible(focused, MARGIN, MARGIN)


def install(app: QApplication) -> None:
    """Keep the focus in view in every window of ``app`` (once)."""
    global _installed
    if not _installed:
        _installed = True
        app.focusChanged.connect(lambda _old, new: keep_focus_in_view(new))
