"""In play, a direct edit of a value the rules advance goes through the rules: it becomes the
game's advance with its cost, is refused with the reason, or is recorded as an adjustment
that validate flags until it is accepted. In creation, fields are free."""

from __future__ import annotations

import re

import pytest

from sheetkeeper import api
from sheetkeeper.core.paths import get_path
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.storage.envelope import decode, encode


def _sample(system_id: str):
    return load_character(get_system(system_id).samples[0]).character


def _in_play(system_id: str):
    character = _sample(system_id)
    assert not character.in_creation, "files written before the marker read as in play"
    return character


# (system, path of an advanced value, whether the excerpt has an advance for it)
ADVANCED = [
    ("rainworld", "skills.0.rank", False),
    ("rainworld", "phys", False),
    ("lite", "strength.base", False),
    ("renaissance", "skills.0.ranks", False),
    ("renaissance", "aptitudes.COO", False),
    ("grimwire", "attributes.TOG", False),
    ("brp", "skills.0.rating", False),
    ("brp", "characteristics.STR.current", False),
]


@pytest.mark.parametrize(("system_id", "path", "_"), ADVANCED)
@pytest.mark.filterwarnings("ignore")
def test_a_direct_edit_in_play_without_an_advance_is_refused_then_recorded_as_adjustment(system_id, path, _):
    character = _in_play(system_id)
    assert api.system(system_id).rules.advanced_at(path) is not None
    before = get_path(character, path)
    after = before + 1 if before < 5 else before - 1
    with pytest.raises(api.Refusal) as refused:
        api.apply(character, "set", {"path": path, "value": after})
    assert "adjustment" in refused.value.message
    applied = api.apply(character, "set", {"path": path, "value": after, "adjust": "GM's ruling"})
    entry = applied.entries[-1]
    assert (entry.kind, entry.path, entry.before, entry.after) == ("adjust", path, before, after)
    flagged = [f for f in api.validate(applied.character) if "changed by hand" in f.message]
    assert len(flagged) == 1 and flagged[0].severity == "warning"
    accepted = api.apply(applied.character, "adjust.accept", {"id": entry.id}).character
    assert not [f for f in api.validate(accepted) if "changed by hand" in f.message]
    # the ledger fields survive a save
    assert decode(encode(accepted)).character == accepted


@pytest.mark.parametrize("system_id", [s.id for s in api.systems()])
def test_an_adjustment_needs_a_reason_and_creation_is_free(system_id):
    rules = api.system(system_id).rules
    path = next(p for s, p, _ in ADVANCED if s == system_id)
    fresh = rules.new("Fresh")
    assert fresh.in_creation
    if "0" not in path:
        value = get_path(fresh, path)
        assert rules.edit(fresh, path, value + 1) is None, "in creation a field is free"
    played = _in_play(system_id)
    value = get_path(played, path)
    with pytest.raises(api.Refusal, match="needs a reason"):
        api.apply(played, "set", {"path": path, "value": value + 1, "adjust": " "})


def test_lite_skill_edit_in_play_is_the_advance_with_its_cost():
    """[001 "Once you have collected five XP you can improve your PC"]: +1 skill level, 5 XP."""
    c = _in_play("lite")
    c = api.apply(c, "xp.award", {"amount": 5}).character
    level = c.skills["Fight"]
    edit = api.system("lite").rules.edit(c, "skills.Fight", level + 1)
    assert edit.allowed and edit.cost == "5 XP"
    applied = api.apply(c, "set", {"path": "skills.Fight", "value": level + 1})
    assert applied.character.skills["Fight"] == level + 1
    assert applied.character.ledger.xp_available == c.ledger.xp_available - 5
    assert [e.kind for e in applied.entries] == ["xp.spend"]


def test_lite_skill_edit_without_xp_is_refused_with_the_rules_reason():
    c = _in_play("lite")
    spent = c.ledger.xp_available
    if spent >= 5:
        pytest.skip("sample has XP")
    with pytest.raises(api.Refusal, match=r"costs 5 XP; you have"):
        api.apply(c, "set", {"path": "skills.Fight", "value": c.skills["Fight"] + 1})


def test_lite_lowering_a_skill_is_no_advance():
    c = _in_play("lite")
    c = api.apply(c, "set", {"path": "skills.Fight", "value": 1, "adjust": "setup"}).character
    with pytest.raises(api.Refusal, match="lowering it is not an advance"):
        api.apply(c, "set", {"path": "skills.Fight", "value": 0})


def test_grimwire_technique_effort_in_play_spends_learning_hours():
    """[003 "they can put as many points as they have in the multiplier attribute"]"""
    c = api.new_character("grimwire", "G")
    c = api.apply(c, "set", {"path": "attributes.MND", "value": 2}).character
    c = api.apply(c, "list.add", {"path": "techniques", "value": {"name": "Spark", "multiplier": "MND", "effort": 10}}).character
    c = api.apply(c, "creation.finish").character
    edit = api.system("grimwire").rules.edit(c, "techniques.0.progress", 4)
    assert edit.allowed and edit.cost == "2 learning hours"
    after = api.apply(c, "set", {"path": "techniques.0.progress", "value": 4}).character
    assert after.ledger.hours_remaining == c.ledger.hours_remaining - 2
    odd = api.system("grimwire").rules.edit(c, "techniques.0.progress", 3)
    assert not odd.allowed and "from 0 to 4, not 3" in odd.refusal


def test_free_fields_stay_free_in_play():
    c = _in_play("rainworld")
    assert api.apply(c, "set", {"path": "notes", "value": "x"}).character.notes == "x"


def test_finishing_creation_is_refused_while_the_creation_rules_call_it_incomplete():
    fresh = api.new_character("lite", "L")
    with pytest.raises(api.Refusal, match="incomplete"):
        api.apply(fresh, "creation.finish")


def test_an_adjustment_cannot_be_reversed_or_accepted_twice():
    c = _in_play("rainworld")
    applied = api.apply(c, "set", {"path": "phys", "value": c.phys + 1, "adjust": "ruling"})
    entry = applied.entries[-1]
    with pytest.raises(api.Refusal):
        api.apply(applied.character, "ledger.reverse", {"id": entry.id})
    done = api.apply(applied.character, "adjust.accept", {"id": entry.id}).character
    with pytest.raises(api.Refusal, match="already accepted"):
        api.apply(done, "adjust.accept", {"id": entry.id})


# -- names from the game's lists ----------------------------------------------------------

NAMES = [
    ("rainworld", "skills", {"name": "firearms", "rank": 2}, "Firearms"),
    ("rainworld", "skills", {"name": "Melee Weapons", "rank": 1}, "Melée Weapons"),
    ("rainworld", "quirks", {"name": "autofire", "rank": 1}, "Autofire"),
    ("renaissance", "skills", {"name": "athletics", "aptitude": "SOM", "ranks": 3}, "Athletics"),
]


@pytest.mark.parametrize(("system_id", "rows", "row", "proper"), NAMES)
def test_a_name_off_the_list_only_by_case_or_accent_is_reported(system_id, rows, row, proper):
    c = api.new_character(system_id, "N")
    c = api.apply(c, "list.add", {"path": rows, "value": row}).character
    found = [f for f in api.validate(c) if proper in f.message]
    assert found and row["name"] in found[0].where
    assert not re.search(r"\.\d|[a-z]+_[a-z]+", str(found[0]))


def test_a_rank_on_an_unknown_skill_is_reported_and_completion_folds():
    c = api.new_character("rainworld", "N")
    c = api.apply(c, "list.add", {"path": "skills", "value": {"name": "Fierarms", "rank": 2}}).character
    assert any("not in the game's list" in f.message for f in api.validate(c))
    skills = api.system("rainworld").rules.lists[0]
    assert skills.complete("melee") == ["Melée Weapons"]
    assert skills.match("MELEE WEAPONS") == "Melée Weapons"


@pytest.mark.parametrize("system_id", ["lite", "grimwire", "brp"])
def test_systems_without_name_lists_in_the_excerpt_report_none(system_id):
    assert not [f for f in api.validate(_sample(system_id)) if "game's list" in f.message]


def test_names_fix_takes_the_lists_spelling_but_leaves_a_row_whose_twin_is_there():
    c = api.new_character("rainworld", "N")
    for name in ("Firearms", "firearms", "autofire"):
        rows = "quirks" if name == "autofire" else "skills"
        c = api.apply(c, "list.add", {"path": rows, "value": {"name": name, "rank": 1}}).character
    fixed = api.apply(c, "names.fix").character
    assert [s.name for s in fixed.skills] == ["Firearms", "firearms"]
    assert [q.name for q in fixed.quirks] == ["Autofire"]
    with pytest.raises(api.Refusal, match="already follows"):
        api.apply(api.new_character("rainworld"), "names.fix")


def test_lite_talent_added_in_play_is_learnt_for_5_xp_or_refused():
    """[001 "Once you have collected five XP you can improve your PC"]: a talent is an advance."""
    c = _in_play("lite")
    have = c.ledger.xp_available
    rich = api.apply(c, "xp.award", {"amount": 5}).character
    learnt = api.apply(rich, "list.add", {"path": "talents", "value": {"name": "Quick Hands"}})
    assert learnt.character.talents[-1].name == "Quick Hands"
    assert learnt.character.ledger.xp_available == have
    with pytest.raises(api.Refusal, match="Advance"):
        api.apply(rich, "list.add", {"path": "talents", "value": {"name": ""}})
    adjusted = api.apply(c, "list.add", {"path": "talents", "value": {"name": "Old Friend"}, "adjust": "from the last campaign"})
    assert adjusted.entries[-1].kind == "adjust" and adjusted.character.ledger.xp_available == have
    flagged = [f.message for f in api.validate(adjusted.character) if "by hand" in f.message]
    assert flagged == ["changed by hand: added (from the last campaign); accept the adjustment once the GM agrees"]


def test_a_row_added_in_play_with_ranks_sets_them_through_the_rules():
    c = _in_play("rainworld")
    with pytest.raises(api.Refusal, match="adjustment"):
        api.apply(c, "list.add", {"path": "skills", "value": {"name": "Climbing", "rank": 3}})
    free = api.apply(c, "list.add", {"path": "skills", "value": {"name": "Climbing"}}).character
    assert free.skills[-1].rank == 0
    ruled = api.apply(c, "list.add", {"path": "skills", "value": {"name": "Climbing", "rank": 3}, "adjust": "GM"})
    assert ruled.character.skills[-1].rank == 3 and ruled.entries[-1].kind == "adjust"

