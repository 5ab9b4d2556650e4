"""Basic Roleplaying's Rest…, Hazards… and Resources… buttons beside its pools: a recovery,
a stretch of running and a maximum-damage strike applied from the sheet as one undoable step
each, the breakdown shown in the dialog, the pools changed and undone."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox

from sheetkeeper.core.pool import Pool
from sheetkeeper.storage import load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.dialogs.advance import AdvanceDialog
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


@pytest.fixture
def sheet(qtbot):
    sample = next(p for p in SYSTEM.samples if "eleanor" in p.name)
    character = load_character(sample).character
    character = character.model_copy(update={
        "hit_points": Pool(current=5, maximum=11), "fatigue_points": Pool(current=4, maximum=22),
        "power_points": Pool(current=9, maximum=12), "damage_modifier": "+1D4",
        "options": character.options.model_copy(update={"fate_points": True})})
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.show()
    yield document, view
    document.undo_stack.clear()


def pool(view, bind):
    return next(e for e in view.elements if e.element.kind == "pool" and e.element.bind == bind)


def run_modal(qtbot, button, work):
    """Click a button that opens a modal dialog, do ``work`` on it, then close it."""
    seen = {}

    def inside():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AdvanceDialog)
        seen["result"] = work(dialog)
        dialog.reject()

    QTimer.singleShot(0, inside)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return seen["result"]


def test_recover_from_the_hit_points_pool_with_its_breakdown_then_undo(sheet, qtbot):
    """[004 "Regenerate all fatigue pointsTwenty minutes of rest and inactivity"],
    [004 "Regenerate 1 power pointOne power point per hour of sleep, and 1 per two hours awake"]"""
    document, view = sheet
    hp = pool(view, "hit_points")
    button = hp.offer_buttons["rest"]
    assert button.text() == "Rest…"
    before = document.character

    def recover(dialog):
        assert dialog.select("Recover")
        assert "1D3 HP per week" in dialog.detail.text()
        dialog.inputs.control("sleep_hours").setValue(2)
        dialog.inputs.control("awake_hours").setValue(2)
        assert dialog.apply_selected()
        return dialog.detail.text()

    shown = run_modal(qtbot, button, recover)
    assert "Recovered +18 FP, +3 PP, +0 HP" in shown  # two hours asleep are rest too
    assert "2 h asleep × 1 + 2 h awake ÷ 2 = +3" in shown
    c = document.character
    assert (c.fatigue_points.current, c.power_points.current) == (22, 12)
    assert pool(view, "power_points").spin.value() == 12
    assert c.ledger.entries[-1].subject == "recovery"
    # said under the button that started it, not only in the status bar
    assert hp.notice.isVisible() and "+18 FP" in hp.notice.text()
    document.undo_stack.undo()
    assert document.character == before
    assert pool(view, "fatigue_points").spin.value() == 4
    assert not hp.notice.isVisible()


def test_running_from_the_fatigue_pool_costs_a_point_a_turn(sheet, qtbot):
    """[004 "Running costs 1 fatigue point per turn"]"""
    document, view = sheet
    button = pool(view, "fatigue_points").offer_buttons["hazard"]

    def run(dialog):
        assert dialog.select("Travel")
        mode = dialog.inputs.control("mode")
        assert isinstance(mode, QComboBox)
        mode.setCurrentText("Running, normally")
        dialog.inputs.control("turns").setValue(3)
        assert dialog.apply_selected()
        return dialog.detail.text()

    shown = run_modal(qtbot, button, run)
    assert "2.25 km" in shown and "−3 FP" in shown
    assert document.character.fatigue_points.current == 1
    document.undo_stack.undo()
    assert document.character.fatigue_points.current == 4


def test_maximum_damage_from_the_power_pool(sheet, qtbot):
    """[004 "by spending 7 power points, it does 7 points of damage (no roll required), plus
    the damage modifier if applicable"]"""
    document, view = sheet
    dialog = AdvanceDialog(document, groups=("resource",))
    qtbot.addWidget(dialog)
    assert dialog.select("maximum damage")
    dialog.inputs.control("damage").setText("1D6+1")
    assert dialog.apply_selected()
    damage = int(re.search(r"Maximum damage: (\d+) \(7 PP spent\)", dialog.detail.text()).group(1))
    assert 7 + 1 <= damage <= 7 + 4  # the weapon at its maximum, the modifier's 1D4 rolled
    assert document.character.power_points.current == 2
    entry = document.character.ledger.entries[-1]
    assert (entry.subject, entry.amount) == ("fate: maximum damage", damage)
    assert dialog.select("maximum damage")
    dialog.inputs.control("damage").setText("a big sword")
    assert not dialog.apply_selected()
    assert "'a big sword' is not dice like 1D6+1" in dialog.detail.text()
    assert document.character.power_points.current == 2
