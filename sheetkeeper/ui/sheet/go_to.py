"""Going to a path on the sheet: its tab shown, its field focused or its row selected, and
scrolled into view. The element that shows a path is the sheet model's answer
(:func:`sheetkeeper.sheet.element_for`), so the screen goes where a finding says it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget, QWidget

from ...sheet import element_for
from .elements.editors import BoundEditor

if TYPE_CHECKING:
    from .view import SheetView


def go_to(view: SheetView, path: str) -> QWidget | None:
    """Show what holds ``path`` and give it the focus; the focused widget, or None when the
    sheet shows nothing there."""
    shown = element_for(view.form, path)
    if shown is None:
        return None
    widget = next((w for w in view.elements if w.element is shown.element), None)
    if widget is None:
        return None
    view.reveal(widget)
    focus = _row(widget, shown.bind, path) or _bound(widget, path) or _first(widget)
    focus.setFocus(Qt.FocusReason.OtherFocusReason)
    page = view.tabs.widget(shown.page)
    if hasattr(page, "ensureWidgetVisible"):
        page.ensureWidgetVisible(focus)
    return focus


def _bound(widget: QWidget, path: str) -> QWidget | None:
    """The part of the element bound to the path: the closest one that holds it (a field,
    an attribute, a track of a row), else the first bound inside it (a skill of "skills")."""
    keys = path.split(".")
    parts = [w for w in widget.findChildren(QWidget) if isinstance(getattr(w, "path", None), str) and w.path]
    holding = [w for w in parts if keys[: len(w.path.split("."))] == w.path.split(".")]
    inside = [w for w in parts if w.path.split(".")[: len(keys)] == keys]
    found = max(holding, key=lambda w: len(w.path.split(".")), default=None) or next(iter(inside), None)
    if found is None:
        return None
    return found.editor if isinstance(found, BoundEditor) else _first(found)


def _row(widget: QWidget, bind: str, path: str) -> QWidget | None:
    """A table's row (and the cell of the column the path names), selected."""
    table = getattr(widget, "table", None)
    if not isinstance(table, QTableWidget):
        return None
    keys = path.split(".")[len(bind.split(".")):] if bind else []
    if not keys or not keys[0].isdigit() or int(keys[0]) >= table.rowCount():
        return table
    columns = [c.key for c in getattr(widget, "columns", ())]
    column = columns.index(keys[1]) if len(keys) > 1 and keys[1] in columns else 0
    table.setCurrentCell(int(keys[0]), column)
    table.scrollToItem(table.item(int(keys[0]), column))
    return table


def _first(widget: QWidget) -> QWidget:
    """The first part of the element that takes the focus, else the element itself."""
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return widget
    for child in widget.findChildren(QWidget):
        if child.focusPolicy() & Qt.FocusPolicy.TabFocus and child.isEnabled():
            return child
    return widget
