"""Removing a row the rules advanced, once the character is in play.

A row holds something the rules advanced when the whole row is an advance (a Game Rules
Lite talent, learnt for 5 XP) or when one of its advanced values (a skill's ranks or rating,
a technique's effort) is above where a new row starts. None of the five excerpts has a way
to lose such a thing or to get back what it cost, so in play removing it is refused with the
reason; the user may instead record the removal as an adjustment with a reason (a ledger
entry that ``validate`` flags until it is accepted), as a GM may rule. During creation, and
for rows that hold nothing advanced (gear, notes, a skill added and never raised), removal
stays free.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .advancing import Advanced
from .paths import get_path


@dataclass(frozen=True)
class Removal:
    """What removing row ``index`` of ``rows`` would lose, and why the rules refuse it."""

    rows: str
    index: int
    subject: str
    """The row in the game's words: "Fight", "talent Tough"."""
    holds: str
    """What the rules advanced on it: "skill ranks 3", "gained by advancing"."""
    refusal: str
    """Why the rules have no such removal, in the game's words."""

    @property
    def path(self) -> str:
        return f"{self.rows}.{self.index}"

    def words(self) -> str:
        """"Fight (skill ranks 3)": the row and what goes with it."""
        return f"{self.subject} ({self.holds})"


def removal_of(advanced: Sequence[Advanced], character: Any, rows: str, index: int,
               why: str) -> Removal | None:
    """The :class:`Removal` of a row that holds an advance, or None when the row is free.
    ``why`` is the game's reason no advance is ever lost."""
    row = get_path(character, rows)[index]
    keys = (str(index),)
    name = str(getattr(row, "name", "") or "").strip()
    whole = next((a for a in advanced if a.pattern == f"{rows}.*"), None)
    if whole is not None:
        subject = whole.name(character, keys) if name else f"a {whole.label}"
        return Removal(rows, index, subject, "gained by advancing", why)
    held = []
    for a in advanced:
        field = a.pattern.removeprefix(f"{rows}.*.")
        if field == a.pattern or "." in field or not hasattr(row, field):
            continue
        value = getattr(row, field)
        start = type(row).model_fields[field].get_default(call_default_factory=True)
        if value != start:
            held.append(f"{a.label} {value}" if isinstance(value, int) else a.label)
    if not held:
        return None
    return Removal(rows, index, name or "this row", ", ".join(held), why)
