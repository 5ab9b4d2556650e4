"""Targets: skill checks, the common aptitude checks, defaulting and the target limits."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.systems.renaissance.model import Aptitudes, RenaissanceCharacter, Skill
from sheetkeeper.systems.renaissance.modifiers import Situation
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


def test_stealth_example_targets_80_with_the_cloak(rules):
    # [002 "you have 40 ranks in Stealth, your Coordination (the linked aptitude for
    # Stealth) is 20, and you have a magic cloak that gives you +20 to Stealth, then your
    # target is 80"]
    t = rules.target(_thief(), "skill:Stealth", Situation(modifier=20))
    assert t.value == 80
    assert t.lines == (("COO", 20), ("Stealth ranks", 40), ("Situational modifier", 20))


@pytest.mark.parametrize(("rng", "band", "margin_name", "margin"), [
    (45, EXCEPTIONAL_SUCCESS, "MoS", 45),  # [002 "A 45 would succeed (Margin of Success: 45)"]
    (85, NORMAL_FAILURE, "MoF", 5),  # [002 "an 85 would fail (Margin of Failure of 5)"]
])
def test_stealth_example_rolls(rules, rng, band, margin_name, margin):
    result = rules.roll(_thief(), "skill:Stealth", FixedDice([rng]), modifier=20)
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
def test_common_checks(rules, slug, expected):
    t = rules.target(_thief(), f"common:{slug}")
    assert t.raw == expected
    assert t.value == min(98, expected)


def test_take_a_chance_uses_the_luck_stat_not_luck_points(rules):
    # [002 "Note: that’s the Luck stat, not your current Luck Points"]
    assert rules.target(_thief(luck_points=9), "common:take-a-chance").value == 40


def test_target_above_98_is_limited_and_the_breakdown_says_so(rules):
    # [002 "Your target can never be greater than 98"]
    t = rules.target(_thief(), "common:memory-recall")
    assert t.value == 98
    assert t.lines[-1] == ("Target limit (never above 98)", -7)
    assert sum(v for _, v in t.lines) == t.value


def test_target_below_0_is_limited_to_0(rules):
    # [002 "Your target can never be less than 0"]
    t = rules.target(_thief(), "apt:INT", Situation(difficulty=-30))
    assert (t.raw, t.value) == (-15, 0)
    assert t.lines[-1] == ("Target limit (never below 0)", 15)


def test_defaulting_to_barter_at_minus_30(rules):
    # [002 "allow you to roll your Barter with a -30 penalty"]
    t = rules.target(_thief(), "skill:Barter", Situation(default_penalty=-30))
    assert t.value == 20 + 30 - 30
    assert ("Defaulting (related skill)", -30) in t.lines


def test_defaulting_to_the_linked_aptitude_has_no_penalty(rules):
    # [002 "roll a check against your COO (that is, COO×1)"], [002 "there usually isn’t also
    # a penalty for defaulting"]
    t = rules.target(_thief(), "apt:COO")
    assert t.lines == (("COO", 20),)


def test_a_defaulting_penalty_must_be_a_penalty(rules):
    with pytest.raises(Refusal, match="penalty"):
        rules.target(_thief(), "skill:Barter", Situation(default_penalty=30))


def test_unknown_check_is_refused(rules):
    with pytest.raises(Refusal, match="no check"):
        rules.target(_thief(), "skill:Juggling")


def test_field_skill_ids_keep_their_colon(rules, ven):
    t = rules.target(ven, "skill:Knowledge: Natural Philosophy")
    assert t.lines[:2] == (("COG", 35), ("Knowledge: Natural Philosophy ranks", 40))
