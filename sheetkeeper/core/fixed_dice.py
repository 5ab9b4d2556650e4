"""A random source that returns given dice, in order: resolving a check with known dice."""

from __future__ import annotations

from collections.abc import Iterable


class FixedDice:
    """``randint`` returns the given values one by one and checks each is in range.

    For percentile dice pass the face as the RNG would give it (D100: 1-100; Renaissance
    D%: 1-100 where 100 reads as 00)."""

    class Wrong(ValueError):
        """The dice given do not fit the roll: too few, or a face the die cannot show."""

    def __init__(self, values: Iterable[int]) -> None:
        self._values = list(values)
        self._next = 0

    def randint(self, a: int, b: int) -> int:
        if self._next >= len(self._values):
            raise self.Wrong(f"more dice were needed than the {len(self._values)} given")
        value = self._values[self._next]
        self._next += 1
        if not a <= value <= b:
            raise self.Wrong(f"a die showing {value} cannot come from a {a}-{b} roll")
        return value

    @property
    def used(self) -> int:
        return self._next
