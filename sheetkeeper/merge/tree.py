"""A three-way merge of JSON trees (a character or a party as ``model_dump(mode="json")``).

Objects merge key by key; lists of records merge row by row (:mod:`.rows`); the ledger is a
union of entries (:mod:`.ledger_union`); a purse's amounts and a party stash's coins are
counts, merged by adding what each side added or took (:func:`counted`); anything else is a value. A value both sides changed
differently is a :class:`RawConflict`: the merge keeps *mine* there until a choice says
otherwise, so the result is always complete and can be re-run with the user's choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Side = Literal["mine", "theirs"]
MISSING: Any = type("Missing", (), {"__repr__": lambda self: "<missing>"})()
"""A value absent on one side (a row added or removed, a field unset)."""

Path = tuple[str, ...]


@dataclass(frozen=True)
class RawConflict:
    path: Path
    """Where, as keys; rows appear as ``[identity]`` (``("gear", "[Rope]", "quantity")``)."""
    base: Any
    mine: Any
    theirs: Any

    @property
    def key(self) -> str:
        return key_of(self.path)


def key_of(path: Path) -> str:
    out = ""
    for part in path:
        out += part if part.startswith("[") or not out else f".{part}"
    return out


@dataclass
class Merger:
    """One merge run. ``choices`` maps a conflict key to the side that wins it; ``atomic``
    names paths merged as one value (set when a field-by-field result broke a rule)."""

    choices: dict[str, Side] = field(default_factory=dict)
    atomic: set[str] = field(default_factory=set)
    conflicts: list[RawConflict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    row_names: dict[Path, dict[str, str]] = field(default_factory=dict)
    """For a list whose rows keep a ``key`` through a rename (a library's), each key's one
    name on every side, by the list's path: its rows are matched by key (``rows.keyed``)."""

    def merge(self, base: Any, mine: Any, theirs: Any, path: Path = ()) -> Any:
        if mine == theirs:
            return mine
        if mine == base:
            return theirs
        if theirs == base:
            return mine
        if key_of(path) not in self.atomic:
            if (total := counted(path, base, mine, theirs)) is not None:
                was, here, there = (0 if v is MISSING else v for v in (base, mine, theirs))
                kind = path[1].strip("[]") if path[1].startswith("[") else path[2]
                self.notes.append(f"{path[0]} {kind}: {was} became {here} on one side "
                                  f"and {there} on the other; both changes kept: {total}")
                return total if total or path[1].startswith("[") else MISSING
            if path == ("ledger",) and _all(dict, mine, theirs):
                from .ledger_union import union

                return union(base if isinstance(base, dict) else {}, mine, theirs, self)
            if _all(dict, mine, theirs) and (base is MISSING or isinstance(base, dict)):
                return self._objects(base if isinstance(base, dict) else {}, mine, theirs, path)
            if _all(list, mine, theirs) and _records(base, mine, theirs):
                from .rows import merge_rows

                return merge_rows(base if isinstance(base, list) else [], mine, theirs, path, self)
        return self.conflict(path, base, mine, theirs)

    def _objects(self, base: dict, mine: dict, theirs: dict, path: Path) -> dict:
        out: dict = {}
        for key in [*mine, *(k for k in theirs if k not in mine)]:
            value = self.merge(
                base.get(key, MISSING), mine.get(key, MISSING), theirs.get(key, MISSING), (*path, key)
            )
            if value is not MISSING:
                out[key] = value
        return out

    def conflict(self, path: Path, base: Any, mine: Any, theirs: Any) -> Any:
        raw = RawConflict(path, base, mine, theirs)
        self.conflicts.append(raw)
        return theirs if self.choices.get(raw.key) == "theirs" else mine


COUNTS: tuple[Path, ...] = (("purse", "*", "amount"), ("stash", "coins", "*"))
"""Amounts that are counts of things: both sides' changes add up. A stash drops a kind of
coins at 0, so a kind absent on one side counts as 0 there (and a sum of 0 drops it)."""


def counted(path: Path, base: Any, mine: Any, theirs: Any) -> int | None:
    """A count both sides changed (a purse's silver: 10 became 15 here and 18 there): the
    base with both changes, 23, since each side's coins came or went on their own; a row
    both added starts from 0. None where that is not a count or the two take more than
    there was (both spent the same coins: a conflict to choose)."""
    if len(path) != 3 or not any(all(p in ("*", q) for p, q in zip(c, path, strict=True)) for c in COUNTS):
        return None
    base, mine, theirs = (0 if v is MISSING else v for v in (base, mine, theirs))
    if not all(type(v) is int for v in (base, mine, theirs)):
        return None
    total = mine + theirs - base
    return total if total >= 0 else None


def _all(kind: type, *values: Any) -> bool:
    return all(isinstance(v, kind) for v in values)


def _records(*lists: Any) -> bool:
    """Lists of objects merge row by row; lists of plain values are one value."""
    rows = [row for rows in lists if isinstance(rows, list) for row in rows]
    return bool(rows) and all(isinstance(row, dict) for row in rows)
