"""A sheet table's *Add* starts editing the new row, in the assembled window: what a person
types right after Add names the row (it was lost, and the row stayed "New", until the cell was
double-clicked). Every game's sample, its first table with an Add button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QPushButton, QTableWidget

from sheetkeeper.core.registry import all_systems

SAMPLES = [(s.id, s.samples[0].name) for s in all_systems() if s.samples]


def _page_of(widget) -> str:
    page = widget
    while page.parentWidget() is not None and page.parentWidget().parentWidget() is not None:
        holder = page.parentWidget().parentWidget()
        if hasattr(holder, "indexOf") and hasattr(holder, "tabText") and holder.indexOf(page) >= 0:
            return holder.tabText(holder.indexOf(page)).replace("&", "")
        page = page.parentWidget()
    raise AssertionError("not on a page")


@pytest.mark.parametrize(("system", "sample"), SAMPLES, ids=[s for s, _ in SAMPLES])
def test_typing_right_after_add_names_the_new_row(open_window, hands, sample_copies, system, sample):
    window = open_window(sample_copies / sample)
    person = hands(window)
    add = next(b for b in window.current_tab().findChildren(QPushButton)
               if person.name_of(b).startswith("Add row in ") and not b.isHidden())
    name = person.name_of(add).removeprefix("Add row in ")
    table = next(t for t in window.current_tab().findChildren(QTableWidget) if person.name_of(t) == name)
    person.tab(_page_of(add))
    rows = table.rowCount()
    person.click(add)
    person.wait(lambda: table.rowCount() == rows + 1)
    person.wait(lambda: table.state() == QAbstractItemView.State.EditingState)
    column = table.currentColumn()
    assert table.currentRow() == rows
    person.key(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    person.type("Swim")
    person.key(Qt.Key.Key_Tab)
    person.wait(lambda: table.item(rows, column).text() == "Swim")
    person.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the name, one undo step
    person.wait(lambda: table.item(rows, column).text() != "Swim")
