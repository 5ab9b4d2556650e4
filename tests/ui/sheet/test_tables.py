"""Inventory and tables: add, edit, reorder and remove rows as undoable list actions; the
encumbrance meter warns with its consequence when over."""

from __future__ import annotations

import pytest

from sheetkeeper.core.inventory import Item


@pytest.fixture
def inventory(sheet):
    sheet.tabs.setCurrentIndex(1)
    return sheet.element("inventory", "gear")


def test_add_and_edit_an_item_then_undo(inventory, document, qtbot):
    inventory.buttons["Add"].click()
    assert document.character.gear == [Item()]
    inventory.table.item(0, 0).setText("Rope")
    inventory.table.item(0, 1).setText("2")
    assert document.character.gear[0].name == "Rope"
    assert document.character.gear[0].quantity == 2
    document.undo_stack.undo()
    assert inventory.table.item(0, 1).text() == "1"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert inventory.table.rowCount() == 0


def test_over_encumbered_shows_the_consequence(inventory, document, qtbot):
    inventory.buttons["Add"].click()
    inventory.table.item(0, 1).setText("4")
    assert "over-encumbered: -1 to every check" in inventory.load.text()
    assert "Load 4 of 3" in inventory.load.text()
    inventory.table.item(0, 1).setText("3")
    assert "over" not in inventory.load.text()


def test_a_word_in_a_number_column_is_refused_in_plain_words(inventory, document, qtbot):
    inventory.buttons["Add"].click()
    sheet = inventory.window()
    inventory.table.item(0, 1).setText("lots")
    assert document.character.gear[0].quantity == 1
    assert inventory.table.item(0, 1).text() == "1"
    assert "is not a number" in sheet.bar_text.text()


def test_rows_reorder_and_remove(inventory, document, qtbot):
    for name in ("Lamp", "Knife"):
        inventory.buttons["Add"].click()
        inventory.table.item(inventory.table.rowCount() - 1, 0).setText(name)
    inventory.table.selectRow(1)
    inventory.buttons["Up"].click()
    assert [i.name for i in document.character.gear] == ["Knife", "Lamp"]
    inventory.buttons["Remove"].click()
    assert [i.name for i in document.character.gear] == ["Lamp"]


def test_generic_table_edits_a_list_of_records(sheet, document, qtbot):
    sheet.tabs.setCurrentIndex(1)
    table = sheet.element("table", "skills")
    table.table.item(1, 1).setText("2")
    assert document.character.skills[1].rank == 2
    table.buttons["Add"].click()
    assert document.character.skills[-1].name == "New skill"
    assert table.table.rowCount() == 3



def test_a_list_of_words_is_edited_as_comma_separated_text(qtbot):
    """Renaissance proficiencies are a list of words in a table cell."""
    from sheetkeeper.paths import samples_dir
    from sheetkeeper.storage import load_character
    from sheetkeeper.ui.document import Document
    from sheetkeeper.ui.sheet import SheetView

    sample = samples_dir() / "renaissance-alice.skchar"
    if not sample.is_file():
        pytest.skip("the Renaissance sample is not there")
    document = Document(load_character(sample).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    table = next(e for e in view.elements if e.element.kind == "table"
                 and any(c.key == "proficiencies" for c in e.columns))
    column = next(i for i, c in enumerate(table.columns) if c.key == "proficiencies")
    row = next(r for r in range(table.table.rowCount()) if table.cell_value(r, column))
    words = table.cell_value(row, column)
    assert table.table.item(row, column).text() == ", ".join(words)
    table.table.item(row, column).setText(f"{words[0]} ,  ")
    assert table.cell_value(row, column) == [words[0]]
    document.undo_stack.undo()
    assert table.table.item(row, column).text() == ", ".join(words)
    document.undo_stack.clear()
