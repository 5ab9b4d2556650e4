"""Two versions of a library merged three-way, as characters are: nothing lost, a value both
sides changed differently shown as a conflict in words, and the base found in the files'
lineage."""

from __future__ import annotations

import pytest

from sheetkeeper.core.library import add_row, edit_row, new_library, remove_row
from sheetkeeper.merge.library import merge_libraries, merge_library_files
from sheetkeeper.merge.result import MergeProblem
from sheetkeeper.storage.library_file import load_library, save_library


def _base():
    library = add_row(new_library("brp", "Table"), "skills", {"name": "Climb", "category": "Physical", "base": 40})
    library = add_row(library, "skills", {"name": "Dodge", "base": 20})
    return add_row(library, "weapons", {"name": "Club", "damage": "1D6"})


def test_both_sides_additions_and_edits_are_kept():
    base = _base()
    mine = add_row(edit_row(base, "skills", 0, {"category": "Body"}), "skills", {"name": "Jump", "base": 25})
    theirs = add_row(remove_row(base, "weapons", 0), "armour", {"name": "Leather", "points": 1})
    merged = merge_libraries(base, mine, theirs)
    assert merged.clean
    assert [r["name"] for r in merged.library.lists["skills"]] == ["Climb", "Dodge", "Jump"]
    assert merged.library.lists["skills"][0]["category"] == "Body"
    assert merged.library.lists["weapons"] == []
    assert merged.library.lists["armour"][0]["name"] == "Leather"


def test_a_value_changed_differently_is_a_conflict_in_words_mine_kept_until_chosen():
    base = _base()
    merged = merge_libraries(base, edit_row(base, "skills", 0, {"base": 50}),
                             edit_row(base, "skills", 0, {"base": 45}))
    assert [str(c) for c in merged.conflicts] == ["Skills — Climb: Base % 40 → 50 here, 40 → 45 there"]
    assert merged.library.lists["skills"][0]["base"] == 50
    chosen = merged.resolve({merged.conflicts[0].key: "theirs"})
    assert chosen.clean and chosen.library.lists["skills"][0]["base"] == 45


def test_without_a_base_every_difference_is_a_conflict():
    merged = merge_libraries(None, edit_row(_base(), "skills", 1, {"base": 21}), _base())
    assert [c.key for c in merged.conflicts] == ["skills[Dodge].base"]


def test_two_games_do_not_merge():
    with pytest.raises(MergeProblem, match="two different games"):
        merge_libraries(None, new_library("brp"), new_library("rainworld"))


def test_the_base_of_two_saved_copies_is_found_in_their_lineage(tmp_path):
    path, copy = tmp_path / "table.sklib", tmp_path / "table (copy).sklib"
    first = save_library(path, _base())
    save_library(copy, _base())
    mine = edit_row(_base(), "skills", 0, {"base": 50})
    save_library(path, mine, expected=first)
    theirs = add_row(_base(), "skills", {"name": "Jump", "base": 25})
    save_library(copy, theirs, expected=None)
    merged = merge_library_files(load_library(path), load_library(copy))
    assert merged.clean
    assert [(r["name"], r["base"]) for r in merged.library.lists["skills"]] == [
        ("Climb", 50), ("Dodge", 20), ("Jump", 25)]


def test_a_row_renamed_on_one_side_and_edited_on_the_other_is_one_row():
    # A row keeps its key through a rename, so the rename and the edit meet in one row
    # (by name they were a row removed, a row added and the edit lost with the old name).
    base = _base()
    climb = base.lists["skills"][0]["key"]
    mine = edit_row(base, "skills", 0, {"name": "Climbing"})
    theirs = edit_row(base, "skills", 0, {"base": 45})
    for merged in (merge_libraries(base, mine, theirs), merge_libraries(base, theirs, mine)):
        assert merged.clean, [str(c) for c in merged.conflicts]
        assert [(r["name"], r["base"], r["key"]) for r in merged.library.lists["skills"]] == [
            ("Climbing", 45, climb), ("Dodge", 20, "dodge")]


def test_a_renamed_row_in_conflict_is_spoken_of_by_its_name():
    base = _base()
    mine = edit_row(base, "skills", 0, {"name": "Climbing", "base": 50})
    theirs = edit_row(base, "skills", 0, {"name": "Scaling", "base": 45})
    merged = merge_libraries(base, mine, theirs)
    assert sorted(str(c) for c in merged.conflicts) == [
        "Skills — Climb: Base % 40 → 50 here, 40 → 45 there",
        "Skills — Climb: Skill “Climb” → “Climbing” here, “Climb” → “Scaling” there"]
    chosen = merged.resolve({}, rest="theirs")
    assert [(r["name"], r["base"]) for r in chosen.library.lists["skills"]][0] == ("Scaling", 45)


def test_rows_without_a_key_still_meet_by_name():
    # Two sides adding a row of one name each give it the same key (its name folded), as an
    # older file's rows get theirs: they are one row.
    base = _base()
    mine = add_row(base, "skills", {"name": "Jump", "base": 25})
    theirs = add_row(base, "skills", {"name": "Jump", "base": 30})
    merged = merge_libraries(base, mine, theirs)
    assert [str(c) for c in merged.conflicts] == ["Skills — Jump: Base % 25 here, 30 there (new on both)"]
    assert [r["name"] for r in merged.library.lists["skills"]] == ["Climb", "Dodge", "Jump"]
