"""A party shared across machines, in the app: conflict copies a sync tool left beside the
files are offered on opening, merged as one undoable step and deleted once saved; a change
arriving on disk while a document is open with edits is merged in, and only a true conflict
asks; the dashboard marks members changed elsewhere."""

from __future__ import annotations

import shutil
from pathlib import Path

from sheetkeeper import api
from sheetkeeper.merge.files import read_version

ILSE = "rainworld-ilse-varga.skchar"
COPY = "rainworld-ilse-varga.sync-conflict-20261124-053125-6PL2XX6.skchar"



def _edit_file(path: Path, kind: str, args: dict) -> None:
    """Another machine's SheetKeeper: load, apply, save (the file records what it replaced)."""
    opened = api.load(path)
    api.save(opened.with_character(api.apply(opened.character, kind, args).character))


def _award(amount: int, reason: str) -> tuple[str, dict]:
    return "xp.award", {"amount": amount, "reason": reason}


def _injury(count: int) -> tuple[str, dict]:
    return "track", {"path": "body", "side": "left", "count": count}


def _conflict_copy(member: Path, kind: str, args: dict) -> Path:
    """What Syncthing leaves: the other machine's version of the file, under a copy's name."""
    copy = member.with_name(COPY)
    shutil.copy2(member, copy)
    _edit_file(copy, kind, args)
    return copy


def test_a_conflict_copy_next_to_an_open_party_is_offered_merged_undone_and_deleted_once_saved(
        window, asker, party_file):
    member = party_file.parent / ILSE
    xp = api.load(member).character.ledger.xp_available
    copy = _conflict_copy(member, *_award(5, "Session 3 on the laptop"))

    asker.script("offer_copies", True)
    window.open_campaign(party_file)
    party = window.parties.current()
    document = party.card(str(member)).document
    row = next(r for r in asker.copy_rows if r.file == COPY)
    assert row.tool == "Syncthing" and row.conflicts == []
    assert "+5 XP — Session 3 on the laptop" in row.brings  # what it brings, as the ledger reads
    assert document.character.ledger.xp_available == xp + 5 and document.modified
    assert "Changed elsewhere" in party.card(str(member)).disk_note.text()

    party.undo_stack.undo()  # the merge is one party step
    assert document.character.ledger.xp_available == xp
    party.undo_stack.redo()
    assert document.character.ledger.xp_available == xp + 5

    asker.script("delete_copies", True)
    assert window.save()
    assert not copy.exists()
    assert api.load(member).character.ledger.xp_available == xp + 5


def test_the_party_files_own_copy_brings_its_notes_and_log(window, asker, party_file):
    copy = party_file.with_name(f"{party_file.stem} (conflicted copy 2026-11-24 101500).skparty")
    shutil.copy2(party_file, copy)
    opened = api.load_campaign(copy)
    opened.campaign.notes = "Notes written on the GM's laptop"
    api.save_campaign(copy, opened.campaign, since=opened)

    asker.script("offer_copies", True)
    window.open_campaign(party_file)
    party = window.parties.current()
    row = next(r for r in asker.copy_rows if r.file == copy.name)
    assert row.tool == "Nextcloud" and any("Notes written on the GM's laptop" in line for line in row.brings)
    assert party.campaign.notes == "Notes written on the GM's laptop" and party.modified
    party.undo_stack.undo()
    assert party.campaign.notes != "Notes written on the GM's laptop" and not party.modified
    party.undo_stack.redo()
    asker.script("delete_copies", True)
    assert window.save()
    assert not copy.exists() and api.load_campaign(party_file).campaign.notes == "Notes written on the GM's laptop"


def test_an_undone_merge_never_offers_to_delete_its_copy(window, asker, party_file):
    member = party_file.parent / ILSE
    copy = _conflict_copy(member, *_award(5, "on the laptop"))
    asker.script("offer_copies", True)
    window.open_campaign(party_file)
    party = window.parties.current()
    party.undo_stack.undo()
    party.card(str(member)).document.apply(api.Action("xp.award", {"amount": 1, "reason": "here"}))
    assert window.save()
    assert "delete_copies" not in asker.kinds() and copy.exists()


def test_a_true_conflict_in_a_copy_shows_base_here_and_there_and_the_user_picks(window, asker, party_file):
    member = party_file.parent / ILSE
    injuries = api.load(member).character.body.left
    copy = _conflict_copy(member, *_injury(injuries + 2))
    _edit_file(member, *_injury(injuries + 1))  # this machine marked one injury meanwhile

    asker.script("offer_copies", True)
    asker.script("choose_conflicts", "theirs")
    window.open_path(member)
    assert [str(c) for c in asker.conflicts_shown] == [
        f"Body: injury {injuries} → {injuries + 1} here, {injuries} → {injuries + 2} there"]
    document = window.current_tab().document
    assert document.character.body.left == injuries + 2
    document.undo_stack.undo()
    assert document.character.body.left == injuries + 1
    document.undo_stack.redo()
    asker.script("delete_copies", False)  # the user may keep it
    assert window.save()
    assert copy.exists() and api.load(member).character.body.left == injuries + 2


def test_a_change_on_disk_is_merged_into_an_open_edited_document_as_one_step(window, asker, party_file):
    member = party_file.parent / ILSE
    tab = window.open_path(member)
    document = tab.document
    xp = document.character.ledger.xp_available
    document.apply(api.Action("xp.award", {"amount": 3, "reason": "here"}))
    _edit_file(member, *_award(7, "there"))

    window.disk.check_all()  # what the watcher and window activation do
    assert asker.asked == []  # combined: nothing to ask
    reasons = [e.reason for e in document.character.ledger.entries]
    assert reasons[-2:] == ["here", "there"] and document.character.ledger.xp_available == xp + 10
    assert document.modified
    document.undo_stack.undo()  # the merge is one step: mine alone again
    assert [e.reason for e in document.character.ledger.entries][-1] == "here"
    document.undo_stack.redo()
    assert window.save()  # no question: the file's change is in
    assert [e.reason for e in api.load(member).character.ledger.entries][-2:] == ["here", "there"]


def test_a_true_conflict_arriving_on_disk_asks(window, asker, party_file):
    member = party_file.parent / ILSE
    tab = window.open_path(member)
    document = tab.document
    injuries = document.character.body.left
    document.apply(api.Action("track", {"path": "body", "side": "left", "count": injuries + 1}))
    _edit_file(member, *_injury(injuries + 3))
    _edit_file(member, *_award(2, "there"))

    asker.script("choose_conflicts", "mine")
    window.disk.check_all()
    assert asker.kinds() == ["choose_conflicts"]
    assert [str(c) for c in asker.conflicts_shown] == [
        f"Body: injury {injuries} → {injuries + 1} here, {injuries} → {injuries + 3} there"]
    assert document.character.body.left == injuries + 1  # mine, as chosen
    assert document.character.ledger.entries[-1].reason == "there"  # the rest merged


def test_the_dashboard_marks_a_member_changed_elsewhere_until_looked_at(window, asker, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    member = party_file.parent / ILSE
    card = party.card(str(member))
    _edit_file(member, *_award(2, "there"))
    window.disk.check_all()
    assert not card.disk_note.isHidden() and "Changed elsewhere: reloaded" in card.disk_note.text()
    other = next(c for c in party.cards if c.key != str(member))
    assert other.disk_note is None or other.disk_note.isHidden()
    party.open_member.emit(str(member))  # opening the sheet is looking at it
    assert card.disk_note.isHidden()



def test_a_copy_kept_after_its_merge_was_saved_is_not_offered_again(window, asker, party_file):
    member = party_file.parent / ILSE
    xp = api.load(member).character.ledger.xp_available
    copy = _conflict_copy(member, *_award(5, "Session 3 on the laptop"))
    _edit_file(member, *_award(2, "Session 3 here"))  # both machines went on: the merge is neither
    asker.script("offer_copies", True)
    window.open_campaign(party_file)
    party = window.parties.current()
    asker.script("delete_copies", False)  # the user keeps the copy
    assert window.save()
    assert copy.exists() and window.close_tab(party)

    # The save recorded the copy's version in the file's lineage, as `sheetkeeper merge` does.
    saved = read_version(member)
    assert read_version(copy).ids[0] in saved.lineage and saved.ids[0] != read_version(copy).ids[0]

    asked = len(asker.asked)
    window.open_campaign(party_file)  # reopened: the kept copy brings nothing, no question
    assert "offer_copies" not in asker.kinds()[asked:]
    assert not window.parties.current().modified
    tab = window.open_path(member)
    assert "offer_copies" not in asker.kinds()[asked:]
    assert tab.document.character.ledger.xp_available == xp + 7  # taken in once, not twice


def test_a_sheets_kept_copy_is_not_offered_again_but_a_copy_changed_since_is(window, asker, party_file):
    member = party_file.parent / ILSE
    injuries = api.load(member).character.body.left
    copy = _conflict_copy(member, *_injury(injuries + 2))
    _edit_file(member, *_award(2, "here"))
    asker.script("offer_copies", True)
    tab = window.open_path(member)
    assert tab.document.character.body.left == injuries + 2
    asker.script("delete_copies", False)
    assert window.save()
    assert read_version(copy).ids[0] in read_version(member).lineage
    assert window.close_tab(tab)

    asked = len(asker.asked)
    tab = window.open_path(member)
    assert "offer_copies" not in asker.kinds()[asked:] and not tab.document.modified
    assert window.close_tab(tab)

    _edit_file(copy, *_award(4, "later, on the laptop"))  # the other machine went on in the copy
    asker.script("offer_copies", False)
    window.open_path(member)
    row = next(r for r in asker.copy_rows if r.file == COPY)
    assert row.brings == ["+4 XP — later, on the laptop"]  # only what is new since the merge


def test_an_undone_merge_records_nothing_and_its_copy_is_offered_again(window, asker, party_file):
    member = party_file.parent / ILSE
    copy = _conflict_copy(member, *_award(5, "on the laptop"))
    asker.script("offer_copies", True)
    tab = window.open_path(member)
    tab.document.undo_stack.undo()
    tab.document.apply(api.Action("xp.award", {"amount": 1, "reason": "here"}))
    assert window.save()
    assert read_version(copy).ids[0] not in read_version(member).ids
    assert window.close_tab(tab)
    asker.script("offer_copies", False)
    window.open_path(member)
    assert any(r.file == COPY for r in asker.copy_rows)


def test_the_party_files_own_copy_kept_after_its_merge_is_not_offered_again(window, asker, party_file):
    copy = party_file.with_name(f"{party_file.stem} (conflicted copy 2026-11-24 101500).skparty")
    shutil.copy2(party_file, copy)
    opened = api.load_campaign(copy)
    opened.campaign.notes = "Notes written on the GM's laptop"
    api.save_campaign(copy, opened.campaign, since=opened)
    here = api.load_campaign(party_file)
    here.campaign.gm = "Morgan, with Sam"  # this machine changed the party too
    api.save_campaign(party_file, here.campaign, since=here)

    asker.script("offer_copies", True)
    window.open_campaign(party_file)
    party = window.parties.current()
    asker.script("delete_copies", False)
    assert window.save() and copy.exists()
    assert read_version(copy).ids[0] in read_version(party_file).lineage
    assert window.close_tab(party)

    asked = len(asker.asked)
    window.open_campaign(party_file)
    assert "offer_copies" not in asker.kinds()[asked:]
    party = window.parties.current()
    assert party.campaign.notes == "Notes written on the GM's laptop" and party.campaign.gm == "Morgan, with Sam"
