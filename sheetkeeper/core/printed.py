"""A game's printed tables as data: what the excerpt prints, row by row, and where the print
is wrong, the corrected value beside the printed one.

A system declares its tables (``Rules.tables``) from the same constants its rules read, so
a script reading a table reads what the rules use. A cell is kept as printed (a number, or
the words); a misprint stays in ``rows`` and its :class:`Correction` says what the rules use
instead and why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Refusal


@dataclass(frozen=True)
class Correction:
    """A cell printed wrong: ``row`` (its index in ``rows``), ``column``, the ``printed``
    value, the ``corrected`` one the rules use, and ``why`` (the rule that says so)."""

    row: int
    column: str
    printed: Any
    corrected: Any
    why: str


@dataclass(frozen=True)
class PrintedTable:
    """One printed table: its ``name`` (what a script asks for), ``title`` (as printed),
    ``columns``, ``rows`` as printed, the ``source`` (where the excerpt prints it),
    ``corrections`` of misprinted cells and ``note`` (how the rules read it, where the print
    leaves something open)."""

    name: str
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    source: str
    corrections: tuple[Correction, ...] = ()
    note: str = ""

    def corrected(self) -> tuple[tuple[Any, ...], ...]:
        """The rows as the rules use them: every correction applied."""
        rows = [list(r) for r in self.rows]
        for c in self.corrections:
            rows[c.row][self.columns.index(c.column)] = c.corrected
        return tuple(tuple(r) for r in rows)

    def row(self, first: Any) -> dict[str, Any]:
        """The row whose first cell is ``first``, as printed, by column."""
        for r in self.rows:
            if r[0] == first:
                return dict(zip(self.columns, r, strict=True))
        raise Refusal(f"{self.title}: no row {first!r} (the rows are "
                      f"{', '.join(str(r[0]) for r in self.rows)})")

    def as_dicts(self) -> list[dict[str, Any]]:
        """Every row as printed, by column."""
        return [dict(zip(self.columns, r, strict=True)) for r in self.rows]


def table_named(tables: Sequence[PrintedTable], name: str, game: str) -> PrintedTable:
    """The table of that name (or title, in any case); refused naming those there are."""
    wanted = name.casefold()
    for t in tables:
        if wanted in (t.name.casefold(), t.title.casefold()):
            return t
    there = ", ".join(t.name for t in tables) or "none"
    raise Refusal(f"{game} has no printed table {name!r} (its tables: {there})")
