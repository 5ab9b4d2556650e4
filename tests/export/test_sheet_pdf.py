"""A character sheet read back from its PDF: names in any script, values, hostile text,
fillable fields, paper sizes, flowing pages and failures that leave nothing behind."""

from __future__ import annotations

import pytest
from helpers import fields_of, text_of
from pypdf import PdfReader
from tiny import Tiny, hero, source

from sheetkeeper.core.track import Track
from sheetkeeper.export.pdf import write_pdf
from sheetkeeper.storage.errors import SaveError

NAMES = ["Ada Quill", "Ἀχιλλεύς Πηλείδης", "Пётр Ильич", "Zoë Łukasiewicz-Ñúñez"]


@pytest.mark.parametrize("name", NAMES)
def test_name_and_values_round_trip_through_text_extraction(tmp_path, name):
    out = write_pdf([source(hero(name))], tmp_path / "sheet.pdf", odds=True)
    text = text_of(out)
    assert name in text
    for value in ("Wandering cartographer", "Lantern oil", "owes me a map", "First session",
                  "Keeps a second journal nobody has read.", "66.7%"):
        assert value in text


def test_decomposed_name_prints_in_nfc(tmp_path):
    decomposed = "Zoe\u0308"  # e + combining diaeresis
    out = write_pdf([source(hero(decomposed))], tmp_path / "sheet.pdf")
    assert "Zoë" in text_of(out)


def test_hostile_name_prints_literally_and_opens_nothing(tmp_path):
    hostile = "<img src='x'/> <b>bold</b> &amp; <font size=40>"
    out = write_pdf([source(hero(hostile, notes="<para>&lt;"))], tmp_path / "sheet.pdf")
    text = text_of(out)
    assert hostile in text
    assert "<para>&lt;" in text
    for page in PdfReader(out).pages:
        xobjects = page["/Resources"].get("/XObject", {})
        assert len(xobjects) <= 1  # only the portrait; no image named by the user's text


def test_fillable_sheet_has_prefilled_fields_and_a_mark_box_per_track_box(tmp_path):
    character = hero("Пётр Ильич", body=Track(length=10, left=3, right=8))
    out = write_pdf([source(character)], tmp_path / "sheet.pdf", fillable=True)
    fields = fields_of(out)
    assert fields["name"] == "Пётр Ильич"
    assert fields["concept"] == "Wandering cartographer"
    assert fields["might"] == "4"
    assert fields["derived_guard"] == "7"
    boxes = [fields[f"body_{i}"] for i in range(1, 11)]
    # 3 injury from the left ('/'), 8 stun from the right ('\\'); box 3 has both ('X')
    assert boxes == ["/", "/", "X"] + ["\\"] * 7
    assert [fields[f"habits_0_{i}"] for i in range(1, 6)] == ["/", "/", "", "", "\\"]
    assert fields["strain_0"] == "/Yes" and fields["strain_1"] == "/Off"
    assert fields["gear_0_name"] == "Rope"


def test_fillable_non_latin_value_gets_an_appearance_in_the_unicode_font(tmp_path):
    out = write_pdf([source(hero("Ἀχιλλεύς"))], tmp_path / "sheet.pdf", fillable=True)
    reader = PdfReader(out)
    widget = next(a.get_object() for a in reader.pages[0]["/Annots"]
                  if a.get_object().get("/T") == "name")
    assert "/SK" in str(widget["/DA"])
    appearance = widget["/AP"]["/N"].get_object()
    font = next(iter(appearance["/Resources"]["/Font"].values())).get_object()
    assert "DejaVuSans" in str(font["/BaseFont"])


def test_blank_fillable_sheet_has_empty_fields(tmp_path):
    out = write_pdf([source(Tiny())], tmp_path / "blank.pdf", blank=True, fillable=True)
    fields = fields_of(out)
    assert fields["name"] == "" and fields["might"] == ""
    assert fields["body_1"] == ""
    assert "Ada" not in text_of(out)


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_paper_sizes(tmp_path, paper, size):
    out = write_pdf([source(hero())], tmp_path / "sheet.pdf", paper=paper)
    box = PdfReader(out).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == size


def test_footer_names_character_system_and_page(tmp_path):
    out = write_pdf([source(hero())], tmp_path / "sheet.pdf")
    pages = PdfReader(out).pages
    assert len(pages) >= 2
    for n, page in enumerate(pages, start=1):
        text = page.extract_text()
        assert "Ada Quill · Tiny Game" in text
        assert f"Page {n}" in text


def test_long_notes_flow_onto_more_pages_instead_of_being_clipped(tmp_path):
    notes = "\n\n".join(f"Entry {i}: the fog road bends north again." for i in range(400))
    out = write_pdf([source(hero(notes=notes))], tmp_path / "sheet.pdf")
    assert len(PdfReader(out).pages) > 4
    text = text_of(out)
    assert "Entry 0:" in text and "Entry 399:" in text


def test_missing_folder_is_a_plain_save_error(tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        write_pdf([source(hero())], tmp_path / "nowhere" / "sheet.pdf")


def test_failed_export_leaves_the_old_file_and_no_temporary_file(tmp_path):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"%PDF-1.4 old")
    with pytest.raises(SaveError, match="paper"):
        write_pdf([source(hero())], target, paper="b5")
    assert target.read_bytes() == b"%PDF-1.4 old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]


def test_a_folder_as_target_is_refused(tmp_path):
    with pytest.raises(SaveError, match="folder"):
        write_pdf([source(hero())], tmp_path)


def test_every_page_says_page_n_of_m(tmp_path):
    out = write_pdf([source(hero(notes="A long story.\n\n" * 200))], tmp_path / "sheet.pdf")
    pages = [page.extract_text() for page in PdfReader(out).pages]
    assert len(pages) > 2
    for n, text in enumerate(pages, start=1):
        assert f"Page {n} of {len(pages)}" in text


def test_a_word_wider_than_its_box_is_set_smaller_not_broken(tmp_path):
    from sheetkeeper.core.inventory import Item

    long_word = "Sledgehammerofthenorthernreachesandthesouthernseas"
    character = hero(gear=[Item(name=long_word, quantity=1)])
    out = write_pdf([source(character)], tmp_path / "sheet.pdf")
    assert long_word in text_of(out).replace("\n", " ")
