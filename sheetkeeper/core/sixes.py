"""Pools of d6 that count sixes, with one push: exact distributions as fractions.

The mathematics of a "roll a hand of d6, every 6 is a success" engine, without any one
game's words. A hand has four kinds of dice:

- **base** and **gear** dice: a 1 *stays* when the roll is pushed (it is counted, not
  rerolled), so a pushed base or gear die ends on a 6 with chance 1/6 + 4/6 * 1/6 = 5/18;
- **skill** dice: every face but a 6 is rerolled, so a pushed skill die ends on a 6 with
  chance 1/6 + 5/6 * 1/6 = 11/36;
- **negative** dice: rerolled like skill dice; each 6 on them cancels one 6 on the others.

Sixes always stay. A hand with ``coloured=False`` is the "total hand" reading: no die keeps
its 1, every face but a 6 is rerolled.

Every figure is exact. Each die falls into one of three classes (six on the first roll,
six only after the push, never six), so the distributions are integer convolutions over a
denominator of 36 per die, turned into :class:`~fractions.Fraction` at the end, and cached
per hand composition.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb

Distribution = dict[int, Fraction]


@dataclass(frozen=True)
class Hand:
    """How many dice of each kind are rolled together."""

    base: int = 0
    skill: int = 0
    gear: int = 0
    negative: int = 0
    coloured: bool = True
    """Base and gear dice keep their 1s on a push; ``False`` rerolls every die alike."""

    def __post_init__(self) -> None:
        if min(self.base, self.skill, self.gear, self.negative) < 0:
            raise ValueError("a hand cannot hold a negative number of dice")

    @property
    def size(self) -> int:
        return self.base + self.skill + self.gear + self.negative

    @property
    def keeping_ones(self) -> int:
        """Dice whose 1 stays on a push."""
        return self.base + self.gear if self.coloured else 0

    @property
    def rerolling(self) -> int:
        """Positive dice rerolled whatever they show but a 6."""
        return self.skill if self.coloured else self.base + self.skill + self.gear


def stays(kind: str, face: int, *, coloured: bool = True) -> bool:
    """Whether a die keeps its face when the roll is pushed: a 6 always; a 1 on a base or
    gear die when the dice are coloured."""
    if face == 6:
        return True
    return coloured and face == 1 and kind in ("base", "gear")


# -- weights out of 36 per die --------------------------------------------------------------
#
# A die is a six on the first roll with weight 6 (of 36). A die that is not: a base or gear
# die becomes a six on the push with weight 4 (its 2-5, then a 6) and never with 26; a skill
# or negative die with 5 and 25. Pushed once regardless, a die ends on a six with 10 (base,
# gear) or 11 (skill, negative).

Weights = tuple[int, ...]


@cache
def _power(six: int, other: int, n: int) -> Weights:
    """Coefficients of (six * z + other) ** n: the weight of k sixes among n alike dice."""
    return tuple(comb(n, k) * six**k * other ** (n - k) for k in range(n + 1))


def _times(a: Weights, b: Weights) -> Weights:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return tuple(out)


def _net(positive: Weights, negative: Weights, into: dict[int, int]) -> None:
    """Add the weights of max(0, positive sixes - negative sixes) into ``into``."""
    for x, w in enumerate(positive):
        for y, v in enumerate(negative):
            into[max(0, x - y)] += w * v


def _first_then_pushed(keep: int, reroll: int, first: int) -> Weights:
    """Weights by sixes after the push among hands with exactly ``first`` sixes on the first
    roll (the ``first`` dice may be of either kind)."""
    total: Weights = (0,)
    for kept_sixes in range(max(0, first - reroll), min(first, keep) + 1):
        ways = comb(keep, kept_sixes) * comb(reroll, first - kept_sixes) * 6**first
        rest = _times(_power(4, 26, keep - kept_sixes), _power(5, 25, reroll - first + kept_sixes))
        shifted = (0,) * first + tuple(ways * w for w in rest)
        width = max(len(total), len(shifted))
        total = tuple(
            (total[i] if i < len(total) else 0) + (shifted[i] if i < len(shifted) else 0)
            for i in range(width)
        )
    return total


@cache
def _distributions(hand: Hand) -> tuple[Distribution, Distribution, Distribution]:
    """(first roll, after a push, pushed only when the first roll fails): net sixes."""
    keep, reroll, k = hand.keeping_ones, hand.rerolling, hand.negative
    first: dict[int, int] = defaultdict(int)
    pushed: dict[int, int] = defaultdict(int)
    policy: dict[int, int] = defaultdict(int)
    _net(_power(6, 30, keep + reroll), _power(6, 30, k), first)
    _net(_times(_power(10, 26, keep), _power(11, 25, reroll)), _power(11, 25, k), pushed)
    for net, w in first.items():
        if net:
            policy[net] += w
    # A failed first roll has no more positive sixes than negative ones (x <= y <= k).
    for y in range(k + 1):
        cancelling = (0,) * y + tuple(comb(k, y) * 6**y * w for w in _power(5, 25, k - y))
        for x in range(min(y, keep + reroll) + 1):
            _net(_first_then_pushed(keep, reroll, x), cancelling, policy)
    denominator = 36**hand.size
    return (
        _fractions(first, denominator),
        _fractions(pushed, denominator),
        _fractions(policy, denominator),
    )


def _fractions(weights: dict[int, int], denominator: int) -> Distribution:
    return {k: Fraction(w, denominator) for k, w in sorted(weights.items()) if w}


# -- what a sheet asks ------------------------------------------------------------------------


def first_roll(hand: Hand) -> Distribution:
    """Net sixes of the first roll: max(0, sixes on the others - sixes on negative dice)."""
    return dict(_distributions(hand)[0])


def after_push(hand: Hand) -> Distribution:
    """Net sixes after the roll has been pushed once, whatever the first roll showed."""
    return dict(_distributions(hand)[1])


def push_if_failed(hand: Hand) -> Distribution:
    """Net sixes when the roll is pushed exactly when the first roll has no net six."""
    return dict(_distributions(hand)[2])


def success(distribution: Distribution) -> Fraction:
    """The chance of at least one net six."""
    return 1 - distribution.get(0, Fraction(0))


def base_one_after_push(hand: Hand) -> Fraction:
    """The chance that a pushed roll shows at least one 1 on a base die.

    A base die ends on 1 if it showed 1 (1/6, it stays) or showed 2-5 and the push gives 1
    (4/6 * 1/6): 5/18 each, independently. The total hand has no base-die 1s to count."""
    if not hand.coloured:
        return Fraction(0)
    return 1 - Fraction(13, 18) ** hand.base


@cache
def _botches(hand: Hand) -> tuple[tuple[int, Fraction], ...]:
    positive, negative = hand.base + hand.skill + hand.gear, hand.negative
    weights: dict[int, int] = defaultdict(int)
    for x in range(positive + 1):
        for y in range(x, negative + 1):
            ways = comb(positive, x) * comb(negative, y)
            rest = hand.size - x - y
            for ones in range(1, rest + 1):
                weights[ones] += ways * comb(rest, ones) * 4 ** (rest - ones)
    return tuple((k, Fraction(w, 6**hand.size)) for k, w in sorted(weights.items()) if w)


def botch(hand: Hand) -> Distribution:
    """The chance that the first roll shows no net six and exactly k ones (any die), by k.

    A roll with x sixes on the positive dice and y >= x on the negative ones has no net six;
    each of its other dice is a 1 or one of 2-5 (four faces)."""
    return dict(_botches(hand))
