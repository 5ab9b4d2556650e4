"""Opposed and variable checks, resolved exactly.

Each side rolls its own check; a success beats a failure; if both succeed the higher MoS
(the higher roll) wins and ties are rerolled; if both fail the check is rerolled
[002 "if both succeed, highest Margin of Success wins (reroll ties)"], [002 "if both fail,
reroll the check"]. Rerolls repeat until someone wins, so the chance of winning is the
chance of winning one round given that the round decides: W / (W + L), where W and L count
the deciding pairs of faces out of 100 x 100. Targets are 0..98, so every round has a
deciding pair and the series always converges.

In a variable check both succeeding is a partial success for both, not a reroll
[002 "both characters should be awarded a partial success"]; both failing still rerolls
(our reading: the excerpt changes only the both-succeed case).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from .results import clamp

Winner = Literal["first", "second", "both", "reroll"]


def contest(roll_a: int, target_a: int, roll_b: int, target_b: int, *,
            variable: bool = False) -> Winner:
    """One round of an opposed (or variable) check."""
    a_ok, b_ok = roll_a <= clamp(target_a), roll_b <= clamp(target_b)
    if a_ok and not b_ok:
        return "first"
    if b_ok and not a_ok:
        return "second"
    if a_ok and variable:
        return "both"
    if a_ok and roll_a != roll_b:  # both succeed: the higher MoS, which is the roll
        return "first" if roll_a > roll_b else "second"
    return "reroll"


def _higher_pairs(t_high: int, t_other: int) -> int:
    """Pairs where both succeed and the first roll (<= t_high) beats the second (<= t_other):
    for each roll a, the second side's successes below a."""
    return sum(min(a, t_other + 1) for a in range(t_high + 1))


@dataclass(frozen=True)
class RoundCounts:
    """Pairs of faces (out of 10,000) in one round: won, lost, both partly successful
    (variable checks only), rerolled."""

    first: int
    second: int
    both: int
    reroll: int


def round_counts(target_a: int, target_b: int, *, variable: bool = False) -> RoundCounts:
    a, b = clamp(target_a), clamp(target_b)
    first, second, both = (a + 1) * (99 - b), (b + 1) * (99 - a), 0
    if variable:
        both = (a + 1) * (b + 1)
    else:
        first += _higher_pairs(a, b)
        second += _higher_pairs(b, a)
    return RoundCounts(first, second, both, 10_000 - first - second - both)


@dataclass(frozen=True)
class ContestOdds:
    """The exact chances of how the whole check ends, rerolls included."""

    first: Fraction
    second: Fraction
    both: Fraction


def contest_odds(target_a: int, target_b: int, *, variable: bool = False) -> ContestOdds:
    """P(ends with x) = x / (pairs that decide), since a reroll starts over."""
    counts = round_counts(target_a, target_b, variable=variable)
    deciding = counts.first + counts.second + counts.both
    return ContestOdds(Fraction(counts.first, deciding), Fraction(counts.second, deciding),
                       Fraction(counts.both, deciding))
