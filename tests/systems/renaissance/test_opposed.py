"""Opposed and variable checks: one round by the rule, and the win chance with rerolls solved
exactly (checked against enumerating all 100 x 100 pairs of faces)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper.systems.renaissance.opposed import (
    contest,
    round_counts,
    variable_odds,
    win_chance,
)

targets = st.integers(min_value=-20, max_value=120)


def test_alice_catches_bob(rules, alice, bob):
    # [002 "Alice (who has 30 Somatics and 30 ranks in Athletics) is chasing Bob (who has
    # 25 Somatics and 40 ranks in Athletics)"] ... [002 "Alice has won the check"]
    a = rules.target(alice, "skill:Athletics").value
    b = rules.target(bob, "skill:Athletics").value
    assert (a, b) == (60, 65)
    assert contest(32, a, 73, b) == "first"


@pytest.mark.parametrize(("ra", "rb", "winner"), [
    (32, 73, "first"),  # [002 "If one character succeeds and other fails check"]
    (73, 32, "second"),
    (50, 40, "first"),  # [002 "if both succeed, highest Margin of Success wins"]
    (40, 50, "second"),
    (45, 45, "reroll"),  # [002 "(reroll ties)"]
    (70, 90, "reroll"),  # [002 "if both fail, reroll the check"]
])
def test_one_round(ra, rb, winner):
    assert contest(ra, 60, rb, 65) == winner


def _enumerate(a: int, b: int) -> tuple[int, int, int]:
    won = lost = 0
    for ra in range(100):
        for rb in range(100):
            w = contest(ra, a, rb, b)
            won += w == "first"
            lost += w == "second"
    return won, lost, 10_000 - won - lost


@given(targets, targets)
@settings(max_examples=40, deadline=None)
def test_round_counts_match_enumeration(a, b):
    assert tuple(vars(round_counts(a, b)).values()) == _enumerate(a, b)


@given(targets, targets)
@settings(max_examples=40, deadline=None)
def test_win_chance_solves_the_reroll_series(a, b):
    """P = W + R * P (a reroll starts over), so P = W / (W + L)."""
    won, lost, reroll = _enumerate(a, b)
    p = win_chance(a, b)
    assert p == Fraction(won, 10_000) + Fraction(reroll, 10_000) * p
    assert win_chance(a, b) + win_chance(b, a) == 1


def test_alice_vs_bob_exact_chance():
    won, lost, _ = _enumerate(60, 65)
    assert win_chance(60, 65) == Fraction(won, won + lost)
    assert Fraction(2, 5) < win_chance(60, 65) < Fraction(1, 2)


def test_equal_targets_are_even():
    assert win_chance(50, 50) == Fraction(1, 2)


def test_variable_check_both_succeeding_is_a_partial_success_for_both():
    # [002 "if both characters succeed on their checks ... both characters should be
    # awarded a partial success"]; both failing still rerolls
    odds = variable_odds(60, 65)
    assert odds.first + odds.second + odds.both_partial == 1
    deciding = 61 * 34 + 66 * 39 + 61 * 66
    assert odds.both_partial == Fraction(61 * 66, deciding)
