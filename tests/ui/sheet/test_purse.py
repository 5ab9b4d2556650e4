"""Every game's sheet shows the character's purse: a table of coins by kind and amount, rows
added and removed, each edit one undo step, a number out of its range refused in words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QGroupBox, QLabel

from sheetkeeper import api
from sheetkeeper.core.purse import amounts, as_rows
from sheetkeeper.core.registry import all_systems
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


@pytest.fixture(params=[s.id for s in all_systems()])
def opened(request, qtbot):
    character = api.new_character(request.param, "Kit").model_copy(
        update={"in_creation": False, "purse": as_rows({"sp": 12})})
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1000, 900)
    view.show()
    yield document, view
    document.undo_stack.clear()


def test_the_purse_shows_and_edits_its_coins_in_every_game(opened, qtbot):
    document, view = opened
    purse = view.element("table", "purse")
    assert purse.table.accessibleName() == "Purse"
    assert [purse.table.horizontalHeaderItem(c).text() for c in range(2)] == ["Coins", "Amount"]
    assert (purse.table.item(0, 0).text(), purse.table.item(0, 1).text()) == ("sp", "12")
    assert purse.buttons["Add"].accessibleName() == "Add row in Purse"
    purse.buttons["Add"].click()
    purse.table.item(1, 0).setText("gold crowns")
    purse.table.item(1, 1).setText("3")
    assert amounts(document.character.purse) == {"sp": 12, "gold crowns": 3}
    purse.table.item(1, 1).setText("-2")  # below nothing: refused, the amount stays
    assert amounts(document.character.purse)["gold crowns"] == 3
    assert purse.table.item(1, 1).text() == "3"
    assert "Amount" in view.bar_text.text() and "Traceback" not in view.bar_text.text()
    purse.table.item(1, 0).setText("sp")  # a kind named twice: refused in words
    assert "the purse has a row of sp already" in view.bar_text.text().lower()
    assert amounts(document.character.purse) == {"sp": 12, "gold crowns": 3}
    document.undo_stack.undo()
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert amounts(document.character.purse) == {"sp": 12}
    purse.table.selectRow(0)
    purse.buttons["Remove"].click()
    assert document.character.purse == []


def test_the_purse_is_named_once_on_the_sheet(opened):
    """The table's own caption names it; a section around it says no more (Rainworld's said
    "Purse" twice, as the section's title and the table's)."""
    _, view = opened
    said = [w.text() for w in view.findChildren(QLabel)] + [w.title() for w in view.findChildren(QGroupBox)]
    assert [re.sub("<[^>]+>", "", text).replace("&", "").strip() for text in said].count("Purse") == 1
