"""A library's list as CSV, for spreadsheets: one row a line, one kept field a column.

The header names the fields (``name,category,base``; the words the sheet shows, "Can
improve", are read too, in any case or accent). An empty cell leaves the field at what the
sheet gives a new row (or open, where the player chooses it when picking). A yes or no is
written ``yes``/``no``; a list of words (proficiencies) ``a, b``. Reading refuses the first
bad row by its line and column, and nothing of the file is taken then.
"""

from __future__ import annotations

import csv
import io
from typing import Any, get_args

from ..core.library import (
    KEY,
    MAX_ROWS,
    Library,
    RowRefusal,
    check_row,
    declared_list,
    keyed,
    row_model,
    words,
)
from ..core.names import fold
from ..forms.library_columns import labels, refusal_words

YES = {"yes", "y", "true", "1", "x", "ja", "oui"}
NO = {"no", "n", "false", "0", "", "nein", "non"}


class CsvRefusal(ValueError):
    """A CSV file refused, by line and column: 'line 4, column 3 (Base): must be at most 999'."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


def export_csv(library: Library, path: str) -> str:
    """The list's rows as CSV text (with its header line)."""
    entry = declared_list(library.system, path)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*entry.keeps, KEY])  # the key last: a row renamed in a spreadsheet keeps it
    for row in library.lists.get(path, ()):
        writer.writerow([*(_cell(row.get(k)) for k in entry.keeps), row.get(KEY, "")])
    return out.getvalue()


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def read_csv(system_id: str, path: str, text: str) -> list[dict[str, Any]]:
    """The rows of a CSV text for a library's list, each checked by the game's sheet; the
    first bad one is a :class:`CsvRefusal` naming its line and column."""
    entry = declared_list(system_id, path)
    model = row_model(system_id, path)
    text = text.removeprefix("\ufeff")
    try:
        lines = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as error:
        raise CsvRefusal(f"not CSV a spreadsheet writes ({error})") from None
    if not lines or not any(c.strip() for c in lines[0]):
        raise CsvRefusal("the file is empty: its first line must name the columns", 1, 1)
    named = labels(system_id, path)
    by_word = ({fold(k): k for k in entry.keeps} | {fold(words(k)): k for k in entry.keeps}
               | {fold(named[k]): k for k in entry.keeps} | {KEY: KEY})
    header: list[str] = []
    for i, cell in enumerate(lines[0]):
        key = by_word.get(fold(cell))
        if key is None:
            kept = ", ".join(entry.keeps)
            raise CsvRefusal(f"line 1, column {i + 1}: {cell!r} is no field of a library's "
                             f"{entry.label} (its fields: {kept})", 1, i + 1)
        if key in header:
            raise CsvRefusal(f"line 1, column {i + 1}: {cell!r} is named twice", 1, i + 1)
        header.append(key)
    if "name" in entry.keeps and "name" not in header:
        raise CsvRefusal("line 1: no name column (every row needs a name)", 1, 1)
    rows = []
    for number, cells in enumerate(lines[1:], start=2):
        if not any(c.strip() for c in cells):
            continue
        if len(cells) > len(header):
            raise CsvRefusal(f"line {number}, column {len(header) + 1}: more cells than the "
                             f"header names ({len(header)})", number, len(header) + 1)
        row: dict[str, Any] = {}
        for i, cell in enumerate(cells):
            try:
                value = _value(model, header[i], cell)
            except ValueError as problem:
                raise CsvRefusal(f"line {number}, column {i + 1} ({named[header[i]]}): {problem}",
                                 number, i + 1) from None
            if value is not _EMPTY:
                row[header[i]] = value
        try:
            rows.append(check_row(system_id, path, row))
        except RowRefusal as refusal:
            column = header.index(refusal.column) + 1 if refusal.column in header else 1
            raise CsvRefusal(f"line {number}, column {column}: {refusal_words(system_id, path, refusal)}",
                             number, column) from None
    return rows


_EMPTY: Any = object()


def _value(model: Any, field: str, cell: str) -> Any:
    if field == KEY:
        return cell.strip() or _EMPTY
    info = model.model_fields[field]
    kinds = {a for a in (info.annotation, *get_args(info.annotation)) if isinstance(a, type)}
    raw, cell = cell, cell.strip()
    if bool in kinds:
        if fold(cell) in YES:
            return True
        if fold(cell) in NO:
            return False
        raise ValueError(f"{cell!r} is neither yes nor no")
    if list in kinds or getattr(info.annotation, "__origin__", None) is list:
        return [w.strip() for w in cell.split(",") if w.strip()]
    if not cell:
        return None if type(None) in kinds else _EMPTY
    return raw if str in kinds else cell


def import_csv(library: Library, path: str, text: str, *, replace: bool = False) -> Library:
    """The library with the CSV's rows added to the list (or, with ``replace``, instead of
    its rows); a bad row refuses the whole file."""
    rows = keyed(([] if replace else library.rows(path)) + read_csv(library.system, path, text))
    if len(rows) > MAX_ROWS:
        raise CsvRefusal(f"{declared_list(library.system, path).label}: {len(rows)} rows; at most "
                         f"{MAX_ROWS} allowed in one list")
    return library.model_copy(update={"lists": {**library.lists, path: rows}})
