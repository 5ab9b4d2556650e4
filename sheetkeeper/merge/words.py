"""Conflicts told in the game's words, with the labels of the sheet's own form.

    Body: injury 2 → 4 here, 2 → 3 there
    Click: 3 → 1 here, 3 → 2 there
    Gear — Rope: removed here, changed there
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .tree import MISSING, Path, RawConflict

Kind = Literal["field", "track", "pool", "ladder", "row"]

_POOL_PARTS = {"current": "", "maximum": "maximum", "temporary": "temporary", "floor": "floor"}
_LADDER_PARTS = {"level": "", "temporary": "temporary", "top": "top"}
_TRACK_LENGTH = "boxes"


@dataclass(frozen=True)
class Conflict:
    """One value both sides changed differently: base, mine ("here") and theirs ("there")."""

    key: str
    """The conflict's key in :meth:`Merge.resolve` (``body.left``, ``gear[Rope].quantity``)."""
    kind: Kind
    label: str
    """What it is on the sheet: ``Body``, ``Gear — Rope``."""
    part: str
    """Which part of it, in the game's words: ``injury``, ``maximum``, ``quantity``; or ''."""
    base: Any
    mine: Any
    theirs: Any

    def __str__(self) -> str:
        name = f"{self.label}: {self.part} " if self.part else f"{self.label}: "
        if isinstance(self.mine, dict) or isinstance(self.theirs, dict) or MISSING in (self.mine, self.theirs):
            return f"{name}{_row(self.base, self.mine)} here, {_row(self.base, self.theirs)} there"
        if self.base is MISSING:
            return f"{name}{text(self.mine)} here, {text(self.theirs)} there (new on both)"
        return (
            f"{name}{text(self.base)} → {text(self.mine)} here, "
            f"{text(self.base)} → {text(self.theirs)} there"
        )


def _row(base: Any, value: Any) -> str:
    if value is MISSING:
        return "removed"
    if base is MISSING:
        return "added"
    return "changed"


def text(value: Any) -> str:
    """A value as the sheet would show it."""
    if value is MISSING or value is None:
        return "nothing"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, str):
        return f"“{value}”" if value else "(empty)"
    if isinstance(value, list):
        return ", ".join(text(v) for v in value) or "(none)"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{humanize(k)} {text(v)}" for k, v in value.items()) + "}"
    return str(value)


_WORDS = {"gm": "GM", "xp": "XP"}
"""Names a field's own spelling gets wrong (a party's GM)."""


def humanize(key: str) -> str:
    if key.startswith("["):
        return key[1:-1]
    return _WORDS.get(key, key.replace("_", " "))


def labels(system_id: str | None) -> dict[str, Any]:
    """Each bound path of the system's form -> its element (or an attribute item)."""
    if not system_id:
        return {}
    try:
        from ..forms.spec import form_for

        form = form_for(system_id)
    except Exception:  # a system without a form still merges; words fall back to field names
        return {}
    out: dict[str, Any] = {}
    for element in form.elements():
        if element.bind:
            out.setdefault(element.bind, element)
    wholes = {b for b, e in out.items() if e.kind in ("track", "pool", "ladder")}
    for element in form.elements():
        for item in getattr(element, "items", ()):
            # Click's maximum shown among the attributes is still a part of the Click pool.
            if item.bind and item.bind.rpartition(".")[0] not in wholes:
                out.setdefault(item.bind, item)
    return out


def describe(raw: RawConflict, system_id: str | None, bound: dict[str, Any] | None = None) -> Conflict:
    bound = labels(system_id) if bound is None else bound
    path = raw.path
    for cut in range(len(path), 0, -1):
        head = path[:cut]
        if any(p.startswith("[") for p in head):
            continue
        element = bound.get(".".join(head))
        if element is not None:
            return _in_words(raw, element, path[cut:])
    return _plain(raw, path)


def _in_words(raw: RawConflict, element: Any, rest: Path) -> Conflict:
    label = element.label or _first_upper(humanize(raw.path[0]))
    kind = getattr(element, "kind", "field")

    def made(kind: Kind, label: str, part: str) -> Conflict:
        return Conflict(raw.key, kind, label, part, raw.base, raw.mine, raw.theirs)

    if kind == "track" and len(rest) == 1:
        side = {"left": element.left, "right": element.right, "length": _TRACK_LENGTH}
        return made("track", label, side.get(rest[0], humanize(rest[0])))
    if kind == "pool" and len(rest) == 1:
        return made("pool", label, _POOL_PARTS.get(rest[0], humanize(rest[0])))
    if kind == "ladder" and len(rest) == 1:
        return made("ladder", label, _LADDER_PARTS.get(rest[0], humanize(rest[0])))
    if kind in ("table", "inventory", "tracks") and rest and rest[0].startswith("["):
        row_label = f"{label} — {humanize(rest[0])}"
        tail = rest[1:]
        if not tail:
            return made("row", row_label, "")
        if kind == "tracks" and tail[0] == element.item_track and len(tail) == 2:
            side = {"left": element.left, "right": element.right, "length": _TRACK_LENGTH}
            return made("track", row_label, side.get(tail[1], humanize(tail[1])))
        columns = {c.key: c.label for c in getattr(element, "columns", ())}
        return made("field", row_label, " ".join(columns.get(p, humanize(p)) for p in tail))
    return made("field", label, " ".join(humanize(p) for p in rest))


def _plain(raw: RawConflict, path: Path) -> Conflict:
    rows = [i for i, p in enumerate(path) if p.startswith("[")]
    if rows and rows[-1] == len(path) - 1:
        label = _first_upper(" — ".join(humanize(p) for p in path))
        return Conflict(raw.key, "row", label, "", raw.base, raw.mine, raw.theirs)
    head = path[: rows[-1] + 1] if rows else path[:1]
    label = _first_upper(" — ".join(humanize(p) for p in head))
    part = " ".join(humanize(p) for p in path[len(head):])
    return Conflict(raw.key, "field", label, part, raw.base, raw.mine, raw.theirs)


def _first_upper(words: str) -> str:
    return words[:1].upper() + words[1:]
