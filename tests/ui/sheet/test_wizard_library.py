"""The creation wizard offers the library's skills: ticked ones come onto the sheet with
their numbers, a Basic Roleplaying skill at its base chance, as one step."""

from __future__ import annotations

from sheetkeeper import api
from sheetkeeper.ui.libraries import libraries
from sheetkeeper.ui.wizard import NewCharacterWizard
from sheetkeeper.ui.wizard_library import choose_skills


def _to_creation(qtbot, system_id):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.system_page
    row = next(i for i in range(page.list.count()) if page.list.item(i).data(256) == system_id)
    page.list.setCurrentRow(row)
    wizard.next()
    wizard.name_page.name.setText("Tamsin")
    wizard.next()
    return wizard


def test_brp_skills_come_at_their_base_chance(qtbot):
    library = libraries().library("brp")
    for name, category, base in (("Climb", "Physical", 40), ("Dodge", "Physical", 20), ("Insight", "Perception", 5)):
        library = api.library_add(library, "skills", {"name": name, "category": category, "base": base})
    libraries().put(library)
    wizard = _to_creation(qtbot, "brp")
    page = wizard.creation_page
    assert page.from_library.isVisible()

    def answer(dialog):
        qtbot.keyClicks(dialog.search, "d")
        dialog.tick("Dodge")
        dialog.search.clear()
        dialog.tick("Climb")
        return True

    assert choose_skills(page.document, page.sheet, answer)
    skills = {s.name: (s.category, s.base, s.rating) for s in page.document.character.skills}
    assert skills["Climb"] == ("Physical", 40, 40)
    assert skills["Dodge"] == ("Physical", 20, 20)
    assert "Insight" not in skills
    page.document.undo_stack.undo()
    assert "Climb" not in {s.name for s in page.document.character.skills}


def test_no_button_where_the_library_has_no_skills(qtbot):
    wizard = _to_creation(qtbot, "lite")  # a Lite library holds talents and items, no skills
    assert not wizard.creation_page.from_library.isVisible()
    wizard = _to_creation(qtbot, "brp")  # the BRP starter library is empty
    assert not wizard.creation_page.from_library.isVisible()


def test_a_renaissance_skill_whose_aptitude_is_open_is_asked_for(qtbot):
    wizard = _to_creation(qtbot, "renaissance")
    page = wizard.creation_page
    assert page.from_library.isVisible()
    asked = []

    def answer(dialog):
        dialog.tick("Stealth")  # the library gives its aptitude (COO)
        dialog.tick("Barter")  # the library leaves its aptitude to the player
        asked.extend(box.accessibleName() for boxes in dialog.choices.values() for box in boxes.values())
        dialog.choices[next(iter(dialog.choices))]["aptitude"].setCurrentText("SAV")
        return True

    assert choose_skills(page.document, page.sheet, answer)
    assert asked == ["Aptitude of Barter"]
    assert [(s.name, s.aptitude) for s in page.document.character.skills] == [("Barter", "SAV"), ("Stealth", "COO")]
    assert "not given by the library" not in page.sheet.bar_text.text()


def test_every_row_shows_its_box_and_a_tick_stays_through_a_search(qtbot):
    from PySide6.QtCore import Qt

    from sheetkeeper.ui.library_pick import ChooseDialog

    dialog = ChooseDialog(libraries().library("rainworld"), "skills", "Skills")
    qtbot.addWidget(dialog)
    items = [dialog.found.item(i) for i in range(dialog.found.count())]
    assert items and all(i.data(Qt.ItemDataRole.CheckStateRole) is not None for i in items)  # a box each
    qtbot.keyClicks(dialog.search, "melee")
    dialog.found.item(0).setCheckState(Qt.CheckState.Checked)
    dialog.search.clear()
    ticked = [dialog.found.item(i).text() for i in range(dialog.found.count())
              if dialog.found.item(i).checkState() == Qt.CheckState.Checked]
    assert ticked == ["Melée Weapons"]
    assert [r["name"] for r in dialog.rows()] == ["Melée Weapons"]
