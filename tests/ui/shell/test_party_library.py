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


def _party_with_a_copied_library(tmp_path: Path) -> tuple[Path, Path, Path]:
    """A party naming its Basic Roleplaying library, and the copy Syncthing kept of it when
    the GM's laptop changed it while apart: Climb's base here, a weapon there."""
    from sheetkeeper import api
    from sheetkeeper.core.library import edit_row, new_library
    from sheetkeeper.storage.library_file import name_party_library, save_library

    campaign = _copy_samples(tmp_path)
    opened = api.load_campaign(campaign)
    lib = add_row(new_library("brp", "Our table"), "skills", {"name": "Climb", "base": 40})
    named, kept = name_party_library(campaign, opened.campaign, lib)
    api.save_campaign(campaign, named, since=opened)
    copy = kept.with_name(f"{kept.stem}.sync-conflict-20261127-101500-6PL2XX6.sklib")
    shutil.copy2(kept, copy)
    save_library(kept, edit_row(lib, "skills", 0, {"base": 45}), expected=load_library(kept).fingerprint)
    save_library(copy, add_row(lib, "weapons", {"name": "Club", "damage": "1D6"}),
                 expected=load_library(copy).fingerprint)
    return campaign, kept, copy


def test_a_conflict_copy_of_the_partys_library_is_offered_merged_and_saved(window, asker, tmp_path):
    campaign, kept, copy = _party_with_a_copied_library(tmp_path)
    asker.script("offer_library_copies", True)
    asker.script("delete_copies", True)
    window.open_campaign(campaign)
    row = asker.library_copy_rows[0]
    assert (row.name, row.file, row.tool, row.conflicts) == ("Our table", copy.name, "Syncthing", [])
    assert row.brings == ["+ Weapons — Club"]
    saved = load_library(kept).library
    assert saved.lists["skills"][0]["base"] == 45 and [w["name"] for w in saved.lists["weapons"]] == ["Club"]
    assert not copy.exists()
    assert [w["name"] for w in libraries().library("brp").lists["weapons"]] == ["Club"]  # picked from now
    libraries().put(add_row(libraries().library("brp"), "skills", {"name": "Dodge"}))  # saves over the merge
    assert [r["name"] for r in load_library(kept).library.lists["skills"]] == ["Climb", "Dodge"]


def test_a_library_value_changed_on_both_sides_is_chosen_and_nothing_is_taken_when_declined(
        window, asker, tmp_path):
    from sheetkeeper.core.library import edit_row
    from sheetkeeper.storage.library_file import save_library

    campaign, kept, copy = _party_with_a_copied_library(tmp_path)
    theirs = load_library(copy)
    save_library(copy, edit_row(theirs.library, "skills", 0, {"base": 50}), expected=theirs.fingerprint)
    before = kept.read_bytes()
    asker.script("offer_library_copies", False)  # Not Now: nothing written, the copy stays
    window.open_campaign(campaign)
    assert kept.read_bytes() == before and copy.exists()
    assert window.close_tab(window.parties.current())

    asker.script("offer_library_copies", True)
    asker.script("choose_conflicts", "theirs")
    asker.script("delete_copies", False)  # kept: known as merged from now on
    window.open_campaign(campaign)
    assert [str(c) for c in asker.conflicts_shown] == ["Skills — Climb: Base % 40 → 45 here, 40 → 50 there"]
    assert load_library(kept).library.lists["skills"][0]["base"] == 50 and copy.exists()
    assert window.close_tab(window.parties.current())
    window.open_campaign(campaign)  # not offered again
    assert asker.kinds().count("offer_library_copies") == 2
