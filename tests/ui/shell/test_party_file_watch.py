"""The party file is watched while its dashboard is open: another program writing it is
noticed like a member's change (taken in when the party has no unsaved changes, merged when it
has, asked about only when both changed the same thing); nothing is lost either way."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

from sheetkeeper import api
from sheetkeeper.core.campaign import SessionRecord
from sheetkeeper.storage import save_character

ILSE = "rainworld-ilse-varga.skchar"


def _elsewhere(party_file: Path, change) -> None:
    """Another program's SheetKeeper: load the party file, change it, save it."""
    opened = api.load_campaign(party_file)
    change(opened.campaign)
    api.save_campaign(party_file, opened.campaign, since=opened)


def _session(title: str) -> SessionRecord:
    return SessionRecord(date=dt.date(2026, 11, 24), title=title)


def _add_session(title: str):
    def change(campaign):
        campaign.sessions = [*campaign.sessions, _session(title)]
    return change


def _set_notes(text: str):
    def change(campaign):
        campaign.notes = text
    return change


def test_a_clean_party_takes_in_its_file_changed_by_another_program(window, asker, qtbot, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    notes_before = party.campaign.notes
    _elsewhere(party_file, _set_notes("Written on the GM's laptop"))

    # The real file watcher notices; nobody is asked.
    qtbot.waitUntil(lambda: party.campaign.notes == "Written on the GM's laptop", timeout=5000)
    assert asker.asked == [] and not party.modified
    assert "changed elsewhere: reloaded" in party.status.text()  # on the dashboard, once
    assert window.statusBar().currentMessage() == ""
    party.undo_stack.undo()  # one step: the version the party had before
    assert party.campaign.notes == notes_before and party.modified
    party.undo_stack.redo()
    assert not party.modified


def test_unsaved_party_changes_and_the_files_change_are_merged_then_saved_together(
        window, asker, qtbot, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    party.apply_session([], _session("Session 4, here"))  # unsaved
    _elsewhere(party_file, _add_session("Session 4, on the laptop"))

    qtbot.waitUntil(lambda: any(s.title == "Session 4, on the laptop" for s in party.campaign.sessions),
                    timeout=5000)
    assert asker.asked == []  # they combine: nothing to ask
    titles = [s.title for s in party.campaign.sessions]
    assert "Session 4, here" in titles and party.modified
    party.undo_stack.undo()  # the merge is one step: the party's own change alone again
    assert [s.title for s in party.campaign.sessions][-1] == "Session 4, here"
    party.undo_stack.redo()
    assert window.save()  # no question: the file's change is in
    saved = [s.title for s in api.load_campaign(party_file).campaign.sessions]
    assert "Session 4, here" in saved and "Session 4, on the laptop" in saved


def test_both_changed_the_notes_the_user_is_asked_and_may_keep_theirs(window, asker, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    before = party.campaign.model_copy(deep=True)
    party.restore_campaign(before.model_copy(update={"notes": "Notes here"}), "Edit notes")
    _elsewhere(party_file, _set_notes("Notes there"))

    asker.script("choose_conflicts", "cancel")
    asker.script("party_file_changed", "keep")
    window.disk.check_all()  # what the watcher and window activation do
    assert asker.kinds() == ["choose_conflicts", "party_file_changed"]
    [conflict] = asker.conflicts_shown
    assert "Notes here" in str(conflict) and "Notes there" in str(conflict)
    assert party.campaign.notes == "Notes here" and party.modified
    assert window.save()  # kept: Save overwrites without asking again
    assert api.load_campaign(party_file).campaign.notes == "Notes here"
    assert asker.kinds() == ["choose_conflicts", "party_file_changed"]


def test_reloading_keeps_the_partys_own_change_in_undo(window, asker, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    party.restore_campaign(party.campaign.model_copy(update={"notes": "Notes here"}), "Edit notes")
    _elsewhere(party_file, _set_notes("Notes there"))

    asker.script("choose_conflicts", "cancel")
    asker.script("party_file_changed", "reload")
    window.disk.check_all()
    assert party.campaign.notes == "Notes there" and not party.modified
    party.undo_stack.undo()
    assert party.campaign.notes == "Notes here"
    asker.script("unsaved", "discard")


def test_put_off_the_question_is_not_asked_again_but_save_asks(window, asker, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    party.restore_campaign(party.campaign.model_copy(update={"notes": "Notes here"}), "Edit notes")
    _elsewhere(party_file, _set_notes("Notes there"))
    asker.script("choose_conflicts", "cancel", "cancel")
    asker.script("party_file_changed", "cancel", "cancel")
    window.disk.check_all()
    window.disk.check_all()  # the same change: not asked twice
    assert asker.kinds() == ["choose_conflicts", "party_file_changed"]
    assert not window.save()  # Save asks, and cancelling it writes nothing
    assert asker.kinds()[-1] == "party_file_changed"
    assert api.load_campaign(party_file).campaign.notes == "Notes there"
    assert party.campaign.notes == "Notes here"
    asker.script("unsaved", "discard")


def test_a_member_added_and_one_removed_elsewhere_join_and_leave_the_dashboard(
        window, asker, qtbot, party_file, system):
    window.open_campaign(party_file)
    party = window.parties.current()
    ilse = party_file.parent / ILSE
    document = party.card(str(ilse)).document
    document.apply(api.Action("xp.award", {"amount": 2, "reason": "here"}))  # unsaved edit
    newcomer = party_file.parent / "newcomer.skchar"
    save_character(newcomer, system.rules.new("Newcomer"), backup=False)

    def roster(campaign):
        campaign.members = [m for m in campaign.members if m.path != ILSE] + [
            type(campaign.members[0])(path="newcomer.skchar")]
    _elsewhere(party_file, roster)

    qtbot.waitUntil(lambda: any(c.document is not None and c.document.title == "Newcomer"
                                for c in party.cards), timeout=5000)
    assert str(ilse) not in party.documents
    assert document in party.all_documents() and document.modified  # its edit is not lost
    assert window.save()
    assert api.load(ilse).character.ledger.entries[-1].reason == "here"
    assert [m.path for m in api.load_campaign(party_file).campaign.members][-1] == "newcomer.skchar"


def test_a_party_file_half_written_is_left_until_it_reads(window, asker, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    good = party_file.with_name("saved-aside.skparty")
    shutil.copy2(party_file, good)
    party_file.write_bytes(party_file.read_bytes()[:40])  # a sync tool mid-write
    window.disk.check_all()
    assert asker.asked == [] and not party.modified
    _elsewhere(good, _set_notes("Arrived whole"))
    shutil.copy2(good, party_file)
    window.disk.check_all()
    assert party.campaign.notes == "Arrived whole" and asker.asked == []
