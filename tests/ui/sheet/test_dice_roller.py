"""The dice roller: odds and breakdown of the opened check, a seeded roll that matches the
rules, a push whose consequence is applied (and undone) through the document, a roll log;
a modifier that does not follow the user to another character or check."""

from __future__ import annotations

import random

import pytest

from sheetkeeper.core.actions import Action
from sheetkeeper.ui.dice_roller import DiceRollerDock


@pytest.fixture
def roller(document, qtbot):
    dock = DiceRollerDock(rng=random.Random(4))
    qtbot.addWidget(dock)
    dock.set_document(document)
    return dock


def test_opening_a_check_shows_its_breakdown_and_odds(roller, document):
    roller.open_check("sneak", modifier=2)
    assert roller.check_id() == "sneak"
    assert roller.modifier.value() == 2
    assert "Modifier: +2" in roller.breakdown.text()
    assert "Chance 70%" in roller.odds.text()


def test_seeded_roll_gives_the_rules_result(roller, document):
    roller.open_check("climb")
    result = roller.roll()
    expected = document.rules.roll(document.character, "climb", random.Random(4), 0)
    assert result == expected
    assert expected.outcome in roller.outcome.text()
    assert expected.text in roller.log_lines()[-1]


def test_failed_roll_offers_a_push_whose_cost_is_applied_and_undoable(roller, document, qtbot):
    roller.rng = random.Random(0)
    roller.open_check("climb", modifier=-5)  # 0 or less on a d10: always fails
    result = roller.roll()
    assert not result.success and result.can_push
    assert roller.push_button.isVisibleTo(roller)
    pushed = roller.push()
    assert pushed.text.endswith("(pushed)")
    assert document.character.body.left == 1
    assert document.undo_stack.undoText() == "Push: 1 injury"
    assert any(line.endswith("Push: 1 injury") for line in roller.log_lines())
    document.undo_stack.undo()
    assert document.character.body.left == 0


def test_the_roll_log_belongs_to_the_character(roller, document, tiny, qtbot):
    from sheetkeeper.ui.document import Document

    roller.roll()
    other = Document(tiny.rules.new("Other"))
    roller.set_document(other)
    assert roller.log.count() == 0
    roller.set_document(document)
    assert roller.log.count() == 1
    other.undo_stack.clear()


def test_coming_back_to_a_character_shows_the_check_last_used_for_it(roller, document, tiny):
    """A trial rolled Fast Talk, looked at the party and came back to the sheet: the roller
    showed the first check of the list instead."""
    from sheetkeeper.ui.document import Document

    roller.open_check("sneak")
    roller.situation.control("helpers").setValue(2)
    other = Document(tiny.rules.new("Other"))
    roller.set_document(other)
    roller.open_check("climb")
    roller.set_document(document)
    assert roller.check_id() == "sneak"
    roller.set_document(other)
    assert roller.check_id() == "climb"
    other.undo_stack.clear()


def test_sheet_double_click_opens_the_roller(sheet, roller, qtbot):
    sheet.check_requested.connect(roller.open_check)
    sheet.element("attributes").odds["sneak"].activated.emit()
    assert roller.check_id() == "sneak"


def test_the_modifier_goes_back_to_0_for_another_character(roller, document, tiny, qtbot):
    from sheetkeeper.ui.document import Document

    roller.modifier.setValue(2)
    other = Document(tiny.rules.new("Kit"))
    roller.set_document(other)
    assert roller.modifier.value() == 0
    assert "Modifier: +0" in roller.breakdown.text()
    result = roller.roll()
    assert result.details["modifier"] == 0
    roller.set_document(document)
    assert roller.modifier.value() == 0
    other.undo_stack.clear()


def test_the_modifier_goes_back_to_0_for_another_check_but_stays_through_edits(roller, document):
    roller.open_check("sneak", modifier=2)
    roller.check.setCurrentIndex(roller.check.findData("climb"))
    assert roller.modifier.value() == 0
    assert "Chance 50%" in roller.odds.text()
    roller.modifier.setValue(3)
    document.apply(Action("set", {"path": "age", "value": 30}))  # the sheet changed: same roll
    assert (roller.check_id(), roller.modifier.value()) == ("climb", 3)


def test_a_result_is_cleared_when_another_check_is_picked(roller):
    roller.rng = random.Random(0)
    roller.open_check("climb", modifier=-5)
    roller.roll()
    assert roller.push_button.isVisibleTo(roller)
    roller.check.setCurrentIndex(roller.check.findData("sneak"))
    assert roller.result is None
    assert not roller.push_button.isVisibleTo(roller)


def test_the_situation_is_built_from_the_rules_options(roller, document):
    from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

    roller.open_check("climb")
    form = roller.situation
    assert [o.id for o in form.options()] == ["helpers", "difficulty", "careful", "modifier"]
    assert isinstance(form.control("helpers"), QSpinBox)
    assert isinstance(form.control("difficulty"), QComboBox)
    assert isinstance(form.control("careful"), QCheckBox)
    assert "Tiny rules: +1 per helper" in form.control("helpers").toolTip()


def test_options_change_the_odds_and_the_breakdown_at_once_and_the_roll_follows(roller, document):
    roller.open_check("climb")  # Climb: 5 or less on a d10
    assert "Chance 50%" in roller.odds.text()
    roller.situation.control("helpers").setValue(2)
    assert "Chance 70%" in roller.odds.text()
    assert "Helpers: 2\nTiny rules: +1 per helper, at most two" in roller.breakdown.text()
    assert "Helpers: 2\nTiny rules: +1 per helper, at most two" in roller.breakdown.toPlainText()
    combo = roller.situation.control("difficulty")
    combo.setCurrentIndex(combo.findData("hard"))
    assert "Chance 40%" in roller.odds.text()
    expected = document.rules.roll(
        document.character, "climb", random.Random(4), situation={"helpers": 2, "difficulty": "hard"}
    )
    result = roller.roll()
    assert result == expected
    assert "Climb (Helpers: 2, Difficulty: Hard): " in roller.log_lines()[-1]


def test_the_situation_goes_back_to_its_defaults_for_another_check(roller, document):
    roller.open_check("climb")
    roller.situation.control("careful").setChecked(True)
    roller.check.setCurrentIndex(roller.check.findData("sneak"))
    assert roller.situation.chosen() == {}
    roller.situation.control("careful").setChecked(True)
    document.apply(Action("set", {"path": "age", "value": 31}))  # the sheet changed: same roll
    assert roller.situation.chosen() == {"careful": True}
