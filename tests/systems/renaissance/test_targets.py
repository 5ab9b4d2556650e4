"""Targets: skill checks, the common aptitude checks, defaulting and the target limits."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.systems.renaissance.model import Aptitudes, RenaissanceCharacter, Skill
from sheetkeeper.systems.renaissance.results import EXCEPTIONAL_SUCCESS, NORMAL_FAILURE


def _thief(**changes):
    base = RenaissanceCharacter(
        name="Thief",
        aptitudes=Aptitudes(COO=20, SOM=30, WIL=25, SAV=20, INT=15, COG=35, DUR=10),
        luck=4, luck_points=1,
        skills=[Skill(name="Stealth", aptitude="COO", ranks=40),
                Skill(name="Barter", aptitude="SAV", ranks=30)],
    )
    return base.model_copy(update=changes)


def _lines(character, check_id, **situation):
    return api.odds(character, check_id, situation=situation).breakdown


def _target(character, check_id, **situation):
    return sum(v for _, v in _lines(character, check_id, **situation))


def _raw(character, check_id):
    return sum(v for k, v in _lines(character, check_id) if not k.startswith("Target limit"))


def test_stealth_example_targets_80_with_the_cloak():
    # [002 "you have 40 ranks in Stealth, your Coordination (the linked aptitude for
    # Stealth) is 20, and you have a magic cloak that gives you +20 to Stealth, then your
    # target is 80"]
    assert _target(_thief(), "skill:Stealth", modifier=20) == 80
    assert _lines(_thief(), "skill:Stealth", modifier=20) == (
        ("COO", 20), ("Stealth ranks", 40), ("Situational modifier", 20))


@pytest.mark.parametrize(("rng", "band", "margin_name", "margin"), [
    (45, EXCEPTIONAL_SUCCESS, "MoS", 45),  # [002 "A 45 would succeed (Margin of Success: 45)"]
    (85, NORMAL_FAILURE, "MoF", 5),  # [002 "an 85 would fail (Margin of Failure of 5)"]
])
def test_stealth_example_rolls(rng, band, margin_name, margin):
    result = api.resolve(_thief(), "skill:Stealth", [rng], situation={"modifier": 20})
    assert result.outcome == band
    assert result.details[margin_name] == margin
    assert f"{margin_name} {margin}" in result.text


@pytest.mark.parametrize(("slug", "expected"), [
    ("resist-intimidation", 25 * 2),  # [002 "Resist Intimidation / Overcome Fear: WIL × 2"]
    ("resist-manipulation", 20 + 15),  # [002 "Resist Social Manipulation: SAV + INT"]
    ("memory-recall", 35 * 3),  # [002 "Difficult Memory Recall ... COG × 3"] (clamped)
    ("take-a-chance", 4 * 10),  # [002 "Take a Chance, Stroke of Luck: Luck × 10"]
    ("make-a-guess", 15 * 3),  # [002 "Make A Guess: INT × 3"]
    ("get-a-hint", 15 * 3),  # [002 "Get a Hint: INT × 3"]
    ("logic-puzzle", 35 * 3),  # [002 "Solve a Logic Puzzle: COG × 3"]
    ("feat-of-strength", 30 * 2),  # [002 "roll SOM×2, as a feat of strength"]
    ("feat-of-endurance", 10 + 25),  # [002 "Feat of Endurance ... DUR + WIL"]
    ("react-quickly", 20 * 3),  # [002 "React Quickly: COO×3"]
    ("catch-something", 20 * 3),  # [002 "Catch Something: COO×3"]
    ("difficult-language", 15 * 3),  # [002 "Difficult use of Language: INT×3"]
])
def test_common_checks(slug, expected):
    assert _raw(_thief(), f"common:{slug}") == expected
    assert _target(_thief(), f"common:{slug}") == min(98, expected)
    check = next(c for c in api.checks(_thief()) if c.id == f"common:{slug}")
    assert check.target == str(min(98, expected))


def test_take_a_chance_uses_the_luck_stat_not_luck_points():
    # [002 "Note: that’s the Luck stat, not your current Luck Points"]
    assert _target(_thief(luck_points=9), "common:take-a-chance") == 40


def test_target_above_98_is_limited_and_the_breakdown_says_so():
    # [002 "Your target can never be greater than 98"]
    assert _target(_thief(), "common:memory-recall") == 98
    assert _lines(_thief(), "common:memory-recall")[-1] == ("Target limit (never above 98)", -7)


def test_target_below_0_is_limited_to_0():
    # [002 "Your target can never be less than 0"]
    assert _target(_thief(), "apt:INT", difficulty=-30) == 0
    assert _lines(_thief(), "apt:INT", difficulty=-30)[-1] == ("Target limit (never below 0)", 15)


def test_defaulting_to_the_linked_aptitude_has_no_penalty():
    # [002 "roll a check against your COO (that is, COO×1)"], [002 "there usually isn’t also
    # a penalty for defaulting"]
    assert _lines(_thief(), "apt:COO") == (("COO", 20),)
    assert "defaulting" not in [o.id for o in api.situations(_thief(), "apt:COO")]


def test_unknown_check_is_refused():
    with pytest.raises(Refusal, match="no check"):
        api.odds(_thief(), "skill:Juggling")


def test_field_skill_ids_keep_their_colon(ven):
    assert _lines(ven, "skill:Knowledge: Natural Philosophy")[:2] == (
        ("COG", 35), ("Knowledge: Natural Philosophy ranks", 40))
