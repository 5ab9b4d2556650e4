"""A list on the sheet picks from the game's library: the search narrows as one types (case-
and accent-insensitive), a picked row comes with its numbers as one undoable action, and
"Update from library…" shows the differences and applies the ticked ones."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetkeeper import api
from sheetkeeper.core.library import add_row
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.libraries import libraries
from sheetkeeper.ui.library_pick import PickDialog
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.from_library import pick_from_library, update_from_library


def _view(qtbot, character):
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1000, 800)
    view.show()
    return document, view


@pytest.fixture
def brp(qtbot):
    library = libraries().library("brp")
    library = add_row(library, "skills", {"name": "Climb", "category": "Physical", "base": 40})
    library = add_row(library, "skills", {"name": "Écrire", "category": "Mental", "base": 10})
    libraries().put(library)
    document, view = _view(qtbot, api.new_character("brp", "Ada"))
    yield document, view
    document.undo_stack.clear()


def test_only_lists_the_library_holds_have_the_buttons(brp):
    _document, view = brp
    skills = view.element("table", "skills")
    assert skills.buttons["From library"].accessibleName() == "Add from library to Skills and experience boxes"
    assert "Update from library" in skills.buttons


def test_the_search_narrows_as_one_types(brp, qtbot):
    _document, view = brp
    skills = view.element("table", "skills")
    dialog = PickDialog(libraries().library("brp"), "skills", "Skills", skills)
    qtbot.addWidget(dialog)
    assert dialog.found.count() == 2
    qtbot.keyClicks(dialog.search, "ECR")
    assert [dialog.found.item(i).text() for i in range(dialog.found.count())] == [
        "Écrire — Category Mental, Base % 10"]
    dialog.search.clear()
    qtbot.keyClicks(dialog.search, "fly")
    assert dialog.found.count() == 0 and not dialog.add.isEnabled()


def test_a_picked_skill_comes_at_its_base_chance_as_one_undo_step(brp, qtbot):
    document, view = brp
    skills = view.element("table", "skills")
    dialog = PickDialog(libraries().library("brp"), "skills", "Skills", skills)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "climb")
    assert pick_from_library(skills, dialog)
    skill = document.character.skills[-1]
    assert (skill.name, skill.category, skill.base, skill.rating) == ("Climb", "Physical", 40, 40)
    assert skills.table.item(skills.table.rowCount() - 1, 0).text() == "Climb"
    document.undo_stack.undo()
    assert all(s.name != "Climb" for s in document.character.skills)


def test_update_from_library_shows_and_applies_the_differences(brp, qtbot):
    document, view = brp
    skills = view.element("table", "skills")
    dialog = PickDialog(libraries().library("brp"), "skills", "Skills", skills)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "climb")
    pick_from_library(skills, dialog)
    library = libraries().library("brp")
    libraries().put(api.library_edit(library, "skills", api.library_search(library, "skills", "climb")[0],
                                     {"base": 45, "category": "Body"}))
    assert document.character.skills[-1].base == 40  # a library change changes no character
    shown = []

    def answer(dialog):
        shown.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        dialog.list.item(0).setCheckState(Qt.CheckState.Unchecked)  # keep the category
        return True

    assert update_from_library(skills, answer)
    assert shown == ["Climb: Category Physical → Body", "Climb: Base % 40 → 45"]
    assert (document.character.skills[-1].category, document.character.skills[-1].base) == ("Physical", 45)
    document.undo_stack.undo()
    assert document.character.skills[-1].base == 40


def test_a_field_the_library_leaves_open_is_chosen_when_picking(qtbot):
    document, view = _view(qtbot, api.new_character("renaissance", "Lu"))
    skills = view.element("table", "skills")
    dialog = PickDialog(libraries().library("renaissance"), "skills", "Skills", skills)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "barter")
    assert list(dialog.choices) == ["aptitude"]
    dialog.choices["aptitude"].setCurrentText("SAV")
    assert pick_from_library(skills, dialog)
    assert (document.character.skills[-1].name, document.character.skills[-1].aptitude) == ("Barter", "SAV")
    document.undo_stack.clear()
