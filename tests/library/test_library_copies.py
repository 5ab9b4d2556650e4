"""A party library in a sync folder gets conflict copies, as characters do: Syncthing keeps
``<name>.sync-conflict-<date>-<time>-<device>.sklib`` beside it when two machines changed it
while apart. The copy is found by its name and confirmed by what it holds, merged three-way
from the version both last agreed on (nothing lost, a value changed differently on both
sides shown in words), written with the copy's version in the file's lineage, and then
deleted. All on real files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sheetkeeper.api import accept_library_copy, library_copies, merge_library_copy
from sheetkeeper.core.library import add_row, edit_row, new_library
from sheetkeeper.merge.result import MergeProblem
from sheetkeeper.storage.library_file import load_library, save_library

COPY = "brp-library.sync-conflict-20261127-101500-6PL2XX6.sklib"


def _shared(folder: Path) -> tuple[Path, Path]:
    """A library both machines had, then changed apart: this machine's file and the copy
    the sync tool kept of the other's."""
    lib = add_row(new_library("brp", "Our table"), "skills", {"name": "Climb", "category": "Physical", "base": 40})
    lib = add_row(lib, "weapons", {"name": "Club", "damage": "1D6"})
    mine = folder / "brp-library.sklib"
    save_library(mine, lib)
    copy = folder / COPY
    shutil.copy2(mine, copy)  # the other machine's file, from the same version
    save_library(mine, edit_row(add_row(lib, "skills", {"name": "Dodge", "base": 20}), "skills", 0, {"base": 45}),
                 expected=load_library(mine).fingerprint)
    theirs = add_row(edit_row(lib, "weapons", 0, {"notes": "A heavy stick."}), "armour", {"name": "Leather", "points": 1})
    save_library(copy, theirs, expected=load_library(copy).fingerprint)
    return mine, copy


def test_a_syncthing_copy_is_found_merged_with_nothing_lost_and_then_deleted(tmp_path: Path) -> None:
    mine, copy = _shared(tmp_path)
    (tmp_path / f".syncthing.{COPY}.tmp").write_bytes(copy.read_bytes())  # still being written: no copy
    found = library_copies(mine)
    assert [(c.path.name, c.tool, c.merged) for c in found] == [(COPY, "Syncthing", False)]
    merged = merge_library_copy(found[0])
    assert merged.merge.clean
    assert sorted(merged.brings) == ["+ Armour — Leather", "Weapons — Club: Notes (empty) → “A heavy stick.”"]
    accept_library_copy(merged)
    kept = load_library(mine).library
    assert [(r["name"], r["base"]) for r in kept.lists["skills"]] == [("Climb", 45), ("Dodge", 20)]
    assert kept.lists["weapons"][0]["notes"] == "A heavy stick."
    assert [r["name"] for r in kept.lists["armour"]] == ["Leather"]
    assert not copy.exists()
    assert library_copies(mine) == []


def test_a_value_changed_on_both_sides_is_shown_and_chosen(tmp_path: Path) -> None:
    mine, copy = _shared(tmp_path)
    theirs = load_library(copy)
    save_library(copy, edit_row(theirs.library, "skills", 0, {"base": 50}), expected=theirs.fingerprint)
    merged = merge_library_copy(library_copies(mine)[0])
    assert [str(c) for c in merged.merge.conflicts] == ["Skills — Climb: Base % 40 → 45 here, 40 → 50 there"]
    with pytest.raises(MergeProblem, match="1 conflict"):
        accept_library_copy(merged)
    assert copy.exists()  # nothing written, nothing deleted while a choice is open
    chosen = merged.merge.resolve({merged.merge.conflicts[0].key: "theirs"})
    accept_library_copy(merged, chosen)
    assert load_library(mine).library.lists["skills"][0]["base"] == 50


def test_a_copy_kept_after_its_merge_is_known_as_merged(tmp_path: Path) -> None:
    mine, _copy = _shared(tmp_path)
    accept_library_copy(merge_library_copy(library_copies(mine)[0]), delete_copy=False)
    assert [c.merged for c in library_copies(mine)] == [True]  # its version is in the lineage


def test_a_file_named_like_a_copy_that_is_not_one_is_left_alone(tmp_path: Path) -> None:
    mine, copy = _shared(tmp_path)
    save_library(copy, new_library("grimwire", "Our table"), expected=None)  # another game
    assert library_copies(mine) == []
    save_library(copy, add_row(new_library("brp", "Someone else's"), "skills", {"name": "Ride"}), expected=None)
    assert library_copies(mine) == []  # no shared version, another name
    copy.write_text("not a library")
    assert library_copies(mine) == []
