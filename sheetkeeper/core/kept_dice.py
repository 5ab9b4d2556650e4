"""Dice kept between a preview and the step it previews.

A dialog that shows what an action will do before it is applied works the action out with
the rules as the user types, and applies it with the same rules when asked. :class:`KeptDice`
makes both see the same dice: each face drawn is kept and given again, in order, on the next
pass (:meth:`again`); a pass that needs more dice, or a die of another size the kept face
cannot show, draws a fresh one and keeps that instead.
"""

from __future__ import annotations

from .dice import RandomSource, default_random


class KeptDice:
    def __init__(self, rng: RandomSource | None = None) -> None:
        self._rng = rng or default_random()
        self._faces: list[int] = []
        self._next = 0

    def again(self) -> KeptDice:
        """Start the next pass from the first kept face."""
        self._next = 0
        return self

    def randint(self, a: int, b: int) -> int:
        if self._next < len(self._faces) and a <= self._faces[self._next] <= b:
            face = self._faces[self._next]
        else:
            face = self._rng.randint(a, b)
            del self._faces[self._next:]
            self._faces.append(face)
        self._next += 1
        return face

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces the last pass used, in order."""
        return tuple(self._faces[:self._next])
