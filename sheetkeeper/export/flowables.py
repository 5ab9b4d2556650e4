"""The drawn parts of a paper sheet: write-in boxes, track boxes and ladder rungs.

In a fillable sheet each write-in becomes an AcroForm text field and each track box a
checkbox; the printed value is then drawn as invisible text under the field, so text
extraction still finds it and the Unicode font carries its glyphs (see ``fill.py``).
"""

from __future__ import annotations

import unicodedata
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

from . import styles as st
from .appearance import BASELINE, DESCENT, INSET, LEADING, SMALLEST
from .fit import FitParagraph
from .flat import TICKED, Boxes, Rungs, Written, mark_name
from .fonts import runs, simple
from .lines import draw_line
from .scaled import scale_of
from .script_text import ScriptText

QUADDING = "_sheetkeeper_quadding"
"""The canvas attribute holding the quadding of each aligned field: by field name, a list of
(x, y, quadding) of its widgets on the page."""
PAD = 2.2
"""Inside a write-in box, around its value."""
CELL_PAD = 0.6
"""Around a value written in a table cell."""


def esc(text: str) -> str:
    """User text made safe for Paragraph markup: NFC, every '<' and '&' printed literally,
    line breaks kept. Nothing a user types can become a tag (no <img> can open a file).
    Characters DejaVu lacks are set in a font that has them (no shaping or reordering:
    whole paragraphs of such text go through :func:`para`)."""
    text = unicodedata.normalize("NFC", text)
    if simple(text):
        marked = escape(text)
    else:
        marked = "".join(
            escape(run.text) if run.font.startswith(st.FONT)
            else f'<font face="{run.font}">{escape(run.text)}</font>'
            for run in runs(text)[0]
        )
    return marked.replace("\r\n", "\n").replace("\n", "<br/>")


def para(text: str, style, *, follow_direction: bool = True) -> Flowable:  # noqa: ANN001
    """A paragraph of the player's text: a Paragraph when DejaVu prints it as it stands,
    else a :class:`ScriptText` (fallback fonts, shaping, right-to-left order; set from the
    right when it is right-to-left, unless ``follow_direction`` is off)."""
    text = unicodedata.normalize("NFC", text)
    if simple(text):
        return FitParagraph(esc(text), style, text)
    return ScriptText(text, style, follow_direction=follow_direction)


def latin1(text: str) -> bool:
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


def invisible(canv, x: float, y: float, text: str, size: float) -> None:  # noqa: ANN001
    """Text that is in the page (extractable, its glyphs embedded) but is not painted."""
    for line in text.splitlines() or [""]:
        if simple(line):
            obj = canv.beginText(x, y)
            obj.setTextRenderMode(3)
            obj.setFont(st.FONT, size)
            obj.textLine(line)
            canv.drawText(obj)
        else:
            draw_line(canv, x, y, line, bold=False, size=size, invisible=True)
        y -= size * 1.2


def text_field(canv, written: Written, x: float, y: float, w: float, h: float,  # noqa: ANN001
               size: float, multiline: bool = False, align: int = 0) -> None:
    """A form field over the box; multi-line when the value takes more than one line (or
    the form says so), so nothing the player wrote is cut off. ``align`` is the field's
    quadding (0 left, 1 centred, 2 right), kept on the canvas for filling (``fill.py``):
    ReportLab's fields have none."""
    k = scale_of(canv)  # a sheet set smaller to fit: the field's size in page units
    canv.acroForm.textfield(
        name=written.name,
        tooltip=written.label or written.name,
        value=written.value if latin1(written.value) else "",
        x=x, y=y, width=w * k, height=h * k,
        fontName="Helvetica", fontSize=round(size * k, 2),
        borderWidth=0, borderColor=None, fillColor=colors.Color(1, 1, 1, alpha=0),
        textColor=st.INK, maxlen=None, relative=True,
        fieldFlags="multiline" if written.multiline or multiline else "",
    )
    if align:  # by name and place: two tables may show the same field (a list's Size)
        where = canv.absolutePosition(x, y)
        canv.__dict__.setdefault(QUADDING, {}).setdefault(written.name, []).append(
            (where[0], where[1], align))
    if written.value:
        invisible(canv, x + 2, y + h - size - 2, written.value, size)


class WriteIn(Flowable):
    """A value written on the sheet: a small label over a framed box, or a bare table cell.
    Long values in a large style fall back to the ordinary value style and wrap. The note
    (a check's chance) follows the label, or with ``note_inside`` sits in the box's top
    corner, so that a grid's labels keep their own width ("TOUGHNESS (TOG)" on one line)."""

    def __init__(self, written: Written, style, *, framed: bool = True,  # noqa: ANN001
                 fillable: bool = False, min_lines: int = 1, note_inside: bool = False) -> None:
        super().__init__()
        s = st.styles()
        if style is s.big and len(written.value) > 9:
            style = s.value
        self.written = written
        self.style = style
        self.framed = framed
        self.fillable = fillable and bool(written.name)
        self.min_lines = max(1, min_lines)
        shows_text = written.value and not written.tick and not written.marks
        self.para = para(written.value, style) if shows_text else None
        self.label = None
        self.note_inside = note_inside and bool(written.note) and framed
        if framed and (written.label or written.note):
            text = esc(written.label.upper())
            if written.note and not self.note_inside:
                text += f"  <b>{esc(written.note)}</b>"
            self.label = Paragraph(text, s.label) if text else None

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        pad = PAD if self.framed else CELL_PAD
        inner = self.style.leading * self.min_lines
        if (self.written.tick or self.written.blacked) and self.framed:
            inner = max(inner, TICK + 1)  # a table cell's box fits its line (with its padding)
        if self.para is not None:
            _, ph = self.para.wrap(aw - 2 * pad, ah)
            inner = max(inner, ph)
            if self.fillable:
                inner = max(inner, self._field_needs(aw, ah) + 2 - 2 * pad)
        if self.label is not None:
            self._fit_label(aw - 2)
        self.label_h = self.label.wrap(aw - 2, ah)[1] + 1.5 if self.label is not None else 0.0
        self.box_h = inner + 2 * pad
        self.width, self.height = aw, self.label_h + self.box_h
        return self.width, self.height

    def _fit_label(self, room: float) -> None:
        """A label a little wider than its box ("COO (COORDINATION)" over a seventh of the
        page) is set smaller to keep one line, down to ``LABEL_LEAST`` of its size; a longer
        one wraps."""
        text = self.label.getPlainText()
        style = st.styles().label
        if not simple(text):
            return
        wide = stringWidth(text, style.fontName, style.fontSize)
        if self.written.note and not self.note_inside:  # the note is bold
            note = stringWidth(self.written.note, st.BOLD, style.fontSize)
            wide += note - stringWidth(self.written.note, style.fontName, style.fontSize)
        if wide <= room or wide * LABEL_LEAST > room:
            return
        size = style.fontSize * room / wide * 0.99
        smaller = style.clone("label_fit", fontSize=size, leading=style.leading)
        self.label = Paragraph(self.label.text, smaller)

    def _field_needs(self, aw: float, ah: float) -> float:
        """The height a fillable field's own appearance needs for a value it sets on more
        than one line (``appearance.py``: at most 10 points, ``INSET`` inside the field's
        edges, which are a point inside the box); 0 for a value on one line. A narrow table
        cell wraps there where its printed text did not ("Knowledge (Region)")."""
        size = min(self.style.fontSize, 10)
        room = aw - 2 - 2 * INSET
        value = self.written.value
        if simple(value):  # as appearance.py sets it: smaller when a word is too wide
            words = value.split()
            wide = max((stringWidth(w, st.FONT, size) for w in words), default=0.0)
            if wide > room:
                size = max(SMALLEST, size * room / wide)
            lines = sum(_lines(line.split(" "), size, room) for line in value.splitlines() or [""])
        else:
            _, ph = para(value, self.style).wrap(room, ah)
            lines = max(1, round(ph / self.style.leading))
        if lines == 1:
            return 0.0
        return 2 * INSET + size * (BASELINE + DESCENT + (lines - 1) * LEADING)

    def draw(self) -> None:
        c, w, box_h = self.canv, self.width, self.box_h
        pad = PAD if self.framed else CELL_PAD
        if self.label is not None:
            self.label.drawOn(c, 1, box_h + 1.5)
        if self.note_inside:
            size = st.styles().label.fontSize
            c.setFont(st.BOLD, size)
            c.setFillColor(st.MUTED)
            c.drawRightString(w - 2, box_h - size - 1, self.written.note)
        if self.framed:
            c.setStrokeColor(st.RULE)
            c.setLineWidth(st.THIN)
            c.roundRect(0, 0, w, box_h, 2, stroke=1, fill=0)
        if self.written.blacked:
            self._blacked_box(pad)
        elif self.written.tick:
            self._tick_box(pad)
        elif self.written.marks:
            self._marks(pad)
        elif self.fillable:
            size = min(self.style.fontSize, 10)
            text_field(c, self.written, 1, 1, w - 2, box_h - 2, size,  # more than a line
                       multiline=box_h - 2 * pad > 1.5 * self.style.leading,
                       align={TA_CENTER: 1, TA_RIGHT: 2}.get(self.style.alignment, 0))
        elif self.para is not None:
            _, ph = self.para.wrap(w - 2 * pad, box_h)
            top = box_h - pad
            self.para.drawOn(c, pad, top - ph)


    def _blacked_box(self, pad: float) -> None:
        """A box to tick, blacked out: nothing to tick there (no field in a fillable sheet)."""
        c = self.canv
        x = pad + 1 if self.framed else (self.width - TICK) / 2
        c.setFillColor(st.INK)
        c.rect(x, (self.box_h - TICK) / 2, TICK, TICK, stroke=0, fill=1)

    def _marks(self, pad: float) -> None:
        """A box to tick before each word, the value's own ticked and its word in bold (in a
        fillable sheet a checkbox each, ``flat.mark_name``)."""
        c, size, x = self.canv, MARK_SIZE, pad + 1
        y = (self.box_h - MARK_BOX) / 2
        names = self.written.mark_names or self.written.marks
        for word, named in zip(self.written.marks, names, strict=True):
            ticked = word == self.written.value
            c.setStrokeColor(st.INK)
            c.setLineWidth(st.THIN)
            c.rect(x, y, MARK_BOX, MARK_BOX, stroke=1, fill=0)
            if self.fillable:
                c.acroForm.checkbox(
                    name=mark_name(self.written.name, named), tooltip=word,
                    checked=ticked, buttonStyle="check", size=(MARK_BOX - 1.0) * scale_of(c),
                    x=x + 0.5, y=y + 0.5, borderWidth=0, borderColor=None,
                    fillColor=colors.Color(1, 1, 1, alpha=0), textColor=st.INK,
                    fieldFlags="", relative=True)
                ticked = False  # the word in bold would outlast a box unticked in the viewer
            elif ticked:
                _tick(c, x, y, MARK_BOX)
            x += MARK_BOX + 2.0
            font = st.BOLD if ticked else st.FONT
            c.setFont(font, size)
            c.setFillColor(st.INK if ticked else st.MUTED)
            c.drawString(x, y + 1.2, word)
            x += stringWidth(word, font, size) + MARK_GAP

    def _tick_box(self, pad: float) -> None:
        """A yes or no: a box to tick, ticked when yes (a checkbox in a fillable sheet);
        centred in a table cell, at the start of a framed box."""
        c = self.canv
        x = pad + 1 if self.framed else (self.width - TICK) / 2
        y = (self.box_h - TICK) / 2
        c.setStrokeColor(st.INK)
        c.setLineWidth(st.LINE)
        c.rect(x, y, TICK, TICK, stroke=1, fill=0)
        ticked = self.written.value == TICKED
        if self.fillable:
            c.acroForm.checkbox(
                name=self.written.name, tooltip=self.written.label or self.written.name,
                checked=ticked, buttonStyle="check", size=(TICK - 1.2) * scale_of(c),
                x=x + 0.6, y=y + 0.6, borderWidth=0, borderColor=None,
                fillColor=colors.Color(1, 1, 1, alpha=0), textColor=st.INK,
                fieldFlags="", relative=True)
        elif ticked:
            _tick(c, x, y, TICK)


LABEL_LEAST = 0.8
"""A box's label is set at most this much smaller to keep to one line."""
TICK = 3.4 * mm
"""The side of a yes-or-no box."""
MARK_BOX, MARK_SIZE, MARK_GAP = 2.6 * mm, 7.0, 4.0
"""A marked word's box, its font size, and the room before the next box."""


def _tick(canv, x: float, y: float, size: float) -> None:  # noqa: ANN001
    """A tick in the box of side ``size`` whose lower left corner is at (x, y): every box
    to tick is ticked alike, whatever its size."""
    inset = size / 6
    canv.setStrokeColor(st.INK)
    canv.setLineWidth(size / 8)
    path = canv.beginPath()
    path.moveTo(x + inset, y + size * 0.5)
    path.lineTo(x + size * 0.42, y + inset)
    path.lineTo(x + size - inset * 0.85, y + size - inset * 0.85)
    canv.drawPath(path, stroke=1, fill=0)


def marks_width(marks: tuple[str, ...]) -> float:
    """The width a row of marked words takes (each bold, as when ticked)."""
    return sum(MARK_BOX + 2.0 + stringWidth(w, st.BOLD, MARK_SIZE) + MARK_GAP for w in marks)


def _lines(words: list[str], size: float, room: float) -> int:
    """How many lines ``words`` take when broken between words at ``room``."""
    count, line = 1, ""
    for word in words:
        candidate = f"{line} {word}" if line else word
        if line and stringWidth(candidate, st.FONT, size) > room:
            count += 1
            line = word
        else:
            line = candidate
    return count


class TrackBoxes(Flowable):
    """A status track: a row of boxes marked '/', '\\' or 'X', with a thick bar and a
    penalty tick after each box named in ``penalties``. Rows wrap on narrow columns."""

    def __init__(self, boxes: Boxes, *, fillable: bool = False) -> None:
        super().__init__()
        self.boxes = boxes
        self.fillable = fillable and bool(boxes.name)

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        gap = 1.2
        self.step = st.BOX + gap
        self.per_row = max(1, int((aw + gap) // self.step))
        n = len(self.boxes.marks)
        self.rows = max(1, -(-n // self.per_row))
        self.width = min(aw, self.per_row * self.step)
        self.height = self.rows * (st.BOX + 4) + 2
        return aw, self.height

    def draw(self) -> None:
        c, b = self.canv, self.boxes
        penalties = set(b.penalties)
        k = scale_of(c)
        for i, mark in enumerate(b.marks):
            row, col = divmod(i, self.per_row)
            x = col * self.step
            y = self.height - (row + 1) * (st.BOX + 4)
            c.setStrokeColor(st.INK)
            c.setLineWidth(st.LINE)
            c.setFillColor(colors.white)
            c.rect(x, y, st.BOX, st.BOX, stroke=1, fill=1)
            if i + 1 in penalties:
                self._penalty(x + st.BOX, y)
            if self.fillable:  # one character per box: '/', '\\' or 'X', kept apart
                c.acroForm.textfield(
                    name=f"{b.name}_{i + 1}", value=mark, maxlen=1,
                    tooltip=f"{b.label} box {i + 1}: / {b.left}, \\ {b.right}, X both".strip(),
                    x=x + 0.4, y=y + 0.4, width=(st.BOX - 0.8) * k, height=(st.BOX - 0.8) * k,
                    # the same font as the text fields: ReportLab writes one /Font entry per
                    # font into the form resources, a duplicate key readers warn about
                    fontName="Helvetica", fontSize=round(9 * k, 2), borderWidth=0,
                    borderColor=None,
                    fillColor=colors.Color(1, 1, 1, alpha=0), textColor=st.INK,
                    relative=True,
                )
                continue
            self._mark(x, y, mark)

    def _mark(self, x: float, y: float, mark: str) -> None:
        c, s, inset = self.canv, st.BOX, 1.1
        c.setLineWidth(1.1)
        c.setStrokeColor(st.INK)
        if mark in ("/", "X"):
            c.line(x + inset, y + inset, x + s - inset, y + s - inset)
        if mark in ("\\", "X"):
            c.line(x + inset, y + s - inset, x + s - inset, y + inset)

    def _penalty(self, x: float, y: float) -> None:
        """A penalty mark after the box: a short heavy bar and a small triangle above."""
        c = self.canv
        mid = x + 0.6
        c.setStrokeColor(st.DANGER)
        c.setLineWidth(1.4)
        c.line(mid, y - 1.5, mid, y + st.BOX + 1.5)
        c.setFillColor(st.DANGER)
        p = c.beginPath()
        p.moveTo(mid - 1.8, y + st.BOX + 3.6)
        p.lineTo(mid + 1.8, y + st.BOX + 3.6)
        p.lineTo(mid, y + st.BOX + 1.2)
        p.close()
        c.drawPath(p, stroke=0, fill=1)


class NumberBoxes(Flowable):
    """Every value from 0 to ``top`` in a small box, in even rows, to cross off as a pool
    falls; those above ``current`` crossed off already (None: none are)."""

    CELL_W, CELL_H, SIZE = 12.5, 10.5, 6.6
    """A number's box and the number's size: two digits fit."""

    def __init__(self, top: int, current: int | None) -> None:
        super().__init__()
        self.top, self.current = top, current

    @classmethod
    def rows_in(cls, top: int, width: float) -> int:
        """How many rows the values from 0 to ``top`` take in ``width``."""
        fit = max(1, int(width // cls.CELL_W))
        return -(-(top + 1) // fit)

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        n = self.top + 1
        rows = self.rows_in(self.top, aw)
        self.per_row = -(-n // rows)  # rows as even as they can be: 8 and 8, not 10 and 6
        self.cell_w = min(aw / self.per_row, self.CELL_W * 1.3)  # across the column
        self.width, self.height = aw, rows * self.CELL_H + 1
        return aw, self.height

    def draw(self) -> None:
        c, w, h = self.canv, self.cell_w, self.CELL_H
        c.setLineWidth(st.THIN)
        for value in range(self.top + 1):
            row, col = divmod(value, self.per_row)
            x, y = col * w, self.height - (row + 1) * h
            c.setStrokeColor(st.RULE)
            c.rect(x, y, w, h, stroke=1, fill=0)
            c.setFillColor(st.INK)
            c.setFont(st.FONT, self.SIZE)
            c.drawCentredString(x + w / 2, y + (h - self.SIZE) / 2 + 1.0, str(value))
            if self.current is not None and value > self.current:
                c.setStrokeColor(st.INK)
                c.setLineWidth(0.8)
                c.line(x + 1.5, y + 1.5, x + w - 1.5, y + h - 1.5)
                c.setLineWidth(st.THIN)


RUNG_GAP = 3.5
"""Below each rung's box and text: boxes one under another do not touch."""


class LadderRungs(Flowable):
    """A ladder: one row per level, the current level's box marked."""

    def __init__(self, rungs: Rungs, style, *, fillable: bool = False) -> None:  # noqa: ANN001
        super().__init__()
        self.rungs = rungs
        self.style = style
        self.fillable = fillable and bool(rungs.name)

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self.width = aw
        self.paras = [Paragraph(f"<b>{i}</b>  {esc(text)}", self.style)
                      for i, text in enumerate(self.rungs.rungs)]
        self.heights = [max(st.BOX + RUNG_GAP, p.wrap(aw - st.BOX - 6, ah)[1] + RUNG_GAP)
                        for p in self.paras]
        self.height = sum(self.heights)
        return aw, self.height

    def draw(self) -> None:
        c, y = self.canv, self.height
        for i, (p, h) in enumerate(zip(self.paras, self.heights, strict=True)):
            y -= h
            top = y + h - st.BOX - 1
            c.setStrokeColor(st.INK)
            c.setLineWidth(st.LINE)
            c.rect(0, top, st.BOX, st.BOX, stroke=1, fill=0)
            current = self.rungs.level == i
            if self.fillable:
                c.acroForm.checkbox(
                    name=f"{self.rungs.name}_{i}", tooltip=f"{self.rungs.label} {i}",
                    checked=current, buttonStyle="cross", size=(st.BOX - 1.2) * scale_of(c),
                    x=0.6,
                    y=top + 0.6, borderWidth=0, borderColor=None,
                    fillColor=colors.Color(1, 1, 1, alpha=0), textColor=st.INK,
                    fieldFlags="", relative=True,
                )
            elif current:
                c.setFillColor(st.INK)
                c.rect(1.2, top + 1.2, st.BOX - 2.4, st.BOX - 2.4, stroke=0, fill=1)
            _, ph = p.wrap(self.width - st.BOX - 6, h)
            p.drawOn(c, st.BOX + 6, y + h - ph - 1)
