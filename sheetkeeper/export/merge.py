"""What a filled sheet changes, in the game's words, as actions the rules apply.

The sheet's stamp holds every field's value as printed; what the player wrote differs
from it where something happened at the table. Each difference becomes an action
("Body: 2 more injury" marks the track through the rules, so a game's consequences
follow; "Click 3 → 1" sets the pool; "+5 XP: Session 4" awards XP into the ledger; a
row written in a list's spare rows is added to the list). Every row the sheet has is read,
also from a sheet of an older layout with more spare rows: a list cell's field name
(``inventory_7_name``) is the same in every layout.

A sheet printed from the character as it is now is applied whole. A sheet printed from
an older version is merged: a field the app has not changed since is applied, a field
changed both on paper and in the app is refused with both values. A sheet printed for
another character is refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import count, takewhile
from typing import Any

from ..core.actions import Action, Refusal
from ..core.character import CharacterBase
from ..core.paths import get_path, read_path
from ..core.rules import Context, Rules
from ..forms.spec import FormSpec
from .filled import FilledSheet, ImportProblem
from .flat import SheetData, Target, mark_name
from .parts import joined, part_name
from .reading import read_sheet
from .stamp import version_of

MARKS = {"": "", "/": "/", "\\": "\\", "x": "X", "X": "X"}


@dataclass(frozen=True)
class Change:
    text: str
    """In the game's words: 'Body: 2 more injury', 'Click 3 → 1', '+5 XP: Session 4'."""
    action: Action


@dataclass
class Plan:
    changes: list[Change] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    """What is not imported, each with the reason."""
    merged: bool = False
    """True when the sheet was printed from an older version of the character."""


@dataclass
class Outcome:
    character: CharacterBase
    done: list[str]
    refused: list[str]


def plan_import(character: CharacterBase, rules: Rules[Any], form: FormSpec, system: str,
                filled: FilledSheet) -> Plan:
    stamp = filled.stamp
    if stamp.system != character.system:
        raise ImportProblem(f"this sheet was printed for a {stamp.system} character "
                            f"({stamp.name or 'unnamed'}); {character.display_name} is a "
                            f"{character.system} character")
    same = stamp.version == version_of(character)
    if not same and stamp.name != character.name:
        raise ImportProblem(f"this sheet was printed for {stamp.name or 'an unnamed character'}, "
                            f"not for {character.display_name}")
    now = read_sheet(form, character, rules, system, fillable=True,
                     spare=_rows_written(filled.values))
    planner = _Planner(character, stamp.printed, filled.values, now, same)
    for name, target in now.targets.items():
        planner.target(name, target)
    planner.add_rows()
    planner.plan.changes.sort(key=lambda c: _ORDER.get(c.action.kind, 9))
    return planner.plan


_ORDER = {"set": 0, "list.add": 1, "ladder": 2, "pool": 3, "track": 4, "xp.award": 5}
ROW_FIELD = re.compile(r"_(\d+)_[A-Za-z]+$")
"""A list cell's form field: ``inventory_7_name``, the same in every layout of the sheet."""


def _rows_written(values: dict[str, str]) -> int:
    """How many rows the filled sheet's lists may have: a sheet from an older layout had
    more spare rows than today's (6 under the inventory, now 2), under the same names."""
    rows = [int(m.group(1)) + 1 for name in values if (m := ROW_FIELD.search(name))]
    return min(max(rows, default=0), 500)


def apply_plan(character: CharacterBase, rules: Rules[Any], plan: Plan,
               context: Context | None = None) -> Outcome:
    """Apply every change through the rules, one after another; a change the rules refuse
    is listed with their reason and the rest still apply."""
    done: list[str] = []
    refused = list(plan.refused)
    context = context or Context()
    for change in plan.changes:
        try:
            character = rules.apply(character, change.action, context).character
        except Refusal as refusal:
            refused.append(f"{change.text}: {refusal.message}")
            continue
        done.append(change.text)
    return Outcome(character, done, refused)


class _Planner:
    def __init__(self, character: CharacterBase, printed: dict[str, str],
                 filled: dict[str, str], now: SheetData, same: bool) -> None:
        self.character, self.printed, self.filled = character, printed, filled
        self.now, self.same = now.fields, same
        self.plan = Plan(merged=not same)
        self.new_rows: dict[tuple[str, int], dict[str, str]] = {}
        """Rows written in a list's spare rows: (list path, row) → {column key: value}."""
        self.row_labels: dict[tuple[str, int], str] = {}

    def _values(self, name: str) -> tuple[str, str, str] | None:
        """(printed, written, now) for a field the player changed; None when unchanged."""
        if name not in self.filled or name not in self.printed:
            return None
        printed, written = self.printed[name], self.filled[name]
        if written.strip() == printed.strip():
            return None
        return printed, written, self.now.get(name, "")

    def _clash(self, label: str, printed: str, written: str, now: str) -> bool:
        """On an older sheet: True (and refused) when the app changed this field too."""
        if self.same or now == printed:
            return False
        if now != written:
            self.plan.refused.append(
                f"{label}: changed on the sheet ({_show(printed)} → {_show(written)}) and in "
                f"the app since the sheet was printed (now {_show(now)}); kept as {_show(now)}")
        return True

    def target(self, name: str, target: Target) -> None:
        getattr(self, f"_{target.kind}")(name, target)

    def _field(self, name: str, target: Target) -> None:
        self._set(target, self._values(name))

    def _set(self, target: Target, values: tuple[str, str, str] | None) -> None:
        """A ``set`` of the target's path to what was written, unless that clashes."""
        if values is None or self._clash(target.label, *values):
            return
        printed, written, _ = values
        value: Any = written
        current = read_path(self.character, target.path)  # None inside a part not in play
        if isinstance(current, list):
            value = [part.strip() for part in written.split(",") if part.strip()]
        elif isinstance(current, int) and not isinstance(current, bool) and _whole(written):
            value = int(written)  # a choice of numbers (1D6, 1D8, 1D10) takes the number
        self.plan.changes.append(Change(f"{target.label}: {_show(printed)} → {_show(written)}",
                                        Action("set", {"path": target.path, "value": value},
                                               label=f"Set {target.label}")))

    def _text(self, name: str, target: Target) -> None:
        """Notes, in as many parts as the filled sheet was printed with (``parts.py``)."""
        names = list(takewhile(lambda n: n in self.printed, (part_name(name, i) for i in count(1))))
        if not names or not any(n in self.filled for n in names):
            return
        printed = joined([self.printed[n] for n in names])
        written = joined([self.filled.get(n, self.printed[n]) for n in names])
        if written.strip() == printed.strip():
            return
        now = joined([self.now.get(part_name(name, i), "") for i in range(1, target.length + 1)])
        self._set(target, (printed, written, now))

    def _cell(self, name: str, target: Target) -> None:
        values = self._values(name)
        if values is not None:
            self._row_cell(target, values)

    def _marks(self, name: str, target: Target) -> None:
        """A cell's words each with a box to tick (Game Rules Lite's heavy and light): the
        word ticked, or none ticked for the model's own value (a regular item)."""
        boxes = [mark_name(name, word) for word in target.words]
        if name in self.printed and not any(b in self.printed for b in boxes):
            self._cell(name, target)  # a sheet from before the boxes: the size as typed
            return
        if not all(b in self.printed for b in boxes) or not any(b in self.filled for b in boxes):
            return

        def ticked(values: dict[str, str]) -> list[str]:
            return [w for w, b in zip(target.words, boxes, strict=True)
                    if values.get(b, "Off") not in ("Off", "")]

        written = ticked({**self.printed, **self.filled})
        if len(written) > 1:
            self.plan.refused.append(f"{target.label}: {' and '.join(written)} are both ticked; "
                                     f"tick one, or none for {target.default or 'neither'}")
            return
        printed, now = ticked(self.printed), ticked(self.now)
        if written == printed:
            return
        list_path, index, _ = target.path.rsplit(".", 2)
        new_row = int(index) >= len(get_path(self.character, list_path) or [])
        default = "" if new_row else target.default
        values = (printed[0] if printed else default, written[0] if written else default,
                  now[0] if now else default)
        self._row_cell(target, values)

    def _row_cell(self, target: Target, values: tuple[str, str, str]) -> None:
        """A list cell written: set on a row the list has, or a spare row's cell."""
        list_path, index, key = target.path.rsplit(".", 2)
        rows = get_path(self.character, list_path) or []
        if int(index) >= len(rows):  # a spare row written in at the table
            row = (list_path, int(index))
            self.new_rows.setdefault(row, {})[key] = values[1].strip()
            self.row_labels[row] = target.label.rsplit(" ", 1)[0]  # 'Inventory row 5'
            return
        self._set(target, values)

    def add_rows(self) -> None:
        """Each row written in a list's spare rows is added to the list through the rules,
        as the app's Add does; a row the list's model or the rules cannot take is refused
        with their reason when the plan is applied."""
        for (path, index), cells in sorted(self.new_rows.items()):
            label = self.row_labels[(path, index)]
            shown = ", ".join(_show(v) for v in cells.values() if v)
            row = {k: v for k, v in cells.items() if v}  # the list's model checks it
            text = f"{label.rsplit(' row ', 1)[0]}: added {shown}"
            self.plan.changes.append(Change(text, Action(
                "list.add", {"path": path, "value": row}, label=text)))

    def _fixed(self, name: str, target: Target) -> None:
        values = self._values(name)
        if values is not None:
            self.plan.refused.append(
                f"{target.label}: {_show(values[1])} was written on the sheet, but the rules "
                "work it out from the rest of the sheet; change what it comes from")

    def _pool(self, name: str, target: Target) -> None:
        values = self._values(name)
        if values is None or self._clash(target.label, *values):
            return
        printed, written, _ = values
        try:
            number = int(written.strip())
        except ValueError:
            self.plan.refused.append(f"{target.label}: {_show(written)} is not a number")
            return
        self.plan.changes.append(Change(f"{target.label} {printed} → {number}", Action(
            "pool", {"path": target.path, "value": number}, label=f"Set {target.label}")))

    def _track(self, name: str, target: Target) -> None:
        boxes = [f"{name}_{i}" for i in range(1, target.length + 1)]
        if not all(b in self.printed for b in boxes):
            return
        printed = [self.printed[b] for b in boxes]
        written = [self.filled.get(b, p).strip() for b, p in zip(boxes, printed, strict=True)]
        now = [self.now.get(b, "") for b in boxes]
        unknown = [f"box {i} {_show(m)}" for i, m in enumerate(written, 1) if m not in MARKS]
        if unknown:
            self.plan.refused.append(f"{target.label}: {', '.join(unknown)} is not a mark; "
                                     f"write / for {target.left}, \\ for {target.right}, X for both")
            return
        written = [MARKS[m] for m in written]
        if written == printed or self._clash(target.label, "".join(printed) or "no marks",
                                             "".join(written) or "no marks", "".join(now)
                                             or "no marks"):
            return
        for side, word, marks in (("left", target.left, {"/", "X"}),
                                  ("right", target.right, {"\\", "X"})):
            before = sum(m in marks for m in printed)
            after = sum(m in marks for m in written)
            if after == before:
                continue
            if after > before:
                text = f"{target.label}: {after - before} more {word}"
            else:
                text = f"{target.label}: {before - after} {word} cleared"
            self.plan.changes.append(Change(text, Action(
                "track", {"path": target.path, "side": side, "count": after},
                label=text)))

    def _ladder(self, name: str, target: Target) -> None:
        rungs = [f"{name}_{i}" for i in range(target.length)]
        if not all(r in self.printed for r in rungs):
            return

        def level(values: dict[str, str]) -> int | None:
            ticked = [i for i, r in enumerate(rungs) if values.get(r, "Off") != "Off"]
            return max(ticked) if ticked else None

        printed, written = level(self.printed), level({**self.printed, **self.filled})
        if written is None or written == printed:
            return
        now = level(self.now)
        if self._clash(target.label, str(printed), str(written), str(now)):
            return
        self.plan.changes.append(Change(f"{target.label} {printed} → {written}", Action(
            "ladder", {"path": target.path, "level": written}, label=f"Set {target.label}")))

    def _xp(self, name: str, target: Target) -> None:
        if target.label != "XP":
            return  # the 'for' box is read with the amount
        values = self._values(name)
        if values is None:
            return
        written = values[1].strip().lstrip("+")
        reason = self.filled.get(name + "_for", "").strip()
        try:
            amount = int(written)
        except ValueError:
            self.plan.refused.append(f"New XP: {_show(values[1])} is not a number of XP")
            return
        awarded = [e for e in self.character.ledger.entries
                   if e.kind == "xp.award" and e.amount == amount and e.reason == reason]
        if not self.same and awarded:
            self.plan.refused.append(f"+{amount} XP: {reason or 'no reason'}: already in the "
                                     "ledger (this sheet was imported before?)")
            return
        text = f"+{amount} XP" + (f": {reason}" if reason else "")
        self.plan.changes.append(Change(text, Action(
            "xp.award", {"amount": amount, "reason": reason}, label=text)))


def _whole(text: str) -> bool:
    return text.strip().lstrip("+-").isdigit()


def _show(value: str) -> str:
    value = value.strip()
    if not value:
        return "blank"
    short = value if len(value) <= 40 else value[:39] + "…"
    return short if short.replace("-", "").replace("+", "").isdigit() else f"“{short}”"
