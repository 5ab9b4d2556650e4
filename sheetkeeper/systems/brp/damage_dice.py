"""Damage written as dice: "1D6+1", "2D6", "1D8+1D4", "−1D4". Parsed once, then rolled,
counted exactly, or taken at its maximum.

Weapon damage and the damage modifier are entered from your rulebook (chapter 6 and 8 are
not in the excerpt); the excerpt's own example is the short sword's 1D6+1
[004 "a short sword does 1D6+1 damage normally"].
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ...core.actions import Refusal
from ...core.dice import Distribution, RandomSource, convolve, roll, sum_of_dice

_TERM = re.compile(r"([+-]?)\s*(?:(\d*)\s*[dD]\s*(\d+)|(\d+))")


@dataclass(frozen=True)
class Term:
    sign: int
    count: int
    sides: int  # 0 for a plain number (count is then the number)

    @property
    def low(self) -> int:
        return self.count

    @property
    def high(self) -> int:
        return self.count * self.sides if self.sides else self.count


@dataclass(frozen=True)
class DamageDice:
    text: str
    terms: tuple[Term, ...]

    @property
    def maximum(self) -> int:
        return sum(t.sign * (t.high if t.sign > 0 else t.low) for t in self.terms)

    @property
    def minimum(self) -> int:
        return sum(t.sign * (t.low if t.sign > 0 else t.high) for t in self.terms)

    def distribution(self) -> Distribution:
        dist: Distribution = {0: Fraction(1)}
        for t in self.terms:
            part = sum_of_dice(t.count, t.sides) if t.sides else {t.count: Fraction(1)}
            dist = convolve(dist, {t.sign * k: p for k, p in part.items()})
        return dist

    def roll(self, rng: RandomSource) -> tuple[int, list[int]]:
        total, faces = 0, []
        for t in self.terms:
            if t.sides:
                got = roll(rng, t.sides, t.count)
                faces += got
                total += t.sign * sum(got)
            else:
                total += t.sign * t.count
        return total, faces


def parse(text: str, what: str = "damage") -> DamageDice:
    """Read "1D6+1"; a blank or "0" is no dice at all. Refused with what is wrong."""
    clean = str(text).strip().replace("−", "-").replace("–", "-").replace(" ", "")
    if clean in ("", "0", "+0", "-0", "none", "—"):
        return DamageDice(str(text), ())
    terms, at = [], 0
    for match in _TERM.finditer(clean):
        if match.start() != at or (terms and not match.group(1)):
            break
        sign = -1 if match.group(1) == "-" else 1
        if match.group(3):
            count, sides = int(match.group(2) or 1), int(match.group(3))
            if not 1 <= count <= 50 or not 2 <= sides <= 1000:
                raise Refusal(f"{what} {text!r}: {count}D{sides} is not a die to roll")
            terms.append(Term(sign, count, sides))
        else:
            terms.append(Term(sign, int(match.group(4)), 0))
        at = match.end()
    if at != len(clean) or not terms:
        raise Refusal(f"{what} {text!r} is not dice like 1D6+1 or +1D4")
    return DamageDice(str(text), tuple(terms))
