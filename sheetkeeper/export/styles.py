"""Every look of the printed sheet in one place: fonts, paragraph styles, colours, sizes.

The DejaVu family is registered once per process (registering a TrueType font parses the
whole file, which would dominate the time of a one-page export). DejaVu covers Latin,
Greek and Cyrillic, so every name prints; ReportLab embeds only the glyphs used.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from ..paths import fonts_dir

FONT = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
ITALIC = "DejaVuSans-Oblique"
BOLD_ITALIC = "DejaVuSans-BoldOblique"

PAPERS = {"a4": A4, "letter": LETTER}

#: 15 mm on every side: inside the unprintable edge of common office and home printers
#: (most need 4-6 mm) and wide enough for a hole punch on the left.
MARGIN = 15 * mm
#: Top and bottom: 10 mm, still inside what common printers can print.
EDGE = 10 * mm
FOOTER_GAP = 6 * mm

INK = colors.HexColor("#1d1d1f")
MUTED = colors.HexColor("#5f6368")
RULE = colors.HexColor("#9aa0a6")
BAND = colors.HexColor("#2f3b4c")
BAND_TEXT = colors.white
TINT = colors.HexColor("#eef1f5")
DANGER = colors.HexColor("#a1262c")
WARNING = colors.HexColor("#8a5a00")

BOX = 4.6 * mm
"""The side of a track box: big enough to mark with a pencil."""
LINE = 0.6
THIN = 0.35


@cache
def register_fonts() -> str:
    """Register the DejaVu family (once per process); returns the family name."""
    folder = fonts_dir()
    for name in (FONT, BOLD, ITALIC, BOLD_ITALIC):
        pdfmetrics.registerFont(TTFont(name, str(folder / f"{name}.ttf")))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=ITALIC, boldItalic=BOLD_ITALIC)
    return FONT


@dataclass(frozen=True)
class Styles:
    title: ParagraphStyle
    subtitle: ParagraphStyle
    page: ParagraphStyle
    band: ParagraphStyle
    label: ParagraphStyle
    value: ParagraphStyle
    big: ParagraphStyle
    body: ParagraphStyle
    cell: ParagraphStyle
    cell_right: ParagraphStyle
    cell_center: ParagraphStyle
    head: ParagraphStyle
    head_right: ParagraphStyle
    head_center: ParagraphStyle
    small: ParagraphStyle
    state: ParagraphStyle


@cache
def styles() -> Styles:
    register_fonts()
    base = ParagraphStyle("base", fontName=FONT, fontSize=9, leading=11.5, textColor=INK)

    def style(name: str, **kw: object) -> ParagraphStyle:
        return ParagraphStyle(name, parent=base, **kw)

    return Styles(
        title=style("title", fontName=BOLD, fontSize=19, leading=22),
        subtitle=style("subtitle", fontSize=10, leading=13, textColor=MUTED),
        page=style("page", fontName=BOLD, fontSize=11.5, leading=13, spaceBefore=1, spaceAfter=2),
        band=style("band", fontName=BOLD, fontSize=9, leading=11, textColor=BAND_TEXT),
        label=style("label", fontSize=6.5, leading=7.5, textColor=MUTED),
        value=style("value", fontSize=9.5, leading=11.5),
        big=style("big", fontName=BOLD, fontSize=13, leading=15.5, alignment=TA_CENTER),
        body=style("body", fontSize=8.8, leading=11.5, spaceAfter=3),
        cell=style("cell", fontSize=8.2, leading=10),
        cell_right=style("cell_right", fontSize=8.2, leading=10, alignment=TA_RIGHT),
        cell_center=style("cell_center", fontSize=8.2, leading=10, alignment=TA_CENTER),
        head=style("head", fontName=BOLD, fontSize=7.2, leading=8.5, textColor=MUTED),
        head_right=style("head_right", fontName=BOLD, fontSize=7.2, leading=8.5, textColor=MUTED,
                         alignment=TA_RIGHT),
        head_center=style("head_center", fontName=BOLD, fontSize=7.2, leading=8.5,
                          textColor=MUTED, alignment=TA_CENTER),
        small=style("small", fontSize=7.2, leading=9, textColor=MUTED),
        state=style("state", fontName=BOLD, fontSize=8.2, leading=10),
    )
