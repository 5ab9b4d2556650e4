"""Opposed and variable checks, resolved exactly.

Each side rolls its own check; a success beats a failure; if both succeed the higher MoS
(the higher roll) wins and ties are rerolled; if both fail the check is rerolled
[002 "if both succeed, highest Margin of Success wins (reroll ties)"], [002 "if both fail,
reroll the check"]. Rerolls repeat until someone wins, so the chance of winning is the
chance of winning one round given that the round decides: W / (W + L), where W and L count
the deciding pairs of faces out of 100 x 100. Targets are 0..98, so every round has a
deciding pair and the series always converges.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from .results import clamp

Winner = Literal["first", "second", "reroll"]


def contest(roll_a: int, target_a: int, roll_b: int, target_b: int) -> Winner:
    """One round of an opposed check."""
    a_ok, b_ok = roll_a <= clamp(target_a), roll_b <= clamp(target_b)
    if a_ok and not b_ok:
        return "first"
    if b_ok and not a_ok:
        return "second"
    if a_ok and roll_a != roll_b:  # both succeed: the higher MoS, which is the roll
        return "first" if roll_a > roll_b else "second"
    return "reroll"


def _higher_pairs(t_high: int, t_other: int) -> int:
    """Pairs where both succeed and the first roll (<= t_high) beats the second (<= t_other):
    for each roll a, the second side's successes below a."""
    return sum(min(a, t_other + 1) for a in range(t_high + 1))


@dataclass(frozen=True)
class RoundCounts:
    """Pairs of faces (out of 10,000) in one round: won, lost, rerolled."""

    first: int
    second: int
    reroll: int


def round_counts(target_a: int, target_b: int) -> RoundCounts:
    a, b = clamp(target_a), clamp(target_b)
    first = (a + 1) * (99 - b) + _higher_pairs(a, b)
    second = (b + 1) * (99 - a) + _higher_pairs(b, a)
    return RoundCounts(first, second, 10_000 - first - second)


def win_chance(target_a: int, target_b: int) -> Fraction:
    """The first side's chance of winning the opposed check, rerolls included."""
    counts = round_counts(target_a, target_b)
    return Fraction(counts.first, counts.first + counts.second)


@dataclass(frozen=True)
class VariableOdds:
    """A variable check: both succeeding is a partial success for both, not a reroll
    [002 "both characters should be awarded a partial success"]; both failing still
    rerolls (our reading: the excerpt changes only the both-succeed case)."""

    first: Fraction
    second: Fraction
    both_partial: Fraction


def variable_odds(target_a: int, target_b: int) -> VariableOdds:
    a, b = clamp(target_a), clamp(target_b)
    first, second, both = (a + 1) * (99 - b), (b + 1) * (99 - a), (a + 1) * (b + 1)
    deciding = first + second + both
    return VariableOdds(Fraction(first, deciding), Fraction(second, deciding),
                        Fraction(both, deciding))
