"""On a sheet in play, the Remove button of a row the rules advanced asks first: the dialog
names the row, what it holds and why the rules keep it; Cancel keeps it, a reason records the
removal as an adjustment, and undo brings the row back. In creation Remove is free."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dialogs.play_remove import PlayRemoveDialog


def _answer(then, seen):
    def handle():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PlayRemoveDialog):
            QTimer.singleShot(20, handle)
            return
        seen.append(dialog.head.text() + " " + dialog.why.text())
        then(dialog)

    QTimer.singleShot(0, handle)


def _remove_row(qtbot, view, table, name):
    view.reveal(table)
    row = [r.name for r in table.rows()].index(name)
    table.table.selectRow(row)
    qtbot.mouseClick(table.buttons["Remove"], Qt.MouseButton.LeftButton)


def test_removing_ranks_in_play_asks_names_them_and_records_the_adjustment(qtbot, open_sheet):
    character = load_character(get_system("rainworld").samples[0]).character
    document, view = open_sheet(character)
    table = view.element("table", "skills")
    seen: list[str] = []
    _answer(lambda d: d.reject(), seen)
    _remove_row(qtbot, view, table, "Firearms")
    # [000 only prices trauma and addiction removal]: the dialog says what goes and why not
    assert "Firearms (skill ranks 4)" in seen[0] and "000" in seen[0]
    assert document.character == character, "Cancel keeps the row"

    def adjust(dialog):
        assert not dialog.adjust_button.isEnabled(), "no reason, no adjustment"
        dialog.reason.setText("lost to the Mire, GM's ruling")
        dialog.adjust_button.click()

    _answer(adjust, seen)
    _remove_row(qtbot, view, table, "Firearms")
    after = document.character
    assert "Firearms" not in [s.name for s in after.skills]
    assert "Firearms" not in [r.name for r in table.rows()]
    waiting = after.ledger.open_adjustments()
    assert [(e.subject, e.change) for e in waiting] == [("Firearms", "removed (skill ranks 4)")]
    # the strip above the sheet shows it, waiting for the GM
    assert view.play_strip.isVisible() and "removed (skill ranks 4)" in view.play_strip.text.text()
    document.undo_stack.undo()
    assert document.character == character


def test_in_creation_remove_is_free(qtbot, open_sheet):
    character = load_character(get_system("rainworld").samples[0]).character
    creating = character.model_copy(update={"in_creation": True})
    document, view = open_sheet(creating)
    table = view.element("table", "skills")
    _remove_row(qtbot, view, table, "Firearms")
    assert QApplication.activeModalWidget() is None
    assert "Firearms" not in [s.name for s in document.character.skills]
    assert document.character.ledger == creating.ledger
