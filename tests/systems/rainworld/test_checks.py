"""Rainworld checks: 2d10 + skill + bonuses - penalties over 10, doubles critical, exact odds."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.track import Track
from sheetkeeper.systems.rainworld import SYSTEM
from sheetkeeper.systems.rainworld.checks import (
    CRITICAL_FAILURE,
    CRITICAL_SUCCESS,
    FAILURE,
    SUCCESS,
    equipment_ranks,
    outcome_odds,
    raise_line,
    resolve,
    versus_odds,
    with_reroll,
)
from sheetkeeper.systems.rainworld.model import Gear, Rank

RULES = SYSTEM.rules
DICE = list(product(range(1, 11), repeat=2))


def brute(modifier: int) -> dict[str, Fraction]:
    """Count the 100 rolls by hand, independently of the code under test."""
    counts = {CRITICAL_SUCCESS: 0, SUCCESS: 0, FAILURE: 0, CRITICAL_FAILURE: 0}
    for a, b in DICE:
        ok = a + b + modifier > 10
        doubles = a == b
        key = (CRITICAL_SUCCESS if doubles else SUCCESS) if ok else (
            CRITICAL_FAILURE if doubles else FAILURE)
        counts[key] += 1
    return {k: Fraction(v, 100) for k, v in counts.items()}


@pytest.mark.parametrize("modifier", range(-22, 23))
def test_odds_match_enumeration_of_the_100_outcomes(modifier):
    # [000 "any result over 10 is a success; 10 or less is a failure"]
    # [000 "When you roll doubles, that’s a critical result"]
    assert outcome_odds(modifier) == brute(modifier)


@pytest.mark.parametrize(
    ("modifier", "success"),
    [(0, Fraction(55, 100)), (-2, Fraction(36, 100)), (3, Fraction(79, 100)),
     (5, Fraction(90, 100)), (9, Fraction(1)), (-9, Fraction(1, 100)), (-10, Fraction(0))],
)
def test_digest_worked_odds(modifier, success):
    # [DIGEST 000-3 "m = 0 → 55/100; m = −2 → 36/100; m = +3 → 79/100; m = +5 → 90/100"]
    odds = outcome_odds(modifier)
    assert odds[CRITICAL_SUCCESS] + odds[SUCCESS] == success


@pytest.mark.parametrize(
    ("dice", "modifier", "total", "outcome"),
    [
        ((5, 6), 0, 11, SUCCESS),            # "any result over 10 is a success"
        ((5, 5), 0, 10, CRITICAL_FAILURE),   # "10 or less is a failure", doubles
        ((7, 7), 3, 17, CRITICAL_SUCCESS),
        ((1, 2), 8, 11, SUCCESS),
        ((4, 6), 0, 10, FAILURE),
        ((10, 10), -10, 10, CRITICAL_FAILURE),
    ],
)
def test_resolve_is_deterministic(dice, modifier, total, outcome):
    r = resolve(modifier, dice)
    assert (r.total, r.outcome) == (total, outcome)
    assert r.critical == (dice[0] == dice[1])


def test_versus_needs_to_beat_the_antagonist_and_a_tie_fails():
    # [000 "needs a result better than the antagonist’s to succeed"]
    assert resolve(0, (6, 6), versus=12).success is False
    assert resolve(0, (6, 7), versus=12).success is True
    assert resolve(0, (2, 3), versus=4).success is True  # the > 10 target does not apply


@pytest.mark.parametrize(("mine", "theirs"), [(0, 0), (3, 1), (-2, 4)])
def test_versus_odds_match_enumeration(mine, theirs):
    wins = sum(1 for a, b in DICE for c, d in DICE if a + b + mine > c + d + theirs)
    odds = versus_odds(mine, theirs)
    assert odds[CRITICAL_SUCCESS] + odds[SUCCESS] == Fraction(wins, 10_000)
    assert sum(odds.values()) == 1


def test_untrained_check_takes_minus_two():
    # [000 "Untrained checks take a -2 penalty."]
    c = RULES.new("Test")
    odds = RULES.odds(c, "skill:Stealth")
    assert odds.breakdown == (("Stealth untrained", -2),)
    assert odds.success == Fraction(36, 100)


def test_ranks_add_to_the_roll():
    # [000 "A check is 2d10 + skill + any bonuses"]
    c = RULES.new("Test").model_copy(update={"skills": [Rank(name="Stealth", rank=3)]})
    assert RULES.odds(c, "skill:Stealth").success == brute(3)[SUCCESS] + brute(3)[CRITICAL_SUCCESS]


@pytest.mark.parametrize("n", [1, 2, 5])
def test_raise_n_is_a_minus_n_penalty(n):
    # [000 "Raise 1 is a -1 penalty, Raise 2 is -2, etc."]
    assert raise_line(n) == [(f"Raise {n}", -n)]


@pytest.mark.parametrize(("injury", "penalty"), [(1, 0), (2, -1), (4, -2), (7, -3), (9, -4)])
def test_injury_penalty_applies_to_every_check(injury, penalty):
    # [000 "characters take increasing penalties to all their actions"]
    c = RULES.new("Test").model_copy(update={"body": Track(left=injury)})
    lines = RULES.odds(c, "skill:Endurance").breakdown
    assert sum(v for _, v in lines) == -2 + penalty


def test_one_equipment_bonus_per_quirk_the_best():
    # [000 "only one piece of equipment can supplement a given quirk for any particular check"]
    assert equipment_ranks(1, [1, 2]) == 3
    c = RULES.new("Test").model_copy(update={
        "quirks": [Rank(name="Marksman", rank=1)],
        "gear": [Gear(name="Helmet scope", quirk="Marksman", ranks=1),
                 Gear(name="Aim-assist", quirk="Marksman", ranks=2)]})
    derived = {d.key: d.value for d in RULES.derived(c)}
    assert derived["quirk:Marksman"].startswith("3 ")


def test_click_reroll_figure_replaces_a_failed_roll():
    # [000 "immediately reroll one failed check"]
    p = Fraction(55, 100)
    assert with_reroll(p) == p + (1 - p) * p


def test_roll_with_fixed_dice_reports_critical_in_words():
    c = RULES.new("Test").model_copy(update={"skills": [Rank(name="Stealth", rank=3)]})
    result = RULES.roll(c, "skill:Stealth", FixedDice([4, 4]))
    assert result.total == 11 and result.success and result.outcome == CRITICAL_SUCCESS
    assert "doubles" in result.text


def test_a_roll_says_what_each_number_is_in_the_rule_s_words():
    # [000 "A check is 2d10 + skill + any bonuses − any penalties; any result over 10 is a
    # success"]: the dice, the skill's ranks, the bonuses and the penalties each named
    # ("10 + 4 +3 = 17" left a new GM guessing which was which)
    c = RULES.new("Test").model_copy(update={"skills": [Rank(name="Stealth", rank=3)]})
    result = RULES.roll(c, "skill:Stealth", FixedDice([6, 4]), situation={"modifier": 2, "raise": 1})
    assert result.text.startswith(
        "Stealth: 2d10 6 + 4, skill +3, bonuses +2, penalties -1 = 14 (needs over 10): success")
    # [000 "Untrained checks take a -2 penalty."]: no ranks, and the -2 among the penalties
    untrained = RULES.roll(c, "skill:Gymnastics", FixedDice([6, 4]))
    assert untrained.text.startswith("Gymnastics: 2d10 6 + 4, skill +0, penalties -2 = 8 (needs over 10)")


def test_unknown_check_is_refused():
    from sheetkeeper.core.actions import Refusal

    with pytest.raises(Refusal):
        RULES.odds(RULES.new(), "skill:Nonexistent")


@given(st.integers(-30, 30))
def test_odds_partition_certainty_and_grow_with_the_modifier(m):
    low, high = outcome_odds(m), outcome_odds(m + 1)
    assert sum(low.values()) == 1
    assert low[CRITICAL_SUCCESS] + low[SUCCESS] <= high[CRITICAL_SUCCESS] + high[SUCCESS]
    assert low[CRITICAL_SUCCESS] + low[CRITICAL_FAILURE] == Fraction(1, 10)
