"""Values the rules read that the table sets are held on the sheet, changed through its own
widgets, saved and read back, and used by the rules: Basic Roleplaying's experience gain die
and the skills ENC penalises, Rainworld's injury penalties, GRIMWIRE's seventh attribute."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit

from sheetkeeper import api
from sheetkeeper.core.context import Context
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.storage import load_character, save_character
from sheetkeeper.systems.brp import SYSTEM as BRP


def _editor(view, bind):
    element = next(e for e in view.elements if e.element.bind == bind)
    return element.editor.editor


def _show_tab(view, title):
    view.tabs.setCurrentIndex(next(i for i in range(view.tabs.count()) if view.tabs.tabText(i) == title))


def _saved_and_read(character, tmp_path):
    path = tmp_path / "sheet.skchar"
    save_character(path, character, backup=False)
    return load_character(path).character


def _brannoc():
    return load_character(next(p for p in BRP.samples if "brannoc" in p.name)).character


def test_brp_experience_gain_die_is_chosen_on_the_improvement_page(open_sheet, qtbot, tmp_path):
    """[004 "increase the experience roll to +1D8 for epic or even +1D10 for superhuman"]:
    the die is a choice on the sheet, and an experience roll adds it."""
    document, view = open_sheet(_brannoc())
    _show_tab(view, "Improvement")
    box = _editor(view, "options.experience_die")
    assert isinstance(box, QComboBox)
    assert [box.itemText(i) for i in range(box.count())] == ["6", "8", "10"]
    assert box.currentText() == "6"
    box.setCurrentText("10")
    assert document.character.options.experience_die == 10
    read = _saved_and_read(document.character, tmp_path)
    assert read.options.experience_die == 10
    # Sense 50%, INT 12 (+6): 60 + 6 passes 50, then the 1D10 shows 10
    done = api.apply(read, "brp.improve", {"skill": "Sense"},
                     context=Context(rng=FixedDice([60, 10])))
    assert read.skill("Sense").rating == 50 and done.character.skill("Sense").rating == 60
    document.undo_stack.undo()
    assert document.character.options.experience_die == 6 and box.currentText() == "6"


def test_brp_skills_enc_penalises_are_a_line_of_names(open_sheet, qtbot, tmp_path):
    """[004 "Every point of ENC your character carries over their maximum ENC causes them to
    suffer the following modifiers"]: the skills taking −5% a point are the sheet's list,
    typed as names separated by commas. Brannoc is 3 ENC over: Stealth 22% shows 7%."""
    document, view = open_sheet(_brannoc())
    _show_tab(view, "Gear")
    line = _editor(view, "options.enc_penalised")
    assert isinstance(line, QLineEdit) and not line.isReadOnly()
    assert line.text() == "Agility, Manipulation, Stealth, Dodge, Combat, Weapon"
    assert api.odds(document.character, "skill:Stealth").success * 100 == 7
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, "Agility, Manipulation, Dodge, Combat, Weapon")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert document.character.options.enc_penalised == ["Agility", "Manipulation", "Dodge", "Combat", "Weapon"]
    assert api.odds(document.character, "skill:Stealth").success * 100 == 22
    read = _saved_and_read(document.character, tmp_path)
    assert read.options.enc_penalised == document.character.options.enc_penalised


def test_rainworld_injury_penalties_are_set_beside_the_body_track(open_sheet, qtbot, row_editor, tmp_path):
    """[000 "characters take increasing penalties to all their actions (at their second,
    fourth, sixth and eighth box of injury, marked along the bottom of the track on the
    character sheet)"]: the sizes, which the excerpt leaves to the sheet, are entered there."""
    ada = api.new_character("rainworld", "Ada")
    ada = api.apply(ada, "track", {"path": "body", "side": "left", "count": 4}).character
    document, view = open_sheet(ada)
    derived = {d.key: d.value for d in api.derived(document.character)}
    assert derived["injury_penalty"] == "-2 to all actions"
    box = row_editor(view, "options.injury_penalties.1").editor
    assert box.value() == 2
    box.setValue(5)
    assert document.character.options.injury_penalties == (1, 5, 3, 4)
    assert {d.key: d.value for d in api.derived(document.character)}["injury_penalty"] == "-5 to all actions"
    read = _saved_and_read(document.character, tmp_path)
    assert read.options.injury_penalties == (1, 5, 3, 4)


def test_grimwire_seventh_attribute_is_entered_and_gets_its_check(open_sheet, qtbot, row_editor, tmp_path):
    """The excerpt names seven attributes and describes six (reading 1: the seventh, SOC say,
    is the table's): entering its value brings it in with its own check; untick it and it
    is gone."""
    document, view = open_sheet(api.new_character("grimwire", "Cyd"))
    in_play = _editor(view, "extra_attribute")
    assert isinstance(in_play, QCheckBox) and not in_play.isChecked()
    value = row_editor(view, "extra_attribute.value").editor
    value.setValue(3)
    assert document.character.extra_attribute.value == 3
    assert document.character.extra_attribute.abbreviation == "SOC"
    assert in_play.isChecked()
    name = row_editor(view, "extra_attribute.name").editor
    name.setFocus()
    qtbot.keyClicks(name, "Social standing")
    assert "attr:SOC" in {c.id.split("@")[0] for c in api.checks(document.character)}
    abbreviation = row_editor(view, "extra_attribute.abbreviation").editor
    abbreviation.setFocus()
    abbreviation.selectAll()
    qtbot.keyClicks(abbreviation, "LUK")  # "L" alone is refused (two letters at least) and stays
    assert abbreviation.text() == "LUK" and document.character.extra_attribute.abbreviation == "LUK"
    abbreviation.selectAll()
    qtbot.keyClicks(abbreviation, "l")
    qtbot.keyClick(abbreviation, Qt.Key.Key_Return)  # the edit ends on a refused text: the sheet's comes back
    assert abbreviation.text() == "LUK"
    assert "attr:LUK" in {c.id.split("@")[0] for c in api.checks(document.character)}
    read = _saved_and_read(document.character, tmp_path)
    assert (read.extra_attribute.abbreviation, read.extra_attribute.name, read.extra_attribute.value) == (
        "LUK", "Social standing", 3)
    in_play.click()
    assert document.character.extra_attribute is None
    assert value.value() == 0 and name.text() == ""
    assert "attr:LUK" not in {c.id.split("@")[0] for c in api.checks(document.character)}
