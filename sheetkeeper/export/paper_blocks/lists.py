"""Tables: the checks of a group with their ratings (and odds, when asked), the inventory
laid out as the system declares, and a form's own table of records."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...core.paths import get_path
from ...sheet import Block
from ...translate import shown, translate
from ..flat import BLANK_ROWS, Column, Rows, Target, Written, plain

if TYPE_CHECKING:
    from ..reading import Reader

SPARE_ROWS = 2
"""Empty rows under a character's list (an inventory counted by weight, a form's table) to
write in at the table, printed or fillable; a blank sheet has ``BLANK_ROWS``."""
BLANK_INVENTORY = 10
CARRIED = "carried"
ALIGN = {"quantity": "right", CARRIED: "center"}
FIELD_NAMES = {"quantity": "qty"}
"""A fillable inventory's field names as they always were (``inventory_0_qty``), so a sheet
filled from an older layout reads back."""
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
        row = [Written("", shown(check.label)),
               r.write("", shown(check.value) if isinstance(check.value, str) else check.value,
                       r.name("check", check.key),
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
    carried = "size" if by_rows or load is None else "enc"
    # the form's columns, each the item's own value, as on screen; else the screen's own,
    # with the size as carried ("heavy, on mount", or its ENC)
    declared = tuple((c.key, c.label, c.width) for c in block.element.columns)
    shown = declared or (("name", translate("InventoryElement", "Item"), 4.0),
                         ("quantity", translate("InventoryElement", "Qty"), 0.8),
                         (CARRIED, size_label, 1.6),
                         ("notes", translate("InventoryElement", "Notes"), 3.0))
    columns = tuple(Column(label, width, _align(key, items)) for key, label, width in shown)
    rows = []
    for i in range(count):
        item = items[i] if i < len(items) else None
        base = r.name(block.bind, i)

        def cell(key: str, base: str = base, i: int = i, item: Any = item) -> Written:
            if key == CARRIED:
                size = "" if item is None else plain(get_path(item, carried))
                if item is not None and item.on_mount:
                    size = translate("PaperSheet", "{0}, on mount").format(size)
                return r.write("", size, f"{base}_carried",
                               target=Target("fixed", "", f"{block.label} size"))
            field = FIELD_NAMES.get(key, key)
            target = Target("cell", f"{block.bind}.{i}.{key}", f"{block.label} row {i + 1} {field}")
            value = "" if item is None else get_path(item, key)
            return r.write("", value, f"{base}_{field}", target=target)

        rows.append(tuple(cell(key) for key, _, _ in shown))
    caption = "" if r.blank or load is None else block.text
    warning = "" if r.blank else "; ".join(block.warnings)
    return Rows(block.label, columns, tuple(rows), numbered=by_rows, caption=caption,
                warning=warning)


def _align(key: str, items: list[Any]) -> str:
    """Numbers to the right, boxes to tick in the middle, words to the left."""
    if key in ALIGN:
        return ALIGN[key]
    value = next((get_path(i, key) for i in items), None)
    return ("center" if isinstance(value, bool) else "right" if isinstance(value, (int, float))
            else "left")


def table(block: Block, r: Reader) -> Rows:
    records = [] if r.blank else list(block.value or [])
    spec = block.element.columns
    columns = tuple(Column(c.label, c.width) for c in spec)
    rows = []
    spare = BLANK_ROWS if r.blank else max(SPARE_ROWS, r.spare)
    for i in range(len(records) + spare):
        record = records[i] if i < len(records) else None
        rows.append(tuple(
            r.write("", _shown(get_path(record, c.key), c.blank) if record is not None else "",
                    r.name(block.bind, i, c.key),
                    target=Target("cell", f"{block.bind}.{i}.{c.key}",
                                  f"{block.label} row {i + 1} {c.label}"))
            for c in spec))
    return Rows(block.label, columns, tuple(rows), halves=True)


def _shown(value: Any, blank: int | None) -> Any:
    """A number that means none (the form's ``blank``) as an empty box to pencil."""
    return "" if blank is not None and value == blank and not isinstance(value, bool) else value
