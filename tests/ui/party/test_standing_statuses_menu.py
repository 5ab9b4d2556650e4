"""A status that holds by itself while the sheet's numbers say so (GRIMWIRE's Dying at 0
Condition, Rainworld's Incapacitated) shows in the sheet's and the party card's Statuses menus
checked and disabled, its tooltip saying while what it holds and what ends it: never a tick
the rules refuse after the click."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.states import StatesElement

RIVET = "Rivet-9"
KEPT = []
"""The sheets and card menus while a test reads them (the entries go with their menu)."""


@pytest.fixture(autouse=True)
def _kept():
    yield
    KEPT.clear()


def member(view, name: str):
    return next(d for d in view.all_documents() if d.character.display_name == name)


def sheet_menu(document, qtbot):
    sheet = SheetView(document)
    qtbot.addWidget(sheet)
    KEPT.append(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    states._fill_statuses()
    return {a.text(): a for a in states.status_menu.actions()}




def card_menu(view, name):
    menu = view.card(name).menu()
    KEPT.append(menu)
    statuses = next(a.menu() for a in menu.actions() if a.menu() is not None)
    return {a.text(): a for a in statuses.actions()}


def test_grimwire_dying_at_0_condition_is_checked_and_disabled_in_both_menus(view, qtbot):
    # [003 "When reduced to 0 Condition or below, a character is dying. ... A dying character
    # is out cold and therefore can't do anything."]
    rivet = member(view, RIVET)
    for entries in (sheet_menu(rivet, qtbot), card_menu(view, RIVET)):
        assert entries["Dying"].isEnabled() and not entries["Dying"].isChecked()
    condition = rivet.character.condition.current
    assert rivet.apply(Action("damage", {"amount": condition, "armour": False}))
    assert rivet.character.condition.current <= 0
    for entries in (sheet_menu(rivet, qtbot), card_menu(view, RIVET)):
        dying = entries["Dying"]
        assert dying.isCheckable() and dying.isChecked() and not dying.isEnabled()
        assert dying.toolTip() == ("Dying holds by itself while Condition is 0 or below: it "
                                   "ends with being stabilised.")
        assert entries["Stun"].isEnabled()  # the others stay the user's to set
    before = rivet.character
    dying.trigger()  # a disabled entry does nothing
    assert rivet.character == before


def test_rainworld_incapacitated_is_checked_and_disabled_while_the_body_track_says_so(view, qtbot):
    # [000 "if the Body track fills with stun, or if stun and injury overlap somewhere in the
    # middle of it (a / and a \\ form an X), the character is incapacitated"]
    dag = member(view, "Corporal Dag Kessler")
    body = dag.character.body
    full = dag.character.model_copy(update={"body": body.model_copy(
        update={"right": body.length, "left": 0})})
    dag.replace(full, "Stunned out")
    assert [s.label for s in dag.rules.standing_statuses(dag.character)] == ["Incapacitated"]
    for entries in (sheet_menu(dag, qtbot), card_menu(view, "Corporal Dag Kessler")):
        entry = entries["Incapacitated"]
        assert entry.isChecked() and not entry.isEnabled()
        assert entry.toolTip().startswith("Incapacitated holds by itself while the Body track")
        assert "it ends with the stun healing (an overnight rest)." in entry.toolTip()
        assert entries["Surprised"].isEnabled()
