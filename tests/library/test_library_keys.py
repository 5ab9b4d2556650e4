"""A renamed row is followed: every library row has a key that stays through a rename, a
picked row keeps it on the character's copy, and "Update from library" matches by it (then
by name, for rows typed by hand and files from before keys). Old files are untouched: a row
without a key is written as it always was."""

from __future__ import annotations

import json
from pathlib import Path

from sheetkeeper import api
from sheetkeeper.core.library import add_row, edit_row, new_library, remove_row
from sheetkeeper.storage.library_file import load_library


def _apply(character, action):
    return api.apply(character, action.kind, action.args).character


def _table():
    lib = add_row(new_library("brp", "Our table"), "skills", {"name": "Climb", "category": "Physical", "base": 40})
    return add_row(lib, "weapons", {"name": "Club", "damage": "1D6"})


def test_a_row_renamed_in_the_library_is_followed_on_the_character(tmp_path: Path) -> None:
    hero = api.new_character("brp", "Ada")
    hero = _apply(hero, api.picked(hero, _table(), "skills", "Climb"))
    assert hero.skills[-1].library_key == "climb"
    renamed = edit_row(_table(), "skills", 0, {"name": "Climbing", "base": 45})
    found = api.updates(hero, renamed)
    assert [str(u) for u in found] == ["Climb: renamed Climbing in the library", "Climb: Base % 40 → 45"]
    for update in found:
        hero = _apply(hero, update.action)
    assert (hero.skills[-1].name, hero.skills[-1].base, hero.skills[-1].library_key) == ("Climbing", 45, "climb")
    assert api.updates(hero, renamed) == []
    # saved and read again, the copy keeps its key
    api.save(hero, tmp_path / "ada.skchar")
    again = api.load(tmp_path / "ada.skchar").character
    assert again.skills[-1].library_key == "climb"
    assert api.updates(again, edit_row(renamed, "skills", 0, {"name": "Climb (rock)"}))[0].library == "Climb (rock)"


def test_a_row_typed_by_hand_is_matched_by_its_name_and_written_as_before(tmp_path: Path) -> None:
    hero = api.new_character("brp", "Ada")
    hero = api.apply(hero, "list.add", {"path": "skills", "value": {"name": "Climb", "base": 30}}).character
    assert hero.skills[-1].library_key == ""
    assert [str(u) for u in api.updates(hero, _table())] == ["Climb: Category nothing → Physical",
                                                             "Climb: Base % 30 → 40"]
    api.save(hero, tmp_path / "ada.skchar")
    assert "library_key" not in (tmp_path / "ada.skchar").read_text(encoding="utf-8")
    # renamed in the library, a row without a key is not found any more: nothing is guessed
    assert api.updates(hero, edit_row(_table(), "skills", 0, {"name": "Climbing"})) == []


def test_a_key_the_library_lost_falls_back_to_the_name() -> None:
    hero = api.new_character("brp", "Ada")
    hero = _apply(hero, api.picked(hero, _table(), "skills", "Climb"))
    again = add_row(remove_row(_table(), "skills", 0), "skills", {"name": "Climb", "base": 50, "key": "climb-x"})
    assert [(u.field, u.library) for u in api.updates(hero, again)] == [("category", ""), ("base", 50)]


def test_keys_stay_unique_and_stay_through_edits_and_moves() -> None:
    lib = _table()
    lib = add_row(lib, "skills", {"name": "CLIMB"})  # folded alike: a key of its own
    assert [r["key"] for r in lib.lists["skills"]] == ["climb", "climb-2"]
    lib = edit_row(lib, "skills", 1, {"name": "Free climb", "key": "stolen"})  # a key is never edited
    assert [r["key"] for r in lib.lists["skills"]] == ["climb", "climb-2"]
    csv = api.library_csv(lib, "skills")
    assert csv.splitlines()[0].endswith(",key")
    back = api.library_from_csv(new_library("brp"), "skills", csv.replace("Free climb", "Bouldering"))
    assert [(r["name"], r["key"]) for r in back.lists["skills"]] == [("Climb", "climb"), ("Bouldering", "climb-2")]
    doubled = api.library_from_csv(lib, "skills", csv)  # the same rows again: keys of their own
    assert len({r["key"] for r in doubled.lists["skills"]}) == 4


def test_a_library_file_from_before_keys_reads_with_keys_from_its_names(tmp_path: Path) -> None:
    path = tmp_path / "old.sklib"
    api.save_library(_table(), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    for rows in data["library"]["lists"].values():
        for row in rows:
            row.pop("key")
    path.write_text(json.dumps(data), encoding="utf-8")
    lib = load_library(path).library
    assert [r["key"] for r in lib.lists["skills"]] == ["climb"]  # the same on every machine
    assert [r["key"] for r in lib.lists["weapons"]] == ["club"]
