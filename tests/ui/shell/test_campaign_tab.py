"""The main window opens a campaign as a party dashboard tab; a member's sheet opens on the
same document, so the dashboard and the sheet share one undo history and modified state."""

from __future__ import annotations

import shutil
from pathlib import Path

from sheetkeeper.core.actions import Action
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character
from sheetkeeper.ui.party import PartyView


def _copy_samples(tmp_path: Path) -> Path:
    for path in samples_dir().iterdir():
        shutil.copy(path, tmp_path / path.name)
    return next(tmp_path.glob("*.skparty"))


def test_campaign_opens_as_a_dashboard_and_members_share_documents(window, tmp_path, qtbot):
    campaign = _copy_samples(tmp_path)
    window.open_campaign(campaign)
    party = window.parties.current()
    assert isinstance(party, PartyView)
    assert window.tab_widget.count() == 1 and window.tabs() == []
    assert party.documents, "every member that opened has a document"

    key, document = next(iter(party.documents.items()))
    party.open_member.emit(key)
    tab = window.current_tab()
    assert tab is not None and tab.document is document

    renamed = document.character.name + " the Bold"
    document.apply(Action("set", {"path": "name", "value": renamed}, label="Rename"))
    assert party.modified
    window.tab_widget.setCurrentWidget(party)
    assert window.isWindowModified()
    assert window.save()
    assert not party.modified and not document.modified
    assert load_character(Path(key)).character.name == renamed

    window.open_campaign(campaign)  # opening it again shows the same tab
    assert window.parties.views() == [party]
    assert window.close_tab(party)
    assert window.parties.views() == []


def test_a_fresh_start_opens_a_copy_of_the_sample_party(qtbot, asker, tmp_path, monkeypatch):
    from sheetkeeper.ui.application import start
    from sheetkeeper.ui.main_window import MainWindow

    window = MainWindow(asker=asker)
    asker.window = window
    qtbot.addWidget(window)
    start([], window)
    party = window.parties.current()
    assert party is not None
    assert party.opened.path.parent != samples_dir(), "the bundled files are never edited"
    assert party.opened.path.read_bytes() == next(samples_dir().glob("*.skparty")).read_bytes()
    assert all(slot.error is None for slot in party.opened.members)
    window.close()


def _dag_track(party):
    from sheetkeeper.ui.party.card_cells import SmallTrack

    card = party.card("Corporal Dag Kessler")
    return card, next(t for t in card.findChildren(SmallTrack) if "Body" in t.accessibleName())


def test_undo_and_redo_on_the_party_tab_reach_dashboard_edits_and_the_roster(window, tmp_path, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    campaign = _copy_samples(tmp_path)
    window.open_campaign(campaign)
    party = window.parties.current()
    undo, redo = window.menu_actions["undo"], window.menu_actions["redo"]
    assert QKeySequence("Ctrl+Z") in undo.shortcuts() and QKeySequence("Ctrl+Shift+Z") in redo.shortcuts()

    card, track = _dag_track(party)
    dag = card.document
    before = dag.character
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton,
                     pos=track.box_rect(before.body.left).center().toPoint())
    injured = dag.character
    assert undo.isEnabled() and undo.text() == "Undo Corporal Dag Kessler: Mark 1 injury"
    undo.trigger()
    assert dag.character == before and not party.modified
    redo.trigger()
    assert dag.character == injured

    # undo on Dag's sheet, then on the party tab: the party's history followed the sheet
    party.open_member.emit(card.key)
    sheet = window.current_tab()
    assert sheet.document is dag and undo.text() == "Undo Mark 1 injury"
    undo.trigger()
    window.tab_widget.setCurrentWidget(party)
    assert dag.character == before and not undo.isEnabled()
    redo.trigger()
    assert dag.character == injured
    assert dag.undo_stack.index() == 1 and party.undo_stack.index() == 1

    party.remove_member(card.key)
    assert undo.text() == "Undo Remove Corporal Dag Kessler"
    undo.trigger()
    assert party.card("Corporal Dag Kessler").document is dag and dag.character == injured
    assert window.save()
    assert load_character(Path(card.key)).character == injured
    assert window.close_tab(sheet) and window.close_tab(party)


def test_a_member_added_while_its_sheet_is_open_shares_that_document(window, tmp_path):
    campaign = _copy_samples(tmp_path)
    kay = window.open_path(tmp_path / "lite-kay.skchar")
    window.open_campaign(campaign)
    party = window.parties.current()
    card = party.add_member(kay.document.path)
    assert card.document is kay.document
    window.menu_actions["undo"].trigger()
    assert str(kay.document.path.resolve()) not in party.documents
    assert window.close_tab(party) and window.close_tab(kay)


def test_a_new_member_that_cannot_be_saved_opens_in_a_tab_of_its_own(window, asker, tmp_path):
    from sheetkeeper.core.registry import get_system

    folder = tmp_path / "party"
    folder.mkdir()
    window.open_campaign(_copy_samples(folder))
    party = window.parties.current()
    folder.rename(tmp_path / "elsewhere")  # the party's folder went away
    character = get_system("brp").rules.new("Wanda")
    assert party.add_new_character(character) is None
    assert asker.kinds() == ["error"] and "Save As" in asker.asked[0][1]
    tab = window.current_tab()
    assert tab.document.character == character and tab.document.path is None
    assert tab.document.modified, "closing it asks first; autosave keeps a copy"
    assert not party.modified and window.close_tab(party)
    asker.script("unsaved", "discard")
    assert window.close_tab(tab) and asker.kinds()[-1] == "unsaved"


def test_a_sheet_outliving_its_party_tab_or_its_card_edits_without_errors(window, tmp_path, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    window.open_campaign(_copy_samples(tmp_path))
    party = window.parties.current()
    key, document = next(iter(party.documents.items()))
    party.open_member.emit(key)
    party.remove_member(key)  # its card goes; the sheet stays
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    document.apply(Action("set", {"path": "name", "value": "Renamed"}, label="Rename"))
    window.menu_actions["undo"].trigger()
    window.tab_widget.setCurrentWidget(party)
    window.menu_actions["undo"].trigger()  # the member is back, on a new card
    document.apply(Action("set", {"path": "name", "value": "Renamed"}, label="Rename"))
    assert party.card("Renamed").document is document
    assert window.save() and window.close_tab(party)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    document.undo_stack.undo()  # the party is gone; the sheet goes on
    assert document.modified


def test_a_members_sheet_closes_without_asking_and_the_party_keeps_its_edits(window, asker, tmp_path):
    """The sheet tab is a second view of the party's document: its edits stay with the party."""
    window.open_campaign(_copy_samples(tmp_path))
    party = window.parties.current()
    key, document = next(iter(party.documents.items()))
    party.open_member.emit(key)
    tab = window.current_tab()
    tab.document.apply(Action("set", {"path": "name", "value": "Renamed"}, label="Rename"))
    assert window.close_tab(tab) and asker.kinds() == [], "nothing is discarded, so nothing asked"
    assert document.character.name == "Renamed" and document.modified and party.modified
    assert document.undo_stack.canUndo(), "the history stays with the party"
    asker.script("unsaved", "save")
    assert window.close_tab(party)
    assert load_character(Path(key)).character.name == "Renamed"


def test_a_party_closes_after_a_members_sheet_was_opened_and_closed(window, asker, tmp_path):
    """The sheet tab is gone, not the member's document: the party still reads it, autosaves
    it and closes (it was deleted with the tab, and the party could not close nor the app quit)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window.open_campaign(_copy_samples(tmp_path))
    party = window.parties.current()
    key, document = next(iter(party.documents.items()))
    party.open_member.emit(key)
    assert window.close_tab(window.current_tab())
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the tab deleted
    assert not party.modified and window.autosave_now() == 0
    document.apply(Action("set", {"path": "name", "value": "Renamed"}, label="Rename"))
    assert party.modified and window.autosave_now() == 1
    asker.script("unsaved", "save")
    assert window.close_tab(party)
    assert load_character(Path(key)).character.name == "Renamed"


def test_dashboard_edits_are_autosaved_until_the_party_is_saved(window, tmp_path):
    from sheetkeeper.ui import recovery

    window.open_campaign(_copy_samples(tmp_path))
    party = window.parties.current()
    key, document = next(iter(party.documents.items()))
    assert window.autosave_now() == 0
    document.apply(Action("set", {"path": "name", "value": "Renamed"}, label="Rename"))
    assert window.autosave_now() == 1 and window.autosave_now() == 0
    [entry] = recovery.entries()
    assert entry.original == Path(key) and entry.load().name == "Renamed"
    assert window.parties.save(party)
    window.autosave_now()
    assert recovery.entries() == [], "saved: the copy goes"


def test_the_sample_party_copy_is_not_suggested_as_a_place_to_save(window, tmp_path):
    from sheetkeeper.paths import data_dir
    from sheetkeeper.storage.samples import sample_party

    party = sample_party()
    assert party is not None and party.resolve().is_relative_to(data_dir().resolve())
    window.open_campaign(party)
    assert window.settings.recent_files() and window.settings.last_folder() == ""
    mine = _copy_samples(tmp_path)
    window.open_campaign(mine)
    assert window.settings.last_folder() == str(mine.parent)
