"""Marks on the sheet: a track's boxes, a list of tracks, a pool's current of maximum and a
ladder's rungs."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...core.pool import Ladder, Pool
from ...core.track import Track
from ...sheet import Block
from ...translate import translate
from ..flat import Boxes, Fields, Numbers, Rungs, Stack, Target

if TYPE_CHECKING:
    from ..reading import Reader

BLANK_TRACKS = 2
"""Tracks a blank sheet leaves for a list of tracks (an addiction), written in by hand."""


def track(block: Block, r: Reader) -> Boxes:
    return _boxes(block, r, r.name(block.bind), block.bind)


def tracks(block: Block, r: Reader) -> Stack:
    e = block.element
    rows = tuple(_boxes(row, r, r.name(block.bind, i), row.bind)
                 for i, row in enumerate(block.children))
    if r.blank:  # room for two, written in by hand
        empty = Block("track", "", "", Track(length=10), element=e)
        rows = tuple(_boxes(empty, r, r.name(block.bind, i)) for i in range(BLANK_TRACKS))
    return Stack(block.label, rows)


def _boxes(block: Block, r: Reader, name: str, path: str = "") -> Boxes:
    e = block.element
    left, right, penalties = getattr(e, "left", ""), getattr(e, "right", ""), tuple(e.marks)
    value = block.value
    if value is None:  # an optional track this character does not have
        if not r.blank:
            return Boxes(block.label, (), (), left, right, "", block.text)
        value = Track(length=10)
    marks = ("",) * value.length if r.blank else tuple(value.boxes())
    for i, mark in enumerate(marks):
        r.fields[f"{name}_{i + 1}"] = mark
    if path:
        r.targets[name] = Target("track", path, block.label, left or "left", right or "right",
                                 value.length)
    caption = "" if r.blank else block.text
    return Boxes(block.label, marks, penalties, left, right, name, caption)


def pool(block: Block, r: Reader) -> Fields | Numbers:
    value = block.value if block.value is not None else Pool()
    current = r.write(translate("PaperSheet", "current"), value.current,
                      r.name(block.bind, "current"), target=Target("pool", block.bind, block.label))
    if not r.fillable and not r.blank:  # a box for a pencil, the value now small beside it
        current = replace(current, value="", note=str(value.current) if r.current else "")
    maximum = r.write(translate("PaperSheet", "maximum"), value.maximum,
                      r.name(block.bind, "maximum"),
                      target=Target("field", f"{block.bind}.maximum", f"{block.label} maximum"))
    cells = [maximum, current]
    if getattr(value, "temporary", 0) and not r.blank:
        cells.append(r.write(translate("PaperSheet", "temporary"), value.temporary, r.name(block.bind, "temporary"),
                             target=Target("field", f"{block.bind}.temporary",
                                           f"{block.label} temporary")))
    boxes = Fields(block.label, tuple(cells))
    if not getattr(block.element, "numbers", False) or r.blank or value.maximum < 1:
        return boxes  # no maximum known: the boxes leave room to write
    # the values to cross off; a fillable sheet keeps its field for the current value
    kept = cells if r.fillable else [c for c in cells if c is not current]
    crossed = value.current if r.current and not r.fillable else None
    return Numbers(block.label, tuple(kept), value.ceiling, crossed, boxes)


def ladder(block: Block, r: Reader) -> Rungs:
    value = block.value if block.value is not None else Ladder()
    rungs = tuple(block.element.rungs) or tuple(str(i) for i in range(value.top + 1))
    level = None if r.blank else value.level
    name = r.name(block.bind)
    for i in range(len(rungs)):
        r.fields[f"{name}_{i}"] = "Yes" if level == i else "Off"
    r.targets[name] = Target("ladder", block.bind, block.label, length=len(rungs))
    return Rungs(block.label, rungs, level, name)
