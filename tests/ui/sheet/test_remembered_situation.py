"""The sheet's odds show the situation a check was last rolled in ("with Helpers: 2"); a
double-click rolls that situation again, so what the odds say is what Roll rolls; the row's
menu forgets it."""

from __future__ import annotations

import random

import pytest

from sheetkeeper import api
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.attributes import AttributesElement
from sheetkeeper.ui.sheet.elements.checks import ChecksElement
from sheetkeeper.ui.sheet.elements.odds import chance
from sheetkeeper.ui.sheet.view import SheetView

CHECK = "skill:Fight+gear:0"
HELPED = {"helpers": 2}  # [001 "For every person helping you, you get a +1 modification."]


@pytest.fixture
def table(qtbot):
    """Angus's sheet and a dice roller, wired as the window wires them."""
    document = Document(api.load(api.system("lite").samples[0]).character)
    sheet = SheetView(document)
    qtbot.addWidget(sheet)
    roller = DiceRollerDock(rng=random.Random(8))
    qtbot.addWidget(roller)
    roller.set_document(document)
    sheet.check_requested.connect(roller.open_check)
    element = next(e for e in sheet.elements if isinstance(e, ChecksElement) and CHECK in e.check_ids())
    yield document, element, roller
    del sheet  # held until the test is over


def cell(element: ChecksElement) -> str:
    return element.table.item(element.check_ids().index(CHECK), 2).text()


def double_click(element: ChecksElement) -> None:
    element.table.itemActivated.emit(element.table.item(element.check_ids().index(CHECK), 0))


def test_a_roll_with_helpers_is_shown_on_the_sheet_and_rolled_again(table):
    document, element, roller = table
    angus = document.character
    plain = chance(api.odds(angus, CHECK))
    assert cell(element) == plain
    double_click(element)
    roller.situation.control("helpers").setValue(2)
    roller.roll()
    helped = api.odds(angus, CHECK, situation=HELPED)
    assert chance(helped) != plain
    assert document.situations.get(CHECK) == HELPED
    assert cell(element) == f"{chance(helped)} with Helpers: 2"
    roller.open_check("skill:Fight")  # the roller moves on, the sheet keeps it
    double_click(element)  # and the double-click starts where the sheet shows
    assert roller.situation.chosen() == HELPED
    assert roller.odds.text() == f"Chance {chance(helped)}"
    roller.rng = random.Random(5)
    assert roller.roll() == api.roll(angus, CHECK, random.Random(5), situation=HELPED)


def test_the_sheets_modifier_adds_to_the_remembered_situation_and_is_not_remembered(table):
    document, element, roller = table
    angus = document.character
    element.modifier.spin.setValue(1)
    double_click(element)
    assert roller.modifier.value() == 1
    roller.situation.control("helpers").setValue(1)
    roller.roll()
    assert document.situations.get(CHECK) == {"helpers": 1}  # the +1 stays the sheet's own
    with_both = api.odds(angus, CHECK, 1, situation={"helpers": 1})
    assert cell(element) == f"{chance(with_both)} with Helpers: 1"
    double_click(element)
    assert roller.situation.chosen() == {"helpers": 1, "modifier": 1}
    assert roller.odds.text() == f"Chance {chance(with_both)}"


def test_forgetting_the_situation_and_a_plain_roll_clear_it(table):
    document, element, roller = table
    angus = document.character
    row = element.check_ids().index(CHECK)
    assert element.situation_menu(row) is None  # nothing to forget
    double_click(element)
    roller.situation.control("helpers").setValue(3)
    roller.roll()
    menu = element.situation_menu(row)
    (forget,) = menu.actions()
    assert forget.text() == "Forget the situation (with Helpers: 3)"
    forget.trigger()
    assert document.situations.get(CHECK) == {} and cell(element) == chance(api.odds(angus, CHECK))
    double_click(element)
    roller.situation.control("helpers").setValue(1)
    roller.roll()
    assert "with Helpers: 1" in cell(element)
    roller.situation.reset()
    roller.roll()  # rolled plain: the sheet shows the plain odds again
    assert cell(element) == chance(api.odds(angus, CHECK))


def test_a_skill_beside_its_attribute_shows_and_forgets_it_too(qtbot):
    document = Document(api.load(api.system("lite").samples[0]).character)
    sheet = SheetView(document)
    qtbot.addWidget(sheet)
    roller = DiceRollerDock(rng=random.Random(2))
    qtbot.addWidget(roller)
    roller.set_document(document)
    sheet.check_requested.connect(roller.open_check)
    grid = next(e for e in sheet.elements if isinstance(e, AttributesElement) and "skill:Athletics" in e.odds)
    label = grid.odds["skill:Athletics"]
    (forget,) = label.actions()
    assert not forget.isEnabled()
    label.activated.emit()
    assert roller.check_id() == "skill:Athletics"
    roller.situation.control("helpers").setValue(2)
    roller.roll()
    helped = api.odds(document.character, "skill:Athletics", situation=HELPED)
    assert label.text() == f"{chance(helped)} with Helpers: 2" and forget.isEnabled()
    assert "Last rolled with Helpers: 2" in label.toolTip()
    forget.trigger()
    assert label.text() == chance(api.odds(document.character, "skill:Athletics"))
