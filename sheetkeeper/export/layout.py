"""A sheet's story: the header, then every page of the form as banded sections, with each
section's elements in its columns. Rows too tall for a page are laid out one element
under another, so content flows on to the next page instead of being clipped."""

from __future__ import annotations

from dataclasses import replace

from reportlab.lib.units import mm
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ..translate import translate
from . import styles as st
from .builders import build
from .flat import (
    Block,
    Picture,
    Placed,
    RosterRow,
    Rows,
    Rungs,
    SectionData,
    SheetData,
    Stack,
    Text,
)
from .flowables import esc, para
from .keep import Row, Together, WithNext, WithTail

GAP = 6 * mm
ROW_GAP = 2
TIGHT = TableStyle([
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ("LEFTPADDING", (0, 0), (-1, -1), 0),
    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
    ("TOPPADDING", (0, 0), (-1, -1), 0),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
])
BAND_ROOM = 16 * mm
TOGETHER = 0.25
"""Rows of boxes up to this share of a page move to the next page together."""
SHORT_ROW = 0.15
"""A row of a list beside values, up to this share of a page, moves to the next page whole
rather than split inside the row (the purse beside a field)."""


class Marker(Flowable):
    """Zero-size: when drawn, names the sheet for the footer, reports progress and remembers
    the page it was drawn on (where its sheet starts)."""

    def __init__(self, name: str, system: str, on_draw=None) -> None:  # noqa: ANN001
        super().__init__()
        self.name, self.system, self.on_draw = name, system, on_draw
        self.width = self.height = 0
        self.page = 0

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.canv._sheetkeeper_footer = (self.name, self.system)  # type: ignore[attr-defined]
        self.page = self.canv.getPageNumber()
        if self.on_draw is not None:
            self.on_draw()


def band(title: str, width: float, page: str = "") -> Table:
    text = esc(title)
    if page == title:  # a page of one section named as the page: said once
        title = ""
    if page:
        named = f'<font size="{st.styles().band.fontSize + 1}">{esc(page)}</font>'
        text = f"{named}   ·   {text}" if title else named
    table = Table([[Paragraph(text, st.styles().band)]], colWidths=[width])
    table.setStyle(TableStyle([
        ("BACKGROUND", (0, 0), (-1, -1), st.BAND),
        ("LEFTPADDING", (0, 0), (-1, -1), 5),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
    ]))
    return table


def header(sheet: SheetData, width: float) -> list[Flowable]:
    s = st.styles()
    if sheet.name:
        left: list[Flowable] = [para(sheet.name, s.title, follow_direction=False)]
        right = [Paragraph(esc(sheet.title or sheet.system), s.state),
                 para(translate("PaperSheet", "Player: {0}").format(sheet.player) if sheet.player else "",
                      s.small)]
    else:  # a blank sheet: the game's title; the name is written in the form's own field
        left = [Paragraph(esc(sheet.title or sheet.system), s.title)]
        right = [Paragraph(esc(translate("PaperSheet", "Character sheet")), s.state)]
    table = Table([[left, right]], colWidths=[width * 0.68, width * 0.32])
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
        ("LINEBELOW", (0, 0), (-1, -1), 1.2, st.INK),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    out: list[Flowable] = [table, Spacer(0, 3)]
    if sheet.states:
        tone = {"danger": st.DANGER, "warning": st.WARNING, "info": st.MUTED}
        words = "   ".join(
            f'<font color="{tone.get(b.severity, st.WARNING).hexval()}"><b>■ {esc(b.name)}</b></font>'
            for b in sheet.states
        )
        out.append(Paragraph(words, s.cell))
    out.append(Spacer(0, 4))
    return out


def _pack(blocks: tuple[Placed, ...], columns: int) -> list[list[Placed]]:
    rows: list[list[Placed]] = []
    used = columns
    for placed in blocks:
        if used + placed.span > columns:
            rows.append([])
            used = 0
        rows[-1].append(placed)
        used += placed.span
    return rows


def section(data: SectionData, width: float, frame_h: float, fillable: bool,
            page: str = "") -> list[Flowable]:
    """A section under its band; the first section of a form's page names the page in its
    band too (``Combat · Attacks``), as the screen's tab does."""
    data = _unrepeated(data, page)
    out = _beside_portrait(data, width, frame_h, fillable) or _body(data, width, frame_h,
                                                                     fillable)
    if data.title or page:
        # a band never ends a page alone: it needs room for itself and a first line or two
        head = [band(data.title, width, page), Spacer(0, 2)]
        out = [CondPageBreak(BAND_ROOM), WithNext(head, out[:2]), *out[2:]]
    return out


def _unrepeated(data: SectionData, page: str) -> SectionData:
    """An element named as its band is (the Notes under the band Notes) drops its own
    heading: the band says it."""
    said = {data.title, page} - {""}
    if not said:
        return data
    blocks = tuple(replace(p, block=replace(p.block, label=""))
                   if getattr(p.block, "label", "") in said else p for p in data.blocks)
    return replace(data, blocks=blocks)


def _body(data: SectionData, width: float, frame_h: float, fillable: bool) -> list[Flowable]:
    col = (width - GAP * (data.columns - 1)) / data.columns
    out: list[Flowable] = []
    boxes: list[Flowable] = []  # consecutive rows of boxes, kept on one page
    listed: list[Flowable] = []  # the list just before them, if they close one

    def close() -> None:
        kept = _together(boxes, width, frame_h)
        if listed and len(kept) == 1 or listed and boxes and len(boxes) <= 2:
            # rows of values closing a list go with its last rows, never alone on a page
            del out[len(out) - len(listed):]
            out.append(WithTail(listed, kept))
        else:
            out.extend(kept)

    for row in _pack(data.blocks, data.columns):
        part = [*_row(row, col, width, frame_h, fillable), Spacer(0, ROW_GAP)]
        if any(isinstance(p.block, Rows | Stack | Text) for p in row):  # may run on
            close()
            out += part
            boxes = []
            listed = part if any(isinstance(p.block, Rows) for p in row) else []
        else:
            boxes += part
    close()
    return out


def _together(rows: list[Flowable], width: float, frame_h: float) -> list[Flowable]:
    """Rows of boxes as one, when they are few enough to move to the next page whole."""
    if len(rows) <= 2:
        return rows
    kept = Together(rows)
    return [kept] if kept.wrap(width, frame_h)[1] <= frame_h * TOGETHER else rows


def _beside_portrait(data: SectionData, width: float, frame_h: float,
                     fillable: bool) -> list[Flowable]:
    """A section with a portrait (or a ladder, as tall and narrow) in one of its columns: it
    stays in that column, on the side where the form puts it, and the section's other
    elements go in the columns beside it (its row would otherwise be as tall as the picture
    or the ladder, mostly empty)."""
    pictures = [p for p in data.blocks if isinstance(p.block, Picture | Rungs) and p.span == 1]
    if len(pictures) != 1 or data.columns < 2 or len(data.blocks) < 2:
        return []
    picture = pictures[0]
    others = tuple(replace(p, span=min(p.span, data.columns - 1))
                   for p in data.blocks if p is not picture)
    col = (width - GAP * (data.columns - 1)) / data.columns
    rest_w = width - col - GAP
    rest = _body(SectionData("", data.columns - 1, others), rest_w, frame_h, fillable)
    left = data.blocks.index(picture) % data.columns == 0
    cells: list = [build(picture.block, col, fillable), "", rest]
    widths = [col, GAP, rest_w]
    if not left:
        cells.reverse()
        widths.reverse()
    table = Table([cells], colWidths=widths, hAlign="LEFT")
    table.setStyle(TIGHT)
    if table.wrap(width, frame_h)[1] > frame_h * 0.9:
        return []
    return [table, Spacer(0, ROW_GAP)]


def _row(row: list[Placed], col: float, width: float, frame_h: float,
         fillable: bool) -> list[Flowable]:
    def span_w(p: Placed) -> float:
        return col * p.span + GAP * (p.span - 1)

    if len(row) == 1:
        return build(row[0].block, span_w(row[0]), fillable)
    row, tails = _untail(row)
    if tails:
        out = _row(row, col, width, frame_h, fillable)
        for tail in tails:
            out += [Spacer(0, 2), *build(tail, width, fillable)]
        return out
    cells: list[list[Flowable] | str] = []
    widths: list[float] = []
    for i, placed in enumerate(row):
        if i:
            cells.append("")
            widths.append(GAP)
        cells.append(build(placed.block, span_w(placed), fillable))
        widths.append(span_w(placed))
    table = Row([cells], colWidths=widths, hAlign="LEFT", splitInRow=1)
    table.setStyle(TIGHT)
    height = table.wrap(width, frame_h)[1]
    lists = [isinstance(p.block, Rows) for p in row]
    if height <= frame_h * SHORT_ROW and any(lists) and not all(lists):
        # a short list beside values moves to the next page with them: split inside the
        # row, ReportLab set the list's two parts one under the other and lost a row
        return [Together([table])]
    if height <= frame_h * 0.9:
        return [table]
    out: list[Flowable] = []  # too tall for one page: one element under another
    for placed in row:
        out += build(placed.block, width, fillable)
        out.append(Spacer(0, 5))
    return out


def _untail(row: list[Placed]) -> tuple[list[Placed], list[Block]]:
    """A row whose stacks end in a wide tail (a ledger's recent rows, with reasons in whole
    sentences), as the row without those tails, and the tails to set under it at full width."""
    heads, tails = [], []
    for placed in row:
        block = placed.block
        if isinstance(block, Stack) and block.wide_tail and block.blocks:
            tails.append(block.blocks[-1])
            block = replace(block, blocks=block.blocks[:-1], wide_tail=False)
        heads.append(replace(placed, block=block))
    return heads, tails


def sheet_story(sheet: SheetData, width: float, frame_h: float, fillable: bool) -> list[Flowable]:
    out = header(sheet, width)
    many = len(sheet.pages) > 1
    for page in sheet.pages:
        named = page.title if many else ""
        for n, data in enumerate(page.sections):
            out += section(data, width, frame_h, fillable, "" if n else named)
    while out and isinstance(out[-1], Spacer):  # space after the last row: no page of nothing
        out.pop()
    return out


def numbers_table(numbers: tuple[tuple[str, str], ...], width: float) -> Flowable:
    """A character's key numbers as a small table: each on its line, the label, then the
    value."""
    s = st.styles()
    if not numbers:
        return Paragraph("—", s.cell)
    label_w = min(width * 0.42, 30 * mm)
    table = Table([[Paragraph(esc(label), s.small), para(value, s.cell)] for label, value in numbers],
                  colWidths=[label_w, width - label_w - 4], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
        ("TOPPADDING", (0, 0), (-1, -1), 0.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
    ]))
    return table


def roster(title: str, rows: list[RosterRow], width: float) -> list[Flowable]:
    s = st.styles()
    head = [translate("PaperSheet", "Name"), translate("PaperSheet", "Player"),
            translate("PaperSheet", "System"), translate("PaperSheet", "Key numbers"),
            translate("PaperSheet", "States")]
    data = [[Paragraph(h, s.head) for h in head]]
    weights = [2.0, 1.2, 1.4, 4.2, 2.0]
    widths = [width * w / sum(weights) for w in weights]
    for r in rows:
        data.append([para(r.name, s.state), para(r.player, s.cell),
                     Paragraph(esc(r.system), s.cell), numbers_table(r.numbers, widths[3]),
                     Paragraph(esc(r.states), s.cell)])
    table = Table(data, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), st.LINE, st.INK),
        ("LINEBELOW", (0, 1), (-1, -1), st.THIN, st.RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, st.TINT]),
    ]))
    intro = Paragraph(esc(translate("PaperSheet", "{0} characters; each sheet follows this roster.")
                          .format(len(rows))), s.subtitle)
    return [Paragraph(esc(title), s.title), intro, Spacer(0, 8), table, PageBreak()]
