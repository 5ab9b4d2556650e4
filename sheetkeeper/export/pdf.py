"""Export character sheets, party books and blank sheets to PDF.

    export_pdf([hero], "hero.pdf")                       # one sheet
    export_pdf(party, "party.pdf", progress=bar.update)  # roster page, then every sheet
    export_blank("rainworld", "blank.pdf")               # a fillable blank sheet

The whole PDF is made in memory and written atomically (a temporary file in the target
folder, then a rename), so a failed export never leaves a half-written file behind; every
failure is a :class:`SaveError` with a plain message.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Table,
)
from reportlab.platypus.doctemplate import LayoutError

from ..core.character import CharacterBase
from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX, get_system
from ..core.rules import Rules
from ..forms.spec import FormSpec, form_for
from ..storage.atomic import write_atomic
from ..storage.errors import SaveError
from ..translate import shown, translate
from . import styles as st
from .coverage import missing_glyphs
from .flat import RosterRow, SheetData, Written
from .flowables import QUADDING, WriteIn
from .fonts import simple
from .gm_table import TablePaper, table_story
from .keep import WithNext
from .key_numbers import key_numbers
from .layout import Marker, roster, sheet_story
from .lines import draw_line, line_width
from .numbered import NumberedCanvas
from .reading import read_sheet
from .scaled import FITS, SCALES, begin, end
from .stamp import Stamp, version_of

Progress = Callable[[int, int], None]


class ExportProblem(ValueError):
    """The sheet could not be made; the message says why, in plain words."""


@dataclass(frozen=True)
class Source:
    """What one sheet is read from: a character, its rules, its form and its system's name."""

    character: CharacterBase
    rules: Rules[Any]
    form: FormSpec
    system: str
    file: str = ""
    """The character file's name, when known (a fillable sheet remembers it)."""

    @classmethod
    def of(cls, character: CharacterBase, file: str = "") -> Source:
        system = get_system(character.system)
        return cls(character, system.rules, form_for(system.id), system.name, file)


def export_pdf(
    characters: CharacterBase | Iterable[CharacterBase],
    out_path: str | Path,
    *,
    paper: str = "a4",
    fillable: bool = False,
    odds: bool = False,
    progress: Progress | None = None,
    title: str | None = None,
    warnings: list[str] | None = None,
    file: str = "",
    current: bool = True,
    table: TablePaper | None = None,
) -> Path:
    """One sheet per character; with more than one, a party book with a roster page first.
    ``table`` (``gm_table.read_table``) adds the GM's table after the roster: the encounter
    and the stash (a party book then, whatever the number of characters).
    Characters no font can print are described in ``warnings`` (when given); ``file`` is
    the character file's name, remembered by a fillable sheet. A printed sheet leaves a
    pool's current value (hit points, Condition) to a pencil: an empty box under its
    maximum, with the value now printed small beside it unless ``current`` is off."""
    if isinstance(characters, CharacterBase):
        characters = [characters]
    sources = [Source.of(c, file) for c in characters]
    return write_pdf(sources, out_path, paper=paper, fillable=fillable, odds=odds,
                     progress=progress, title=title, warnings=warnings, current=current,
                     table=table)


def export_blank(system_id: str, out_path: str | Path, *, paper: str = "a4",
                 fillable: bool = True) -> Path:
    system = get_system(system_id)
    source = Source(system.rules.new(""), system.rules, form_for(system.id), system.name)
    return write_pdf([source], out_path, paper=paper, fillable=fillable, blank=True,
                     title=translate("PaperSheet", "{0} — blank sheet").format(system.name))


def write_pdf(sources: list[Source], out_path: str | Path, *, paper: str = "a4",
              fillable: bool = False, odds: bool = False, blank: bool = False,
              progress: Progress | None = None, title: str | None = None,
              warnings: list[str] | None = None, current: bool = True,
              table: TablePaper | None = None) -> Path:
    out = Path(out_path)
    _check_folder(out)
    if not sources:
        raise SaveError(out, "there is no character to export")
    try:
        data = render(sources, paper=paper, fillable=fillable, odds=odds, blank=blank,
                      progress=progress, title=title, warnings=warnings, current=current,
                      table=table)
    except ExportProblem as problem:
        raise SaveError(out, str(problem)) from None
    write_atomic(out, data)
    if progress is not None:
        progress(len(sources), len(sources))
    return out


def _check_folder(out: Path) -> None:
    """Fail before the work, not after it, when the PDF could not be written anyway."""
    folder = out.parent if str(out.parent) else Path(".")
    if not folder.is_dir():
        raise SaveError(out, f"the folder {folder} does not exist")
    if not os.access(folder, os.W_OK):
        raise SaveError(out, "you do not have permission to write there; choose another folder")
    if out.is_dir():
        raise SaveError(out, "this is a folder; give a file name ending in .pdf")
    if out.suffix.lower() in (CHARACTER_SUFFIX, CAMPAIGN_SUFFIX) or not _pdf_or_empty(out):
        raise SaveError(out, "this file is not a PDF, and writing the sheet there would replace "
                        "what it holds; give a file name ending in .pdf")


def _pdf_or_empty(out: Path) -> bool:
    """Whether a PDF may be written over ``out``: it is missing, empty or a PDF already."""
    try:
        with out.open("rb") as f:
            return f.read(5) in (b"", b"%PDF-")
    except OSError:
        return True  # missing, or unreadable (then the write says why)


def render(sources: list[Source], *, paper: str = "a4", fillable: bool = False,
           odds: bool = False, blank: bool = False, progress: Progress | None = None,
           title: str | None = None, warnings: list[str] | None = None,
           current: bool = True, table: TablePaper | None = None) -> bytes:
    """The PDF as bytes (nothing is written)."""
    if paper not in st.PAPERS:
        raise ExportProblem(f"the paper must be one of {', '.join(st.PAPERS)}")
    st.register_fonts()
    page_w, page_h = st.PAPERS[paper]
    width = page_w - 2 * st.MARGIN
    frame_h = page_h - 2 * st.EDGE - st.FOOTER_GAP
    total = len(sources)
    party = total > 1 or table is not None
    sheets: list[SheetData] = []
    for i, src in enumerate(sources):
        prefix = f"c{i + 1}_" if party else ""
        sheets.append(read_sheet(src.form, src.character, src.rules, src.system,
                                 blank=blank, odds=odds, prefix=prefix, fillable=fillable,
                                 current=current))
    if warnings is not None:
        warnings += missing_glyphs(sheets)
    book_title = title or (translate("PaperSheet", "Party book — {0} characters").format(total)
                           if party else _doc_title(sheets[0]))
    meta = {"title": book_title, "author": ", ".join(s.player for s in sheets if s.player),
            "creator": "SheetKeeper", "subject": ", ".join(sorted({s.system for s in sheets}))}

    def one_sheet(i: int, scale: float, report: Callable[[], None] | None) -> list:
        sheet = sheets[i]
        return [Marker(sheet.name or translate("PaperSheet", "Blank sheet"), sheet.system, report),
                *sheet_story(sheet, width / scale, frame_h / scale, fillable)]

    def story(scales: list[float]) -> tuple[list, list[Marker]]:
        """The whole document, each sheet at its own scale on pages of its own template."""
        out: list = []
        if party:
            out.append(Marker(book_title, translate("PaperSheet", "Party book")))
            out += roster(book_title, [_roster_row(s) for s in sources], width)
            if table is not None:  # the GM's table follows the roster, on pages of its own
                out[-1:-1] = table_story(table, width)
            out.insert(len(out) - 1, NextPageTemplate(_template(scales[0])))  # before its PageBreak
        starts: list[Marker] = []
        for i in range(total):
            report = (lambda n=i: progress(n, total)) if progress is not None else None
            part = one_sheet(i, scales[i], report)
            starts.append(part[0])
            out += part
            if i + 1 < total:
                out += [NextPageTemplate(_template(scales[i + 1])), PageBreak()]
        return out, starts

    # A sheet that runs on to a third page is set a little smaller, if that fits it on two:
    # alone, or in a party book (laid out again then, each sheet at its own scale, and the
    # progress runs a second time).
    scales = [1.0] * total
    flowables, starts = story(scales)
    data, pages, quadding = _build(flowables, (page_w, page_h), 1.0, scales, meta)
    nexts = [m.page for m in starts[1:]] + [pages + 1]
    for i, (first, after) in enumerate(zip([m.page for m in starts], nexts, strict=True)):
        if after - first <= FITS:
            continue
        for scale in SCALES[1:]:
            alone, fewer, aligned = _build(one_sheet(i, scale, None), (page_w, page_h), scale, [scale], meta)
            if fewer <= FITS:
                scales[i] = scale
                if not party:
                    data, quadding = alone, aligned
                break
    if party and scales != [1.0] * total:
        data, _, quadding = _build(story(scales)[0], (page_w, page_h), 1.0, scales, meta)
    if fillable:
        from .fill import fill_fields

        values: dict[str, str] = {}
        for sheet in sheets:
            values.update(sheet.fields)
        stamp = ""
        if len(sources) == 1 and not blank:
            c = sources[0].character
            stamp = Stamp(c.system, c.name, version_of(c), sheets[0].fields,
                          sources[0].file).to_json()
        data = fill_fields(data, values, stamp, quadding)
    return data


def _template(scale: float) -> str:
    return f"sheet at {scale:g}"


def _build(story: list, size: tuple[float, float], first: float, scales: Iterable[float],
           meta: dict[str, str]) -> tuple[bytes, int, dict[str, list]]:
    """The story as a PDF on pages of ``size``, its first page drawn at scale ``first`` and
    a page template for each of ``scales`` (the story switches between them); its page
    count, and the quadding of each form field that is not left-aligned."""
    page_w, page_h = size
    width = page_w - 2 * st.MARGIN
    frame_h = page_h - 2 * st.EDGE - st.FOOTER_GAP
    buffer = io.BytesIO()
    doc = _Document(
        buffer, pagesize=size, leftMargin=st.MARGIN, rightMargin=st.MARGIN,
        topMargin=st.EDGE, bottomMargin=st.EDGE + st.FOOTER_GAP, **meta)
    templates = []
    for scale in dict.fromkeys([first, *scales]):  # the first page's template first
        frame = Frame(st.MARGIN / scale, (st.EDGE + st.FOOTER_GAP) / scale, width / scale,
                      frame_h / scale, id="sheet",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        templates.append(PageTemplate(_template(scale), [frame], onPage=begin(scale),
                                      onPageEnd=end(_footer)))
    doc.addPageTemplates(templates)
    try:
        doc.build(story, canvasmaker=NumberedCanvas)
    except LayoutError:  # a single element taller than a page
        raise ExportProblem(_too_tall(doc.placing)) from None
    return buffer.getvalue(), doc.page, dict(getattr(doc.canv, QUADDING, {}))


class _Document(BaseDocTemplate):
    """Remembers the flowable being placed, so one that fits no page can be named."""

    placing: Flowable | None = None

    def handle_flowable(self, flowables: list[Flowable]) -> None:
        if flowables:
            self.placing = flowables[0]
        super().handle_flowable(flowables)


def _too_tall(flowable: Flowable | None) -> str:
    """What could not be laid out, in words: the longest value in the part of the sheet
    that fits on no page."""
    written = max(_written_in(flowable), key=lambda w: len(w.value), default=None)
    if written is None or not written.value:
        return translate("PaperSheet", "a part of the sheet is too tall to fit on a page")
    what = written.label or translate("PaperSheet", "a value")
    return translate("PaperSheet", "“{0}” is too long to fit on a page ({1} characters); "
                     "shorten it and export again").format(what, len(written.value))


def _written_in(flowable: object) -> list[Written]:
    if isinstance(flowable, WriteIn):
        return [flowable.written]
    if isinstance(flowable, WithNext):
        inner: list = [*flowable.head, *flowable.body]
    elif isinstance(flowable, Table):
        inner = [cell for row in flowable._cellvalues for cell in row]  # noqa: SLF001
    elif isinstance(flowable, list | tuple):
        inner = list(flowable)
    else:
        return []
    return [w for f in inner for w in _written_in(f)]


def _doc_title(sheet: SheetData) -> str:
    if sheet.name:
        return f"{sheet.name} — {sheet.system}"
    return translate("PaperSheet", "{0} — blank sheet").format(sheet.system)


def _roster_row(src: Source) -> RosterRow:
    """The roster's line: the character's key numbers and what needs attention."""
    c, rules = src.character, src.rules
    states = ", ".join(shown(s.name) for s in rules.attention(c)) or "—"
    return RosterRow(c.display_name, c.player, src.system, key_numbers(src.form, c, rules), states)


def _footer(canv, doc) -> None:  # noqa: ANN001
    name, system = getattr(canv, "_sheetkeeper_footer", ("", ""))
    page_w, _ = doc.pagesize
    y = st.EDGE
    canv.saveState()
    canv.setStrokeColor(st.RULE)
    canv.setLineWidth(st.THIN)
    canv.line(st.MARGIN, y + 9, page_w - st.MARGIN, y + 9)
    canv.setFont(st.FONT, 7.5)
    canv.setFillColor(st.MUTED)
    number = translate("PaperSheet", "Page {0} of {1}").format(888, 888)  # drawn later (numbered.py)
    room = page_w - 2 * st.MARGIN - stringWidth(number, st.FONT, 7.5) - 20
    left = _fit(" · ".join(dict.fromkeys(x for x in (name, system) if x)), room)  # once, if the same
    if simple(left):
        canv.drawString(st.MARGIN, y, left)
    else:
        draw_line(canv, st.MARGIN, y, left, bold=False, size=7.5, color=st.MUTED, rtl_base=False)
    canv.restoreState()


def _fit(text: str, room: float) -> str:
    def width(t: str) -> float:
        return stringWidth(t, st.FONT, 7.5) if simple(t) else line_width(t, False, 7.5)

    if width(text) <= room:
        return text
    while text and width(text + "…") > room:
        text = text[:-1]
    return text + "…"
