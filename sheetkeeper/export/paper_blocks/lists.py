"""Tables: the checks of a group with their ratings (and odds, when asked), the inventory
laid out as the system declares, and a form's own table of records."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...core.paths import get_path
from ...sheet import Block
from ...translate import translate
from ..flat import BLANK_ROWS, Column, Rows, Target, Written, plain

if TYPE_CHECKING:
    from ..reading import Reader

SPARE_ROWS = 2
"""Empty rows under a character's list (an inventory counted by weight, a form's table) to
write in at the table, printed or fillable; a blank sheet has ``BLANK_ROWS``."""
BLANK_INVENTORY = 10
BLANK_CHECKS = 3
"""Rows a blank sheet leaves under a list of checks the character has none of yet (Game
Rules Lite's checks with gear)."""


def checks(block: Block, r: Reader) -> Rows:
    show = r.odds and getattr(block.element, "odds", True) and not r.blank
    columns = [Column(block.label, 3.0), Column(translate("PaperSheet", "Rating"), 1.6, "center")]
    if show:
        columns.append(Column(translate("PaperSheet", "Odds"), 2.6, "right"))
    rows = []
    for check in block.children:
        row = [Written("", check.label),
               r.write("", check.value, r.name("check", check.key),
                       target=Target("fixed", "", check.label))]
        if show:
            row.append(Written("", r.odds_of(check.key)))
        rows.append(tuple(row))
    if r.blank and not rows:  # checks that come with gear or a choice: room to write them in
        rows = [(Written("", ""), Written("", ""))] * BLANK_CHECKS
    return Rows("", tuple(columns), tuple(rows), halves=True)


def inventory(block: Block, r: Reader) -> Rows:
    items = [] if r.blank else list(block.value or [])
    load = block.load
    by_rows = load is not None and load.layout == "rows"  # declared by the system
    capacity = math.ceil(load.capacity) if by_rows and load else 0
    spare = BLANK_ROWS if r.blank else max(SPARE_ROWS, r.spare)
    count = max(capacity, len(items) + spare)  # rows up to the capacity, and room beyond
    if r.blank:
        count = max(count, BLANK_INVENTORY)
    size_label = translate("PaperSheet", "Size") if by_rows or load is None else load.unit
    columns = (Column(translate("InventoryElement", "Item"), 4.0),  # the screen's headings
               Column(translate("InventoryElement", "Qty"), 0.8, "right"),
               Column(size_label, 1.6, "center"),
               Column(translate("InventoryElement", "Notes"), 3.0))
    rows = []
    for i in range(count):
        item = items[i] if i < len(items) else None
        base = r.name(block.bind, i)
        size = "" if item is None else (item.size if by_rows or load is None else plain(item.enc))
        if item is not None and item.on_mount:
            size = translate("PaperSheet", "{0}, on mount").format(size)

        def cell(key: str, path_key: str, value: Any, base: str = base, i: int = i) -> Written:
            target = Target("cell", f"{block.bind}.{i}.{path_key}",
                            f"{block.label} row {i + 1} {key}")
            return r.write("", value, f"{base}_{key}", target=target)

        rows.append((
            cell("name", "name", item.name if item else ""),
            cell("qty", "quantity", item.quantity if item else ""),
            # as carried ("heavy, on mount", or its ENC): not the item's own size, which a
            # form's table of the same list may show in a field of its own (``_size``)
            r.write("", size, f"{base}_carried", target=Target("fixed", "", f"{block.label} size")),
            cell("notes", "notes", item.notes if item else ""),
        ))
    caption = "" if r.blank or load is None else block.text
    warning = "" if r.blank else "; ".join(block.warnings)
    return Rows(block.label, columns, tuple(rows), numbered=by_rows, caption=caption,
                warning=warning)


def table(block: Block, r: Reader) -> Rows:
    records = [] if r.blank else list(block.value or [])
    spec = block.element.columns
    columns = tuple(Column(c.label, c.width) for c in spec)
    rows = []
    spare = BLANK_ROWS if r.blank else max(SPARE_ROWS, r.spare)
    for i in range(len(records) + spare):
        record = records[i] if i < len(records) else None
        rows.append(tuple(
            r.write("", get_path(record, c.key) if record is not None else "",
                    r.name(block.bind, i, c.key),
                    target=Target("cell", f"{block.bind}.{i}.{c.key}",
                                  f"{block.label} row {i + 1} {c.label}"))
            for c in spec))
    return Rows(block.label, columns, tuple(rows), halves=True)
