"""Any character the sheet prints shows in its fillable field too: a curly apostrophe, a dash,
the gear bonus's dots. Each field's appearance is written in the codes of the page's own font
subsets (ReportLab numbers a subset's characters in the order they were first drawn), so
reading those codes back through the subset's ToUnicode map gives the value as written."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from helpers import fields_of, fill_as_viewer
from pypdf import PdfReader
from pypdf.generic._font import Font

from sheetkeeper.core.registry import get_system
from sheetkeeper.export.appearance import INSET
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.forms.spec import form_for
from sheetkeeper.storage import load_character

CURLY = {"player": "Sam’s cousin", "notes": "Tyros’ trailer — don’t ask.\nIt’s “safe” … mostly."}


def _angus():
    sample = next(p for p in get_system("lite").samples if "angus" in p.name)
    return load_character(sample).character.model_copy(update=CURLY)


def _shown(reader: PdfReader, annot) -> str:  # noqa: ANN001
    """The text a field's appearance draws, read through its fonts' own ToUnicode maps."""
    stream = annot["/AP"]["/N"].get_object()
    fonts = stream["/Resources"]["/Font"]
    maps = {str(k): Font.from_font_resource(v.get_object()).character_map for k, v in fonts.items()}
    out, current = [], None
    for token in re.finditer(rb"(/\S+) [\d.]+ Tf|<([0-9a-f]*)> Tj|(-?[\d.]+ -[\d.]+) Td",
                             stream.get_data()):
        if token.group(1):
            current = maps[token.group(1).decode()]
        elif token.group(2) is not None:
            out.append("".join(current[chr(b)] for b in bytes.fromhex(token.group(2).decode())))
        elif out:
            out.append("\n")
    return "".join(out)


def test_curly_quotes_dashes_and_dots_are_drawn_in_the_fields_as_written(tmp_path):
    warnings: list[str] = []
    out = export_pdf(_angus(), tmp_path / "angus.pdf", fillable=True, warnings=warnings)
    assert warnings == []
    values = fields_of(out)
    assert values["player"] == CURLY["player"] and values["notes"] == CURLY["notes"]
    assert values["derived_gear"] == "Sledgehammer ●○, Toolbox ●●, Old pistol ●"
    reader = PdfReader(out)
    shown = {}
    for page in reader.pages:
        for annot in page.get("/Annots", []):
            annot = annot.get_object()
            if annot.get("/T") in ("player", "notes", "derived_gear"):
                shown[annot["/T"]] = _shown(reader, annot)
    assert shown["player"] == CURLY["player"]
    assert shown["derived_gear"] == values["derived_gear"]
    # the notes wrap between words inside their box: the same words, the same characters
    assert shown["notes"].split() == CURLY["notes"].split()


def test_the_page_renders_the_fields(tmp_path):
    """pdftoppm draws the filled page without complaint (no bad glyph codes); the PNG was
    looked at: the apostrophes, the dash and the dots show."""
    if not shutil.which("pdftoppm"):
        pytest.skip("pdftoppm is not installed (poppler-utils; make test installs it)")
    out = export_pdf(_angus(), tmp_path / "angus.pdf", fillable=True)
    done = subprocess.run(["pdftoppm", "-png", "-r", "60", str(out), str(tmp_path / "page")],
                          capture_output=True, text=True, check=True)
    assert done.stderr == ""
    assert len(list(tmp_path.glob("page-*.png"))) == len(PdfReader(out).pages)


def test_no_filled_value_runs_past_its_field(tmp_path):
    """Issue: "fillable fields cut off values". A one-line value wider than its field
    ("Communication" in a narrow Category column) is set smaller; a multi-line value wraps:
    every line each field's appearance draws fits inside the field."""
    system = get_system("brp")
    sample = next(p for p in system.samples if "eleanor" in p.name)
    out = export_pdf(load_character(sample).character, tmp_path / "eleanor.pdf", paper="letter",
                     odds=True, fillable=True)
    reader = PdfReader(out)
    checked = 0
    for page in reader.pages:
        for annot in page.get("/Annots", []):
            annot = annot.get_object()
            if annot.get("/FT") != "/Tx" or int(annot.get("/MaxLen", 0)) == 1 or not annot.get("/V"):
                continue
            stream = annot["/AP"]["/N"].get_object()
            fonts = {str(k): Font.from_font_resource(v.get_object())
                     for k, v in stream["/Resources"]["/Font"].items()}
            x0, _, x1, _ = (float(v) for v in annot["/Rect"])
            line, font, size = 0.0, None, 0.0
            for token in re.finditer(rb"(/\S+) ([\d.]+) Tf|<([0-9a-f]*)> Tj|-?[\d.]+ -[\d.]+ Td",
                                     stream.get_data()):
                if token.group(1):
                    font, size = fonts[token.group(1).decode()], float(token.group(2))
                elif token.group(3) is not None:
                    line += sum(font.character_widths.get(chr(b), 0)
                                for b in bytes.fromhex(token.group(3).decode())) * size / 1000
                else:
                    line = 0.0
                assert line <= abs(x1 - x0) - 2 * INSET + 0.01, f"{annot['/T']}: {annot['/V']!r}"
            checked += 1
    assert checked > 50


def test_lite_gear_is_one_list_whose_cells_read_back(tmp_path):
    """Game Rules Lite's inventory is printed once, with the form's columns (its size, Gear
    Bonus, the skill it helps, whether it rides on a mount): each a field of its own, aligned
    as printed, and a box to tick for "on a mount" [001 "Gear on a mount or cart does not
    count"] that reads back into the item."""
    angus = _angus()
    out = export_pdf(angus, tmp_path / "angus.pdf", fillable=True)
    values = fields_of(out)
    cart = next(n[: -len("_name")] for n, v in values.items() if v == "Handcart")
    assert (values[f"{cart}_size_heavy"], values[f"{cart}_on_mount"]) == ("/Yes", "/Yes")
    assert not any(n.endswith("_carried") for n in values)  # the size is printed once
    quadding = {}
    for page in PdfReader(out).pages:
        for annot in page.get("/Annots", []):
            annot = annot.get_object()
            quadding.setdefault(str(annot.get("/T")), set()).add(int(annot.get("/Q", 0)))
    assert quadding[f"{cart}_name"] == {0} and quadding[f"{cart}_qty"] == {2}
    pistol = next(n[: -len("_name")] for n, v in values.items() if v == "Old pistol")
    assert quadding[f"{pistol}_gear_bonus"] == {2}  # a number, to the right as printed

    filled = fill_as_viewer(out, {f"{pistol}_on_mount": "Yes"}, tmp_path / "filled.pdf")
    rules = get_system("lite").rules
    plan = plan_import(angus, rules, form_for("lite"), "Game Rules Lite", read_filled(filled))
    after = apply_plan(angus, rules, plan).character
    assert next(i for i in after.inventory if i.name == "Old pistol").on_mount


SHAPED = {"Arabic": "عائشة بنت أبي بكر", "Hebrew": "דוד בן גוריון", "Hindi": "अर्जुन क्षत्रिय"}


@pytest.mark.parametrize("script", SHAPED)
def test_a_name_in_a_shaped_or_right_to_left_script_shows_in_its_field_as_printed(tmp_path, script):
    """Issue: "Any script prints, as text" — on a fillable sheet too. pypdf drew these
    names as "???? ???????" (poppler showed question marks), and Hebrew, whose letters the page's
    subsets hold, was set letter by letter and read backwards. The field's appearance is now
    drawn as the printed sheet draws the name (``lines.py``: fallback fonts, shaping, right to
    left), in embedded fonts, with the name as its ActualText; the value stays as typed."""
    name = SHAPED[script]
    out = export_pdf(_angus().model_copy(update={"name": name}), tmp_path / "a.pdf", fillable=True)
    assert fields_of(out)["name"] == name
    annot = next(a.get_object() for page in PdfReader(out).pages for a in page.get("/Annots", [])
                 if a.get_object().get("/T") == "name")
    stream = annot["/AP"]["/N"].get_object()
    fonts = stream["/Resources"]["/Font"]
    used, current = set(), None
    for token in re.finditer(rb"(/\S+) [\d.]+ Tf|T[jJ]\b", stream.get_data()):
        if token.group(1):
            current = token.group(1).decode()
        else:
            used.add(current)  # the font that draws glyphs
    assert used
    for font in used:
        assert "/FontFile2" in fonts[font].get_object().get("/FontDescriptor", {}), font  # embedded, not /Helv
    actual = "".join(bytes.fromhex(h.decode()).decode("utf-16-be").lstrip("\ufeff")
                     for h in re.findall(rb"/ActualText <FEFF([0-9A-F]*)>", stream.get_data()))
    right_to_left = script != "Hindi"
    assert (actual[::-1] if right_to_left else actual) == name  # drawn in visual order
