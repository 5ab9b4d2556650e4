"""A table on paper: its columns sized by what they hold (``widths.py``), a long list of short
rows set in two halves side by side when that saves lines (``halves.py``), a caption and a
warning under it."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from . import styles as st
from .flat import UNTICKED, Rows, Written
from .flowables import WriteIn, esc, para
from .halves import Halves
from .keep import WithNext
from .widths import column_widths, fits, lines


def heading(text: str) -> Paragraph:
    return Paragraph(esc(text), st.styles().head) if text else Spacer(0, 0)


#: A list of checks this long, in a column this wide, is set in two halves side by side.
HALVES_ROWS = 7
HALVES_WIDTH = 120 * mm
HALVES_SAVE = 0.75
"""Halves are worth it when they take at most this share of the lines the whole table takes."""


def rows(block: Rows, width: float, fillable: bool) -> list[Flowable]:
    s = st.styles()
    gap = 6 * mm
    if _in_halves(block, width, gap):
        chunks: list[Flowable] = [Halves(
            lambda part: _table(block, part, (width - gap) / 2, fillable), block.rows, gap,
            filled_rows(block.rows))]
    else:
        chunks = [_table(block, block.rows, width, fillable)]
    # a list's name never ends a page alone: it goes with the list's first rows
    out: list[Flowable] = [WithNext([heading(block.label)], chunks)] if block.label else chunks
    if block.caption:
        out.append(Paragraph(esc(block.caption), s.small))
    if block.warning:
        out.append(Paragraph(f'<font color="{st.DANGER.hexval()}"><b>{esc(block.warning)}</b></font>',
                             s.small))
    return out


def _in_halves(block: Rows, width: float, gap: float) -> bool:
    """A long list set in two halves side by side, when every word still fits and the rows
    do not wrap so much more that the halves save little."""
    if not block.halves or len(block.rows) < HALVES_ROWS or width < HALVES_WIDTH:
        return False
    half = (width - gap) / 2
    if not fits(block.columns, block.rows, half):
        return False
    middle = (len(block.rows) + 1) // 2
    narrow = column_widths(block.columns, block.rows, half)  # both halves alike
    wide = column_widths(block.columns, block.rows, width)
    if any(lines([row[1:]], narrow[1:]) > lines([row[1:]], wide[1:]) for row in block.rows):
        return False  # a rating and its odds stay on one line, as at the whole width
    halves = max(lines(part, narrow) for part in (block.rows[:middle], block.rows[middle:]))
    return halves <= HALVES_SAVE * lines(block.rows, wide)


def _table(block: Rows, body: tuple, width: float, fillable: bool) -> Table:
    s = st.styles()
    cols = list(block.columns)
    number_w = 7 * mm if block.numbered else 0
    widths = [number_w] if block.numbered else []
    widths += column_widths(cols, block.rows, width - number_w)
    align = {"left": s.cell, "right": s.cell_right, "center": s.cell_center}
    head = [Paragraph("#", s.head)] if block.numbered else []
    head_style = {"left": s.head, "right": s.head_right, "center": s.head_center}
    head += [para(c.label, head_style[c.align]) for c in cols]
    data: list[list[Flowable]] = [head]
    for n, row in enumerate(body, start=1):
        line: list[Flowable] = [Paragraph(str(n), s.small)] if block.numbered else []
        for cell, col in zip(row, cols, strict=False):
            style = align[col.align]
            if cell.name or cell.blacked:
                line.append(WriteIn(cell, style, framed=False, fillable=fillable))
            elif cell.value:
                line.append(para(cell.value, style))
            else:  # a row to write in by hand is a line high
                line.append(Spacer(0, style.leading))
        data.append(line)
    table = ListTable(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.filled = filled_rows(body)
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ("LINEBELOW", (0, 0), (-1, 0), st.LINE, st.INK),
        ("LINEBELOW", (0, 1), (-1, -1), st.THIN, st.RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, st.TINT]),
    ]))
    return table




def filled_rows(body: Sequence[Sequence[Written]]) -> int:
    """How many of a list's rows come before its blank rows to write in."""
    return next((n for n in range(len(body), 0, -1) if not _blank(body[n - 1])), 0)


def _blank(row: Sequence[Written]) -> bool:
    return all(cell.value in ("", UNTICKED) and not cell.blacked for cell in row)


LEAST_BLANK = 2
"""Rows a list of blank rows only (a blank sheet's armour) has at least under its headings
at the foot of a page; else it all begins on the next."""


class ListTable(Table):
    """A list's table: its blank rows to write in never begin a page alone; where the
    filled rows end on this page, the blank rows that do not fit there are left out. A
    list of blank rows only leaves its headings at a page's foot with two rows at least."""

    filled = 0
    """The rows (under the heading row) that hold something; blank rows follow."""

    def split(self, aw: float, ah: float) -> list[Flowable]:
        parts = super().split(aw, ah)
        if len(parts) != 2:
            return parts
        first, rest = parts
        placed = len(first._cellvalues) - 1  # noqa: SLF001 (the heading row repeats)
        if not self.filled and placed < min(LEAST_BLANK, len(self._cellvalues) - 1):  # noqa: SLF001
            return []
        if self.filled and placed >= self.filled:
            return [first, Spacer(0, 0)]  # two parts, as a row of elements splitting expects
        first.filled, rest.filled = min(placed, self.filled), max(0, self.filled - placed)
        return parts
