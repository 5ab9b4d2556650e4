"""Exact distributions: enumeration, never sampling."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetkeeper.core.checks import Odds, percent
from sheetkeeper.core.dice import binomial, outcomes, probability, roll, sum_of_dice
from sheetkeeper.core.fixed_dice import FixedDice


def test_two_d10_matches_full_enumeration_of_100_outcomes():
    dist = sum_of_dice(2, 10)
    for total in range(2, 21):
        count = sum(1 for a, b in itertools.product(range(1, 11), repeat=2) if a + b == total)
        assert dist[total] == Fraction(count, 100)


def test_success_over_10_on_2d10_is_55_in_100():
    # [000 "any result over 10 is a success"]: 2d10 > 10 happens 55 times in 100
    assert probability(sum_of_dice(2, 10), lambda t: t > 10) == Fraction(55, 100)


@given(st.integers(0, 12), st.integers(2, 12))
def test_sums_of_dice_add_up_to_one(count, sides):
    assert sum(sum_of_dice(count, sides).values()) == 1


@given(st.integers(0, 20))
def test_binomial_at_least_one_six_is_one_minus_five_sixths_to_the_n(n):
    dist = binomial(n, Fraction(1, 6))
    assert 1 - dist[0] == 1 - Fraction(5, 6) ** n
    assert sum(dist.values()) == 1


def test_outcomes_count_faces():
    result = outcomes(range(1, 21), lambda f: "hit" if f >= 15 else "miss")
    assert result == {"miss": Fraction(14, 20), "hit": Fraction(6, 20)}


def test_rolls_come_from_the_injected_source():
    assert roll(random.Random(3), 10, 5) == roll(random.Random(3), 10, 5)
    assert roll(FixedDice([4, 9]), 10, 2) == [4, 9]


def test_odds_must_partition_certainty():
    import pytest

    with pytest.raises(ValueError):
        Odds({"a": Fraction(1, 2)}, Fraction(1, 2))


def test_percent_is_for_display_only():
    assert percent(Fraction(55, 100)) == "55%"
    assert percent(Fraction(1, 10000)) == "<0.1%"


@pytest.mark.parametrize(("chance", "shown"), [
    (Fraction(1, 2), "50%"), (Fraction(0), "0%"), (Fraction(1), "100%"),  # whole: exact
    (Fraction(798, 1000), "79.8%"), (Fraction(1, 3), "33.3%"),            # not whole: one decimal
    (Fraction(4004, 10000), "40.0%"), (Fraction(99_998, 100_000), ">99.9%"),  # never passed off as whole
    (Fraction(1, 1000), "0.1%"), (Fraction(1, 2000), "<0.1%"),
])
def test_a_chance_is_whole_only_when_it_is_exactly_whole(chance, shown):
    assert percent(chance) == shown


@given(st.fractions(min_value=0, max_value=1))
def test_a_whole_percent_shown_is_an_exact_one(chance):
    text = percent(chance)
    assert ("." in text or "<" in text or ">" in text) == ((chance * 100).denominator != 1)
