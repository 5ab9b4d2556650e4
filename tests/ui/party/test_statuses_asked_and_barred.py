"""Frenzy set from a GRIMWIRE sheet or party card asks the critical level (the excerpt never
defines it) and shows the Condition it gives and where the number comes from; a check a status
makes fail automatically is refused in the dice roller with the reason, at 0 %."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.states import StatesElement
from sheetkeeper.ui.status_ask import StatusAskDialog

RIVET = "Rivet-9"


def member(view, name: str):
    return next(d for d in view.all_documents() if d.character.display_name == name)


def answer(then, seen: list) -> None:
    """Answer the critical level's question when it shows, noting what it showed."""
    def handle():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, StatusAskDialog):
            QTimer.singleShot(20, handle)
            return
        spin = dialog.form.control("critical_level")
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.append((spin.text(), ok.isEnabled(), dialog.why.text()))
        then(dialog)

    QTimer.singleShot(0, handle)


def enter(value: int):
    def then(dialog):
        dialog.form.control("critical_level").setValue(value)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    return then


def test_frenzy_on_the_sheet_asks_the_critical_level_and_shows_the_condition_it_gives(view, qtbot):
    # [003 "Receive temporary Condition equal to your character’s critical level."]
    rivet = member(view, RIVET)
    sheet = SheetView(rivet)
    qtbot.addWidget(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    before = rivet.character
    seen: list = []
    answer(lambda dialog: dialog.reject(), seen)
    assert not states.set_status("frenzy", True)
    # nothing entered yet: nothing assumed, and OK waits for a number
    assert seen[0][0] == "to be entered" and seen[0][1] is False
    assert "never define" in seen[0][2] and "003" in seen[0][2]
    assert rivet.character == before, "Cancel sets nothing"

    answer(enter(3), seen)
    assert states.set_status("frenzy", True)
    assert rivet.character.condition.temporary == before.condition.temporary + 3
    condition = sheet.element("pool", "condition")
    assert "(+3 temporary)" in condition.of.text()
    # where the number comes from: the step's notice, the badge and the sheet's Critical level field
    assert "critical level 3, as the table entered it" in states.notice.text()
    badge = next(b for b in states.badges.findChildren(QLabel) if b.text() == "Frenzy")
    assert "critical level (3, as the table entered it" in badge.toolTip()
    field = sheet.element("field", "options.critical_level")
    sheet.reveal(field)  # on the Combat page
    assert field.editor.editor.text() == "3"
    assert rivet.undo_stack.undoText() == "Set Frenzy"

    # the roller's refusal of a ranged attack says it too
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.set_document(rivet)
    roller.open_check("attack:Rivet gun")
    assert roller.odds.text() == "Chance 0%"
    assert ("Rivet gun is impossible while Frenzy: Temporary Condition equal to the critical "
            "level (3, as the table entered it") in roller.breakdown.toPlainText()

    rivet.undo_stack.undo()
    assert rivet.character.condition.temporary == before.condition.temporary
    # asked again, it starts from what the sheet remembers
    field.editor.editor.setValue(2)  # set on the sheet's Critical level box (a number box)
    assert rivet.character.options.critical_level == 2
    answer(lambda dialog: dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click(), seen)
    assert states.set_status("frenzy", True)
    assert seen[-1][0] == "2" and seen[-1][1] is True
    assert rivet.character.condition.temporary == before.condition.temporary + 2


def test_frenzy_from_the_party_card_asks_the_same_question(view, qtbot):
    card = view.card(RIVET)
    menu = card.menu()
    statuses = next(a.menu() for a in menu.actions() if a.menu() is not None)
    frenzy = next(a for a in statuses.actions() if a.text() == "Frenzy")
    assert "critical level (not entered yet: asked when set)" in frenzy.toolTip()
    seen: list = []
    answer(enter(4), seen)
    frenzy.trigger()
    rivet = member(view, RIVET)
    assert seen and seen[0][0] == "to be entered"
    assert "Frenzy" in card.badges.names()
    assert rivet.character.options.critical_level == 4
    assert rivet.character.condition.temporary == 4
    view.undo_stack.undo()
    assert "Frenzy" not in card.badges.names() and rivet.character.condition.temporary == 0


def test_stun_makes_a_per_roll_fail_automatically_and_the_roller_refuses_it(view, qtbot):
    # [003 "A stunned character ... automatically fails PER rolls."]
    rivet = member(view, RIVET)
    sheet = SheetView(rivet)
    qtbot.addWidget(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    assert states.set_status("stun", True)
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.set_document(rivet)
    roller.rng = FixedDice([20])
    roller.open_check("attr:PER")
    assert roller.odds.text() == "Chance 0%"
    text = roller.breakdown.toPlainText()
    assert text.startswith("Perception (PER) fails automatically while Stun")
    assert "Fails automatically 100%" in text  # the outcome as every game writes it
    assert not roller.roll_button.isEnabled()
    assert roller.roll() is None
    assert "fails automatically while Stun" in roller.log_lines()[-1]
    # the sheet's attribute odds say 0 % too, with the reason in their tooltip
    assert states.set_status("stun", False)
    roller.open_check("attr:PER")
    assert roller.roll_button.isEnabled() and roller.odds.text() != "Chance 0%"
