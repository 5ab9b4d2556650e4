"""Picked from the library: the character gets its own copy of the row, with its numbers,
added through the rules; a later library change reaches it only through "Update from
library", as actions the rules apply."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.library import RowRefusal, add_row, edit_row, new_library, pick, updates


def _library():
    library = add_row(new_library("brp"), "skills", {"name": "Climb", "category": "Physical", "base": 40})
    return add_row(library, "weapons", {"name": "Club", "skill": "Club", "damage": "1D6", "enc": 1})


def _apply(character, action):
    return api.apply(character, action.kind, action.args).character


def test_a_brp_skill_comes_at_its_base_chance():
    # [004 "Any skill which normally has a base chance of 5% or higher"]: the library keeps
    # the base chance, and a skill picked from it stands at it.
    hero = api.new_character("brp", "Ada")
    hero = _apply(hero, api.picked(hero, _library(), "skills", "CLIMB"))
    assert (hero.skills[-1].name, hero.skills[-1].base, hero.skills[-1].rating) == ("Climb", 40, 40)
    hero = _apply(hero, api.picked(hero, _library(), "weapons", "club"))
    assert (hero.weapons[-1].damage, hero.weapons[-1].enc) == ("1D6", 1)


def test_a_character_keeps_its_own_copy():
    library = _library()
    hero = api.new_character("brp", "Ada")
    hero = _apply(hero, api.picked(hero, library, "skills", "Climb"))
    changed = edit_row(library, "skills", 0, {"base": 45, "category": "Body"})
    assert hero.skills[-1].base == 40  # nothing changes silently
    found = api.updates(hero, changed)  # said as the sheet names its columns
    assert [str(u) for u in found] == ["Climb: Category Physical → Body", "Climb: Base % 40 → 45"]
    for update in found:
        hero = _apply(hero, update.action)
    assert (hero.skills[-1].category, hero.skills[-1].base) == ("Body", 45)
    assert updates(hero, changed) == []


def test_in_play_a_picked_row_goes_through_the_rules():
    # A skill never raised stands at its base chance [004 "Any skill which normally has a base
    # chance of 5% or higher"]: picked in play at its base it is added, no rise; above its
    # base it would rise only by the rolls [004 "Make an experience check for the skill or
    # skills that are successful."], refused, or recorded as an adjustment with a reason.
    hero = api.new_character("brp", "Ada").model_copy(update={"in_creation": False})
    action = api.picked(hero, _library(), "skills", "Climb")
    done = api.apply(hero, action.kind, action.args)
    assert done.character.skills[-1].rating == 40
    assert not done.character.ledger.open_adjustments()
    raised = {**action.args, "value": action.args["value"].model_copy(update={"rating": 55})}
    with pytest.raises(api.Refusal, match="Climb 40 → 55: skills and characteristics rise by"):
        api.apply(hero, action.kind, raised)
    done = api.apply(hero, action.kind, {**raised, "adjust": "the setting's skill list"})
    assert done.character.skills[-1].rating == 55
    assert done.character.ledger.entries[-1].kind == "adjust"


def test_an_update_is_a_set_on_the_row():
    # A Rainworld skill's rank is the character's, never the library's: the library keeps the
    # name and notes; an update changes those through a set action as the sheet would.
    library = new_library("rainworld")
    hero = api.new_character("rainworld", "Ilse")
    hero = _apply(hero, api.picked(hero, library, "skills", "Stealth"))
    changed = edit_row(library, "skills", library.lists["skills"].index({"name": "Stealth", "notes": "", "key": "stealth"}),
                       {"notes": "versus Observation"})
    update, = [u for u in updates(hero, changed) if u.name == "Stealth"]
    assert update.action.args["path"].endswith(".notes")
    hero = _apply(hero, update.action)
    assert [s.notes for s in hero.skills if s.name == "Stealth"] == ["versus Observation"]


def test_a_field_the_library_leaves_open_is_asked_for():
    library = new_library("renaissance")
    hero = api.new_character("renaissance", "Lu")
    with pytest.raises(RowRefusal, match="^Aptitude: not given by the library; choose it"):
        api.picked(hero, library, "skills", "Barter")
    hero = _apply(hero, api.picked(hero, library, "skills", "Barter", {"aptitude": "SAV"}))
    assert (hero.skills[-1].name, hero.skills[-1].aptitude) == ("Barter", "SAV")


def test_a_row_not_in_the_library_is_refused_by_name():
    with pytest.raises(RowRefusal, match="the library has no 'Fly' in its skills"):
        api.picked(api.new_character("brp"), _library(), "skills", "Fly")


def test_a_library_of_another_game_offers_no_updates():
    hero = api.new_character("rainworld", "Ilse")
    assert updates(hero, _library()) == []
    assert pick(hero, "skills", {"name": "Stealth"}).kind == "list.add"
