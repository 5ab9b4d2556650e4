"""Where a path is, in the user's words: ``skills.3.rank`` read against the character is
"Skills › Firearms › Rank"; a row without a name is numbered from 1 ("Skills, row 4").

Every finding the rules return carries these words (``Finding.where``) beside its path; the
sheet model (:mod:`sheetkeeper.sheet.places`) puts the form's own labels and tab on them.
A path that names nothing on the character ("learning hours") is taken as words already.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel

from .kept import Kept
from .names import fold
from .paths import fields_of

ROW_NAMES = ("name", "substance", "title")
"""The fields a row is called by, in this order (an addiction row by its substance)."""
SEPARATOR = " › "


def words(name: str) -> str:
    """``specialist_level`` → ``Specialist level``: underscores become spaces, first letter
    capital; the rest as written ("XP", "PHYS")."""
    text = name.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Step:
    """One key of a path: its text, and for a row its number from 0 and whether it is named."""

    key: str
    text: str
    row: int | None = None
    named: bool = True


@dataclass(frozen=True)
class Place:
    path: str
    """The path with each row as its number ("techniques.2", never "techniques.Arc Lash")."""
    steps: tuple[Step, ...]

    @property
    def where(self) -> str:
        return join(self.steps)


def join(steps: tuple[Step, ...] | list[Step]) -> str:
    """The steps in words: named ones joined by ›, an unnamed row as ", row n"."""
    text = ""
    for step in steps:
        if step.row is not None and not step.named:
            text = f"{text}, row {step.row + 1}" if text else f"Row {step.row + 1}"
        elif step.text:
            text = f"{text}{SEPARATOR}{step.text}" if text else step.text
    return text


def row_name(row: Any) -> str:
    if isinstance(row, str):
        return row.strip()
    for key in ROW_NAMES:
        value = getattr(row, key, None)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


class _Rows:
    """One list's rows by name: each row's name read and folded once, how many rows share
    each folded name, and the first row of each."""

    def __init__(self, rows: list) -> None:
        self.names = [row_name(row) for row in rows]
        self.first: dict[str, int] = {}
        self.twins: dict[str, int] = {}
        self.folded = [fold(name) for name in self.names]
        for i, key in enumerate(self.folded):
            self.first.setdefault(key, i)
            self.twins[key] = self.twins.get(key, 0) + 1

    def index(self, key: str) -> int | None:
        if key.isdigit():
            return int(key) if int(key) < len(self.names) else None
        wanted = fold(key)
        return self.first.get(wanted) if wanted else None

    def step(self, index: int) -> Step:
        name = self.names[index]
        if not name:
            return Step(str(index), "", index, named=False)
        twins = self.twins[self.folded[index]]
        return Step(str(index), f"{name}, row {index + 1}" if twins > 1 else name, index)


KEPT = 64
"""How many parts of characters (a list, a track) keep the places read in them."""
_KNOWN = Kept(KEPT, recent=True)
"""The places read in each part of a character lately, by the character's type, the part's
field and the part's identity (the part is held, see :class:`.kept.Kept`): characters are
copy-on-write, so after a change every part it did not touch is the same object, and its
findings' places are not read again."""


def _known(character: Any, key: str) -> dict[str, Place] | None:
    """The places already read in the character's part ``key`` (filled as they are read)."""
    if not isinstance(character, BaseModel):
        return None
    part = getattr(character, key, None)
    at = (type(character), key, id(part))
    kept = _KNOWN.get(at, part)
    return kept if kept is not None else _KNOWN.put(at, {}, part)


PLACED_KEPT = 8192
"""How many findings keep their words."""
_PLACED = Kept(PLACED_KEPT)
"""Each finding lately given its place in words, with the part of the character its path is
read in (:meth:`Places.part`): while that part is the same object, so is the place, and the
finding is the same too, without reading its path again."""


def forget() -> None:
    """Forget the places kept: the next validation reads every path again (as a benchmark's
    first run does)."""
    _KNOWN.clear()
    _PLACED.clear()


class Places:
    """Paths read against one character. A list's rows are named (and their names folded)
    once, on the first path into it, so placing every finding of a long list costs one pass
    over its rows rather than one per finding; a path read in a part of a character that a
    change left as it was is not read again (:data:`_KNOWN`)."""

    def __init__(self, character: Any) -> None:
        self.character = character
        self._lists: dict[int, _Rows] = {}
        """By the list's identity: the character holds every list, so none is collected (and
        its identity taken by another) while this lives."""
        self._parts: dict[str, dict[str, Place] | None] = {}
        self._held: dict[str, tuple[Any, ...]] = {}

    def _rows(self, rows: list) -> _Rows:
        known = self._lists.get(id(rows))
        if known is None:
            known = self._lists[id(rows)] = _Rows(rows)
        return known

    def of(self, path: str) -> Place:
        """The path read against the character, key by key; from the first key that names
        nothing on it, the rest is taken as words."""
        keys = [k for k in path.split(".") if k] if path else []
        if not keys:
            return Place("", ())
        if keys[0] not in self._parts:
            self._parts[keys[0]] = _known(self.character, keys[0])
        known = self._parts[keys[0]]
        if known is None:
            return self._read(keys)
        place = known.get(path)
        if place is None:
            place = known[path] = self._read(keys)
        return place

    def part(self, path: str) -> tuple[Any, ...]:
        """What the path's place is read from, to hold by identity beside a result read
        from it: the character's type (its fields' titles) and the part its first key names
        (a list, a track); the character itself when it is no model. The same objects give
        the same place, so a result kept with them needs no reading of the path."""
        first = path.partition(".")[0]
        held = self._held.get(first)
        if held is None:
            character = self.character
            if not first or not isinstance(character, BaseModel):
                held = (character,)  # a path with a leading dot, or a plain mapping
            else:
                kind = type(character)
                held = (kind, getattr(character, first) if first in fields_of(kind) else None)
            self._held[first] = held
        return held

    def placed(self, finding: Any) -> Any:
        """The finding (``core.actions.Finding``) with its path's rows as numbers and its
        place in words (``where``). A finding placed before in the same part of a character
        is the same: its path is not read again."""
        held = self.part(finding.path)
        kept = _PLACED.get(finding, *held)
        if kept is not None:
            return kept
        place = self.of(finding.path)
        return _PLACED.put(finding, replace(finding, path=place.path, where=place.where), *held)

    def _read(self, keys: list[str]) -> Place:
        node, steps = self.character, []
        for n, key in enumerate(keys):
            if isinstance(node, BaseModel) and (info := fields_of(type(node)).get(key)) is not None:
                after_name = key in ROW_NAMES and steps and steps[-1].row is not None and steps[-1].named
                steps.append(Step(key, "" if after_name else info.title or words(key)))
                node = getattr(node, key)
            elif isinstance(node, list) and (index := (rows := self._rows(node)).index(key)) is not None:
                steps.append(rows.step(index))
                node = node[index]
            elif isinstance(node, dict) and key in node:
                steps.append(Step(key, key))
                node = node[key]
            else:
                rest = ".".join(keys[n:])
                steps.append(Step(rest, words(rest)))
                break
        return Place(".".join(step.key for step in steps), tuple(steps))


def place_of(character: Any, path: str) -> Place:
    """One path read against the character (:class:`Places` for many)."""
    return Places(character).of(path)
