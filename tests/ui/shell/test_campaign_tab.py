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
