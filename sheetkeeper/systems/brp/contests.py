"""Special skill rolls as pure functions: opposed, cooperative and combined rolls.

Every probability is exact, counted over the 100 x 100 pairs of faces. Opposed results are
"A wins", "B wins" or "No winner" (both fail, or the same degree and the same roll: the
excerpt names no winner then).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import product
from typing import Literal

from ...core.checks import Odds
from .resistance import resistance_chance
from .results import FACES, Degree, degree, degree_odds, success_chance

Winner = Literal["A", "B", None]
Method = Literal["default", "highest", "difference", "resistance"]


def opposed_default(roll_a: int, a: int, roll_b: int, b: int) -> tuple[Winner, Degree | None]:
    """The highest degree wins; a successful loser shifts the winner down one degree per
    degree above failure; equal degrees go to the higher roll [004 "If both parties achieve
    the same degree of success, the higher die roll wins the contest"]."""
    da, db = degree(roll_a, a), degree(roll_b, b)
    if not da.succeeded and not db.succeeded:
        return None, None
    if da == db:
        if roll_a == roll_b:
            return None, None
        winner: Winner = "A" if roll_a > roll_b else "B"
        return winner, da
    high, low, winner = (da, db, "A") if da > db else (db, da, "B")
    shift = max(0, low - Degree.FAILURE)
    return winner, Degree(max(Degree.SUCCESS, high - shift))


def opposed_highest(roll_a: int, a: int, roll_b: int, b: int) -> tuple[Winner, Degree | None]:
    """Alternative: among normal successes the higher roll wins, ties to the higher skill;
    with specials or criticals involved, fall back to the default (digest 004-12, 14)."""
    da, db = degree(roll_a, a), degree(roll_b, b)
    if da == db == Degree.SUCCESS:
        if roll_a != roll_b:
            return ("A" if roll_a > roll_b else "B"), Degree.SUCCESS
        if a != b:
            return ("A" if a > b else "B"), Degree.SUCCESS
        return None, None
    return opposed_default(roll_a, a, roll_b, b)


def opposed_difference(roll_a: int, a: int, roll_b: int, b: int) -> tuple[Winner, Degree | None]:
    """Alternative: the largest (modified skill - roll) among successful rolls wins."""
    da, db = degree(roll_a, a), degree(roll_b, b)
    if not da.succeeded and not db.succeeded:
        return None, None
    if da.succeeded != db.succeeded:
        return ("A", da) if da.succeeded else ("B", db)
    margin_a, margin_b = a - roll_a, b - roll_b
    if margin_a == margin_b:
        return None, None
    return ("A", da) if margin_a > margin_b else ("B", db)


_RULES: dict[str, Callable[[int, int, int, int], tuple[Winner, Degree | None]]] = {
    "default": opposed_default,
    "highest": opposed_highest,
    "difference": opposed_difference,
}


def opposed_odds(a: int, b: int, method: Method = "default") -> Odds:
    """Exact chances that A wins, B wins, or neither, for skills ``a`` and ``b``."""
    if method == "resistance":
        p = Fraction(resistance_chance(skill_to_factor(a), skill_to_factor(b)), 100)
        return Odds({"A wins": p, "B wins": 1 - p, "No winner": Fraction(0)}, success=p)
    rule = _RULES[method]
    counts: dict[Winner, int] = defaultdict(int)
    for ra, rb in product(FACES, FACES):
        counts[rule(ra, a, rb, b)[0]] += 1
    won = Fraction(counts["A"], 10_000)
    return Odds(
        {"A wins": won, "B wins": Fraction(counts["B"], 10_000), "No winner": Fraction(counts[None], 10_000)},
        success=won,
    )


def skill_to_factor(skill: int) -> int:
    """Skill / 5 "rounding normally" (halves up) for opposed rolls on the resistance table."""
    return (skill + 2) // 5


def subtraction_odds(active: int, passive: int) -> Fraction:
    """Alternative "Opposed Skill Subtraction": the passive side rolls first; a success takes
    its full skill off the active skill (the active side keeps 5% if its skill is 5% or
    more); a passive fumble makes the active roll Easy (doubled)."""
    total = Fraction(0)
    for passive_degree, p in degree_odds(passive).items():
        if passive_degree == Degree.FUMBLE:
            chance = active * 2
        elif passive_degree.succeeded:
            chance = active - passive
        else:
            chance = active
        total += p * success_chance(chance, base=active)
    return total


#: [004 "Critical Success: Modify the primary character’s skill rating by +50%."] and on.
COOPERATIVE_MODIFIER = {
    Degree.CRITICAL: 50,
    Degree.SPECIAL: 30,
    Degree.SUCCESS: 20,
    Degree.FAILURE: -10,
    Degree.FUMBLE: -50,
}


def cooperative_result(helper_degrees: Sequence[Degree]) -> Degree:
    """"Take the best result or a fumble, if one occurs.\""""
    if Degree.FUMBLE in helper_degrees:
        return Degree.FUMBLE
    return max(helper_degrees, default=Degree.FAILURE)


def cooperative_modifiers(helpers: Sequence[int]) -> dict[int, Fraction]:
    """The exact distribution of the lead's modifier given the helpers' skills."""
    dist: dict[int, Fraction] = defaultdict(Fraction)
    per_helper = [list(degree_odds(h).items()) for h in helpers]
    for combo in product(*per_helper):
        p = Fraction(1)
        for _, q in combo:
            p *= q
        if p:
            dist[COOPERATIVE_MODIFIER[cooperative_result([d for d, _ in combo])]] += p
    return dict(dist)


def cooperative_odds(lead: int, helpers: Sequence[int]) -> Odds:
    """The lead's degrees once the helpers have rolled (Pilot 25% + a success -> 45%)."""
    totals: dict[Degree, Fraction] = defaultdict(Fraction)
    for modifier, p in cooperative_modifiers(helpers).items():
        for d, q in degree_odds(lead + modifier, base=lead).items():
            totals[d] += p * q
    outcomes = {d.label: totals[d] for d in sorted(Degree, reverse=True)}
    won = sum((totals[d] for d in Degree if d.succeeded), Fraction(0))
    return Odds(outcomes, success=won)


def combined_odds(first: int, second: int) -> Odds:
    """Two things at once: roll once against the lower skill; a failed roll under the higher
    skill is a partial success [004 "A failed roll that is below the second skill rating can
    be treated as a partial success"]."""
    low, high = min(first, second), max(first, second)
    counts: dict[str, int] = defaultdict(int)
    for r in FACES:
        d = degree(r, low)
        if d.succeeded:
            counts["Both succeed"] += 1
        elif d == Degree.FAILURE and r <= high and r < 96:
            counts["Partial success"] += 1
        else:
            counts["Both fail"] += 1
    outcomes = {k: Fraction(counts[k], 100) for k in ("Both succeed", "Partial success", "Both fail")}
    return Odds(outcomes, success=outcomes["Both succeed"])
