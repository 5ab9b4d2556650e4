"""On a sheet in play, typing a value the rules advance shows what it would cost and asks:
advance (the rules' own advance, with its cost), record as an adjustment with a reason, or
cancel. Undo takes the advance back whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from sheetkeeper import api
from sheetkeeper.core.actions import Action
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dialogs.play_edit import PlayEditDialog


@pytest.fixture
def lite_sheet(open_sheet):
    character = load_character(get_system("lite").samples[0]).character
    return open_sheet(api.apply(character, "xp.award", {"amount": 5}).character)


def _answer(qtbot, then, seen):
    """Once the dialog is up (modal), read its Advance button and answer it with ``then``."""

    def handle():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PlayEditDialog):
            QTimer.singleShot(20, handle)
            return
        seen.append(dialog.advance_button.text())
        then(dialog)

    QTimer.singleShot(0, handle)


def test_typing_a_rank_in_play_shows_the_cost_advances_and_undoes(lite_sheet, qtbot, row_editor):
    """[001 "Once you have collected five XP you can improve your PC"]"""
    document, view = lite_sheet
    before = document.character
    row = row_editor(view, "skills.Fight")
    seen: list[str] = []
    _answer(qtbot, lambda d: d.advance_button.click(), seen)
    row.editor.setValue(before.skills["Fight"] + 1)
    assert seen == ["Advance (costs 5 XP)"]
    assert document.character.skills["Fight"] == before.skills["Fight"] + 1
    assert document.character.ledger.xp_available == before.ledger.xp_available - 5
    document.undo_stack.undo()
    assert document.character == before
    assert row.editor.value() == before.skills["Fight"]


def test_cancel_changes_nothing_and_an_adjustment_shows_until_accepted(lite_sheet, qtbot, row_editor):
    document, view = lite_sheet
    before = document.character
    row = row_editor(view, "strength.base")
    _answer(qtbot, lambda d: d.reject(), [])
    row.editor.setValue(before.strength.base - 1 if before.strength.base > 1 else 2)
    assert document.character == before
    assert row.editor.value() == before.strength.base

    def adjust(dialog):
        assert not dialog.advance_button.isEnabled()
        assert "attribute scores do not advance" in dialog.why.text()
        dialog.reason.setText("lost an arm")
        dialog.adjust_button.click()

    _answer(qtbot, adjust, [])
    wanted = before.strength.base - 1
    if before.strength.current > wanted:
        document.apply(Action("set", {"path": "strength.current", "value": wanted}))
    row.editor.setValue(wanted)
    assert document.character.strength.base == wanted
    assert [e.kind for e in document.character.ledger.open_adjustments()] == ["adjust"]
    ledger = next(e for e in view.elements if e.element.kind == "ledger")
    view.reveal(ledger)
    assert "lost an arm" in ledger.adjustments.text()
    assert ledger.accept_button.isVisible()
    assert view.play_strip.isVisible() and "lost an arm" in view.play_strip.text.text()
    ledger.accept_button.click()
    assert document.character.ledger.open_adjustments() == []
    assert not ledger.accept_button.isVisible()
    assert not view.play_strip.isVisible()


def test_enter_after_a_reason_records_the_adjustment(lite_sheet, qtbot, row_editor):
    """From the keyboard alone (issue #39): where the rules give no advance, the reason typed
    and Enter record the adjustment (Enter did nothing: no button was the default)."""
    document, view = lite_sheet
    before = document.character
    row = row_editor(view, "strength.base")

    def by_keys(dialog):
        dialog.reason.setFocus()
        qtbot.keyClicks(dialog.reason, "lost an arm")
        qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
        if dialog.isVisible():  # the test fails below; the dialog must not wait for a person
            dialog.reject()

    _answer(qtbot, by_keys, [])
    wanted = before.strength.base - 1
    if before.strength.current > wanted:
        document.apply(Action("set", {"path": "strength.current", "value": wanted}))
    row.editor.setValue(wanted)
    assert document.character.strength.base == wanted
    assert [e.reason for e in document.character.ledger.open_adjustments()] == ["lost an arm"]


@pytest.mark.parametrize("system_id", ["rainworld", "lite"])
def test_a_character_being_built_says_so_and_finishes_creation_when_the_rules_allow(system_id, open_sheet):
    document, view = open_sheet(api.new_character(system_id, "New"))
    assert view.play_strip.isVisible() and view.play_strip.finish.isVisible()
    view.play_strip.finish.click()
    errors = [f for f in api.validate(api.new_character(system_id, "New"), creation=True) if f.severity == "error"]
    if errors:  # Lite: the starting budgets are unspent
        assert document.character.in_creation
        assert "incomplete" in view.bar_text.text()
    else:
        assert not document.character.in_creation
        assert not view.play_strip.isVisible()
        document.undo_stack.undo()
        assert document.character.in_creation
