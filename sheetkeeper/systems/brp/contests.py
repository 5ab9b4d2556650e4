"""Special skill rolls: opposed, cooperative and combined rolls, each for one pair of dice
(what a roll does) and counted exactly over every face (what the odds say).

"Us" is the character on the sheet, "them" the other side. A contest ends in a win or a
loss with the winner's degree, or in no winner (both fail, or the same degree and the same
roll: the excerpt names no winner then).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import Literal

from .results import FACES, Degree, degree, degree_odds

Winner = Literal["us", "them", None]
Method = Literal["degrees", "highest", "difference"]
Result = tuple[Winner, Degree | None]


def shifted(high: Degree, low: Degree) -> Degree:
    """The winner's degree once a successful loser has shifted it down [004 "shifting it
    downward one degree for every degree of success they achieve above failure"]."""
    return Degree(max(Degree.SUCCESS, high - max(0, low - Degree.FAILURE)))


def contest(ra: int, rb: int, us: tuple[int, int], them: int, method: Method) -> Result:
    """One opposed roll: our face ``ra`` against our (chance, unmodified rating), theirs
    ``rb`` against their chance.

    ``degrees``: the highest degree wins, equal degrees go to the higher roll [004 "If both
    parties achieve the same degree of success, the higher die roll wins the contest"].
    ``highest``: the same, but equal normal successes and equal rolls go to the higher
    unmodified skill [004 "Ties are resolved by comparing unmodified skill ratings"].
    ``difference``: the larger (modified skill − roll) among successes wins, with its own
    degree [004 "The character achieving the highest difference between the skill rating and
    their roll is the winner."]."""
    a, a0 = us
    da, db = degree(ra, a, a0), degree(rb, them)
    if not da.succeeded and not db.succeeded:
        return None, None
    if method == "difference":
        if da.succeeded != db.succeeded:
            return ("us", da) if da.succeeded else ("them", db)
        if a - ra == them - rb:
            return None, None
        return ("us", da) if a - ra > them - rb else ("them", db)
    if da != db:
        return ("us", shifted(da, db)) if da > db else ("them", shifted(db, da))
    if ra != rb:
        return ("us" if ra > rb else "them"), shifted(da, db)
    if method == "highest" and da == Degree.SUCCESS and a0 != them:
        return ("us" if a0 > them else "them"), Degree.SUCCESS
    return None, None


@lru_cache(maxsize=4096)
def faces_by_degree(chance: int, base: int) -> tuple[tuple[Degree, tuple[int, ...]], ...]:
    """The faces 1-100 of each degree, in rising order."""
    groups: dict[Degree, list[int]] = defaultdict(list)
    for face in FACES:
        groups[degree(face, chance, base)].append(face)
    return tuple((d, tuple(faces)) for d, faces in groups.items())


@lru_cache(maxsize=2048)
def contest_counts(a: int, a0: int, b: int, method: Method) -> tuple[tuple[Result, int], ...]:
    """How many of the 100 × 100 pairs of faces end in each result, by the same rules as
    :func:`contest`: pairs of different degrees are counted as blocks, and only where both
    succeed with the rolls deciding are our faces taken one by one."""
    counts: dict[Result, int] = defaultdict(int)
    for d, ours in faces_by_degree(a, a0):
        for e, faces in faces_by_degree(b, b):
            n, m = len(faces), len(ours)
            if not d.succeeded and not e.succeeded:
                counts[None, None] += n * m
            elif method == "difference":
                if d.succeeded != e.succeeded:
                    counts[("us", d) if d.succeeded else ("them", e)] += n * m
                    continue
                for ra in ours:
                    edge = ra + b - a  # they win where rb < edge: b - rb > a - ra
                    below, level = bisect_left(faces, edge), bisect_right(faces, edge)
                    counts["them", e] += below
                    counts[None, None] += level - below
                    counts["us", d] += n - level
            elif d != e:
                counts[("us", shifted(d, e)) if d > e else ("them", shifted(e, d))] += n * m
            else:
                tie: Result = (None, None)
                if method == "highest" and d == Degree.SUCCESS and a0 != b:
                    tie = ("us" if a0 > b else "them"), Degree.SUCCESS
                for ra in ours:
                    below, level = bisect_left(faces, ra), bisect_right(faces, ra)
                    counts["us", shifted(d, e)] += below
                    counts["them", shifted(e, d)] += n - level
                    counts[tie] += level - below
    return tuple(counts.items())


def contest_odds(a: int, a0: int, b: int, method: Method) -> dict[Result, Fraction]:
    return {result: Fraction(n, 10_000) for result, n in contest_counts(a, a0, b, method)}


def subtracted_chance(active: int, passive_degree: Degree, passive: int, easy: int) -> int:
    """The active side's chance once the passive side has rolled [004 "if the roll is
    successful, subtract the full value of the that character's skill rating from the
    active/attacking skill's rating"; "A passive fumble turns the attacker's roll into an
    Easy roll."]; ``easy`` is the active chance made Easy."""
    if passive_degree == Degree.FUMBLE:
        return easy
    if passive_degree.succeeded:
        return active - passive
    return active


def skill_to_factor(skill: int) -> int:
    """Skill / 5 "rounding normally" (halves up) for opposed rolls on the resistance table."""
    return (skill + 2) // 5


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


@lru_cache(maxsize=1024)
def cooperative_modifiers(helpers: tuple[int, ...]) -> tuple[tuple[int, Fraction], ...]:
    """The exact distribution of the lead's modifier given the helpers' skills (no helpers:
    no modifier)."""
    if not helpers:
        return ((0, Fraction(1)),)
    dist: dict[int, Fraction] = defaultdict(Fraction)
    per_helper = [list(degree_odds(h).items()) for h in helpers]
    for combo in product(*per_helper):
        p = Fraction(1)
        for _, q in combo:
            p *= q
        if p:
            dist[COOPERATIVE_MODIFIER[cooperative_result([d for d, _ in combo])]] += p
    return tuple(dist.items())


@lru_cache(maxsize=4096)
def combined_counts(low: tuple[int, int], high: int) -> tuple[tuple[str, int], ...]:
    """How many of the 100 faces give each result of :func:`combined_result`."""
    counts: dict[str, int] = defaultdict(int)
    for face in FACES:
        counts[combined_result(face, low, high)] += 1
    return tuple(counts.items())


def combined_result(roll: int, low: tuple[int, int], high: int) -> str:
    """Two things at once, one roll against the lower skill [004 "using the lower skill
    rating as the base chance"]; a failure under the higher is a partial success [004 "A
    failed roll that is below the second skill rating can be treated as a partial
    success"]. Returns the degree's label or "Partial success"."""
    d = degree(roll, *low)
    if d == Degree.FAILURE and roll <= high and roll < 96:
        return "Partial success"
    return d.label
