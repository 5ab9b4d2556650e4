"""Check resolution: 2d10 + skill + bonuses - penalties, success over 10, doubles critical.

[000 "A check is 2d10 + skill + any bonuses − any penalties; any result over 10 is a success;
10 or less is a failure."] [000 "When you roll doubles, that’s a critical result"]

Odds are exact: every function here enumerates the 100 (or, for a versus check, the 10,000)
equally likely outcomes and counts them as Fractions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product

from ...core.words import QT_TRANSLATE_NOOP

SUCCESS_OVER = 10
UNTRAINED = -2
FACES = range(1, 11)

CRITICAL_SUCCESS = QT_TRANSLATE_NOOP("Rules", "critical success")
SUCCESS = QT_TRANSLATE_NOOP("Rules", "success")
FAILURE = QT_TRANSLATE_NOOP("Rules", "failure")
CRITICAL_FAILURE = QT_TRANSLATE_NOOP("Rules", "critical failure")
OUTCOMES = (CRITICAL_SUCCESS, SUCCESS, FAILURE, CRITICAL_FAILURE)

Modifier = tuple[str, int]
"""One labelled line of a check's total ("Untrained", -2)."""


@dataclass(frozen=True)
class Resolution:
    """One 2d10 check resolved: total, success and whether the dice were doubles."""

    dice: tuple[int, int]
    modifier: int
    total: int
    success: bool
    critical: bool
    versus: int | None = None

    @property
    def outcome(self) -> str:
        if self.success:
            return CRITICAL_SUCCESS if self.critical else SUCCESS
        return CRITICAL_FAILURE if self.critical else FAILURE


def resolve(modifier: int, dice: Sequence[int], versus: int | None = None) -> Resolution:
    """Resolve a check with the two d10 given. ``versus`` is the antagonist's total: then the
    check must beat it [000 "needs a result better than the antagonist’s to succeed"]; a tie
    fails [DIGEST 000-12 #6]."""
    a, b = dice
    if a not in FACES or b not in FACES:
        raise ValueError(f"a d10 shows 1 to 10, not {a if a not in FACES else b}")
    total = a + b + modifier
    need = SUCCESS_OVER if versus is None else versus
    return Resolution((a, b), modifier, total, total > need, a == b, versus)


def outcome_odds(modifier: int, versus: int | None = None) -> dict[str, Fraction]:
    """Exact chances of the four outcomes, by counting all 100 rolls of 2d10."""
    return dict(_outcome_odds(modifier, versus))


@cache
def _outcome_odds(modifier: int, versus: int | None) -> tuple[tuple[str, Fraction], ...]:
    counts = dict.fromkeys(OUTCOMES, 0)
    for dice in product(FACES, FACES):
        counts[resolve(modifier, dice, versus).outcome] += 1
    return tuple((name, Fraction(n, 100)) for name, n in counts.items())


def _ways_below() -> tuple[int, ...]:
    """How many of the 100 rolls of 2d10 sum to less than s, for s = 0..22."""
    below = [0] * 23
    for a, b in product(FACES, FACES):
        for s in range(a + b + 1, 23):
            below[s] += 1
    return tuple(below)


_BELOW = _ways_below()


def _rolls_below(total: int, modifier: int) -> int:
    """How many of the antagonist's 100 rolls of 2d10 + modifier come out below ``total``."""
    return _BELOW[max(0, min(22, total - modifier))]


def versus_odds(modifier: int, antagonist_modifier: int) -> dict[str, Fraction]:
    """Exact chances against an antagonist who rolls their own check: all 10,000 pairs of
    rolls, counted per roll of the player's dice (criticals are the player's doubles)."""
    return dict(_versus_odds(modifier, antagonist_modifier))


@cache
def _versus_odds(modifier: int, antagonist_modifier: int) -> tuple[tuple[str, Fraction], ...]:
    counts = dict.fromkeys(OUTCOMES, 0)
    for a, b in product(FACES, FACES):
        wins = _rolls_below(a + b + modifier, antagonist_modifier)
        doubles = a == b
        counts[CRITICAL_SUCCESS if doubles else SUCCESS] += wins
        counts[CRITICAL_FAILURE if doubles else FAILURE] += 100 - wins
    return tuple((name, Fraction(n, 10_000)) for name, n in counts.items())


def success_chance(outcomes: dict[str, Fraction]) -> Fraction:
    return outcomes[CRITICAL_SUCCESS] + outcomes[SUCCESS]


def with_reroll(p: Fraction) -> Fraction:
    """Success when one failed check may be rerolled for 1 Click [000 "immediately reroll one
    failed check"]; the second roll replaces the first [DIGEST 000-12 #11]."""
    return p + (1 - p) * p


@cache
def versus_with_reroll(modifier: int, antagonist_modifier: int) -> Fraction:
    """A reroll against an antagonist who rolled once: the second roll must beat the same
    total, so the two tries are independent only for each total the antagonist can roll."""
    out = Fraction(0)
    for c, d in product(FACES, FACES):
        p = Fraction(100 - _rolls_below(c + d + antagonist_modifier + 1, modifier), 100)
        out += with_reroll(p) / 100
    return out


def total(lines: Iterable[Modifier]) -> int:
    return sum(value for _, value in lines)


# -- modifiers that apply to any check --------------------------------------------------------


def skill_lines(skill: str, ranks: int) -> list[Modifier]:
    """The skill's ranks, or the untrained penalty [000 "Untrained checks take a -2 penalty."]."""
    if ranks <= 0:
        return [(QT_TRANSLATE_NOOP("Rules", "{skill} untrained").format(skill=skill), UNTRAINED)]
    return [(f"{skill} {ranks}", ranks)]


def raise_line(n: int) -> list[Modifier]:
    """[000 "Raise 1 is a -1 penalty, Raise 2 is -2, etc."]"""
    return [(QT_TRANSLATE_NOOP("Rules", "Raise {n}").format(n=n), -n)] if n else []


def privilege_line() -> Modifier:
    """[000 "+3 bonus to an Interact or Bureaucracy check with a fellow human"]"""
    return ("Social privilege (1 Click)", 3)


def equipment_ranks(own: int, equipment: Iterable[int]) -> int:
    """Effective quirk ranks: own ranks plus the best single piece of equipment [000 "only one
    piece of equipment can supplement a given quirk for any particular check"]."""
    return own + max(equipment, default=0)
