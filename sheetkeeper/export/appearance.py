"""A fillable field's appearance drawn with the page's own font subsets, character by character.

ReportLab embeds each font as subsets of up to 256 characters whose codes follow the order the
characters were first drawn (``’`` may be code 1, ``—`` code 7), with a ToUnicode map saying
which is which. A field's appearance must use those same codes. pypdf encodes by the standard
encodings instead (``—`` as 0xD0), so a curly apostrophe or a dash comes out as a box; and one
subset may not hold every character of a value. Here each character is looked up in the
ToUnicode maps of the page's regular-weight subsets, the value is set in runs of one subset,
wrapped between words when the field is multi-line, and written as the field's normal
appearance. A value a subset cannot spell this way (a shaped script, whose glyphs map to
presentation forms) is left to pypdf.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


def draw(annot: Any, value: str, fonts: list[Subset], size: float, multiline: bool,
         align: int = 0) -> tuple[StreamObject, list[Subset]] | None:
    """``annot``'s normal appearance showing ``value`` (each line left-aligned, centred or
    right-aligned: ``align`` 0, 1 or 2), and the subsets it uses; None when the page's
    subsets cannot spell it."""
    if spell(value.replace("\n", ""), fonts) is None:
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
