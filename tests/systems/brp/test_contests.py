"""Opposed, cooperative and combined rolls: exact probabilities as pure functions."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper.systems.brp.contests import (
    combined_odds,
    cooperative_modifiers,
    cooperative_odds,
    cooperative_result,
    opposed_default,
    opposed_difference,
    opposed_highest,
    opposed_odds,
    skill_to_factor,
    subtraction_odds,
)
from sheetkeeper.systems.brp.results import Degree, degree_odds, success_chance


def test_hide_against_sense_the_special_wins_shifted_down_to_a_success():
    # [004 "Your character’s successful roll downgrades the sentry’s result from a special
    # success to a normal success."]
    assert opposed_default(47, 65, 13, 78) == ("B", Degree.SUCCESS)


def test_hide_against_sense_equal_successes_go_to_the_higher_roll():
    # [004 "If the sentry had rolled a 30, your character would have eluded notice"]
    assert opposed_default(47, 65, 30, 78) == ("A", Degree.SUCCESS)


def test_a_failed_loser_leaves_the_winners_degree_alone():
    assert opposed_default(80, 65, 2, 78) == ("B", Degree.CRITICAL)


def test_both_failing_names_no_winner():
    assert opposed_default(90, 65, 95, 78) == (None, None)


def test_highest_successful_result_method_example():
    # [004 "one rolls an 86 and the other rolls a 22, the roll of 86 is the winner"]
    assert opposed_highest(86, 87, 22, 87)[0] == "A"
    # ties go to the higher unmodified skill [004 "Ties are resolved by comparing unmodified
    # skill ratings"]
    assert opposed_highest(40, 60, 40, 50)[0] == "A"


def test_skill_minus_roll_method_favours_the_larger_margin():
    # [004 "The character achieving the highest difference between the skill rating and their
    # roll is the winner."]
    assert opposed_difference(86, 87, 22, 87)[0] == "B"


@pytest.mark.parametrize("method", ["default", "highest", "difference", "resistance"])
def test_opposed_odds_partition_certainty(method):
    odds = opposed_odds(65, 78, method)
    assert sum(odds.outcomes.values()) == 1


def test_against_a_side_that_cannot_succeed_a_wins_exactly_when_it_succeeds():
    odds = opposed_odds(65, 0)
    assert odds.success == success_chance(65)


@given(st.integers(0, 120), st.integers(0, 120))
@settings(max_examples=15, deadline=None)
def test_opposed_odds_are_symmetric(a, b):
    ab, ba = opposed_odds(a, b), opposed_odds(b, a)
    assert ab.outcomes["A wins"] == ba.outcomes["B wins"]
    assert ab.outcomes["No winner"] == ba.outcomes["No winner"]


def test_opposed_on_the_resistance_table_divides_skills_by_five_rounding_normally():
    # [004 "Divide the attacking and defending skill ratings by 5 (rounding normally)"]
    assert skill_to_factor(62) == 12 and skill_to_factor(63) == 13
    assert opposed_odds(65, 40, "resistance").success == Fraction(75, 100)


def test_cooperative_modifiers_follow_the_list():
    # [004 "Critical Success: Modify the primary character’s skill rating by +50%."]
    assert cooperative_result([Degree.SUCCESS, Degree.CRITICAL]) == Degree.CRITICAL
    # [004 "Take the best result or a fumble, if one occurs."]
    assert cooperative_result([Degree.CRITICAL, Degree.FUMBLE]) == Degree.FUMBLE
    dist = cooperative_modifiers([65])
    helper = degree_odds(65)
    assert dist == {50: helper[Degree.CRITICAL], 30: helper[Degree.SPECIAL],
                    20: helper[Degree.SUCCESS], -10: helper[Degree.FAILURE],
                    -50: helper[Degree.FUMBLE]}


def test_pilot_example_a_helpers_success_raises_25_to_45():
    # [004 "raising your character’s effective Pilot skill by +20%, from 25% to 45%"]
    dist = cooperative_modifiers([65])
    odds = cooperative_odds(25, [65])
    expected = sum(p * success_chance(25 + m, base=25) for m, p in dist.items())
    assert odds.success == expected
    assert success_chance(25 + 20, base=25) == Fraction(45, 100)


def test_two_helpers_fumble_together_more_often_than_one():
    one, two = cooperative_modifiers([50]), cooperative_modifiers([50, 50])
    assert two[-50] == 1 - (1 - one[-50]) ** 2
    assert sum(two.values()) == 1


def test_subtraction_method_by_hand():
    # passive 0 never succeeds: it fumbles on 96-00 (Easy: active doubled), else fails
    # [004 "A passive fumble turns the attacker’s roll into an Easy roll."]
    assert subtraction_odds(60, 0) == Fraction(95, 100) * Fraction(60, 100) + Fraction(5, 100) * Fraction(95, 100)


def test_subtraction_keeps_five_percent_for_a_skilled_attacker():
    # [004 "the attacker still has a default 5% chance for success with any skill rating of
    # 5% or higher"]
    assert subtraction_odds(30, 90) >= Fraction(5, 100)


def test_combined_rolls_use_the_lower_skill_and_a_partial_success_below_the_other():
    # [004 "using the lower skill rating as the base chance"]
    odds = combined_odds(60, 30)
    assert odds.outcomes == {"Both succeed": Fraction(30, 100), "Partial success": Fraction(30, 100),
                             "Both fail": Fraction(40, 100)}
