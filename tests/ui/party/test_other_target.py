"""Damage to an ad-hoc target from the dice roller: "Other target…" asks for the target's
armour values, shows the breakdown against them as they change, and touches no sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox

from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.ui.dice_roller import DiceRollerDock

DAG, ILSE = "Corporal Dag Kessler", "Ilse Varga"


def member(view, name: str):
    return next(d for d in view.all_documents() if d.character.display_name == name)


def test_other_target_shows_the_damage_against_its_stop_and_writes_nothing(view, qtbot):
    dag, ilse = member(view, DAG), member(view, ILSE)
    before = {d.character.display_name: d.character for d in view.all_documents()}
    roller = DiceRollerDock()
    qtbot.addWidget(roller)
    roller.targets = view.all_documents
    roller.set_document(dag)
    roller.open_check("attack:0")  # the carbine, single shot
    roller.rng = FixedDice([9, 8])
    assert roller.roll().success
    roller._fill_targets()
    labels = [a.text() for a in roller.damage_menu.actions() if not a.isSeparator()]
    assert labels == [ILSE, "Other target\u2026"]
    roller.damage_menu.actions()[-1].trigger()
    dialog = roller.other_target
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    stop = dialog.form.control("stop")
    assert isinstance(stop, QSpinBox)
    # [000 "On a successful attack, the weapon does its DMG in injury to an unarmoured target."]
    assert dialog.breakdown.text().endswith("= 4 injury to the target")
    dialog.name.setText("Scavenger")
    stop.setValue(5)
    # [000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall below
    # 0"]: DMG 4 - (STOP 5 - AP 2) = 1
    assert dialog.breakdown.text().endswith("= 1 injury to Scavenger")
    assert "STOP" in dialog.breakdown.text(), dialog.breakdown.text()
    stop.setValue(9)
    assert dialog.breakdown.text().endswith("= 0 injury to Scavenger")
    dialog.close()
    after = {d.character.display_name: d.character for d in view.all_documents()}
    assert after == before
    assert not dag.undo_stack.canUndo() and not ilse.undo_stack.canUndo()
