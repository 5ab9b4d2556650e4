"""Tables: the checks of a group with their ratings (and odds, when asked), the inventory
laid out as the system declares, and a form's own table of records."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any, get_args

from pydantic import BaseModel

from ...core.paths import get_path, read_path
from ...forms.words import choice_words
from ...sheet import Block
from ...translate import shown, translate
from ..flat import BLANK_ROWS, TICKED, UNTICKED, Column, Rows, Target, Written, mark_name, plain

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
    marks = {c.key: tuple(c.marks) for c in block.element.columns if c.marks}
    shown = declared or (("name", translate("InventoryElement", "Item"), 4.0),
                         ("quantity", translate("InventoryElement", "Qty"), 0.8),
                         (CARRIED, size_label, 1.6),
                         ("notes", translate("InventoryElement", "Notes"), 3.0))
    columns = tuple(Column(label, width, _align(key, items)) for key, label, width in shown)
    yes_no = _yes_no_keys(r, block.bind)
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
            value = (False if key in yes_no else "") if item is None else get_path(item, key)
            written = r.write("", value, f"{base}_{field}", target=target)  # a box in a blank row
            if key in marks and (item is None or _unmarked(item, key) or written.value in marks[key]):
                if r.fillable:
                    _checkboxes(r, written, target, marks[key])
                # heavy or light, ticked or not, in the words of the paper's language; the
                # fillable sheet's checkboxes keep the form's own words as their names
                words = tuple(choice_words(mark, r.form.system) for mark in marks[key])
                ticked = dict(zip(marks[key], words, strict=True)).get(written.value, written.value)
                return replace(written, marks=words, mark_names=marks[key], value=ticked)
            return written

        rows.append(tuple(cell(key) for key, _, _ in shown))
    caption = "" if r.blank or load is None else block.text
    warning = "" if r.blank else "; ".join(block.warnings)
    return Rows(block.label, columns, tuple(rows), numbered=by_rows, caption=caption,
                warning=warning)


def _checkboxes(r: Reader, written: Written, target: Target, words: tuple[str, ...]) -> None:
    """A fillable sheet's marked words: a checkbox each in place of the cell's text field,
    read back as the word ticked, or none ticked as the model's own value (regular)."""
    r.fields.pop(written.name, None)
    r.targets.pop(written.name, None)
    for word in words:
        r.fields[mark_name(written.name, word)] = TICKED if written.value == word else UNTICKED
    r.targets[written.name] = replace(target, kind="marks", words=words,
                                      default=_default_of(r, target.path))


def _default_of(r: Reader, path: str) -> str:
    """The model's own value of a list's column (a regular item's size)."""
    list_path, _, key = path.rsplit(".", 2)
    row = _row_model(r, list_path)
    info = row.model_fields.get(key) if row is not None else None
    return info.default if info is not None and isinstance(info.default, str) else ""


def _unmarked(item: BaseModel, key: str) -> bool:
    """Whether the item holds its model's default there (a regular item: no box ticked)."""
    info = type(item).model_fields.get(key)
    return info is not None and get_path(item, key) == info.default


def _align(key: str, items: list[Any]) -> str:
    """Numbers to the right, boxes to tick in the middle, words to the left."""
    if key in ALIGN:
        return ALIGN[key]
    value = next((get_path(i, key) for i in items), None)
    return ("center" if isinstance(value, bool) else "right" if isinstance(value, (int, float))
            else "left")


def table(block: Block, r: Reader) -> Rows:
    """A form's table: its printed columns, a yes or no as a box (also in the rows left to
    write in), a box a row's no blacks out (``blacked_out_by``), and each row's chance when
    the odds are asked and the form names the row's check (``odds_of``)."""
    records = [] if r.blank else list(block.value or [])
    starter = _starter(block, r) if r.blank else []
    spec = [c for c in block.element.columns if c.paper]
    yes_no = _yes_no_keys(r, block.bind)
    odds = block.element.odds_of if r.odds and not r.blank else ""
    columns = tuple(Column(c.label, c.width) for c in spec)
    if odds:
        columns += (Column(translate("PaperSheet", "Odds"), 2.2, "right"),)
    rows = []
    spare = (block.element.blank_rows or BLANK_ROWS) if r.blank else max(SPARE_ROWS, r.spare)
    for i in range(len(records) + len(starter) + spare):
        record = records[i] if i < len(records) else None
        given = starter[i] if i < len(starter) else None
        row = []
        for c in spec:
            if given is not None and given.get(c.key, "") != "":
                row.append(Written("", plain(given[c.key])))  # what the excerpt gives, printed
                continue
            if record is not None and c.blacked_out_by and not get_path(record, c.blacked_out_by):
                row.append(Written("", "", blacked=True))
                continue
            if record is not None:
                value = _shown(get_path(record, c.key), c.blank)
            else:
                value = False if c.key in yes_no else ""  # an empty box to tick
            row.append(r.write("", value, r.name(block.bind, i, c.key),
                               target=Target("cell", f"{block.bind}.{i}.{c.key}",
                                             f"{block.label} row {i + 1} {c.label}")))
        if odds:
            chance = r.odds_of(odds.format(name=get_path(record, "name"))) if record is not None else ""
            row.append(Written("", chance))
        rows.append(tuple(row))
    return Rows(block.label, columns, tuple(rows), halves=True)


def _starter(block: Block, r: Reader) -> list[dict[str, Any]]:
    """The rows the excerpt gives for this list (the game library's starter rows), when the
    form has a blank sheet list them."""
    if not block.element.blank_lists_starter:
        return []
    entry = next((e for e in r.rules.library if e.path == block.bind), None)
    return [dict(row) for row in entry.starter] if entry is not None else []


def _yes_no_keys(r: Reader, bind: str) -> set[str]:
    """The keys of a list's rows that hold a yes or no, from the rows' model."""
    row = _row_model(r, bind)
    return {k for k, f in row.model_fields.items() if f.annotation is bool} if row else set()


def _row_model(r: Reader, bind: str) -> type[BaseModel] | None:
    """The model of a list's rows."""
    parent_path, _, name = bind.rpartition(".")
    parent = read_path(r.character, parent_path) if parent_path else r.character
    info = type(parent).model_fields.get(name) if isinstance(parent, BaseModel) else None
    args = get_args(info.annotation) if info is not None else ()
    return args[0] if args and isinstance(args[0], type) and issubclass(args[0], BaseModel) else None


def _shown(value: Any, blank: int | None) -> Any:
    """A number that means none (the form's ``blank``) as an empty box to pencil."""
    return "" if blank is not None and value == blank and not isinstance(value, bool) else value
