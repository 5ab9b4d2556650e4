"""A long list set in two halves side by side, like a newspaper's columns, that breaks across
pages: the rows that fit on this page are shared by its two halves, the rest go on."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from reportlab.platypus import Flowable, Spacer, Table

LEAST = 2
"""Rows each half has at least at the foot of a page (else it all starts on the next)."""


class Halves(Flowable):
    def __init__(self, table: Callable[[Sequence[Any]], Table], rows: Sequence[Any],
                 gap: float, filled: int = 0) -> None:
        super().__init__()
        self.table, self.rows, self.gap = table, tuple(rows), gap
        self.filled = filled
        """The rows that hold something; blank rows to write in follow."""
        self._parts: tuple[Table, ...] | None = None

    def _halves(self, rows: Sequence[Any]) -> tuple[Table, ...]:
        """The two halves; one, when a single row goes on to a page (no second half of
        headings over nothing)."""
        middle = (len(rows) + 1) // 2
        if middle == len(rows):
            return (self.table(rows),)
        return self.table(rows[:middle]), self.table(rows[middle:])

    def _height(self, parts: tuple[Table, ...], aw: float, ah: float) -> float:
        half = (aw - self.gap) / 2
        return max(p.wrap(half, ah)[1] for p in parts)

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        if self._parts is None:
            self._parts = self._halves(self.rows)
        self.width, self.height = aw, self._height(self._parts, aw, ah)
        return self.width, self.height

    def split(self, aw: float, ah: float) -> list[Flowable]:
        if self.wrap(aw, ah)[1] <= ah:
            return [self]
        low, high = 0, len(self.rows)  # the most rows whose halves fit in ``ah``
        while low < high:
            mid = (low + high + 1) // 2
            if self._height(self._halves(self.rows[:mid]), aw, ah) <= ah:
                low = mid
            else:
                high = mid - 1
        if low < 2 * LEAST:
            return []
        first = Halves(self.table, self.rows[:low], self.gap)
        if self.filled and low >= self.filled:  # blank rows never begin a page alone
            return [first, Spacer(0, 0)]  # two parts, as a row of elements splitting expects
        return [first, Halves(self.table, self.rows[low:], self.gap, max(0, self.filled - low))]

    def draw(self) -> None:
        if self._parts is None:
            self.wrap(self.width, self.height)
        half = (self.width - self.gap) / 2
        for x, part in zip((0.0, half + self.gap), self._parts, strict=False):
            _, h = part.wrap(half, self.height)
            part.drawOn(self.canv, x, self.height - h)
