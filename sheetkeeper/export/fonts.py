"""Which font prints each character: the bundled fonts first, then the computer's own.

ReportLab has no glyph fallback (a character its font lacks prints as a blank), so text is
split into runs by font coverage here. The bundled DejaVu family covers Latin, Greek and
Cyrillic; the bundled Noto fonts cover Arabic, Hebrew and Devanagari. Chinese, Japanese,
Korean and emoji fonts are large, so they are found on the system (fontconfig on Linux, the
usual font folders on Windows and macOS) and registered only when a character needs one.
Only TrueType outlines can be embedded; other fonts are passed over.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from ..paths import fonts_dir
from . import styles as st
from .font_folders import font_files, font_folders

#: The bundled fonts for scripts DejaVu lacks or does not shape well, tried before DejaVu.
SCRIPT_FONTS = ("NotoSansArabic", "NotoSansHebrew", "NotoSansDevanagari")

MISSING = "\ufffd"
"""What prints in place of a character no font covers (and the export says so)."""

_IGNORABLE = {0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF} | set(range(0xFE00, 0xFE10))


def _to_unicode_cmap(fontname: str, subset: list[int]) -> str:
    """ReportLab's ToUnicode CMap, with characters above U+FFFF written as UTF-16 (as the
    PDF format requires) so emoji read back; ReportLab writes them as bare code points."""
    entries = [f"<{i:02X}> <{chr(v).encode('utf-16-be').hex().upper()}>"
               for i, v in enumerate(subset)]
    return "\n".join([
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
        "/CIDSystemInfo", f"<< /Registry ({fontname})", f"/Ordering ({fontname})",
        "/Supplement 0", ">> def", f"/CMapName /{fontname} def", "/CMapType 2 def",
        "1 begincodespacerange", f"<00> <{len(subset) - 1:02X}>", "endcodespacerange",
        f"{len(subset)} beginbfchar", *entries, "endbfchar", "endcmap",
        "CMapName currentdict /CMap defineresource pop", "end", "end",
    ])


ttfonts.makeToUnicodeCMap = _to_unicode_cmap


@dataclass(frozen=True)
class Run:
    font: str
    text: str


def base_font(bold: bool) -> str:
    st.register_fonts()
    return st.BOLD if bold else st.FONT


@cache
def _bundled(name: str, bold: bool) -> str:
    """Register one bundled script font on first use; returns its registered name."""
    regular, heavy = f"{name}-Regular", f"{name}-Bold"
    for face in (regular, heavy):
        if face not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(face, str(fonts_dir() / f"{face}.ttf")))
    pdfmetrics.registerFontFamily(regular, normal=regular, bold=heavy, italic=regular,
                                  boldItalic=heavy)
    return heavy if bold else regular


@cache
def coverage(font: str) -> frozenset[int]:
    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)


def covers(font: str, char: str) -> bool:
    return ord(char) in coverage(font)


def fallback(char: str, bold: bool) -> str | None:
    """The font that prints ``char``: bundled script fonts, DejaVu, then system fonts."""
    for name in SCRIPT_FONTS:
        if _script_font_may_cover(name, char):
            font = _bundled(name, bold)
            if covers(font, char):
                return font
    base = base_font(bold)
    if covers(base, char):
        return base
    return system_font(char)


def _script_font_may_cover(name: str, char: str) -> bool:
    """Cheap first test so a Latin sheet never loads the script fonts."""
    code = ord(char)
    if name == "NotoSansArabic":
        return 0x0600 <= code <= 0x08FF or 0xFB50 <= code <= 0xFEFF
    if name == "NotoSansHebrew":
        return 0x0590 <= code <= 0x05FF or 0xFB1D <= code <= 0xFB4F
    return 0x0900 <= code <= 0x097F or 0xA8E0 <= code <= 0xA8FF or 0x1CD0 <= code <= 0x1CFF


_system_registered: list[str] = []


@cache
def system_font(char: str) -> str | None:
    """A system font covering ``char``, registered on first use (None: no font has it)."""
    for font in _system_registered:
        if covers(font, char):
            return font
    for path, index in _system_candidates(char):
        font = _register_system(path, index)
        if font is not None and covers(font, char):
            return font
    return None


@cache
def _register_system(path: str, index: int) -> str | None:
    name = f"SK-{Path(path).stem}-{index}"
    try:
        pdfmetrics.registerFont(TTFont(name, path, subfontIndex=index))
        pdfmetrics.registerFontFamily(name, normal=name, bold=name, italic=name, boldItalic=name)
    except (TTFError, OSError, ValueError, KeyError, AssertionError):
        return None  # PostScript outlines, a bitmap colour font, or an unreadable file
    _system_registered.append(name)
    return name


def _system_candidates(char: str) -> list[tuple[str, int]]:
    if sys.platform not in ("win32", "darwin") and shutil.which("fc-list"):
        return _fontconfig(char)
    folders = font_folders(sys.platform, os.environ, Path.home())
    return folder_candidates(char, folders)


def folder_candidates(char: str, folders: tuple[Path, ...]) -> list[tuple[str, int]]:
    """The TrueType files in ``folders`` whose first font covers ``char``."""
    return [(str(p), 0) for p in font_files(folders) if _file_covers(p, char)]


def _fontconfig(char: str) -> list[tuple[str, int]]:
    try:
        out = subprocess.run(
            ["fc-list", "-f", "%{file}\t%{index}\n", f":charset={ord(char):x}"],
            capture_output=True, text=True, timeout=10, check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    found: list[tuple[str, int]] = []
    for line in out.splitlines():
        path, _, index = line.partition("\t")
        if path.lower().endswith((".ttf", ".ttc")):
            found.append((path, int(index or 0)))

    def preference(item: tuple[str, int]) -> tuple[int, int, int, str]:
        path = item[0].lower()
        styled = any(w in path for w in ("bold", "italic", "oblique", "mono", "coding", "light"))
        plain_sans = "sans" in path or "gothic" in path
        return (styled, not path.endswith(".ttf"), not plain_sans, path)

    return sorted(found, key=preference)


def _file_covers(path: Path, char: str) -> bool:
    font = _register_system(str(path), 0)
    return font is not None and covers(font, char)


def _neutral(char: str) -> bool:
    """Spaces, punctuation, digits and marks: they go with the text around them."""
    return unicodedata.category(char)[0] in "ZPMN" or ord(char) in _IGNORABLE


def runs(text: str, bold: bool = False) -> tuple[list[Run], set[str]]:
    """``text`` split into runs that one font each prints, and the characters no font has."""
    out: list[Run] = []
    missing: set[str] = set()
    current = ""
    chunk: list[str] = []
    base = base_font(bold)
    for char in text:
        if char in "\n\r\t":  # a line break or tab is laid out, not printed: no glyph needed
            font = current or base
        elif current and _neutral(char) and covers(current, char):
            font = current
        elif ord(char) in _IGNORABLE:
            continue  # a joiner or variation selector the font lacks: nothing to print
        else:
            font = (base if _neutral(char) and covers(base, char) else None) or fallback(char, bold)
            if font is None:
                missing.add(char)
                font, char = base, MISSING
        if font != current and chunk:
            out.append(Run(current, "".join(chunk)))
            chunk = []
        current = font
        chunk.append(char)
    if chunk:
        out.append(Run(current, "".join(chunk)))
    return out, missing


def simple(text: str) -> bool:
    """True when DejaVu prints ``text`` as it stands (no fallback, shaping or reordering)."""
    if not text or text.isascii():
        return True
    if max(text) >= "\u0590":
        return False
    have = coverage(base_font(False))
    return all(ord(c) in have or c in "\r\n\t" for c in text)


def unprintable(text: str) -> set[str]:
    if simple(text):
        return set()
    return runs(text)[1]


def install_hint(chars: set[str]) -> str:
    """Which font package would print these characters, in words."""
    def name(c: str) -> str:
        return unicodedata.name(c, "")

    if any(("CJK" in name(c) or "HANGUL" in name(c) or "HIRAGANA" in name(c)
            or "KATAKANA" in name(c)) for c in chars):
        return ("install a Chinese/Japanese/Korean TrueType font, e.g. the package "
                "fonts-droid-fallback (Debian, Ubuntu) or fonts-wqy-zenhei")
    if any(ord(c) >= 0x1F000 or unicodedata.category(c) == "So" for c in chars):
        return "install a black-and-white emoji font, e.g. the package fonts-symbola"
    return "install a font that covers them, e.g. the packages fonts-noto-core or fonts-noto-extra"
