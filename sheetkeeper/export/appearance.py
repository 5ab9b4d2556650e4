"""A fillable field's appearance drawn with the page's own font subsets, character by character.

ReportLab embeds each font as subsets of up to 256 characters whose codes follow the order the
characters were first drawn (``’`` may be code 1, ``—`` code 7), with a ToUnicode map saying
which is which. A field's appearance must use those same codes. pypdf encodes by the standard
encodings instead (``—`` as 0xD0), so a curly apostrophe or a dash comes out as a box; and one
subset may not hold every character of a value. Here each character is looked up in the
ToUnicode maps of the page's regular-weight subsets, the value is set in runs of one subset,
wrapped between words when the field is multi-line, and written as the field's normal
appearance. A value a subset cannot spell this way (a shaped script, whose glyphs map to
presentation forms), or that needs shaping or right-to-left order, is drawn as the printed
sheet draws it instead (:func:`drawn_as_printed`).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from pypdf import PdfReader
from pypdf.generic import (
    ArrayObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    StreamObject,
)

LEADING = 1.2
"""Between the baselines of a multi-line value, in font sizes."""
INSET = 2.0
"""From the field's edge to its text, as ReportLab's own appearances have it."""
BASELINE = 0.95
"""From the text's top to the first baseline of a multi-line value, in font sizes."""
DESCENT = 0.3
"""Below the last baseline, in font sizes (DejaVu's descenders)."""
SMALLEST = 5.0
"""A single-line value too long for its field is set smaller, down to this size."""


@dataclass
class Subset:
    """One embedded font subset of the page: its resource, and per character its code and
    width (in thousandths of the font size)."""

    name: str
    ref: Any
    codes: dict[str, bytes]
    widths: dict[str, float]


def subsets(page: Any) -> list[Subset]:
    """The page's embedded regular-weight subsets (DejaVu first, then the fallback fonts)."""
    from pypdf.generic._font import Font

    out = []
    for key, ref in page.get("/Resources", {}).get("/Font", {}).items():
        obj = ref.get_object()
        base = str(obj.get("/BaseFont", ""))
        if "+" not in base or any(w in base for w in ("Bold", "Oblique", "Italic")):
            continue
        try:
            font = Font.from_font_resource(obj)
        except Exception:  # a font pypdf cannot read is simply not used  # noqa: BLE001
            continue
        codes, widths = {}, {}
        for code, char in font.character_map.items():
            if isinstance(code, str) and len(code) == 1 and len(char) == 1 and ord(code) < 256:
                codes[char] = bytes((ord(code),))
                widths[char] = float(font.character_widths.get(code, font.character_widths["default"]))
        name = "/SK" + str(key).lstrip("/").replace("+", "_")
        out.append(Subset(name, ref, codes, widths))
    out.sort(key=lambda s: "DejaVu" not in str(s.ref.get_object().get("/BaseFont", "")))
    return out


def spell(text: str, fonts: list[Subset]) -> list[tuple[Subset, str]] | None:
    """``text`` in runs of one subset each, or None when some character is in none of them."""
    runs: list[tuple[Subset, str]] = []
    for char in text:
        font = next((f for f in fonts if char in f.codes), None)
        if font is None:
            return None
        if runs and runs[-1][0] is font:
            runs[-1] = (font, runs[-1][1] + char)
        else:
            runs.append((font, char))
    return runs


def width(runs: list[tuple[Subset, str]], size: float) -> float:
    return sum(f.widths[c] for f, text in runs for c in text) * size / 1000


def wrap(text: str, fonts: list[Subset], size: float, room: float) -> list[str]:
    """Lines of ``text`` no wider than ``room``, broken between words (a word longer than
    the line keeps its own line)."""
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and width(spell(candidate, fonts) or [], size) > room:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def needs_more(value: str) -> bool:
    """Whether ``value`` needs shaping or right-to-left order (Hebrew's letters are in the
    page's subsets, but set one by one they would read backwards)."""
    from .lines import base_rtl, needs_shaping

    return needs_shaping(value) or any(base_rtl(c) for c in value)


def draw(annot: Any, value: str, fonts: list[Subset], size: float, multiline: bool,
         align: int = 0) -> tuple[StreamObject, list[Subset]] | None:
    """``annot``'s normal appearance showing ``value`` (each line left-aligned, centred or
    right-aligned: ``align`` 0, 1 or 2), and the subsets it uses; None when the page's
    subsets cannot spell it or it needs more than setting letter by letter."""
    if needs_more(value) or spell(value.replace("\n", ""), fonts) is None:
        return None
    x0, y0, x1, y1 = (float(v) for v in annot["/Rect"])
    w, h = abs(x1 - x0), abs(y1 - y0)
    room = w - 2 * INSET
    # what must stay on one line (the value, or its longest word) is set smaller when it is
    # wider than the field, as the printed sheet sets a word too long for its box
    whole = value.split() if multiline else [value.replace("\n", " ")]
    wide = max((width(spell(part, fonts) or [], size) for part in whole), default=0.0)
    if wide > room:
        size = max(SMALLEST, size * room / wide)
    lines = wrap(value, fonts, size, room) if multiline else whole
    y = h - INSET - size * BASELINE if multiline else (h - size) / 2 + size * 0.22  # a baseline
    ops, used = ["/Tx BMC", "q", "BT", "0 g"], []
    current = None
    x = 0.0
    for n, line in enumerate(lines):
        runs = spell(line, fonts) or []
        left = INSET + (room - width(runs, size)) * align / 2
        ops.append(f"{left - x:.2f} {y if n == 0 else -size * LEADING:.2f} Td")
        x = left
        for font, text in runs:
            if font is not current:
                ops.append(f"{font.name} {size:g} Tf")
                current = font
                if font not in used:
                    used.append(font)
            ops.append("<" + b"".join(font.codes[c] for c in text).hex() + "> Tj")
    ops += ["ET", "Q", "EMC"]
    stream = StreamObject()
    stream.set_data("\n".join(ops).encode("ascii"))
    stream.update({
        NameObject("/Type"): NameObject("/XObject"),
        NameObject("/Subtype"): NameObject("/Form"),
        NameObject("/BBox"): ArrayObject([FloatObject(0), FloatObject(0), FloatObject(w),
                                          FloatObject(h)]),
        NameObject("/Resources"): DictionaryObject({NameObject("/Font"): DictionaryObject(
            {NameObject(f.name): f.ref for f in used})}),
    })
    return stream, used



def drawn_as_printed(writer: Any, annot: Any, value: str, size: float, multiline: bool,
                     align: int = 0) -> StreamObject:
    """``annot``'s normal appearance for a value the page's subsets cannot spell (a shaped
    script, right to left): the value drawn as the printed sheet draws it (``lines.py``:
    fallback fonts, HarfBuzz shaping, bidirectional order) on a page of the field's size,
    whose content and fonts become the appearance. Right-to-left text is set from the right
    unless the field is centred."""
    from reportlab.pdfgen.canvas import Canvas

    from .lines import base_rtl, draw_line, line_width, wrap

    x0, y0, x1, y1 = (float(v) for v in annot["/Rect"])
    w, h = abs(x1 - x0), abs(y1 - y0)
    room = w - 2 * INSET
    flat = value.replace("\n", " ")
    wide = line_width(flat, False, size)
    if not multiline and wide > room:
        size = max(SMALLEST, size * room / wide)
    lines = wrap(value, False, size, room) if multiline else [flat]
    side = {1: "center", 2: "right"}.get(align, "right" if base_rtl(value) else "left")
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(w, h), pageCompression=0)
    y = h - INSET - size * BASELINE if multiline else (h - size) / 2 + size * 0.22
    for line in lines:
        draw_line(canvas, INSET, y, line, bold=False, size=size, align=side, width=room)
        y -= size * LEADING
    canvas.showPage()
    canvas.save()
    page = PdfReader(buffer).pages[0]
    stream = StreamObject()
    stream.set_data(b"/Tx BMC\n" + page.get_contents().get_data() + b"\nEMC")
    stream.update({
        NameObject("/Type"): NameObject("/XObject"),
        NameObject("/Subtype"): NameObject("/Form"),
        NameObject("/BBox"): ArrayObject([FloatObject(0), FloatObject(0), FloatObject(w),
                                          FloatObject(h)]),
        NameObject("/Resources"): page["/Resources"].clone(writer),
    })
    return stream
