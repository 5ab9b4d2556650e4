"""Long notes in a fillable sheet, as several boxes that each fit on a page.

A form field cannot run on from one page to the next, so notes longer than a page's box
are cut, between words, into parts of at most ``LINES`` lines of their column, each its own
field (``notes``, ``notes_part2``, …). Each part keeps the spaces or line breaks it ends
with, so the parts put back together (:func:`joined`) are the notes as typed; the importer
reads a filled sheet's parts back as one value.
"""

from __future__ import annotations

import math
import re

LINES = 32
"""Lines of a column in one part: well under a page's height on A4 and Letter."""
FULL_WIDTH = 100
"""Characters on a line of notes set across the whole page (a narrow, conservative count)."""
PART = "_part"
_BREAK = re.compile(r"\s+")


def cut(text: str, share: float = 1.0) -> list[str]:
    """``text`` in parts that each fit ``LINES`` lines of a column ``share`` of the page's
    width; one part when it fits. A word longer than a part is a part of its own (the
    paragraph sets it smaller)."""
    per_line = max(20, int(FULL_WIDTH * share))
    if _lines(text, per_line) <= LINES:
        return [text]
    parts: list[str] = []
    start = 0
    ends = [m.end() for m in _BREAK.finditer(text)] + [len(text)]
    last = start
    for end in ends:
        if _lines(text[start:end].rstrip(), per_line) > LINES and last > start:
            parts.append(text[start:last])
            start = last
        last = end
    parts.append(text[start:])
    return [p for p in parts if p] or [text]


def _lines(text: str, per_line: int) -> int:
    return sum(max(1, math.ceil(len(line) / per_line)) for line in text.split("\n"))


def joined(parts: list[str]) -> str:
    """The parts as one text: as cut, or as a viewer kept them (one that dropped a part's
    final space does not glue two words together)."""
    text = ""
    for part in parts:
        if text and part and not text[-1].isspace() and not part[0].isspace():
            text += " "
        text += part
    return text


def part_name(name: str, number: int) -> str:
    """The form field of part ``number`` (1 is the notes' own field)."""
    return name if number == 1 else f"{name}{PART}{number}"
