"""Opposed and variable checks: the chances through the API solved exactly, checked against
enumerating all 100 x 100 pairs of faces with an independent reading of the rule."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper import api


def _round(ra: int, a: int, rb: int, b: int, variable: bool) -> str:
    """One round read from the excerpt, independently of the code under test."""
    a, b = min(98, max(0, a)), min(98, max(0, b))  # [002 "can never be greater than 98"]
    a_ok, b_ok = ra <= a, rb <= b  # [002 "succeed if less than or equal to target"]
    if a_ok != b_ok:  # [002 "the character who succeeded wins the check"]
        return "won" if a_ok else "lost"
    if not a_ok:  # [002 "if both fail, reroll the check"]
        return "reroll"
    if variable:  # [002 "both characters should be awarded a partial success"]
        return "both"
    if ra == rb:  # [002 "(reroll ties)"]
        return "reroll"
    return "won" if ra > rb else "lost"  # [002 "highest Margin of Success wins"]; MoS = roll


def _enumerate(a: int, b: int, variable: bool = False) -> dict[str, int]:
    counts = dict.fromkeys(("won", "lost", "both", "reroll"), 0)
    for ra in range(100):
        for rb in range(100):
            counts[_round(ra, a, rb, b, variable)] += 1
    return counts


def _odds(hero, other: int, variable: bool = False):
    situation = {"opponent": other, "contest": "variable" if variable else "opposed"}
    return api.odds(hero, "apt:COO", situation=situation)


@given(st.integers(0, 99), st.integers(0, 98), st.booleans())
@settings(max_examples=30, deadline=None)
def test_the_odds_solve_the_reroll_series(coo, other, variable):
    """P(win) = W + R * P(win), a reroll starting over: P(win) = W / (W + L + both)."""
    hero = api.new_character("renaissance", "Hero")
    hero = hero.model_copy(update={"aptitudes": hero.aptitudes.model_copy(update={"COO": coo})})
    counts = _enumerate(coo, other, variable)
    odds = _odds(hero, other, variable)
    win = odds.outcomes["Win"]
    assert win == Fraction(counts["won"], 10_000) + Fraction(counts["reroll"], 10_000) * win
    deciding = counts["won"] + counts["lost"] + counts["both"]
    assert odds.outcomes["Lose"] == Fraction(counts["lost"], deciding)
    if variable:
        assert odds.outcomes["Partial success (both)"] == Fraction(counts["both"], deciding)


def test_alice_vs_bob_exact_chance(alice):
    counts = _enumerate(60, 65)
    odds = api.odds(alice, "skill:Athletics", situation={"opponent": 65})
    assert odds.outcomes["Win"] == Fraction(counts["won"], counts["won"] + counts["lost"])
    assert Fraction(2, 5) < odds.success < Fraction(1, 2)


def test_equal_targets_are_even(alice):
    assert api.odds(alice, "skill:Athletics", situation={"opponent": 60}).success == Fraction(1, 2)


def test_variable_check_odds(alice):
    # [002 "if both characters succeed on their checks ... both characters should be
    # awarded a partial success"]; both failing still rerolls
    odds = api.odds(alice, "skill:Athletics", situation={"opponent": 65, "contest": "variable"})
    deciding = 61 * 34 + 66 * 39 + 61 * 66
    assert odds.outcomes == {"Win": Fraction(61 * 34, deciding),
                             "Partial success (both)": Fraction(61 * 66, deciding),
                             "Lose": Fraction(66 * 39, deciding)}
    assert odds.success == odds.outcomes["Win"] + odds.outcomes["Partial success (both)"]
