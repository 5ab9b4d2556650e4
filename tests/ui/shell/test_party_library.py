"""The Library window keeps a game's library in the open party: a new file beside the party
file, named in it as one undoable party step, saved with the party; while the party is open
its games pick from it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sheetkeeper.core.library import add_row
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage.library_file import load_library
from sheetkeeper.ui.libraries import libraries
from sheetkeeper.ui.library_window import LibraryWindow


def _copy_samples(tmp_path: Path) -> Path:
    for path in samples_dir().iterdir():
        shutil.copy(path, tmp_path / path.name)
    return next(tmp_path.glob("*.skparty"))


def test_keep_in_the_party_names_a_file_in_its_folder(window, tmp_path, qtbot):
    campaign = _copy_samples(tmp_path)
    window.open_campaign(campaign)
    party = window.parties.current()
    libraries().put(add_row(libraries().library("brp"), "skills", {"name": "Climb", "base": 40}))
    view = LibraryWindow("brp", window)
    qtbot.addWidget(view)
    view.show()
    assert view.buttons["party"].isVisible()
    assert view.keep_in_party()
    kept = tmp_path / "brp-library.sklib"
    assert load_library(kept).library.lists["skills"][0]["name"] == "Climb"
    assert party.campaign.libraries == ["brp-library.sklib"] and party.modified
    assert libraries().path("brp") == kept
    assert view.kept_in.text() == "Kept in brp-library.sklib"
    assert not view.buttons["party"].isVisible()  # one library a game

    view.add("Dodge")  # edits now go to the party's file
    assert [r["name"] for r in load_library(kept).library.lists["skills"]] == ["Climb", "Dodge"]

    window.tab_widget.setCurrentWidget(party)
    assert window.save()
    assert json.loads(campaign.read_text(encoding="utf-8"))["campaign"]["libraries"] == ["brp-library.sklib"]
    party.undo_stack.undo()
    assert party.campaign.libraries == [] and libraries().path("brp") != kept
    party.undo_stack.redo()
    assert libraries().path("brp") == kept
    assert window.save()
    assert window.close_tab(party)
    assert libraries().path("brp") != kept  # the party closed: its library is no longer picked from
