"""A library on paper: a reference sheet, a table for each list in the sheet's own words
(its columns named as the sheet names them, "Base %", "+DM"), and, when asked, cards to cut
out for the rows a player would rather hold as a card (``LibraryList.cards``: weapons,
armour, gear, techniques, talents), nine to a page in a grid of cut lines, each card with
the row's name, its numbers and its notes.

    export_library(library, "table.pdf", paper="letter", cards=True)

Written as a sheet is: made in memory, then written atomically; every failure is a
:class:`SaveError` in plain words.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepInFrame,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ..core.library import Library, declared, row_model
from ..core.registry import get_system
from ..forms.library_columns import labels
from ..storage.atomic import write_atomic
from ..storage.errors import SaveError
from ..translate import translate
from . import styles as st
from .flat import Column, Rows, Written, plain
from .flowables import esc, para
from .keep import WithNext
from .layout import Marker, band
from .numbered import NumberedCanvas
from .pdf import _check_folder, _footer
from .tables import rows as table_rows

CARD_W, CARD_H = 60 * mm, 82 * mm
"""A card: a little smaller than a playing card, so three by three fit A4 and Letter alike."""
ACROSS, DOWN = 3, 3
PAD = 3 * mm
"""Room inside a card's cut lines."""
OVERHANG = 5 * mm
"""How far the cut lines run past the grid, to lay a ruler on."""

NUMERIC = (int, float)
NOTE_SIZES = (8.8, 7.8, 7.0, 6.3)
"""The type of a card's notes, smaller as they grow, before the whole card is set smaller."""


def export_library(library: Library, out_path: str | Path, *, paper: str = "a4",
                   cards: bool = False) -> Path:
    """The library as a reference sheet (a table per list), with cards to cut out for the
    lists a player holds as cards when ``cards``; written atomically to ``out_path``."""
    out = Path(out_path)
    _check_folder(out)
    if paper not in st.PAPERS:
        raise SaveError(out, f"the paper must be one of {', '.join(st.PAPERS)}")
    if library.size == 0:
        raise SaveError(out, translate("PaperSheet", "the library holds no rows yet; add some "
                                                     "before printing it"))
    write_atomic(out, render_library(library, paper=paper, cards=cards))
    return out


def render_library(library: Library, *, paper: str = "a4", cards: bool = False) -> bytes:
    """The printed library as PDF bytes (nothing is written)."""
    st.register_fonts()
    size = st.PAPERS[paper]
    page_w, page_h = size
    width = page_w - 2 * st.MARGIN
    game = get_system(library.system).name
    title = library.name or translate("PaperSheet", "{0} library").format(game)
    story: list[Flowable] = [Marker(title, game), *_reference(library, title, game, width)]
    if cards:
        story += _card_pages(library, game)
    buffer = io.BytesIO()
    doc = BaseDocTemplate(buffer, pagesize=size, leftMargin=st.MARGIN, rightMargin=st.MARGIN,
                          topMargin=st.EDGE, bottomMargin=st.EDGE + st.FOOTER_GAP, title=title,
                          creator="SheetKeeper", subject=game)
    frame = Frame(st.MARGIN, st.EDGE + st.FOOTER_GAP, width, page_h - 2 * st.EDGE - st.FOOTER_GAP,
                  id="library", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate("library", [frame], onPageEnd=_footer)])
    doc.build(story, canvasmaker=NumberedCanvas)
    return buffer.getvalue()


# -- the reference sheet ---------------------------------------------------------------


def _reference(library: Library, title: str, game: str, width: float) -> list[Flowable]:
    s = st.styles()
    out: list[Flowable] = [
        para(title, s.title, follow_direction=False),
        Paragraph(esc(translate("PaperSheet", "{0} — the table's library").format(game)), s.subtitle),
        Spacer(0, 6),
    ]
    for entry in declared(library.system):
        rows = library.lists.get(entry.path, [])
        if not rows:
            continue
        out.append(WithNext([band(entry.label.capitalize(), width), Spacer(0, 2)],
                            table_rows(_table(library.system, entry.path, entry.keeps, rows), width, False)))
        out.append(Spacer(0, 8))
    return out


def _table(system_id: str, path: str, keeps: Sequence[str], rows: Sequence[dict[str, Any]]) -> Rows:
    """The list's rows under the sheet's names for its columns; a column no row says
    anything in (every row empty, or as a new row of the sheet has it) is left out, so a
    short table stays readable."""
    named, said = labels(system_id, path), _saying(system_id, path)
    shown = [k for k in keeps if k == "name" or any(said(k, r.get(k)) for r in rows)]
    columns = tuple(Column(named[k], align="right" if _numeric(rows, k) else "left") for k in shown)
    body = tuple(tuple(Written(named[k], _value(r.get(k))) for k in shown) for r in rows)
    return Rows("", columns, body)


def _saying(system_id: str, path: str) -> Callable[[str, Any], bool]:
    """Whether a row's value says something on paper: not empty, not "no", and not a
    nought a new row of the sheet has anyway (a weapon's burst 0 nobody entered). What a
    picked row would carry (a skill, a fire mode ticked) is always said."""
    fields = row_model(system_id, path).model_fields

    def said(key: str, value: Any) -> bool:
        if value in (None, "", []) or value is False:
            return False
        info = fields.get(key)
        return value != 0 or info is None or info.is_required() or info.default != value

    return said


def _said(value: Any) -> bool:
    return value not in (None, "", [])


def _numeric(rows: Sequence[dict[str, Any]], key: str) -> bool:
    values = [r.get(key) for r in rows if _said(r.get(key))]
    return bool(values) and all(isinstance(v, NUMERIC) and not isinstance(v, bool) for v in values)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return translate("PaperSheet", "Yes") if value else translate("PaperSheet", "No")
    return plain(value)


# -- cards to cut out ------------------------------------------------------------------


def _card_pages(library: Library, game: str) -> list[Flowable]:
    """Every row of the lists held as cards, nine to a page."""
    cards: list[Flowable] = []
    for entry in declared(library.system):
        if not entry.cards:
            continue
        named, said = labels(library.system, entry.path), _saying(library.system, entry.path)
        for row in library.lists.get(entry.path, []):
            numbers = [(named[k], _value(row[k])) for k in entry.keeps
                       if k not in ("name", "notes") and k in row and said(k, row[k])]
            cards.append(_card(row, numbers, entry.label.capitalize(), game))
    out: list[Flowable] = []
    per_page = ACROSS * DOWN
    for start in range(0, len(cards), per_page):
        out += [PageBreak(), CardSheet(cards[start:start + per_page])]
    return out


def _card(row: dict[str, Any], numbers: list[tuple[str, str]], kind: str, game: str) -> Flowable:
    """One card's face: the name on a band, what it is, its numbers in boxes two by two, and
    its notes; shrunk to fit the card when its notes are long."""
    s = st.styles()
    inner = CARD_W - 2 * PAD
    title = ParagraphStyle("card name", parent=s.band, fontSize=11, leading=13.5)
    value = ParagraphStyle("card value", parent=s.value, fontSize=11, leading=13)
    name = Table([[para(str(row.get("name", "")), title)]], colWidths=[inner], hAlign="LEFT")
    name.setStyle(TableStyle([
        ("BACKGROUND", (0, 0), (-1, -1), st.BAND),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5),
    ]))
    parts: list[Flowable] = [name, Spacer(0, 1.5), Paragraph(esc(f"{kind} · {game}"), s.small), Spacer(0, 3)]
    if numbers:
        cells = [[para(label, s.label), para(text, value)] for label, text in numbers]
        if len(cells) % 2:
            cells.append([])
        grid = Table([cells[i:i + 2] for i in range(0, len(cells), 2)], colWidths=[inner / 2] * 2, hAlign="LEFT")
        grid.setStyle(TableStyle([
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("BOX", (0, 0), (-1, -1), st.THIN, st.RULE),
            ("INNERGRID", (0, 0), (-1, -1), st.THIN, st.RULE),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ]))
        parts += [grid, Spacer(0, 4)]
    notes = [n for n in str(row.get("notes") or "").splitlines() if n.strip()]
    room = CARD_H - 2 * PAD - sum(f.wrap(inner, CARD_H)[1] for f in parts)
    for size in NOTE_SIZES:  # long notes in smaller type, the name and numbers as they are
        style = ParagraphStyle(f"card notes {size}", parent=s.body, fontSize=size, leading=size * 1.3)
        lines = [para(n, style) for n in notes]
        if sum(f.wrap(inner, CARD_H)[1] + style.spaceAfter for f in lines) <= room:
            break
    return KeepInFrame(inner, CARD_H - 2 * PAD, parts + lines, mode="shrink")  # shrunk only past the smallest


class CardSheet(Flowable):
    """Up to nine cards in a grid, cut lines between and around them running past the
    grid's edge; each card drawn inside its cell."""

    def __init__(self, cards: Sequence[Flowable]) -> None:
        super().__init__()
        self.cards = list(cards)
        self.width, self.height = ACROSS * CARD_W, DOWN * CARD_H
        self.hAlign = "CENTER"

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canv = self.canv
        canv.saveState()
        canv.setStrokeColor(st.RULE)
        canv.setLineWidth(st.THIN)
        canv.setDash(3, 2)
        used_rows = (len(self.cards) + ACROSS - 1) // ACROSS
        top = self.height
        bottom = top - used_rows * CARD_H
        for c in range(ACROSS + 1):
            x = c * CARD_W
            canv.line(x, bottom - OVERHANG, x, top + OVERHANG)
        for r in range(used_rows + 1):
            y = top - r * CARD_H
            canv.line(-OVERHANG, y, self.width + OVERHANG, y)
        canv.restoreState()
        for i, card in enumerate(self.cards):
            r, c = divmod(i, ACROSS)
            _, h = card.wrapOn(canv, CARD_W - 2 * PAD, CARD_H - 2 * PAD)
            card.drawOn(canv, c * CARD_W + PAD, top - r * CARD_H - PAD - h)
