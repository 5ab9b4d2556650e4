"""Lists of records (skills, gear, weapons, party members, sessions) merged row by row.

A row is known by its ``id`` where it has one, otherwise by its name: the first of
:data:`IDENTITY` it holds (``name``, a member's ``path``, a session's date and title, a purse's coins' kind, ...).
Two rows of one name in one list are told apart by their order ("Rope", "Rope (2)"). A row
renamed on one side is therefore a row removed and a row added, except a library's row,
known by the ``key`` it keeps through a rename (:func:`keyed` with ``names``). Rows kept from the base stay
in the order of the side that reordered them (mine when both did); rows added after the same
row on both sides go in the order of their names, so the result does not depend on which
side is "mine".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.library import KEY
from .tree import MISSING, Path

if TYPE_CHECKING:
    from .tree import Merger

IDENTITY: tuple[tuple[str, ...], ...] = (
    ("id",), ("name",), ("path",), ("substance",), ("abbreviation",), ("damage_type",),
    ("member",), ("date", "title"), ("kind",),
)


def identity(row: dict) -> str:
    for fields in IDENTITY:
        if all(f in row for f in fields):
            words = " ".join(str(row[f]) for f in fields if row[f] not in ("", None))
            return words or "(unnamed)"
    return "(row)"


def keyed(rows: list, names: Mapping[str, str] | None = None) -> dict[str, dict]:
    """The rows by their identity (``[Rope]``, ``[Rope (2)]``). With ``names``, a row
    holding a ``key`` they name is known by that name whatever it is called now: a library's
    row keeps its key through a rename, and ``names`` gives each key one name on every side
    (``merge/library.py``)."""
    names = names or {}
    seen: Counter[str] = Counter()
    out: dict[str, dict] = {}
    for row in rows:
        key = row.get(KEY) if names and isinstance(row, dict) else None
        if isinstance(key, str) and key in names:
            out[f"[{names[key]}]"] = row
            continue
        name = identity(row)
        seen[name] += 1
        out[f"[{name}]" if seen[name] == 1 else f"[{name} ({seen[name]})]"] = row
    return out


def merge_rows(base: list, mine: list, theirs: list, path: Path, merger: Merger) -> list:
    names = merger.row_names.get(path)
    b, m, t = keyed(base, names), keyed(mine, names), keyed(theirs, names)
    merged: dict[str, Any] = {}
    for key in [*b, *(k for k in m if k not in b), *(k for k in t if k not in b and k not in m)]:
        value = merger.merge(b.get(key, MISSING), m.get(key, MISSING), t.get(key, MISSING), (*path, key))
        if value is not MISSING:
            merged[key] = value
    order = _order(list(b), list(m), list(t))
    return [merged[k] for k in order if k in merged]


def _order(base: list[str], mine: list[str], theirs: list[str]) -> list[str]:
    in_base = set(base)

    def reordered(side: list[str]) -> list[str] | None:
        """The side's order of the base's rows if it changed it, else None."""
        present = set(side)
        own = [k for k in side if k in in_base]
        if own == [k for k in base if k in present]:
            return None
        return own + [k for k in base if k not in present]

    spine = reordered(mine) or reordered(theirs) or list(base)
    runs: dict[str | None, list[list[str]]] = {}
    for side in (mine, theirs):
        anchor, run = None, []
        for key in side:
            if key in in_base:
                if run:
                    runs.setdefault(anchor, []).append(run)
                anchor, run = key, []
            else:
                run.append(key)
        if run:
            runs.setdefault(anchor, []).append(run)
    # Runs after one row go in the order of their names, whichever side they come from; a
    # row both sides added stays where it first comes.
    out: list[str] = []
    placed: set[str] = set()
    for anchor in [None, *spine]:
        if anchor is not None:
            out.append(anchor)
        for run in sorted(runs.get(anchor, [])):
            fresh = [key for key in run if key not in placed]
            placed.update(fresh)
            out += fresh
    return out
