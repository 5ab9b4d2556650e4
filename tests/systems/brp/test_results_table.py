"""The Skill Results Table, row by row, and the exact odds of each degree.

[004 "These are the ranges for critical success, special success, and fumbles."]
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetkeeper.systems.brp.results import (
    Degree,
    critical_max,
    degree,
    degree_odds,
    fumble_min,
    ranges,
    special_max,
    success_chance,
)

# The printed rows: (lowest chance, highest chance, critical, special, fumble), "00" = 100.
PRINTED = [
    (1, 5, "01", "01", "96–00"),
    (6, 10, "01", "01–02", "96–00"),
    (11, 15, "01", "01–03", "96–00"),
    (16, 20, "01", "01–04", "96–00"),
    (21, 25, "01–02", "01–05", "97–00"),
    (26, 30, "01–02", "01–06", "97–00"),
    (31, 35, "01–02", "01–07", "97–00"),
    (36, 40, "01–02", "01–08", "97–00"),
    (41, 45, "01–03", "01–09", "98–00"),
    (46, 50, "01–03", "01–10", "98–00"),
    (51, 55, "01–03", "01–11", "98–00"),
    (56, 60, "01–03", "01–12", "98–00"),
    (61, 65, "01–04", "01–13", "99–00"),
    (66, 70, "01–04", "01–14", "99–00"),
    (71, 75, "01–04", "01–15", "99–00"),
    (76, 80, "01–04", "01–16", "99–00"),
    (81, 85, "01–05", "01–17", "00"),
    (86, 90, "01–05", "01–18", "00"),
    (91, 95, "01–05", "01–19", "00"),
    (96, 100, "01–05", "01–20", "00"),
    (101, 105, "01–06", "01–21", "00"),
    (106, 110, "01–06", "01–22", "00"),
    (111, 115, "01–06", "01–23", "00"),
    (116, 120, "01–06", "01–24", "00"),
]


def _high(span: str) -> int:
    last = span.split("–")[-1]
    return 100 if last == "00" else int(last)


def _low(span: str) -> int:
    first = span.split("–")[0]
    return 100 if first == "00" else int(first)


@pytest.mark.parametrize(("low", "high", "critical", "special", "fumble"), PRINTED,
                         ids=[f"{r[0]:02d}-{r[1]:02d}" for r in PRINTED])
def test_every_chance_in_a_printed_row_has_that_rows_ranges(low, high, critical, special, fumble):
    # [004 "Base ChanceCriticalSpecialFumble"]
    for chance in range(low, high + 1):
        assert ranges(chance).critical == critical
        assert ranges(chance).special == special
        assert ranges(chance).fumble == fumble
        assert critical_max(chance) == _high(critical)
        assert special_max(chance) == _high(special)
        assert fumble_min(chance) == _low(fumble)


def test_each_further_five_points_widens_the_ranges_and_fumbles_only_on_00():
    # [004 "Each +5Etc.Etc.00"]
    assert ranges(125).special == "01–25" and ranges(125).critical == "01–07"
    assert ranges(200).fumble == "00"


def _expected(roll: int, chance: int, base: int) -> Degree:
    """Brute force from the printed row and the prose limits, independent of the resolver."""
    row = next((r for r in PRINTED if r[0] <= chance <= r[1]), None)
    if row is None:  # beyond the printed rows or below 01
        crit, spec, fum = max(0, -(-chance // 20)), max(0, -(-chance // 5)), (100 if chance > 0 else 96)
    else:
        crit, spec, fum = _high(row[2]), _high(row[3]), _low(row[4])
    if roll == 100 or roll >= fum:
        return Degree.FUMBLE
    if roll >= 96:
        return Degree.FAILURE
    if roll <= crit:
        return Degree.CRITICAL
    if roll <= spec:
        return Degree.SPECIAL
    if roll <= chance or (roll <= 5 and base >= 5):
        return Degree.SUCCESS
    return Degree.FAILURE


@pytest.mark.parametrize("chance", range(1, 121))
def test_degree_odds_match_counting_the_faces_of_the_printed_table(chance):
    counted = {d: Fraction(0) for d in Degree}
    for roll in range(1, 101):
        assert degree(roll, chance) == _expected(roll, chance, chance)
        counted[_expected(roll, chance, chance)] += Fraction(1, 100)
    assert degree_odds(chance) == {d: counted[d] for d in degree_odds(chance)}


def test_96_and_over_fail_however_high_the_chance():
    # [004 "no matter how high the modified base chance, rolls fail on results of 96 or higher"]
    for roll in (96, 97, 98, 99):
        assert degree(roll, 150) == Degree.FAILURE
    assert success_chance(150) == Fraction(95, 100)


def test_00_always_fumbles():
    # [004 "A roll of 00 is always a fumble, no matter what the skill rating is."]
    for chance in (1, 50, 95, 120, 300):
        assert degree(100, chance) == Degree.FUMBLE


def test_01_to_05_succeed_when_the_unmodified_chance_is_5_or_more():
    # [004 "always succeeds on a roll of 01–05 chance of success, even if difficulty,
    # conditional modifiers, or other factors reduce the skill rating below 5%"]
    for roll in range(1, 6):
        assert degree(roll, -20, base=40).succeeded
    assert not degree(6, -20, base=40).succeeded
    assert success_chance(-20, base=40) == Fraction(5, 100)
    # a skill normally below 5% gets no such floor
    assert success_chance(2, base=2) == Fraction(2, 100)
    assert not degree(3, 2, base=2).succeeded


def test_critical_is_one_twentieth_and_special_one_fifth_rounded_up_as_printed():
    # [004 "Rolls that are equal to or less than 1/20 of the skill rating are a critical success"]
    assert degree(4, 65) == Degree.CRITICAL and degree(5, 65) == Degree.SPECIAL
    assert degree(13, 65) == Degree.SPECIAL and degree(14, 65) == Degree.SUCCESS


def test_example_sense_78_rolling_13_is_a_special_success():
    # [004 "The sentry rolls a 13, or a special success!"]
    assert degree(13, 78) == Degree.SPECIAL


@given(st.integers(-100, 400), st.integers(-100, 400))
def test_degree_probabilities_partition_certainty(chance, base):
    assert sum(degree_odds(chance, base).values()) == 1


@given(st.integers(-50, 300), st.integers(1, 50))
def test_better_degrees_grow_and_fumbles_shrink_as_the_chance_rises(chance, step):
    low, high = degree_odds(chance), degree_odds(chance + step)
    assert success_chance(chance + step) >= success_chance(chance)
    assert high[Degree.CRITICAL] >= low[Degree.CRITICAL]
    assert high[Degree.CRITICAL] + high[Degree.SPECIAL] >= low[Degree.CRITICAL] + low[Degree.SPECIAL]
    assert high[Degree.FUMBLE] <= low[Degree.FUMBLE]


@pytest.mark.parametrize("base", [None, 0, 4, 5, 60])
def test_counted_ranges_equal_classifying_every_face_for_any_chance_and_base(base):
    """degree_odds counts ranges arithmetically; it must agree with degree() face by face,
    including modified chances below 5 with a base of 5+ [004 "always succeeds on a roll of
    01–05"] and chances far over 100."""
    for chance in range(-40, 261):
        counted = Counter(degree(r, chance, base) for r in range(1, 101))
        assert degree_odds(chance, base) == {d: Fraction(counted[d], 100) for d in Degree}
