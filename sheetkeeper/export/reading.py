"""Read a form against a character: every element kind becomes a flat block.

Values come from the character by the element's ``bind`` path; derived values, checks,
odds, states and encumbrance come from the system's rules, exactly as on screen. A blank
sheet reads a fresh character for its structure (track lengths, skill names) and prints
no values.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from dataclasses import dataclass
from typing import Any

from ..core.character import CharacterBase
from ..core.checks import percent
from ..core.paths import get_path
from ..core.pool import Ladder, Pool
from ..core.rules import Rules
from ..core.track import Track
from ..forms.spec import Element, FormSpec
from ..sheet import label_of, ledger_view, load_view
from .flat import (
    BLANK_ROWS,
    Badge,
    Badges,
    Block,
    Boxes,
    Column,
    Fields,
    Grid,
    PageData,
    Picture,
    Placed,
    Rows,
    Rungs,
    SectionData,
    SheetData,
    Stack,
    Target,
    Text,
    Written,
    plain,
)


@dataclass
class Reader:
    form: FormSpec
    character: CharacterBase
    rules: Rules[Any]
    system: str
    blank: bool = False
    odds: bool = False
    prefix: str = ""

    def __post_init__(self) -> None:
        self.fields: dict[str, str] = {}
        self.targets: dict[str, Target] = {}
        c, rules = self.character, self.rules
        self._derived = {d.key: d for d in rules.derived(c)}
        self._checks = rules.checks(c)
        self._odds_cache: dict[str, str] = {}

    # -- helpers -----------------------------------------------------------------------------

    def name(self, *parts: object) -> str:
        """A form field name: unique in the document, with no '.' (a PDF hierarchy mark)."""
        raw = "_".join(str(p) for p in parts if str(p) != "")
        return self.prefix + re.sub(r"[^A-Za-z0-9_-]", "_", raw)

    def write(self, label: str, value: Any, name: str, *, multiline: bool = False,
              note: str = "", target: Target | None = None) -> Written:
        text = "" if self.blank else plain(value)
        if name:
            self.fields[name] = text
            if target is not None:
                self.targets[name] = target
        return Written(label, text, name, multiline, "" if self.blank else note)

    def value(self, bind: str) -> Any:
        return get_path(self.character, bind) if bind else None

    def odds_of(self, check_id: str) -> str:
        if not check_id or self.blank or not self.odds:
            return ""
        if check_id not in self._odds_cache:
            odds = self.rules.odds(self.character, check_id)
            extra = "".join(f" · {k} {percent(v)}" for k, v in odds.extra.items())
            self._odds_cache[check_id] = f"{percent(odds.success)}{extra}"
        return self._odds_cache[check_id]

    # -- the sheet ---------------------------------------------------------------------------

    def sheet(self) -> SheetData:
        pages = []
        for page in self.form.pages:
            sections = []
            for section in page.sections:
                blocks = tuple(
                    Placed(self.block(e), min(e.span, section.columns)) for e in section.elements
                )
                sections.append(SectionData(section.title, section.columns, blocks))
            pages.append(PageData(page.title, tuple(sections)))
        c = self.character
        states = () if self.blank else self._badges()
        return SheetData(
            name="" if self.blank else c.display_name,
            player="" if self.blank else c.player,
            system=self.system,
            title=self.form.title,
            pages=tuple(pages),
            states=states,
            fields=self.fields,
            targets=self.targets,
        )

    def block(self, e: Element) -> Block:
        return getattr(self, f"read_{e.kind}")(e)

    @staticmethod
    def label_of(e: Element) -> str:
        return label_of(e)

    # -- one reader per element kind -----------------------------------------------------

    def read_field(self, e: Element) -> Fields:
        label = self.label_of(e)
        cell = self.write("", self.value(e.bind), self.name(e.bind), multiline=e.multiline,
                          target=Target("field", e.bind, label))
        return Fields(label, (cell,))

    def read_attributes(self, e: Element) -> Grid:
        cells = []
        for item in e.items:
            if item.bind:
                value, name = self.value(item.bind), self.name(item.bind)
                target = Target("field", item.bind, item.label)
            else:
                d = self._derived.get(item.key)
                value, name = (d.value if d else ""), self.name("derived", item.key)
                target = Target("fixed", "", item.label)
            note = self.odds_of(item.check).split(" · ")[0]  # the chance; extras in the table
            cells.append(self.write(item.label, value, name, note=note, target=target))
        return Grid(e.label, tuple(cells))

    def read_derived(self, e: Element) -> Grid:
        cells = []
        for item in e.items:
            d = self._derived.get(item.key)
            label = item.label or (d.label if d else item.key)
            cells.append(self.write(label, d.value if d else "", self.name("derived", item.key),
                                    target=Target("fixed", "", label)))
        return Grid(e.label, tuple(cells))

    def read_checks(self, e: Element) -> Rows:
        show = self.odds and e.odds and not self.blank
        columns = [Column(self.label_of(e), 3.0), Column("Rating", 1.6, "center")]
        if show:
            columns.append(Column("Odds", 2.6, "right"))
        rows = []
        for check in self._checks:
            if check.group != e.group:
                continue
            row = [
                Written("", check.label),
                self.write("", check.target, self.name("check", check.id),
                           target=Target("fixed", "", check.label)),
            ]
            if show:
                row.append(Written("", self.odds_of(check.id)))
            rows.append(tuple(row))
        return Rows("", tuple(columns), tuple(rows), halves=not show)  # odds need the width

    def read_track(self, e: Element) -> Boxes:
        track = self.value(e.bind)
        return self._boxes(self.label_of(e), track, e, self.name(e.bind), e.bind)

    def _boxes(self, label: str, track: Any, e: Element, name: str, path: str = "") -> Boxes:
        if track is None:  # an optional track this character does not have
            if not self.blank:
                return Boxes(label, (), (), e.left, e.right, "", "not on this character's sheet")
            track = Track(length=10)
        marks = tuple("" for _ in range(track.length)) if self.blank else tuple(track.boxes())
        for i, mark in enumerate(marks):
            self.fields[f"{name}_{i + 1}"] = mark
        if path:
            self.targets[name] = Target("track", path, label, e.left or "left",
                                        e.right or "right", track.length)
        caption = ""
        if not self.blank:
            words = [f"{e.left or 'left'} {track.left}", f"{e.right or 'right'} {track.right}"]
            caption = ", ".join(words) + f" of {track.length}"
        return Boxes(label, marks, tuple(e.marks), e.left, e.right, name, caption)

    def read_tracks(self, e: Element) -> Stack:
        records = self.value(e.bind) or []
        blocks = []
        for i, record in enumerate(records):
            track = get_path(record, e.item_track)
            title = plain(get_path(record, e.item_label)) if e.item_label else ""
            path = f"{e.bind}.{i}.{e.item_track}"
            blocks.append(self._boxes(title, track, e, self.name(e.bind, i), path))
        if self.blank:  # room for two, written by hand
            blocks = [self._boxes("", Track(length=10), e, self.name(e.bind, i)) for i in range(2)]
        return Stack(self.label_of(e), tuple(blocks))

    def read_pool(self, e: Element) -> Fields:
        pool = self.value(e.bind)
        if pool is None:
            pool = Pool()
        label = self.label_of(e)
        cells = [
            self.write("current", pool.current, self.name(e.bind, "current"),
                       target=Target("pool", e.bind, label)),
            self.write("maximum", pool.maximum, self.name(e.bind, "maximum"),
                       target=Target("field", f"{e.bind}.maximum", f"{label} maximum")),
        ]
        if getattr(pool, "temporary", 0) and not self.blank:
            cells.append(self.write("temporary", pool.temporary, self.name(e.bind, "temporary"),
                                    target=Target("field", f"{e.bind}.temporary",
                                                  f"{label} temporary")))
        return Fields(label, tuple(cells))

    def read_ladder(self, e: Element) -> Rungs:
        ladder = self.value(e.bind) or Ladder()
        rungs = tuple(e.rungs) or tuple(str(i) for i in range(ladder.top + 1))
        level = None if self.blank else ladder.level
        name = self.name(e.bind)
        for i in range(len(rungs)):
            self.fields[f"{name}_{i}"] = "Yes" if level == i else "Off"
        self.targets[name] = Target("ladder", e.bind, self.label_of(e), length=len(rungs))
        return Rungs(self.label_of(e), rungs, level, name)

    def read_inventory(self, e: Element) -> Rows:
        items = [] if self.blank else list(self.value(e.bind) or [])
        load = load_view(self.rules.encumbrance(self.character))
        by_rows = load is not None and load.layout == "rows"  # declared by the system
        capacity = math.ceil(load.capacity) if by_rows and load else 0
        count = max(len(items), capacity if capacity else len(items) + BLANK_ROWS)
        if self.blank and count < 10:
            count = 10
        size_label = "Size" if by_rows or load is None else load.unit
        columns = (
            Column("Item", 4.0), Column("Qty", 0.8, "right"),
            Column(size_label, 1.6, "center"), Column("Notes", 3.0),
        )
        rows = []
        label = self.label_of(e)
        for i in range(count):
            item = items[i] if i < len(items) else None
            base = self.name(e.bind, i)
            size = "" if item is None else (item.size if by_rows or load is None else plain(item.enc))
            if item is not None and item.on_mount:
                size = f"{size}, on mount"

            def cell(key: str, path_key: str, value: Any, base: str = base, i: int = i) -> Written:
                target = Target("cell", f"{e.bind}.{i}.{path_key}", f"{label} row {i + 1} {key}")
                return self.write("", value, f"{base}_{key}", target=target)

            rows.append((
                cell("name", "name", item.name if item else ""),
                cell("qty", "quantity", item.quantity if item else ""),
                self.write("", size, f"{base}_size", target=Target("fixed", "", f"{label} size")),
                cell("notes", "notes", item.notes if item else ""),
            ))
        caption, warning = "", ""
        if load is not None and not self.blank:
            caption, warning = load.text, load.warning
        return Rows(self.label_of(e), columns, tuple(rows), numbered=by_rows,
                    caption=caption, warning=warning)

    def read_table(self, e: Element) -> Rows:
        records = [] if self.blank else list(self.value(e.bind) or [])
        columns = tuple(Column(c.label, c.width) for c in e.columns)
        rows = []
        for i in range(len(records) + (BLANK_ROWS if self.blank else 1)):
            record = records[i] if i < len(records) else None
            rows.append(tuple(
                self.write("", get_path(record, c.key) if record is not None else "",
                           self.name(e.bind, i, c.key),
                           target=Target("cell", f"{e.bind}.{i}.{c.key}",
                                         f"{self.label_of(e)} row {i + 1} {c.label}"))
                for c in e.columns
            ))
        return Rows(self.label_of(e), columns, tuple(rows))

    def read_ledger(self, e: Element) -> Stack:
        if e.ledger == "events":
            return self._read_events(e)
        view = ledger_view(self.character.ledger, e.ledger, e.label, self.rules.courses(self.character))
        unit = view.unit
        grid = Grid("", tuple(
            self.write(f"{label} {unit}", value, self.name("ledger", e.ledger, label),
                       target=Target("fixed", "", f"{label} {unit}"))
            for label, value in view.totals
        ))
        award: tuple[Fields, ...] = ()
        if e.ledger != "hours":  # a box to note XP earned at the table, read back on import
            award = (Fields("New XP (amount, and what for)", (
                self.write("XP", "", self.name("ledger", "xp", "add"),
                           target=Target("xp", "ledger", "XP")),
                self.write("for", "", self.name("ledger", "xp", "add_for"),
                           target=Target("xp", "ledger", "for")),
            )),)
        widths = {"Date": (1.9, "left"), "Session": (1.6, "left"), "Amount": (1.4, "right"),
                  "Reason": (3.6, "left"), "Balance": (1.4, "right")}
        columns = tuple(Column(name, *widths[name]) for name in view.columns)
        rows = [] if self.blank else [
            tuple(Written("", plain(text)) for text in row.cells()) for row in view.rows
        ]
        if self.blank:
            rows = [(Written("", ""),) * len(columns) for _ in range(4)]
        table = Rows("Most recent" if rows else "", columns, tuple(rows))
        return Stack(view.title, (grid, *award, table))

    def _read_events(self, e: Element) -> Stack:
        """Everything the rules wrote, newest first: a history, with nothing to fill in (the
        sheet model's rows, as on screen)."""
        view = ledger_view(self.character.ledger, "events", e.label, self.rules.courses(self.character))
        widths = {"Date": (1.9, "left"), "Session": (1.6, "left"), "Amount": (1.2, "right"),
                  "Reason": (5.0, "left")}
        columns = tuple(Column(name, *widths[name]) for name in view.columns)
        rows = [tuple(Written("", plain(text)) for text in view.cells(row)) for row in view.rows]
        if self.blank:
            rows = [(Written("", ""),) * len(columns) for _ in range(4)]
        return Stack(view.title, (Rows("Most recent" if rows else "", columns, tuple(rows)),))

    def read_states(self, e: Element) -> Badges:
        label = self.label_of(e) if e.label else "States"
        return Badges(label, () if self.blank else self._badges(), self.blank)

    def _badges(self) -> tuple[Badge, ...]:
        return tuple(
            Badge(s.name, s.meaning, s.severity) for s in self.rules.states(self.character)
        )

    def read_notes(self, e: Element) -> Text:
        name = self.name(e.bind or "notes")
        text = "" if self.blank else plain(self.value(e.bind or "notes"))
        self.fields[name] = text
        self.targets[name] = Target("field", e.bind or "notes", self.label_of(e))
        return Text(self.label_of(e), text, name)

    def read_portrait(self, e: Element) -> Picture:
        data = None
        if not self.blank and self.character.portrait:
            try:
                data = base64.b64decode(self.character.portrait, validate=True)
            except (binascii.Error, ValueError):
                data = None
        return Picture(e.label or "Portrait", data)


def read_sheet(form: FormSpec, character: CharacterBase, rules: Rules[Any], system: str, *,
               blank: bool = False, odds: bool = False, prefix: str = "") -> SheetData:
    return Reader(form, character, rules, system, blank=blank, odds=odds, prefix=prefix).sheet()
