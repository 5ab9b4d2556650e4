"""Names pick from the game's own list: the name cell completes case- and
accent-insensitively ("melee" offers "Melée Weapons"), and a name of one's own, allowed where
the excerpt's lists are partial, is marked as custom."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit

from sheetkeeper import api
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


@pytest.fixture
def rainworld(qtbot):
    character = api.new_character("rainworld", "Ada")
    for name in ("Firearms", "Cooking"):
        character = api.apply(character, "list.add", {"path": "skills", "value": {"name": name, "rank": 1}}).character
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1000, 900)
    view.show()
    yield document, view
    document.undo_stack.clear()


def _skills(view):
    table = next(e for e in view.elements if getattr(e.element, "bind", "") == "skills" and e.element.kind == "table")
    view.reveal(table)
    return table


def test_typing_a_skill_name_offers_the_listed_one_whatever_the_case_and_accent(rainworld, qtbot):
    document, view = rainworld
    table = _skills(view)
    row = table.table.rowCount() - 1
    table.table.editItem(table.table.item(row, 0))
    editor = table.table.findChild(QLineEdit)
    assert editor is not None and editor.completer() is not None
    editor.clear()
    qtbot.keyClicks(editor, "melee")
    offered = editor.completer().model().stringList()
    assert offered == ["Melée Weapons"]


def test_a_custom_name_is_marked_and_a_listed_one_is_not(rainworld):
    document, view = rainworld
    table = _skills(view)
    names = [table.table.item(r, 0).text() for r in range(table.table.rowCount())]
    custom = table.table.item(names.index("Cooking"), 0)
    listed = table.table.item(names.index("Firearms"), 0)
    assert custom.font().italic() and "custom skill" in custom.toolTip()
    assert not listed.font().italic()


def test_a_name_spelt_unlike_the_list_is_shown_with_a_one_click_fix(qtbot):
    character = api.new_character("rainworld", "Ada")
    for name in ("firearms", "Melee Weapons"):
        character = api.apply(character, "list.add", {"path": "skills", "value": {"name": name, "rank": 2}}).character
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.show()
    strip = view.play_strip
    assert "firearms → Firearms" in strip.text.text() and strip.spell.isVisible()
    strip.spell.click()
    assert [s.name for s in document.character.skills] == ["Firearms", "Melée Weapons"]
    assert not strip.spell.isVisible()
    assert not [f for f in api.validate(document.character) if "game's list" in f.message]
    document.undo_stack.undo()
    assert [s.name for s in document.character.skills] == ["firearms", "Melee Weapons"]
    document.undo_stack.clear()
