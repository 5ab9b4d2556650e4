"""The paper looks like a sheet a player wants: a typical character on two pages, boxes in
a row of one height, long two-column lists set in two halves."""

from __future__ import annotations

import re

import pytest
from helpers import overlapping_words
from pypdf import PdfReader

from sheetkeeper.core.inventory import Item
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.export import styles as st
from sheetkeeper.export.fit import BoxRow
from sheetkeeper.export.flat import Written
from sheetkeeper.export.flowables import WriteIn
from sheetkeeper.export.pdf import export_blank, export_pdf
from sheetkeeper.export.scaled import SCALES
from sheetkeeper.forms.spec import form_for
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character

SAMPLES = [pytest.param(system, sample, id=sample.stem)
           for system in all_systems() for sample in system.samples]


OPTIONS = [pytest.param({}, id="printed"), pytest.param({"odds": True}, id="odds"),
           pytest.param({"fillable": True}, id="fillable"),
           pytest.param({"odds": True, "fillable": True}, id="odds-fillable")]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_a_typical_character_fits_two_pages(tmp_path, system, sample, paper, options):
    """Issue: "no half-empty first page when the content would fit (a typical character fits
    two pages)": every system's samples, on A4 and on Letter, printed or fillable, with the
    odds or without, with their values read back."""
    character = load_character(sample).character
    out = export_pdf(character, tmp_path / f"{sample.stem}.pdf", paper=paper, **options)
    pages = PdfReader(out).pages
    assert len(pages) <= 2, f"{sample.name} on {paper} {options}: {len(pages)} pages"
    text = " ".join(" ".join(page.extract_text() for page in pages).split())
    assert character.display_name in text
    assert f"Page {len(pages)} of {len(pages)}" in text
    model = build_sheet(form_for(system.id), character, system.rules)
    for block in model.blocks:
        if block.kind in ("track", "pool", "ladder"):
            assert block.label.upper() in text.upper(), block.label  # labels in capitals
        if block.kind == "ledger":
            for row in block.ledger.rows:
                assert row.date in text and row.amount in text
        if block.kind == "checks":
            assert all(check.label in text for check in block.children)
    if not options.get("fillable"):  # no text printed over other text
        assert overlapping_words(out) == []
    boxes = {e.label.upper() for e in form_for(system.id).elements() if e.kind == "field"}
    for n, page in enumerate(pages[1:], 2):  # a row of boxes stays with its section
        first = page.extract_text().lstrip().splitlines()[0].strip()
        assert first not in boxes, f"page {n} begins with the box {first!r}, apart from its section"


def test_text_printed_over_text_is_found(tmp_path):
    """The check above can fail: two strings drawn over each other on one line are found."""
    from reportlab.pdfgen.canvas import Canvas

    out = tmp_path / "over.pdf"
    canvas = Canvas(str(out))
    canvas.drawString(100, 700, "untrained (-2)")
    canvas.drawString(130, 700, "28% critical success")
    canvas.drawString(100, 600, "2 ranks")
    canvas.drawString(300, 600, "64%")
    canvas.save()
    assert overlapping_words(out) == [(1, "untrained", "28%"), (1, "28%", "(-2)"),
                                      (1, "(-2)", "critical")]


def test_the_first_page_is_not_left_half_empty(tmp_path):
    """The longest sample runs on to a second page: its first page is filled before it does."""
    system = get_system("brp")
    sample = max(system.samples, key=lambda p: p.stat().st_size)
    out = export_pdf(load_character(sample).character, tmp_path / "long.pdf", paper="letter")
    first = PdfReader(out).pages[0]
    lowest = []
    first.extract_text(visitor_text=lambda text, cm, tm, font, size: lowest.append(
        tm[5] * cm[3] + cm[5]) if text.strip() else None)  # the line's height on the page
    footer = 10 * 72 / 25.4 + 9  # the footer's rule
    body = [y for y in lowest if y > footer + 1]
    height = float(first.mediabox.height)
    assert min(body) < footer + (height - 2 * footer) * 0.25  # its last quarter is used


def test_boxes_in_one_row_share_one_height():
    s = st.styles()
    short = WriteIn(Written("Throw", "4 m"), s.big)
    tall = WriteIn(Written("Movement", "MV 5 per round, 10 sprinting, 2 swimming"), s.value)
    label = WriteIn(Written("Dying: dies within (Phys + 2) minutes", "3.5"), s.value)
    row = BoxRow([short, tall, label])
    _, height = row.wrap(300, 500)
    assert short.box_h == tall.box_h == label.box_h > 0
    assert short.label_h == tall.label_h == label.label_h
    assert short.height == tall.height == label.height == height


@pytest.mark.parametrize("fillable", [True, False], ids=["fillable", "printed"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("system", [s.id for s in all_systems()])
def test_a_blank_sheet_fits_two_pages(tmp_path, system, paper, fillable):
    """A blank sheet of every game, on A4 and Letter, on two pages, its lists with rows to
    write in and its notes with room."""
    out = export_blank(system, tmp_path / "blank.pdf", paper=paper, fillable=fillable)
    pages = PdfReader(out).pages
    assert len(pages) <= 2, f"blank {system} on {paper}: {len(pages)} pages"
    text = " ".join(" ".join(page.extract_text() for page in pages).split())
    assert f"Page {len(pages)} of {len(pages)}" in text
    for block in build_sheet(form_for(system), get_system(system).rules.new(""),
                             get_system(system).rules).blocks:
        if block.kind in ("track", "pool", "ladder", "notes") and block.label:
            assert block.label.upper() in text.upper(), block.label  # labels in capitals
    if not fillable:
        assert overlapping_words(out) == []


def test_a_sheet_that_would_run_on_is_set_smaller_to_fit_and_its_fields_follow(tmp_path):
    """Brannoc with four more things in his pack and the odds on Letter takes three pages:
    set smaller he takes two, and each form field lies over its box (the boxes are drawn
    scaled; a field's size is scaled too)."""
    system = get_system("brp")
    sample = next(p for p in system.samples if "brannoc" in p.name)
    character = load_character(sample).character
    character = character.model_copy(update={"inventory": [
        *character.inventory, *(Item(name=f"Spare bolts {i}", quantity=1) for i in range(4))]})
    out = export_pdf(character, tmp_path / "brannoc.pdf", paper="letter", odds=True,
                     fillable=True)
    reader = PdfReader(out)
    assert len(reader.pages) == 2
    content = reader.pages[0].get_contents().get_data()
    scale = float(re.search(rb"\n(\.9\d*) 0 0 \1 0 0 cm", content).group(1))
    assert scale in SCALES
    name = next(a.get_object() for a in reader.pages[0]["/Annots"]
                if a.get_object().get("/T") == "name")
    x0, y0, x1, y1 = (float(v) for v in name["/Rect"])
    assert float(str(name["/DA"]).split()[1]) == pytest.approx(9.5 * scale, abs=0.01)
    page_w = float(reader.pages[0].mediabox.width)
    assert st.MARGIN < x0 < x1 <= page_w - st.MARGIN  # within the margins, as its box
    as_he_is = load_character(sample).character
    unscaled = export_pdf(as_he_is, tmp_path / "a4.pdf", paper="a4", fillable=True)
    a4 = next(a.get_object() for a in PdfReader(unscaled).pages[0]["/Annots"]
              if a.get_object().get("/T") == "name")
    assert float(str(a4["/DA"]).split()[1]) == 9.5  # a sheet that fits: full size


def test_a_party_book_sets_each_sheet_as_it_would_be_alone(tmp_path):
    """Issue: "a typical character fits two pages" — in a party book too. On Letter with the
    odds, fillable, some samples run on to a third page at full size; alone each is set a
    little smaller, and in the book each sheet gets its own scale: the book holds the roster
    and two pages per sheet, each sheet's pages named in its footer, the roster full size."""
    characters = [load_character(p).character for s in all_systems() for p in s.samples]
    options = {"paper": "letter", "odds": True, "fillable": True}
    reports: list[tuple[int, int]] = []
    out = export_pdf(characters, tmp_path / "book.pdf", progress=lambda n, t: reports.append((n, t)),
                     **options)
    reader = PdfReader(out)
    footers = [page.extract_text() for page in reader.pages]
    roster = sum("Party book" in footer for footer in footers)  # eleven rows of key numbers
    assert roster in (1, 2)
    assert len(reader.pages) == roster + 2 * len(characters)
    assert f"Page 1 of {len(reader.pages)}" in footers[0]
    for i, character in enumerate(characters):
        assert all(character.display_name in footers[roster + 2 * i + k] for k in (0, 1)), character.name
    scaled = [i for i, page in enumerate(reader.pages)
              if re.search(rb"\n(\.9\d*) 0 0 \1 0 0 cm", page.get_contents().get_data())]
    assert scaled and not set(range(roster)) & set(scaled)  # some sheets set smaller; never the roster
    assert reports[-1] == (len(characters), len(characters))  # the progress ends at the end


def test_a_fillable_value_on_several_lines_fits_inside_its_field(tmp_path):
    """Issue: "fillable text fields hold multi-line values". A narrow table cell (a skill's
    name beside the odds) wraps inside its field where its printed text did not: the row
    grows with it, so that the last line's descenders stay inside the field ("Knowledge
    (Region)" was cut at the bottom)."""
    checked = 0
    for system in all_systems():
        for sample in system.samples:
            character = load_character(sample).character
            out = export_pdf(character, tmp_path / f"{sample.stem}.pdf", paper="letter", odds=True,
                             fillable=True)  # Letter with the odds: the narrowest cells
            for page in PdfReader(out).pages:
                for annot in (a.get_object() for a in page.get("/Annots", [])):
                    if "/AP" not in annot:
                        continue
                    normal = annot["/AP"]["/N"].get_object()
                    if not hasattr(normal, "get_data"):  # a check box: one appearance per state
                        continue
                    ops = normal.get_data().decode("latin-1")
                    moves = [float(m) for m in re.findall(r"[-\d.]+ ([-\d.]+) Td", ops)]
                    size = re.search(r" ([\d.]+) Tf", ops)
                    if len(moves) < 2 or size is None:
                        continue
                    lowest = sum(moves)  # the first baseline, then one step down per line
                    assert lowest - 0.3 * float(size.group(1)) >= 0, (
                        f"{sample.stem}: {annot.get('/V')!r} runs out of its field")
                    checked += 1
    assert checked > 8  # Renaissance's notes, a page wide now, take one line
