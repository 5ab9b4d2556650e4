"""The paper looks like a sheet a player wants: a typical character on two pages, boxes in
a row of one height, long two-column lists set in two halves."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from sheetkeeper.core.registry import get_system
from sheetkeeper.export import styles as st
from sheetkeeper.export.fit import BoxRow
from sheetkeeper.export.flat import Written
from sheetkeeper.export.flowables import WriteIn
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.storage import load_character


@pytest.mark.parametrize("system_id", ["rainworld", "renaissance"])
def test_a_typical_character_fits_two_pages(tmp_path, system_id):
    for sample in get_system(system_id).samples:
        out = export_pdf(load_character(sample).character, tmp_path / f"{sample.stem}.pdf")
        assert len(PdfReader(out).pages) <= 2, sample.name


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
