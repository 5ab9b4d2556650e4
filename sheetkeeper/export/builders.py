"""One small builder per flat block kind: a block in, a list of flowables out.

Each builder is told the width it has, so grids choose their column count and tables
their column widths; anything long is a list of flowables that may split across pages.
"""

from __future__ import annotations

import io
import math
from dataclasses import replace

from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Image, Paragraph, Spacer, Table, TableStyle

from ..translate import translate
from . import styles as st
from .fit import BoxRow
from .flat import (
    Badges,
    Block,
    Boxes,
    Fields,
    Grid,
    Numbers,
    Picture,
    Rows,
    Rungs,
    Stack,
    Text,
    Written,
)
from .flowables import LadderRungs, NumberBoxes, TrackBoxes, WriteIn, esc, para
from .keep import Together, WithNext
from .parts import part_name
from .tables import heading, rows

GRID_MIN = 20 * mm
BLANK_NOTE_LINES = 8
"""Ruled lines for notes on a blank sheet."""
SPARE_NOTE_LINES = 3
"""Ruled lines under a character's notes: room for a few words at the table."""
RULED = 6.0
"""Between ruled lines, in mm: narrow-ruled paper's spacing."""


def build(block: Block, width: float, fillable: bool) -> list[Flowable]:
    return _BUILDERS[type(block)](block, width, fillable)


def _side_by_side(cells: list[Flowable], width: float, gap: float = 4) -> Flowable:
    if all(isinstance(c, WriteIn | Spacer) for c in cells):
        return BoxRow(cells, gap)
    n = len(cells)
    col = (width - gap * (n - 1)) / n
    widths: list[float] = []
    row: list[Flowable | str] = []
    for i, cell in enumerate(cells):
        if i:
            widths.append(gap)
            row.append("")
        widths.append(col)
        row.append(cell)
    table = Table([row], colWidths=widths, hAlign="LEFT")
    table.setStyle(_TIGHT)
    return table


_TIGHT = TableStyle([
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ("LEFTPADDING", (0, 0), (-1, -1), 0),
    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
    ("TOPPADDING", (0, 0), (-1, -1), 0),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
])


def fields(block: Fields, width: float, fillable: bool) -> list[Flowable]:
    s = st.styles()
    if len(block.cells) == 1:
        cell = block.cells[0]
        written = replace(cell, label=block.label)
        lines = 3 if cell.multiline else 1
        return [WriteIn(written, s.value, fillable=fillable, min_lines=lines)]
    boxes = [WriteIn(c, s.big, fillable=fillable) for c in block.cells]
    if not block.label:
        return [_side_by_side(boxes, width)]
    return [WithNext([heading(block.label)], [_side_by_side(boxes, width)])]  # never apart


NUMBER_ROWS = 5
"""At most this many rows of a pool's values to cross off; a larger maximum prints its boxes."""


def numbers(block: Numbers, width: float, fillable: bool) -> list[Flowable]:
    """A pool's maximum and its values to cross off, under its name, never apart."""
    if NumberBoxes.rows_in(block.top, width) > NUMBER_ROWS:
        return fields(block.fallback, width, fillable)
    s = st.styles()
    boxes: list[Flowable] = [WriteIn(c, s.big, fillable=fillable) for c in block.cells]
    if len(boxes) == 1:
        boxes.append(Spacer(0, 0))  # the maximum's box as wide as beside a current one
    track = NumberBoxes(block.top, block.current)
    return [WithNext([heading(block.label)], [Together([_side_by_side(boxes, width),
                                                        Spacer(0, 3), track])])]


def grid(block: Grid, width: float, fillable: bool) -> list[Flowable]:
    s = st.styles()
    if not block.cells:
        return [heading(block.label)]
    per_row = max(1, min(len(block.cells), int((width + 4) // (GRID_MIN + 4))))
    per_row = math.ceil(len(block.cells) / math.ceil(len(block.cells) / per_row))  # 2 + 2, not 3 + 1
    slot = (width + 4) / per_row - 4
    out: list[Flowable] = [heading(block.label)] if block.label else []
    for row in _grid_rows(block.cells, per_row, slot):
        boxes: list[Flowable] = [WriteIn(c, s.big, fillable=fillable, note_inside=True)
                                 for c, _ in row]
        spans = [n for _, n in row]
        boxes.append(Spacer(0, 0))
        spans.append(per_row - sum(spans))
        out += [BoxRow(boxes, spans=spans) if spans[-1] else
                BoxRow(boxes[:-1], spans=spans[:-1]), Spacer(0, 2)]
    return out


def _grid_rows(cells: tuple[Written, ...], per_row: int,
               slot: float) -> list[list[tuple[Written, int]]]:
    """The cells in rows of ``per_row`` slots; a value too long for one line of one slot
    takes as many slots as its line needs (up to the whole row), so a value fits its box
    ("1 (level 2 reached: level up)" on one line, not three) and no row grows tall."""
    rows: list[list[tuple[Written, int]]] = [[]]
    used = 0
    for cell in cells:
        need = stringWidth(cell.value, st.FONT, st.styles().value.fontSize) if cell.value else 0
        span = min(per_row, max(1, math.ceil((need + 2 * 2.2 + 4) / (slot + 4))))
        if used + span > per_row:
            rows.append([])
            used = 0
        rows[-1].append((cell, span))
        used += span
    return rows


def boxes(block: Boxes, width: float, fillable: bool) -> list[Flowable]:
    s = st.styles()
    legend = []
    if block.left:
        legend.append(f"/ {esc(block.left)}")
    if block.right:
        legend.append(f"\\ {esc(block.right)}")
    if block.left and block.right:
        legend.append("X " + esc(translate("PaperSheet", "both")))
    title = f"<b>{esc(block.label)}</b>" if block.label else ""
    extra = "   ".join(legend)
    if block.caption:
        extra = f"{extra}   ·   {esc(block.caption)}" if extra else esc(block.caption)
    line = Paragraph(f'{title}   <font color="{st.MUTED.hexval()}" size="7">{extra}</font>', s.cell)
    return [line, Spacer(0, 2), TrackBoxes(block, fillable=fillable)]


def rungs(block: Rungs, width: float, fillable: bool) -> list[Flowable]:
    return [heading(block.label), LadderRungs(block, st.styles().cell, fillable=fillable)]


def badges(block: Badges, width: float, fillable: bool) -> list[Flowable]:
    s = st.styles()
    out: list[Flowable] = [heading(block.label)]
    if block.blank:
        out.append(_ruled(width, 3))
    elif not block.states:
        out.append(Paragraph(esc(translate("PaperSheet", "None in force")), s.small))
    tone = {"danger": st.DANGER, "warning": st.WARNING, "info": st.MUTED}
    for state in block.states:
        colour = tone.get(state.severity, st.WARNING).hexval()
        out.append(Paragraph(
            f'<font color="{colour}"><b>■ {esc(state.name)}</b></font>  {esc(state.meaning)}',
            s.cell,
        ))
    return out


def text(block: Text, width: float, fillable: bool) -> list[Flowable]:
    s = st.styles()
    if fillable and block.name:
        least = BLANK_NOTE_LINES if block.blank else SPARE_NOTE_LINES
        parts = block.parts or (block.text,)
        out = []
        for number, part in enumerate(parts, 1):
            last = number == len(parts)
            label = block.label if number == 1 else translate(
                "PaperSheet", "{0} (continued)").format(block.label or translate("PaperSheet", "Notes"))
            lines = max(least, min(40, part.count("\n") + len(part) // 90 + 2)) if last else 1
            written = Written(label, part, part_name(block.name, number), multiline=True)
            out.append(WriteIn(written, s.body, fillable=True, min_lines=lines))
        return out
    out: list[Flowable] = [heading(block.label)]
    paragraphs = [p for p in block.text.replace("\r\n", "\n").split("\n\n") if p.strip()]
    out += [para(p, s.body) for p in paragraphs]
    # lines to write on, as a sheet's notes have: under what is written, or in their place
    out.append(_ruled(width, BLANK_NOTE_LINES if block.blank else SPARE_NOTE_LINES))
    return out


def _ruled(width: float, lines: int) -> Table:
    ruled = Ruled([[""]] * lines, colWidths=[width], rowHeights=[RULED * mm] * lines)
    ruled.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), st.THIN, st.RULE)]))
    return ruled


class Ruled(Table):
    """Lines to write on: those that do not fit at the foot of a page are left out, rather
    than begin the next page alone (a page of nothing but lines); two at least, else they
    all go on."""

    LEAST = 2

    def split(self, aw: float, ah: float) -> list[Flowable]:
        parts = super().split(aw, ah)
        if len(parts) != 2:
            return parts
        if len(parts[0]._cellvalues) < self.LEAST:  # noqa: SLF001
            return []
        return [parts[0], Spacer(0, 0)]  # two parts, as a row of elements splitting expects


def picture(block: Picture, width: float, fillable: bool) -> list[Flowable]:
    side = min(width, 38 * mm)
    if block.data:
        try:
            iw, ih = ImageReader(io.BytesIO(block.data)).getSize()
        except Exception:  # an unreadable picture prints as an empty frame  # noqa: BLE001
            iw = ih = 0
        if iw and ih:
            scale = min(side / iw, side / ih)
            image = Image(io.BytesIO(block.data), width=iw * scale, height=ih * scale)
            image.hAlign = "CENTER"
            return [image]
    frame = Table([[Paragraph(esc(block.label), st.styles().small)]], colWidths=[side],
                  rowHeights=[side])
    frame.setStyle(TableStyle([
        ("BOX", (0, 0), (-1, -1), st.THIN, st.RULE),
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
    ]))
    frame.hAlign = "CENTER"
    return [frame]


def stack(block: Stack, width: float, fillable: bool) -> list[Flowable]:
    out: list[Flowable] = []
    if not block.blocks:
        out.append(Paragraph(esc(translate("PaperSheet", "None")), st.styles().small))
    for inner in block.blocks:
        out += build(inner, width, fillable)
        out.append(Spacer(0, 2))
    if not block.label:
        return out
    return [WithNext([heading(block.label)], out[:1]), *out[1:]]  # never alone at a page's foot


_BUILDERS = {
    Fields: fields, Numbers: numbers, Grid: grid, Rows: rows, Boxes: boxes, Rungs: rungs, Badges: badges,
    Text: text, Picture: picture, Stack: stack,
}
