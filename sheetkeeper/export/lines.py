"""Lines of text in any script: font fallback, shaping and right-to-left order.

A line is split into pieces that one font prints in one direction (``fonts.runs``); each
piece is shaped by HarfBuzz (joined Arabic, Devanagari conjuncts) when its script needs it,
and the pieces are put in visual order by the Unicode bidirectional rules for two levels
(right-to-left words inside a left-to-right line and the reverse; numbers stay
left-to-right). Each piece is drawn inside a marked-content span whose ``/ActualText`` is
the text as written, so copying or extracting text from the PDF gives back what the
player typed, not glyph codes.

ReportLab's own paragraph shaping is not used: it turns bidi off and fails on words that
mix fonts (see the export notes in docs/architecture.md).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import ShapedStr, shapeStr

from .fonts import runs

_WORDS = re.compile(r"\s+|[\u2e80-\u9fff\u3040-\u30ff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\u3040-\u30ff\uf900-\ufaff\uff00-\uffef]+")
"""Spaces, one Chinese or Japanese character (a line may break after any of them), or a word."""


@dataclass(frozen=True)
class Piece:
    font: str
    text: str
    """As written (logical order); this is what text extraction reads."""
    rtl: bool
    glyphs: str
    """What is drawn: a shaped string (visual order) or the text itself."""
    width_em: float
    """Width at font size 1."""


def _direction(char: str) -> str:
    kind = unicodedata.bidirectional(char)
    if kind in ("R", "AL"):
        return "R"
    if kind in ("L", "EN", "AN"):
        return "L"
    return "N"


def needs_shaping(text: str) -> bool:
    return any(0x0590 <= ord(c) <= 0x0DFF or 0xFB1D <= ord(c) <= 0xFEFF
               or unicodedata.category(c).startswith("M") for c in text)


def base_rtl(text: str) -> bool:
    """The paragraph's direction: that of its first strong letter."""
    for char in text:
        kind = _direction(char)
        if kind != "N":
            return kind == "R"
    return False


@lru_cache(maxsize=4096)
def pieces(line: str, bold: bool, rtl_base: bool) -> tuple[tuple[Piece, ...], frozenset[str]]:
    """The line's pieces in visual order (left to right), and the characters no font has."""
    font_runs, missing = runs(line, bold)
    raw: list[tuple[str, str, str]] = []  # font, direction, text
    for run in font_runs:
        for char in run.text:
            kind = _direction(char)
            if unicodedata.category(char).startswith("M") and raw:
                kind = raw[-1][1]
            if raw and raw[-1][0] == run.font and raw[-1][1] == kind:
                raw[-1] = (run.font, kind, raw[-1][2] + char)
            else:
                raw.append((run.font, kind, char))
    resolved = _resolve_neutrals(raw, "R" if rtl_base else "L")
    merged: list[tuple[str, str, str]] = []
    for font, kind, text in resolved:
        if merged and merged[-1][0] == font and merged[-1][1] == kind:
            merged[-1] = (font, kind, merged[-1][2] + text)
        else:
            merged.append((font, kind, text))
    made = [_piece(font, text, kind == "R") for font, kind, text in merged]
    return tuple(_visual_order(made, rtl_base)), frozenset(missing)


def _resolve_neutrals(raw: list[tuple[str, str, str]], base: str) -> list[tuple[str, str, str]]:
    out = []
    for i, (font, kind, text) in enumerate(raw):
        if kind == "N":
            before = next((k for _, k, _ in reversed(raw[:i]) if k != "N"), base)
            after = next((k for _, k, _ in raw[i + 1:] if k != "N"), base)
            kind = before if before == after else base
        out.append((font, kind, text))
    return out


def _visual_order(made: list[Piece], rtl_base: bool) -> list[Piece]:
    """Rule L2 for embedding levels 0-2: reverse every run of pieces at a level and above."""
    levels = [(1 if p.rtl else 0) if not rtl_base else (1 if p.rtl else 2) for p in made]
    order = list(range(len(made)))
    for level in range(max(levels, default=0), 0, -1):
        i = 0
        while i < len(order):
            if levels[order[i]] >= level:
                j = i
                while j < len(order) and levels[order[j]] >= level:
                    j += 1
                order[i:j] = reversed(order[i:j])
                i = j
            else:
                i += 1
    return [made[i] for i in order]


def _piece(font: str, text: str, rtl: bool) -> Piece:
    if needs_shaping(text):
        shaped = shapeStr(text, font, 1000, force=True)
        if isinstance(shaped, ShapedStr):
            width = sum(sd.x_advance for sd in shaped.__shapeData__) / 1000
            return Piece(font, text, rtl, shaped, width)
    glyphs = text[::-1] if rtl else text
    return Piece(font, text, rtl, glyphs, stringWidth(text, font, 1))


def line_width(line: str, bold: bool, size: float, rtl_base: bool = False) -> float:
    return sum(p.width_em for p in pieces(line, bold, rtl_base)[0]) * size


def wrap(text: str, bold: bool, size: float, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width``, between words (and between
    Chinese or Japanese characters); a word wider than a line is broken between letters."""
    rtl = base_rtl(text)
    out: list[str] = []
    for paragraph in text.replace("\r\n", "\n").split("\n"):
        line = ""
        for token in _WORDS.findall(paragraph):
            if token.isspace() and not line:
                continue
            trial = line + token
            if line and line_width(trial.rstrip(), bold, size, rtl) > width:
                out.append(line.rstrip())
                line = "" if token.isspace() else token
            else:
                line = trial
            while line_width(line, bold, size, rtl) > width and len(line) > 1:
                head = _longest_fit(line, bold, size, width, rtl)
                out.append(head)
                line = line[len(head):]
        out.append(line.rstrip())
    return out


def _longest_fit(word: str, bold: bool, size: float, width: float, rtl: bool) -> str:
    cut = 1
    while cut < len(word) and line_width(word[:cut + 1], bold, size, rtl) <= width:
        cut += 1
    while cut < len(word) and unicodedata.category(word[cut]).startswith("M"):
        cut += 1  # never leave a vowel sign or accent at the start of a line
    return word[:cut]


def _hex(text: str) -> str:
    return "FEFF" + text.encode("utf-16-be").hex().upper()


def draw_line(canv, x: float, y: float, line: str, *, bold: bool, size: float,  # noqa: ANN001
              color=None, align: str = "left", width: float = 0.0,  # noqa: ANN001
              rtl_base: bool | None = None, invisible: bool = False) -> float:
    """Draw one line with its baseline at ``y``; ``align`` places it in ``width`` from ``x``.
    Returns the line's width."""
    rtl = base_rtl(line) if rtl_base is None else rtl_base
    made = pieces(line, bold, rtl)[0]
    total = sum(p.width_em for p in made) * size
    if align == "right":
        x += width - total
    elif align == "center":
        x += (width - total) / 2
    obj = canv.beginText(x, y)
    if invisible:
        obj.setTextRenderMode(3)
    if color is not None:
        obj.setFillColor(color)
    for piece in made:
        obj.setFont(piece.font, size)
        # text extraction reverses right-to-left text it finds, as it would drawn glyphs
        actual = piece.text[::-1] if piece.rtl else piece.text
        obj._code.append(f"/Span <</ActualText <{_hex(actual)}>>> BDC")
        obj.textOut(piece.glyphs)
        obj._code.append("EMC")
    canv.drawText(obj)
    return total
