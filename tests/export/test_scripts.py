"""Names and notes in the world's scripts print as text and read back from the PDF as
written: fallback fonts glyph by glyph, Arabic and Hebrew shaped and set right to left,
Devanagari shaped; a character no font has is named in a warning, never a silent blank."""

from __future__ import annotations

import unicodedata

import pytest
from helpers import pdftotext_of, text_of
from pypdf import PdfReader
from tiny import hero, source

from sheetkeeper.cli.main import main
from sheetkeeper.export.fonts import MISSING, fallback
from sheetkeeper.export.lines import pieces
from sheetkeeper.export.pdf import write_pdf
from sheetkeeper.storage import save_character

SCRIPTS = {
    "Polish": ("Zofia Łęcka-Żółć", "Pamięta każdą ścieżkę we mgle."),
    "Greek": ("Ἀχιλλεύς Πηλείδης", "Χαρτογράφος των ομιχλωδών δρόμων."),
    "Russian": ("Пётр Ильич", "Чертит карты туманных дорог."),
    "Chinese": ("李小龙", "在雾中的道路上绘制地图"),
    "Japanese": ("山田たろう", "霧の道で地図を描く"),
    "Korean": ("김민준", "안개 길에서 지도를 그린다"),
    "Arabic": ("عائشة بنت أبي بكر", "ترسم خرائط طرق الضباب"),
    "Hebrew": ("דוד בן גוריון", "משרטט מפות של דרכי הערפל"),
    "Hindi": ("अर्जुन क्षत्रिय", "कोहरे की सड़कों का नक्शा बनाता है"),
    "emoji": ("Zed 🐉", "Rides a 🐎 through the 🌫 roads"),
}
NEEDS_SYSTEM_FONT = {"Chinese": "李", "Japanese": "た", "Korean": "김", "emoji": "🐉"}
PYPDF_READS = {"Polish", "Greek", "Russian", "Chinese", "Japanese", "Korean", "Arabic", "emoji"}
"""pypdf ignores /ActualText, so shaped Devanagari conjuncts and Hebrew ligatures read
back only through pdftotext; Arabic reads back after NFKC (presentation forms)."""


def _need_font(script: str) -> None:
    char = NEEDS_SYSTEM_FONT.get(script)
    if char and fallback(char, False) is None:
        pytest.skip(f"no font on this machine covers {script} (make test installs one)")


@pytest.mark.parametrize("script", SCRIPTS)
def test_name_and_notes_read_back_as_written(tmp_path, script):
    _need_font(script)
    name, notes = SCRIPTS[script]
    warnings: list[str] = []
    out = write_pdf([source(hero(name, notes=notes))], tmp_path / "sheet.pdf",
                    warnings=warnings)
    assert warnings == []
    text = pdftotext_of(out)
    assert name in text
    assert notes in text
    assert MISSING not in text


@pytest.mark.parametrize("script", sorted(PYPDF_READS))
def test_pypdf_reads_the_name_too(tmp_path, script):
    _need_font(script)
    name, _ = SCRIPTS[script]
    out = write_pdf([source(hero(name))], tmp_path / "sheet.pdf")
    assert name in unicodedata.normalize("NFKC", text_of(out))


def test_a_line_mixing_scripts_keeps_every_word(tmp_path):
    for char in NEEDS_SYSTEM_FONT.values():
        if fallback(char, False) is None:
            pytest.skip("a fallback font is missing on this machine")
    mixed = "Ada 李 עברית 🐉 अर्जुन"
    out = write_pdf([source(hero("Ada", notes=mixed))], tmp_path / "sheet.pdf")
    text = pdftotext_of(out)
    for word in mixed.split():
        assert word in text


def test_fallback_fonts_are_embedded_as_subsets(tmp_path):
    _need_font("Chinese")
    out = write_pdf([source(hero("李小龙"))], tmp_path / "sheet.pdf")
    fonts = {str(ref.get_object()["/BaseFont"]) for page in PdfReader(out).pages
             for ref in page["/Resources"].get("/Font", {}).values()}
    fallbacks = [f for f in fonts if "+" in f and "DejaVu" not in f]
    assert fallbacks, fonts
    assert all(len(f.split("+")[0]) == 7 for f in fallbacks)  # '/XXXXXX+': a subset
    assert out.stat().st_size < 200_000  # only the glyphs used, not a 4 MB CJK font


def test_right_to_left_words_are_set_in_reverse_inside_a_left_to_right_line():
    """UAX #9 rule L2: 'reverse any contiguous sequence of characters that are at that
    level or higher'. In a left-to-right line a Hebrew phrase (level 1) is one reversed
    run; the Latin words before and after stay in place."""
    made, missing = pieces("Ada דוד בן Quill", False, False)
    assert not missing
    assert [p.text.strip() for p in made if p.text.strip()] == ["Ada", "דוד בן", "Quill"]
    hebrew = next(p for p in made if p.rtl)
    assert str(hebrew.glyphs) != hebrew.text  # drawn in visual order


def test_a_right_to_left_paragraph_puts_its_first_word_at_the_right():
    """UAX #9 rules P2-P3: the paragraph level comes from the first strong character;
    a Latin name inside Arabic text (level 2) keeps its own order, at the left of the
    Arabic before it."""
    made, _ = pieces("عائشة Ada Quill", False, True)
    texts = [p.text for p in made if p.text.strip()]
    assert texts[0].strip() == "Ada Quill"
    assert texts[-1].strip() == "عائشة"


def test_numbers_inside_arabic_stay_left_to_right():
    made, _ = pieces("فاطمة 1234", False, True)
    digits = next(p for p in made if "1234" in p.text)
    assert not digits.rtl and str(digits.glyphs).strip() == "1234"


def test_arabic_letters_are_joined():
    """Arabic letters take their joined forms: the shaped word draws other glyphs than
    the isolated letters typed."""
    made, _ = pieces("عائشة", False, True)
    assert len(made) == 1 and made[0].font.startswith("NotoSansArabic")
    assert str(made[0].glyphs) != made[0].text[::-1]


UNPRINTABLE = "\u0378"  # an unassigned code point: no font anywhere has it


def test_a_character_no_font_has_is_named_not_left_blank(tmp_path):
    warnings: list[str] = []
    out = write_pdf([source(hero(f"Ada{UNPRINTABLE}", notes=f"Fog{UNPRINTABLE}"))],
                    tmp_path / "sheet.pdf", warnings=warnings)
    assert len(warnings) == 2
    name = next(w for w in warnings if "Name" in w)
    assert "U+0378" in name and "install" in name and "no font on this computer" in name
    assert any("Notes" in w for w in warnings)
    assert f"Ada{MISSING}" in pdftotext_of(out)


def test_cli_prints_the_warning(tmp_path, capsys):
    from sheetkeeper.core.registry import get_system

    rules = get_system("rainworld").rules
    character = rules.new(f"Ada{UNPRINTABLE}")
    path = tmp_path / "ada.skchar"
    save_character(path, character)
    assert main(["export", str(path), "-o", str(tmp_path / "ada.pdf")]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "U+0378" in err and "Name" in err


def test_a_fillable_field_in_chinese_shows_it_in_the_fallback_font(tmp_path):
    _need_font("Chinese")
    out = write_pdf([source(hero("李小龙"))], tmp_path / "sheet.pdf", fillable=True)
    reader = PdfReader(out)
    name = next(a.get_object() for a in reader.pages[0]["/Annots"]
                if a.get_object().get("/T") == "name")
    assert name["/V"] == "李小龙"
    font = str(name["/DA"]).split()[0]  # '/SK... 9 Tf 0 g': a subset, not Helvetica
    assert font.startswith("/SK")
    resources = reader.trailer["/Root"]["/AcroForm"]["/DR"]["/Font"]
    base = str(resources[font].get_object()["/BaseFont"])
    assert "+" in base and "DejaVu" not in base  # the embedded subset of the CJK font


def test_chinese_wraps_between_characters_and_words_wrap_between_words():
    from sheetkeeper.export.lines import line_width, wrap

    _need_font("Chinese")
    text = "在雾中的道路上绘制地图" * 4
    lines = wrap(text, False, 10, 100)
    assert len(lines) > 1 and "".join(lines) == text
    assert all(line_width(line, False, 10) <= 100 for line in lines)
    latin = "Marksman of the northern reaches and the fog roads"
    lines = wrap(latin, False, 10, 90)
    assert " ".join(lines) == latin  # every break at a space, none inside a word
