"""Names from the game's own lists: skills, quirks, techniques, talents, weapons.

A system declares each list as a :class:`NameList`: where the names sit on the character
(a path pattern with ``*`` for a row), the names the rules give, whether the excerpt lets a
player add names of their own, and where a row keeps its rank. Names are compared folded:
case-insensitive and accent-insensitive, so "melee weapons" finds "Melée Weapons".
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .actions import Finding
from .kept import Kept
from .paths import get_path
from .words import QT_TRANSLATE_NOOP


@lru_cache(maxsize=1 << 16)
def fold(name: str) -> str:
    """A name without case, accents or surrounding space, for comparing. Each name is folded
    once and remembered: a sheet's names are compared on every change (validation, places,
    completion), and a long list's names would otherwise be folded again each time."""
    decomposed = unicodedata.normalize("NFKD", name.strip())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


@dataclass(frozen=True)
class NameList:
    """``rows`` is the path of the list ("skills"), ``field`` the name inside a row ("name";
    "" when the rows are the names); ``rank`` the row's rank field ("rank"; "" for none)."""

    label: str
    rows: str
    names: Sequence[str] | Callable[[Any], Sequence[str]]
    field: str = "name"
    custom: bool = True
    """The excerpt allows names of the player's own (marked as custom on the sheet)."""
    rank: str = ""

    def listed(self, character: Any = None) -> tuple[str, ...]:
        names = self.names(character) if callable(self.names) else self.names
        return tuple(names)

    def match(self, name: str, character: Any = None) -> str | None:
        """The listed name this one folds to, or None."""
        return _folded(self.listed(character)).get(fold(name))

    def complete(self, typed: str, character: Any = None) -> list[str]:
        """Listed names containing what was typed, folded ("mele" finds "Melée Weapons")."""
        key = fold(typed)
        return [n for n in self.listed(character) if key in fold(n)]

    def entries(self, character: Any) -> Iterator[tuple[int, str, int]]:
        """(row number, name, rank) of each named row on the character."""
        return self.entries_of(get_path(character, self.rows))

    def entries_of(self, rows: Any) -> Iterator[tuple[int, str, int]]:
        """(row number, name, rank) of each named row of the character's list ``rows``."""
        for i, row in enumerate(rows):
            name = get_path(row, self.field) if self.field else row
            rank = get_path(row, self.rank) if self.rank else 0
            if isinstance(name, str) and name.strip():
                yield i, name, rank if isinstance(rank, int) else 0


@lru_cache(maxsize=64)
def _folded(listed: tuple[str, ...]) -> dict[str, str]:
    """Each listed name by its folded form (the first listed wins)."""
    out: dict[str, str] = {}
    for n in listed:
        out.setdefault(fold(n), n)
    return out


SPELLING = "spelling"
"""The kind of finding a name spelt unlike the list only by case or accent is, where
``names.fix`` puts it right (``Finding.kind``)."""


@dataclass(frozen=True)
class _Read:
    """One list's rows read against its listed names: its findings, and the rows whose name
    differs from a listed one only by case or accent (path, the listed spelling)."""

    findings: tuple[Finding, ...]
    proper: tuple[tuple[str, str], ...]


KEPT = 64
"""How many lists keep what was read in them."""
_READ = Kept(KEPT, recent=True)
"""Each list lately read, by the identity of its declaration and of the character's rows
(held, see :class:`.kept.Kept`), with the names it was read against: a change that leaves a
list the same object (a track click, a field elsewhere) does not fold its rows again."""


def forget() -> None:
    """Forget the lists read: the next validation reads every row again."""
    _READ.clear()


def _read(names: NameList, character: Any) -> _Read:
    rows = get_path(character, names.rows)
    listed = names.listed(character)
    kept = _READ.get((id(names), id(rows)), names, rows)
    if kept is not None and kept[0] == listed:
        return kept[1]
    return _READ.put((id(names), id(rows)), (listed, _read_rows(names, rows, listed)), names, rows)[1]


def _read_rows(names: NameList, rows: Any, listed: tuple[str, ...]) -> _Read:
    spelt, folded = set(listed), _folded(listed)
    entries = list(names.entries_of(rows))
    present = {name for _, name, _ in entries}
    findings, proper = [], []
    for i, name, rank in entries:
        if name in spelt:
            continue
        listed_as = folded.get(fold(name))
        where = f"{names.rows}.{i}.{names.field}" if names.field else f"{names.rows}.{i}"
        if listed_as is not None:
            fixable = names.field not in ("name", "") or listed_as not in present
            if fixable:
                proper.append((where, listed_as))
            said = (QT_TRANSLATE_NOOP("Rules", "the game's list writes it “{proper}”; as typed it "
                                      "is another {what}, and “{proper}” stays untrained")
                    if names.rank else
                    QT_TRANSLATE_NOOP("Rules", "the game's list writes it “{proper}”; as typed it "
                                      "is another {what}"))
            findings.append(Finding(where, said.format(proper=listed_as, what=names.label), "warning",
                                    kind=SPELLING if fixable else ""))
        elif not names.custom:
            findings.append(Finding(where, QT_TRANSLATE_NOOP(
                "Rules", "not a {what} of the game's list; pick one from the list").format(
                    what=names.label), "error"))
        elif rank:
            findings.append(Finding(where, QT_TRANSLATE_NOOP(
                "Rules", "{rank} ranks in a {what} that is not in the game's list (a custom "
                "one); check the spelling").format(rank=rank, what=names.label), "warning"))
    return _Read(tuple(findings), tuple(proper))


def name_findings(lists: Sequence[NameList], character: Any) -> list[Finding]:
    """A name that matches a listed one only by case or accent; a name not in the list
    where the excerpt allows none of the player's own; a rank on a name not in the list.
    Each list is read once per change to it (:data:`_READ`)."""
    return [f for names in lists for f in _read(names, character).findings]


def proper_names(lists: Sequence[NameList], character: Any) -> list[tuple[str, str]]:
    """(path, the listed spelling) of each name that differs from a listed one only by case
    or accent, where the row list does not already hold the listed spelling."""
    return [p for names in lists for p in _read(names, character).proper]
