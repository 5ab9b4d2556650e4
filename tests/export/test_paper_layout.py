"""The paper looks like a sheet a player wants: a typical character on two pages, boxes in
a row of one height, long two-column lists set in two halves."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.export import styles as st
from sheetkeeper.export.fit import BoxRow
from sheetkeeper.export.flat import Written
from sheetkeeper.export.flowables import WriteIn
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.forms.spec import form_for
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character

SAMPLES = [pytest.param(system, sample, id=sample.stem)
           for system in all_systems() for sample in system.samples]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_a_typical_character_fits_two_pages(tmp_path, system, sample, paper):
    """Issue: "no half-empty first page when the content would fit (a typical character fits
    two pages)": every system's samples, on A4 and on Letter, with their values read back."""
    character = load_character(sample).character
    out = export_pdf(character, tmp_path / f"{sample.stem}.pdf", paper=paper)
    pages = PdfReader(out).pages
    assert len(pages) <= 2, f"{sample.name} on {paper}: {len(pages)} pages"
    text = " ".join(" ".join(page.extract_text() for page in pages).split())
    assert character.display_name in text
    assert f"Page {len(pages)} of {len(pages)}" in text
    model = build_sheet(form_for(system.id), character, system.rules)
    for block in model.blocks:
        if block.kind in ("track", "pool", "ladder"):
            assert block.label in text, block.label
        if block.kind == "ledger":
            for row in block.ledger.rows:
                assert row.date in text and row.amount in text
        if block.kind == "checks":
            assert all(check.label in text for check in block.children)


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
