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
        for i, row in enumerate(get_path(character, self.rows)):
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


def name_findings(lists: Sequence[NameList], character: Any) -> list[Finding]:
    """A name that matches a listed one only by case or accent; a name not in the list
    where the excerpt allows none of the player's own; a rank on a name not in the list."""
    out = []
    fixable = dict(proper_names(lists, character))
    for names in lists:
        listed = names.listed(character)
        spelt, folded = set(listed), _folded(listed)
        for i, name, rank in names.entries(character):
            if name in spelt:
                continue
            proper = folded.get(fold(name))
            where = f"{names.rows}.{i}.{names.field}" if names.field else f"{names.rows}.{i}"
            if proper is not None:
                said = (QT_TRANSLATE_NOOP("Rules", "the game's list writes it “{proper}”; as typed it "
                                          "is another {what}, and “{proper}” stays untrained")
                        if names.rank else
                        QT_TRANSLATE_NOOP("Rules", "the game's list writes it “{proper}”; as typed it "
                                          "is another {what}"))
                out.append(Finding(where, said.format(proper=proper, what=names.label), "warning",
                                   kind=SPELLING if where in fixable else ""))
            elif not names.custom:
                out.append(Finding(where, QT_TRANSLATE_NOOP(
                    "Rules", "not a {what} of the game's list; pick one from the list").format(
                        what=names.label), "error"))
            elif rank:
                out.append(Finding(where, QT_TRANSLATE_NOOP(
                    "Rules", "{rank} ranks in a {what} that is not in the game's list (a custom "
                    "one); check the spelling").format(rank=rank, what=names.label), "warning"))
    return out


def proper_names(lists: Sequence[NameList], character: Any) -> list[tuple[str, str]]:
    """(path, the listed spelling) of each name that differs from a listed one only by case
    or accent, where the row list does not already hold the listed spelling."""
    out = []
    for names in lists:
        listed = names.listed(character)
        spelt, folded = set(listed), _folded(listed)
        rows = list(names.entries(character))
        present = {name for _, name, _ in rows}
        for i, name, _ in rows:
            proper = None if name in spelt else folded.get(fold(name))
            if proper is not None and (names.field not in ("name", "") or proper not in present):
                out.append((f"{names.rows}.{i}.{names.field}" if names.field else f"{names.rows}.{i}", proper))
    return out
