"""Dice: exact distributions as fractions, and rolls from an injected random source.

Every system uses independent uniform dice, so every probability here is exact: a
distribution is a mapping from outcome to :class:`~fractions.Fraction`, built by enumerating
faces or convolving. Nothing is ever estimated by sampling.
"""

from __future__ import annotations

import random as _random
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from functools import cache
from math import comb
from typing import Protocol

Distribution = dict[int, Fraction]


class RandomSource(Protocol):
    """What a roll needs from a random source; ``random.Random(seed)`` is one."""

    def randint(self, a: int, b: int) -> int: ...


def default_random() -> RandomSource:
    return _random.SystemRandom()


def roll(rng: RandomSource, sides: int, count: int = 1) -> list[int]:
    """``count`` dice with faces 1..sides."""
    return [rng.randint(1, sides) for _ in range(count)]


def roll_percentile(rng: RandomSource, *, zero_based: bool) -> int:
    """D%: 0-99 when ``zero_based`` (an RNG 100 reads as 00), else D100 1-100 (00 = 100)."""
    value = rng.randint(1, 100)
    return value % 100 if zero_based else value


@cache
def die(sides: int, low: int = 1) -> Mapping[int, Fraction]:
    """One fair die with faces ``low``..``low + sides - 1``."""
    p = Fraction(1, sides)
    return {face: p for face in range(low, low + sides)}


def convolve(a: Mapping[int, Fraction], b: Mapping[int, Fraction]) -> Distribution:
    out: dict[int, Fraction] = defaultdict(Fraction)
    for x, px in a.items():
        for y, py in b.items():
            out[x + y] += px * py
    return dict(out)


@cache
def _sum_of_dice(count: int, sides: int) -> tuple[tuple[int, Fraction], ...]:
    dist: Mapping[int, Fraction] = {0: Fraction(1)}
    for _ in range(count):
        dist = convolve(dist, die(sides))
    return tuple(sorted(dist.items()))


def sum_of_dice(count: int, sides: int) -> Distribution:
    """The distribution of the sum of ``count`` dice of ``sides`` faces."""
    return dict(_sum_of_dice(count, sides))


def shift(dist: Mapping[int, Fraction], amount: int) -> Distribution:
    return {k + amount: p for k, p in dist.items()}


def probability(dist: Mapping[int, Fraction], event: Callable[[int], bool]) -> Fraction:
    return sum((p for k, p in dist.items() if event(k)), Fraction(0))


def binomial(n: int, p: Fraction) -> Distribution:
    """Number of successes in ``n`` independent trials of chance ``p``."""
    if n < 0:
        raise ValueError("a pool cannot have a negative number of dice")
    return {k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}


def outcomes(faces: Iterable[int], classify: Callable[[int], str]) -> dict[str, Fraction]:
    """Count the faces of one uniform die into named outcomes (D%, D100, d20)."""
    faces = list(faces)
    counts: dict[str, int] = defaultdict(int)
    for face in faces:
        counts[classify(face)] += 1
    return {name: Fraction(c, len(faces)) for name, c in counts.items()}
