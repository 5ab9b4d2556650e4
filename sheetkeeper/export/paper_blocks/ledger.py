"""A ledger: its balances, a box to note XP earned at the table (read back on import), and
the sheet model's most recent rows under the same columns as on screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...sheet import Block
from ...translate import translate
from ..flat import Column, Fields, Grid, Rows, Stack, Target, Written, plain

if TYPE_CHECKING:
    from ..reading import Reader

WIDTHS = {"Date": (1.75, "left"), "Session": (1.5, "left"), "Amount": (1.1, "right"),
          "Reason": (5.6, "left"), "Balance": (1.15, "right")}
"""Relative column widths: the reason takes what the short columns leave."""
BLANK_ENTRIES = 4


def ledger(block: Block, r: Reader) -> Stack:
    view = block.ledger
    columns = tuple(Column(heading, *WIDTHS[key])  # laid out by key, headed in the user's words
                    for key, heading in zip(view.columns, view.headings, strict=True))
    rows = [tuple(Written("", plain(text)) for text in view.cells(row)) for row in view.rows]
    if r.blank:
        rows = [(Written("", ""),) * len(columns) for _ in range(BLANK_ENTRIES)]
    if view.ledger == "events":  # a history: its latest entries, nothing to fill in
        return Stack(block.label, (Rows("", columns, tuple(rows)),))
    recent = Rows(translate("PaperSheet", "Most recent") if rows else "", columns, tuple(rows))
    grid = Grid("", tuple(
        r.write(f"{label} {view.unit}", value, r.name("ledger", view.ledger, label),
                target=Target("fixed", "", f"{label} {view.unit}"))
        for label, value in view.totals))
    award: tuple[Fields, ...] = ()
    if view.ledger == "xp":  # a box to note XP earned at the table, read back on import
        award = (Fields(translate("PaperSheet", "New XP (amount, and what for)"), (
            r.write(view.unit, "", r.name("ledger", "xp", "add"),
                    target=Target("xp", "ledger", "XP")),
            r.write(translate("PaperSheet", "for"), "", r.name("ledger", "xp", "add_for"),
                    target=Target("xp", "ledger", "for")),
        )),)
    return Stack(block.label, (grid, *award, recent), wide_tail=bool(rows))
