"""Award XP and Advance: awards go to the ledger; advances list what the rules offer, the
refused ones disabled with their reason."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sheetkeeper.ui.dialogs import AdvanceDialog, AwardXpDialog


def test_award_xp_appends_to_the_ledger_and_the_sheet_shows_it(sheet, document, qtbot):
    dialog = AwardXpDialog(document)
    qtbot.addWidget(dialog)
    dialog.amount.setValue(3)
    dialog.reason.setText("Found the well")
    dialog.accept()
    entry = document.character.ledger.entries[-1]
    assert (entry.kind, entry.amount, entry.reason) == ("xp.award", 3, "Found the well")
    assert document.undo_stack.undoText() == "Award 3 XP"
    sheet.tabs.setCurrentIndex(1)
    ledger = sheet.element("ledger")
    assert "3 XP available" in ledger.totals.text()
    assert ledger.table.item(0, 2).text() == "+3"


def test_refused_advance_is_disabled_with_its_reason(document, qtbot):
    dialog = AdvanceDialog(document)
    qtbot.addWidget(dialog)
    item = dialog.list.item(0)
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "Raising Climb costs 2 XP; you have 0" in item.text()
    assert item.toolTip() == "Raising Climb costs 2 XP; you have 0"
    assert not dialog.select("Raise Climb")
    assert not dialog.apply_button.isEnabled()


def test_allowed_advance_is_applied_and_the_list_refreshes(document, qtbot):
    award = AwardXpDialog(document)
    award.amount.setValue(2)
    award.accept()
    dialog = AdvanceDialog(document)
    qtbot.addWidget(dialog)
    assert dialog.select("Raise Sneak")
    assert dialog.apply_selected()
    assert document.character.skills[1].rank == 1
    assert document.character.ledger.xp_available == 0
    assert "you have 0" in dialog.list.item(1).text()
    document.undo_stack.undo()
    assert document.character.skills[1].rank == 0
