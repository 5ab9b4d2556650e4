"""Flat sheet data: the form read against a character (or left blank), as plain records.

The builders draw these records and never see a model, a rules service or a form spec, so
a blank sheet, a filled sheet and a fillable sheet go through the same drawing code. Text
here is plain (never markup); the builders escape it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pydantic import BaseModel

TICKED, UNTICKED = "Yes", "Off"
"""A yes or no as a box's value: what a fillable sheet's checkbox reads back."""
BLANK_ROWS = 6
"""Empty rows printed under a list (and on blank sheets) for entries written by hand."""


def plain(value: Any) -> str:
    """A saved value as the player would write it on paper, normalised to NFC."""
    if value is None:
        text = ""
    elif isinstance(value, bool):
        text = "Yes" if value else "No"
    elif isinstance(value, float):
        text = f"{value:g}"
    elif isinstance(value, Enum):
        text = str(value.value)
    elif isinstance(value, list | tuple | set | frozenset):
        text = ", ".join(plain(v) for v in value)
    elif isinstance(value, BaseModel):
        text = _model_text(value)
    else:
        text = str(value)
    return unicodedata.normalize("NFC", text)


def _model_text(value: BaseModel) -> str:
    fields = type(value).model_fields
    if "current" in fields and "maximum" in fields:
        return f"{value.current} / {value.maximum}"  # type: ignore[attr-defined]
    if "level" in fields:
        return str(value.level)  # type: ignore[attr-defined]
    for key in ("name", "label", "title"):
        if key in fields:
            return str(getattr(value, key))
    return ", ".join(f"{k} {plain(getattr(value, k))}" for k in fields)


@dataclass(frozen=True)
class Written:
    """One value written on the sheet: a labelled box, or a table cell. ``name`` is the
    form field's name when the sheet is fillable ('' = never a field)."""

    label: str
    value: str
    name: str = ""
    multiline: bool = False
    note: str = ""
    """Small print beside the value (the odds of its check)."""
    tick: bool = False
    """A yes or no: printed as a box, ticked or empty (``value`` "Yes" or "Off", as a
    fillable sheet's checkbox reads back)."""
    blacked: bool = False
    """A box to tick blacked out, never to be ticked (Basic Roleplaying's experience box of
    a skill experience cannot raise: "black out the checkbox on the character sheet")."""
    marks: tuple[str, ...] = ()
    """Words printed each after a box to tick, the one ``value`` names ticked (Game Rules
    Lite's heavy and light: a regular item ticks none)."""
    mark_names: tuple[str, ...] = ()
    """The form's own words of ``marks`` (they print in the paper's language), naming a
    fillable sheet's checkboxes so that import reads them in any language."""


@dataclass(frozen=True)
class Fields:
    """One or more write-in boxes side by side (a field, a pool's current of maximum)."""

    label: str
    cells: tuple[Written, ...]


@dataclass(frozen=True)
class Numbers:
    """A pool as a published sheet prints it: its maximum's box and every value from 0 to
    the maximum in a small box, to cross off as it falls; a fillable sheet keeps its box for
    the current value too (``cells``). On a printed sheet those above ``current`` are
    crossed off already (None: none are). ``fallback`` is the pool as boxes, for a maximum
    with more values than the column has room for."""

    label: str
    cells: tuple[Written, ...]
    top: int
    current: int | None
    fallback: Fields


@dataclass(frozen=True)
class Grid:
    """Attribute and derived-value grids: short label over a large value."""

    label: str
    cells: tuple[Written, ...]


@dataclass(frozen=True)
class Column:
    label: str
    width: float = 1.0
    align: str = "left"


@dataclass(frozen=True)
class Rows:
    """A table: checks with their targets and odds, lists, inventory, ledger entries."""

    label: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[Written, ...], ...]
    numbered: bool = False
    caption: str = ""
    warning: str = ""
    halves: bool = False
    """A long list of short rows (checks) that may be set in two halves side by side."""


@dataclass(frozen=True)
class Boxes:
    """A status track: one mark per box ('', '/', '\\', 'X'); penalty marks after the
    given box numbers (1-based)."""

    label: str
    marks: tuple[str, ...]
    penalties: tuple[int, ...] = ()
    left: str = ""
    right: str = ""
    name: str = ""
    caption: str = ""


@dataclass(frozen=True)
class Rungs:
    label: str
    rungs: tuple[str, ...]
    level: int | None
    name: str = ""


@dataclass(frozen=True)
class Badge:
    name: str
    meaning: str
    severity: str = "warning"


@dataclass(frozen=True)
class Badges:
    label: str
    states: tuple[Badge, ...]
    blank: bool = False


@dataclass(frozen=True)
class Text:
    label: str
    text: str
    name: str = ""
    blank: bool = False
    """On a blank sheet: more ruled lines to write on."""
    parts: tuple[str, ...] = ()
    """In a fillable sheet, the text cut into parts that each fit on a page (``parts.py``),
    each a field of its own; empty when it is one field."""


@dataclass(frozen=True)
class Picture:
    label: str
    data: bytes | None


@dataclass(frozen=True)
class Stack:
    """Several blocks under one heading (the addiction tracks; a ledger's totals and rows)."""

    label: str
    blocks: tuple[Fields | Grid | Rows | Boxes, ...]
    wide_tail: bool = False
    """Its last block (a ledger's most recent rows) may be set under the whole row of the
    section, at full width, when the stack shares its row with other elements."""


Block = Fields | Numbers | Grid | Rows | Boxes | Rungs | Badges | Text | Picture | Stack


@dataclass(frozen=True)
class Placed:
    block: Block
    span: int = 1


@dataclass(frozen=True)
class SectionData:
    title: str
    columns: int
    blocks: tuple[Placed, ...]


@dataclass(frozen=True)
class PageData:
    title: str
    sections: tuple[SectionData, ...]


@dataclass(frozen=True)
class Target:
    """What a form field of a fillable sheet stands for, so a filled sheet can be read
    back: ``kind`` is field, text (notes in ``length`` parts), pool, track, ladder, cell,
    marks (a cell's words, each a box to tick), xp or fixed (worked out by the rules, never typed in); ``path`` the model path;
    ``label`` the words the sheet uses."""

    kind: str
    path: str
    label: str
    left: str = ""
    right: str = ""
    length: int = 0
    words: tuple[str, ...] = ()
    """For ``marks``: the words with a box to tick each (a checkbox named by
    :func:`mark_name`); none ticked is ``default``, the model's own value."""
    default: str = ""


def mark_name(name: str, word: str) -> str:
    """The checkbox of one marked word of a fillable sheet's cell (``inventory_3_size_heavy``)."""
    return f"{name}_{re.sub(r'[^A-Za-z0-9_-]', '_', word)}"


@dataclass(frozen=True)
class SheetData:
    """Everything one character's sheet prints."""

    name: str
    player: str
    system: str
    title: str
    pages: tuple[PageData, ...]
    states: tuple[Badge, ...] = ()
    fields: dict[str, str] = field(default_factory=dict, compare=False)
    """Every form field of the sheet and its value (for filling and for tests)."""
    targets: dict[str, Target] = field(default_factory=dict, compare=False)
    """What each form field stands for (see :class:`Target`)."""


@dataclass(frozen=True)
class RosterRow:
    name: str
    player: str
    system: str
    numbers: tuple[tuple[str, str], ...]
    """The key numbers, each a label and its value (the pools, tracks and ladders the sheet
    shows, and what the character has to advance with)."""
    states: str
