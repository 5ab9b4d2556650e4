"""The Skill Results Table: the five degrees of a D100 roll and their exact odds.

BRP reads D100 as 1..100 ("00" = 100), lower is better. The printed table wins over the
prose (digest 004-12, 1 and 2): critical <= ceil(chance/20), special <= ceil(chance/5),
fumble from 96 + floor((chance-1)/20) up to 00.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from fractions import Fraction
from functools import lru_cache
from math import ceil

from ...core.words import QT_TRANSLATE_NOOP

FACES = range(1, 101)


class Degree(IntEnum):
    """Worst to best [004 "There are five degrees of success for any type of action roll"]."""

    FUMBLE = 0
    FAILURE = 1
    SUCCESS = 2
    SPECIAL = 3
    CRITICAL = 4

    @property
    def label(self) -> str:
        return _LABELS[self]

    @property
    def succeeded(self) -> bool:
        return self >= Degree.SUCCESS


_LABELS = {
    Degree.CRITICAL: QT_TRANSLATE_NOOP("Rules", "Critical success"),
    Degree.SPECIAL: QT_TRANSLATE_NOOP("Rules", "Special success"),
    Degree.SUCCESS: QT_TRANSLATE_NOOP("Rules", "Success"),
    Degree.FAILURE: QT_TRANSLATE_NOOP("Rules", "Failure"),
    Degree.FUMBLE: QT_TRANSLATE_NOOP("Rules", "Fumble"),
}
BEST_FIRST = sorted(Degree, reverse=True)


def critical_max(chance: int) -> int:
    """Highest critical roll [004 "equal to or less than 1/20 of the skill rating"], rounded
    up as the table prints it (06-10 -> 01; 21-25 -> 01-02)."""
    return max(0, ceil(chance / 20))


def special_max(chance: int) -> int:
    """Highest special roll, critical range included (06-10 -> 01-02)."""
    return max(0, ceil(chance / 5))


def fumble_min(chance: int) -> int:
    """Lowest fumble roll: 96-00 up to 20%, then one less per 20 points, 00 only from 81%."""
    return min(100, 96 + max(0, (chance - 1) // 20))


def degree(roll: int, chance: int, base: int | None = None) -> Degree:
    """Classify one D100 roll against the modified ``chance``.

    ``base`` is the unmodified chance: a skill normally at 5% or more succeeds on 01-05
    even when modifiers push it lower [004 "always succeeds on a roll of 01–05"].
    """
    if not 1 <= roll <= 100:
        raise ValueError(f"a D100 roll is 1-100, not {roll}")
    base = chance if base is None else base
    if roll == 100 or roll >= fumble_min(chance):
        return Degree.FUMBLE  # [004 "A roll of 00 is always a fumble"]
    if roll >= 96:
        return Degree.FAILURE  # [004 "rolls fail on results of 96 or higher"]
    if roll <= critical_max(chance):
        return Degree.CRITICAL
    if roll <= special_max(chance):
        return Degree.SPECIAL
    if roll <= chance or (roll <= 5 and base >= 5):
        return Degree.SUCCESS
    return Degree.FAILURE


def degree_odds(chance: int, base: int | None = None) -> dict[Degree, Fraction]:
    """Exact chance of each degree, counted over the 100 faces (best first, zeros kept)."""
    return dict(_degree_odds(chance, chance if base is None else base))


@lru_cache(maxsize=4096)
def _degree_odds(chance: int, base: int) -> tuple[tuple[Degree, Fraction], ...]:
    """The faces of each degree counted by their ranges, in the order :func:`degree` tests
    them (fumble, 96+, critical, special, success); the tests compare it with enumeration."""
    fumble = 101 - fumble_min(chance)
    top = min(95, 100 - fumble)  # highest roll that can still succeed
    critical = min(critical_max(chance), top)
    special = max(0, min(special_max(chance), top) - critical)
    reach = max(min(chance, top), min(5, top) if base >= 5 else 0)
    success = max(0, reach - critical - special)
    counts = {
        Degree.CRITICAL: critical, Degree.SPECIAL: special, Degree.SUCCESS: success,
        Degree.FUMBLE: fumble,
    }
    counts[Degree.FAILURE] = 100 - sum(counts.values())
    return tuple((d, Fraction(counts[d], 100)) for d in BEST_FIRST)


def success_chance(chance: int, base: int | None = None) -> Fraction:
    return sum((p for d, p in degree_odds(chance, base).items() if d.succeeded), Fraction(0))


@dataclass(frozen=True)
class Ranges:
    """One row of the Skill Results Table as printed ("01–04", "99–00")."""

    critical: str
    special: str
    fumble: str


def _span(low: int, high: int) -> str:
    def face(n: int) -> str:
        return "00" if n == 100 else f"{n:02d}"

    if high < low:
        return "—"
    return face(low) if low == high else f"{face(low)}–{face(high)}"


def ranges(chance: int) -> Ranges:
    """The printed ranges for a chance (before the 96+ and 01-05 limits)."""
    return Ranges(
        critical=_span(1, critical_max(chance)),
        special=_span(1, special_max(chance)),
        fumble=_span(fumble_min(chance), 100),
    )
