"""Column widths that follow what a table holds: no word is broken or shrunk when the room
allows, short columns (dates, numbers, Yes/No) take what they need, and the room left goes to
the columns with long text (a reason, notes). The form's column widths share out any room
over, and decide alone when even the longest words do not fit."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

from reportlab.pdfbase.pdfmetrics import stringWidth

from . import styles as st
from .flat import Column, Written
from .flowables import marks_width
from .fonts import simple

PADDING = 4.5
"""A cell's left and right padding, and a little air."""
ONE_LINE = 0.25
"""A column whose text a quarter of the room over would set on one line gets it first."""
CELL_ROOM = PADDING + 1.0
"""What a cell's padding takes of its column, with a point to spare (``tables.py``)."""
SQUEEZE = 0.85
"""How much smaller a table's longest words may be set so that it fits (``FitParagraph``
sets a word too long for its column smaller): a little, never so much it reads as small."""


def _width(text: str, font: str, size: float) -> float:
    if not text:
        return 0.0
    if not simple(text):  # other scripts: an estimate, wide enough for CJK
        return len(text) * size
    return stringWidth(text, font, size)


def _longest_word(text: str, font: str, size: float) -> float:
    return max((_width(w, font, size) for w in re.split(r"\s+", text) if w), default=0.0)


def _two_lines(text: str, font: str, size: float) -> float:
    """The width that sets a heading on at most two lines ("Box open (not blacked out)" on
    five lines makes a row of Yes and No five lines tall)."""
    words = text.split()
    if len(words) < 2:
        return _longest_word(text, font, size)
    return min(max(_width(" ".join(words[:i]), font, size), _width(" ".join(words[i:]), font, size))
               for i in range(1, len(words)))


def needs(columns: Sequence[Column], rows: Sequence[Sequence[Written]]) -> tuple[list[float], list[float]]:
    """Per column: the width its longest word needs (its heading on two lines at most), and
    the width that sets every cell on one line."""
    need, wish = _needs(tuple(columns), tuple(tuple(row) for row in rows))
    return list(need), list(wish)


@lru_cache(maxsize=256)
def _needs(columns: tuple[Column, ...],
           rows: tuple[tuple[Written, ...], ...]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    s = st.styles()
    need, wish = [], []
    for i, col in enumerate(columns):
        cells = [row[i].value for row in rows if i < len(row) and not row[i].marks]
        marked = max((marks_width(row[i].marks) for row in rows if i < len(row)), default=0.0)
        head = _two_lines(col.label, st.BOLD, s.head.fontSize)
        words = max(max((_longest_word(c, st.FONT, s.cell.fontSize) for c in cells), default=0.0),
                    marked)
        whole = max(max((_width(line, st.FONT, s.cell.fontSize)
                         for c in cells for line in c.splitlines()), default=0.0), marked)
        head_whole = _width(col.label, st.BOLD, s.head.fontSize)
        need.append(max(head, words) + PADDING)
        wish.append(max(head_whole, whole, head, words) + PADDING)
    return tuple(need), tuple(wish)


def fits(columns: Sequence[Column], rows: Sequence[Sequence[Written]], width: float) -> bool:
    """Whether every word of the table fits its column in ``width`` (set at most a little
    smaller)."""
    return sum(needs(columns, rows)[0]) * SQUEEZE <= width


def lines(rows: Sequence[Sequence[Written]], widths: Sequence[float]) -> int:
    """About how many lines of text ``rows`` take in columns of ``widths`` (each row as many
    as its fullest cell): enough to tell whether setting a table in two halves saves room."""
    s = st.styles()
    total = 0
    for row in rows:
        total += max((math.ceil(_width(cell.value, st.FONT, s.cell.fontSize) * _squeeze(cell.value)
                                / max(1.0, w - CELL_ROOM)) or 1
                      for cell, w in zip(row, widths, strict=False)), default=1)
    return total


def _squeeze(text: str) -> float:
    """Only a single word too long for its column is set smaller; words wrap."""
    return SQUEEZE if len(text.split()) == 1 else 1.0


def column_widths(columns: Sequence[Column], rows: Sequence[Sequence[Written]],
                  width: float) -> list[float]:
    need, wish = needs(columns, rows)
    weights = [c.width for c in columns]
    if sum(wish) <= width:  # everything on one line: the room over by the form's widths
        return _share(wish, weights, width - sum(wish))
    if sum(need) <= width:  # the room over to the columns whose text would wrap
        return _one_line_first(need, wish, width)
    if sum(need) * SQUEEZE <= width:  # the longest words a little smaller
        return [n * width / sum(need) for n in need]
    total = sum(weights)
    return [width * w / total for w in weights]


def _one_line_first(need: list[float], wish: list[float], width: float) -> list[float]:
    """The room over the longest words: a column that a little of it sets on one line
    ("Session 2" beside a long reason) takes what it needs, the shortest first; the rest is
    shared by how much more each wrapping column would take."""
    widths, room = list(need), width - sum(need)
    for i in sorted(range(len(need)), key=lambda i: wish[i] - need[i]):
        more = wish[i] - need[i]
        if 0 < more <= room * ONE_LINE:
            widths[i], room = wish[i], room - more
    rest = [w - n if n == w0 else 0.0 for w, n, w0 in zip(wish, need, widths, strict=True)]
    return _share(widths, rest, room) if room > 0 else widths


def _share(base: list[float], weights: list[float], room: float) -> list[float]:
    total = sum(weights)
    if total <= 0:
        return [b + room / len(base) for b in base]
    return [b + room * w / total for b, w in zip(base, weights, strict=True)]
