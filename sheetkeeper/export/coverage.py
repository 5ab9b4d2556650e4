"""Characters no font on this computer can print: found before the sheet is drawn, and
named in plain words (which field, which characters, which package to install). They
print as a replacement mark, never as a silent blank."""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterator

from .flat import Rows, SheetData, Written
from .fonts import install_hint, unprintable


def _texts(value: object, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, Rows):
        yield from _texts(value.label, where)
        for row in value.rows:
            for cell, column in zip(row, value.columns, strict=False):
                yield from _texts(cell.value, f"{value.label or where} › {column.label}")
    elif isinstance(value, Written):
        yield from _texts(value.value, value.label or where)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _texts(item, where)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        label = getattr(value, "label", "") or getattr(value, "title", "") or where
        for f in dataclasses.fields(value):
            if f.name not in ("fields", "data"):
                yield from _texts(getattr(value, f.name), label if f.name != "name" else "Name")


def missing_glyphs(sheets: list[SheetData]) -> list[str]:
    """One plain message per field holding characters that will not print."""
    found: dict[str, set[str]] = {}
    for sheet in sheets:
        who = sheet.name or "the blank sheet"
        for where, text in _texts(sheet, ""):
            chars = unprintable(text)
            if chars:
                found.setdefault(f"{who}, {where or 'sheet'}", set()).update(chars)
    return [_message(where, chars) for where, chars in found.items()]


def _message(where: str, chars: set[str]) -> str:
    shown = ", ".join(
        f"“{c}” (U+{ord(c):04X}{' ' + unicodedata.name(c) if unicodedata.name(c, '') else ''})"
        for c in sorted(chars)
    )
    return (f"{where}: no font on this computer has {shown}; "
            f"it prints as “\ufffd”. To print it, {install_hint(chars)}.")
