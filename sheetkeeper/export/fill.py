"""Fill the form fields ReportLab cannot: values outside Latin-1, wrapped multi-line text,
and every value in the sheet's own type.

ReportLab's AcroForm fields only take the standard PDF fonts (Latin-1), its field
appearance does not wrap long text, and viewers draw its Helvetica with another font's
spacing ("C rafts"). So the sheet is drawn with every value also written as invisible text
under its field (see ``flowables.text_field``): that puts a subset holding exactly those
glyphs into the PDF (DejaVu, or the fallback font the value needs). Here each field's value
(a Unicode text string) is set and its appearance drawn with those subsets
(``appearance.py``); a value they cannot spell (a shaped script) is drawn as the printed
sheet draws it, with fonts of its own.

A viewer that regenerates appearances while a field is edited uses the field's font; new
characters outside that subset may then need the viewer's own font substitution.
"""

from __future__ import annotations

import io
import logging
import re
from typing import Any

from pypdf import PdfReader, PdfWriter
from pypdf.generic import DictionaryObject, NameObject, NumberObject, TextStringObject

from .appearance import draw, drawn_as_printed, subsets
from .stamp import KEY

_log = logging.getLogger(__name__)


def fill_fields(data: bytes, values: dict[str, str], stamp: str = "",
                quadding: dict[str, list] | None = None) -> bytes:
    """Set the fields' values; ``stamp`` (JSON, see ``stamp.py``) goes into the document
    information so a filled copy can be imported; ``quadding`` aligns fields as the printed
    sheet aligns their values: by field name, (x, y, 1 centred or 2 right) of its widgets."""
    reader = PdfReader(io.BytesIO(data))
    writer = PdfWriter(clone_from=reader)
    if stamp:
        writer.add_metadata({KEY: stamp})
    acro = writer._root_object["/AcroForm"]  # ReportLab always writes one with fields
    resources = acro.setdefault(NameObject("/DR"), DictionaryObject())
    fonts = resources.setdefault(NameObject("/Font"), DictionaryObject())
    pypdf_logger = logging.getLogger("pypdf")
    level = pypdf_logger.level
    pypdf_logger.setLevel(logging.ERROR)
    try:
        for page in writer.pages:
            _fill_page(writer, page, values, fonts, quadding or {})
    finally:
        pypdf_logger.setLevel(level)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _fill_page(writer: PdfWriter, page: Any, values: dict[str, str], fonts: Any,
               quadding: dict[str, list]) -> None:
    wanted: dict[str, str] = {}
    page_subsets = None
    for annot in page.get("/Annots", []):
        annot = annot.get_object()
        name = annot.get("/T")
        if annot.get("/FT") != "/Tx" or name not in values:
            continue
        multiline = bool(int(annot.get("/Ff", 0)) & (1 << 12))
        value = values[name]
        if int(annot.get("/MaxLen", 0)) == 1:  # a track box: its mark centred
            annot[NameObject("/Q")] = NumberObject(1)
            if value:
                annot[NameObject("/DA")] = TextStringObject(f"/Helv {_size(annot):g} Tf 0 g")
                wanted[str(name)] = value
            continue
        x0, y0 = (float(v) for v in annot["/Rect"][:2])
        align = next((q for x, y, q in quadding.get(str(name), ())
                      if abs(x - x0) < 0.5 and abs(y - y0) < 0.5), 0)
        if align:
            annot[NameObject("/Q")] = NumberObject(align)
        if not value:
            continue
        if page_subsets is None:
            page_subsets = subsets(page)
        size = _size(annot)
        drawn = draw(annot, value, page_subsets, size, multiline, align)
        if drawn is not None:  # the page's own subsets, with their own codes
            stream, used = drawn
            for font in used:
                if font.name not in fonts:
                    fonts[NameObject(font.name)] = font.ref
            annot[NameObject("/AP")] = DictionaryObject(
                {NameObject("/N"): writer._add_object(stream)})
            annot[NameObject("/DA")] = TextStringObject(f"{used[0].name} {size:g} Tf 0 g")
            annot[NameObject("/V")] = TextStringObject(value)
            continue
        # a shaped script: drawn as the printed sheet draws it; the field's font is the
        # page's subset that encodes the value, for a viewer that redraws it while editing
        font = _font_for(page, value, fonts) or "/Helv"
        annot[NameObject("/DA")] = TextStringObject(f"{font} {size if not multiline else 0:g} Tf 0 g")
        annot[NameObject("/AP")] = DictionaryObject({NameObject("/N"): writer._add_object(
            drawn_as_printed(writer, annot, value, size, multiline, align))})
        annot[NameObject("/V")] = TextStringObject(value)
    if wanted:
        writer.update_page_form_field_values(page, wanted, auto_regenerate=False)


def _size(annot: Any) -> float:
    """The font size ReportLab gave the field: exact in its appearance (``/Helv 8.55 Tf``),
    whole points in its /DA (``/Helv 8 Tf 0 g``); 9 if it gave none."""
    try:
        found = re.search(rb"([\d.]+) Tf", annot["/AP"]["/N"].get_object().get_data())
    except (KeyError, AttributeError, TypeError):
        found = None
    texts = [found.group(1).decode()] if found else []
    parts = str(annot.get("/DA", "")).split()
    if "Tf" in parts:
        texts.append(parts[parts.index("Tf") - 1])
    for text in texts:
        try:
            size = float(text)
        except ValueError:
            continue
        if size > 0:
            return size
    return 9.0


def _font_for(page: Any, text: str, fonts: Any) -> str | None:
    """The name (in the form's resources) of a page font that encodes every character of
    ``text``: one of the subsets (DejaVu, or a fallback font for Chinese, Arabic...) drawn
    invisibly under the fields."""
    from pypdf.generic._font import Font

    page_fonts = page.get("/Resources", {}).get("/Font", {})
    for key, ref in page_fonts.items():
        obj = ref.get_object()
        base = str(obj.get("/BaseFont", ""))
        if "+" not in base or "Bold" in base:  # only the embedded regular-weight subsets
            continue
        try:
            usable = Font.from_font_resource(obj).can_encode(text.replace("\n", ""))
        except Exception:  # a font pypdf cannot read is simply not used  # noqa: BLE001
            _log.debug("font %s unreadable", key)
            continue
        if usable:
            name = "/SK" + str(key).lstrip("/").replace("+", "_")
            if name not in fonts:
                fonts[NameObject(name)] = ref
            return name
    return None
