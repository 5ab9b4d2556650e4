"""Table cells and list rows go through the one binding helper, like every other editable
element: an edit dispatches its action on the cell's path with the table as its initiator,
consecutive edits of one cell are one undo step, the table skips the refresh of its own change
(showing what the rules made of it) and refreshes from a change made elsewhere, redrawing only
the rows that changed."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action
from sheetkeeper.core.campaign import Member as RosterEntry
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.storage.campaign_file import MemberSlot


@pytest.fixture
def skills(sheet):
    sheet.tabs.setCurrentIndex(1)
    return sheet.element("table", "skills")


def _changes(document):
    seen = []
    document.changed.connect(seen.append)
    return seen


def test_a_cell_edit_carries_the_cells_path_and_skips_the_table(skills, sheet, document):
    seen = _changes(document)
    skills.table.item(1, 1).setText("2")
    assert document.character.skills[1].rank == 2
    (change,) = seen
    assert change.paths == {"skills.1.rank"}
    assert change.initiator is skills
    assert not skills.concerns(change)  # it shows what was typed already
    ranks = sheet.element("attributes")
    assert ranks.concerns(change)  # the Sneak rank there follows, when its page is shown
    sheet.tabs.setCurrentIndex(0)
    assert [e.editor.value() for e in ranks.editors] == [0, 2]
    sheet.tabs.setCurrentIndex(1)
    document.undo_stack.undo()
    assert seen[-1].initiator is None and skills.concerns(seen[-1])
    assert skills.table.item(1, 1).text() == "0"


def test_consecutive_edits_of_one_cell_are_one_undo_step_and_another_cell_is_another(skills, document):
    skills.table.item(0, 1).setText("1")
    skills.table.item(0, 1).setText("3")
    assert document.undo_stack.count() == 1
    skills.table.item(0, 0).setText("Scale")
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert skills.table.item(0, 0).text() == "Climb"
    assert skills.table.item(0, 1).text() == "3"
    document.undo_stack.undo()
    assert skills.table.item(0, 1).text() == "0"
    assert document.character.skills[0].rank == 0


def test_a_refused_cell_goes_back_to_the_models_value(skills, sheet, document):
    document.read_only = "another copy of the app has it open"
    skills.table.item(0, 1).setText("3")
    assert document.character.skills[0].rank == 0
    assert skills.table.item(0, 1).text() == "0"
    assert document.undo_stack.count() == 0
    assert "read-only" in sheet.bar_text.text()


def test_a_change_from_elsewhere_redraws_the_changed_row_only(skills, document):
    untouched = skills.table.item(1, 0)
    skills.table.blockSignals(True)
    untouched.setText("drawn before")  # what the row showed; it must not be redrawn
    skills.table.blockSignals(False)
    seen = _changes(document)
    document.apply(Action("set", {"path": "skills.0.rank", "value": 4}, label="Elsewhere"))
    assert skills.concerns(seen[-1])
    assert skills.table.item(0, 1).text() == "4"
    assert untouched.text() == "drawn before"


def test_rows_added_and_removed_are_list_actions_on_the_tables_binding(skills, document):
    seen = _changes(document)
    skills.buttons["Add"].click()
    assert seen[-1].initiator is skills and skills.table.rowCount() == 3
    skills.table.selectRow(0)
    skills.buttons["Remove"].click()
    assert [s.name for s in document.character.skills] == ["Sneak", "New skill"]
    assert skills.table.item(0, 0).text() == "Sneak"
    assert document.undo_stack.count() == 2  # list actions never merge
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert [skills.table.item(r, 0).text() for r in range(skills.table.rowCount())] == ["Climb", "Sneak"]


def test_a_status_set_on_the_party_card_shows_as_a_row_of_the_sheets_table(qtbot):
    """Grimwire keeps its statuses as rows of ``status_effects``: one set from the dashboard's
    card appears in the open sheet's table, and undoing it there takes the row away."""
    from sheetkeeper.ui.document import Document
    from sheetkeeper.ui.party.card import MemberCard
    from sheetkeeper.ui.party.member import Member
    from sheetkeeper.ui.sheet import SheetView

    system = get_system("grimwire")
    sample = next(p for p in system.samples if p.name == "grimwire-cyrus.skchar")
    opened = load_character(sample)
    document = Document(opened.character)
    card = MemberCard(Member(MemberSlot(RosterEntry(path=sample.name), sample, opened), document))
    qtbot.addWidget(card)
    view = SheetView(document)
    qtbot.addWidget(view)
    table = view.element("table", "status_effects")
    view.reveal(table)
    assert table.table.rowCount() == 0
    assert card.set_status("stun", "Stun", True)
    assert [table.table.item(r, 0).text() for r in range(table.table.rowCount())] == ["Stun"]
    document.undo_stack.undo()
    assert table.table.rowCount() == 0
    document.undo_stack.clear()
