"""A library's rows: each checked by the game's own row model, refused in the game's words,
and the starter library holding only the rows the excerpts give."""

from __future__ import annotations

import pytest

from sheetkeeper.core.library import (
    RowRefusal,
    add_row,
    declared,
    edit_row,
    move_row,
    new_library,
    remove_row,
    search,
)
from sheetkeeper.core.registry import all_systems, get_system


def test_every_game_declares_lists_its_sheet_has():
    for system in all_systems():
        lists = declared(system.id)
        assert lists, system.id
        for entry in lists:
            assert entry.path in system.model.model_fields
            row = system.rules.new("x")  # a fresh character holds every list
            assert isinstance(getattr(row, entry.path), list)


def test_grimwire_starter_is_the_technique_the_excerpt_gives():
    # [003 "a PC wants to learn the technique Throwing Expert which has COR for its
    # multiplier and a learning effort of 15"]
    library = new_library("grimwire")
    assert library.lists["techniques"] == [
        {"name": "Throwing Expert", "multiplier": "COR", "effort": 15, "focus_cost": "", "notes": "",
         "key": "throwing-expert"}]
    assert library.size == 1


def test_rainworld_starter_is_the_named_catalogue():
    # [000 "Melée Weapons, Firearms or Martial Arts skills"]
    names = [r["name"] for r in new_library("rainworld").lists["skills"]]
    assert {"Melée Weapons", "Firearms", "Martial Arts"} <= set(names)
    assert new_library("rainworld").lists["weapons"] == []  # no numbers printed: none invented


def test_renaissance_starter_gives_the_aptitude_only_where_printed():
    # [002 "Coordination (the linked aptitude for Stealth)"]
    skills = {r["name"]: r for r in new_library("renaissance").lists["skills"]}
    assert skills["Stealth"]["aptitude"] == "COO"
    assert skills["Athletics"]["aptitude"] == "SOM"
    assert "aptitude" not in skills["Barter"]  # left for the player to choose


def test_brp_and_lite_start_empty():
    # The BRP excerpt prints no skill list: "a gamemaster picks the skill list for the setting".
    assert new_library("brp").size == 0
    assert new_library("lite").size == 0


def test_a_row_is_checked_by_the_sheets_row_model():
    library = add_row(new_library("brp"), "skills", {"name": "Climb", "category": "Physical", "base": "40"})
    assert library.lists["skills"] == [
        {"name": "Climb", "category": "Physical", "base": 40, "can_improve": True, "notes": "", "key": "climb"}]
    with pytest.raises(RowRefusal, match=r"^Base: must be at most 999$") as refused:
        add_row(library, "skills", {"name": "Dodge", "base": 1000})
    assert refused.value.column == "base"
    with pytest.raises(RowRefusal, match=r"^Multiplier: must be one of 'TOG', 'AGL'"):
        add_row(new_library("grimwire"), "techniques", {"name": "Kneecap", "multiplier": "STRENGTH"})
    with pytest.raises(RowRefusal, match="Rating: not kept in a library's skills"):
        add_row(library, "skills", {"name": "Dodge", "rating": 30})
    with pytest.raises(RowRefusal, match="needs a name"):
        add_row(library, "weapons", {"name": "  ", "damage": "1D6"})
    with pytest.raises(RowRefusal, match=r"^Effort: must be at least 1$"):
        add_row(new_library("grimwire", starter=False), "techniques", {"name": "X", "effort": 0})


def test_rows_are_edited_removed_and_reordered_without_changing_the_old_library():
    library = new_library("brp")
    for name in ("Climb", "Dodge", "Jump"):
        library = add_row(library, "skills", {"name": name, "base": 25})
    edited = edit_row(library, "skills", 1, {"base": 20})
    assert [r["base"] for r in edited.lists["skills"]] == [25, 20, 25]
    assert [r["base"] for r in library.lists["skills"]] == [25, 25, 25]
    moved = move_row(edited, "skills", 2, 0)
    assert [r["name"] for r in moved.lists["skills"]] == ["Jump", "Climb", "Dodge"]
    assert [r["name"] for r in remove_row(moved, "skills", 1).lists["skills"]] == ["Jump", "Dodge"]
    with pytest.raises(RowRefusal, match="skills has no row 9"):
        remove_row(moved, "skills", 8)
    with pytest.raises(RowRefusal, match="no list 'spells'"):
        add_row(library, "spells", {"name": "Heal"})


def test_search_is_case_and_accent_insensitive_names_starting_with_it_first():
    library = new_library("rainworld")
    found = [library.lists["skills"][i]["name"] for i in search(library, "skills", "MELEE")]
    assert found == ["Melée Weapons"]
    library = add_row(new_library("brp"), "skills", {"name": "Art (Painting)"})
    library = add_row(library, "skills", {"name": "Martial Arts"})
    assert [library.lists["skills"][i]["name"] for i in search(library, "skills", "art")] == [
        "Art (Painting)", "Martial Arts"]


def test_every_starter_row_is_a_row_the_sheet_takes():
    from sheetkeeper.core.library import open_fields, sheet_row

    for system in all_systems():
        library = new_library(system.id)
        for path, rows in library.lists.items():
            for row in rows:
                given = {f: _any_choice(system.id, path, f) for f in open_fields(system.id, path, row)}
                made = sheet_row(system.id, path, row, given)
                assert made.name == row["name"]


def _any_choice(system_id, path, field):
    from typing import get_args

    from sheetkeeper.core.library import row_model

    return get_args(row_model(system_id, path).model_fields[field].annotation)[0]


def test_a_system_is_reached_through_the_registry():
    assert get_system("brp").rules.library == declared("brp")
