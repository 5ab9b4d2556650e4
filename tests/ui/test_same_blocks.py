"""Screen, party card and paper show the sheet model's blocks: for every sample, the Qt sheet,
the card and the PDF carry the model's labels, its ledger rows (the same rows and columns) and
its encumbrance wording."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from sheetkeeper.core.campaign import Member as RosterEntry
from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.flat import Badges, Boxes, Fields, Grid, Numbers, Rows, Stack, plain
from sheetkeeper.export.pdf import Source, write_pdf
from sheetkeeper.export.reading import read_sheet
from sheetkeeper.forms import load_form
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character
from sheetkeeper.storage.campaign_file import MemberSlot
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.party.card import MemberCard
from sheetkeeper.ui.party.member import Member
from sheetkeeper.ui.sheet import SheetView

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "export"))
from helpers import text_of  # noqa: E402

SAMPLES = [pytest.param(s, p, id=p.name) for s in all_systems() for p in s.samples]


def _model(system, sample):
    opened = load_character(sample)
    form = load_form(system.form_path)
    return opened, form, build_sheet(form, opened.character, system.rules)


def _screen_label(widget) -> str | None:
    kind = widget.element.kind
    if kind == "field":
        return widget.editor.label
    if kind == "track":
        return widget.row.label
    if kind in ("pool", "ladder"):
        return widget.label
    return None


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_the_qt_sheet_shows_the_models_labels_ledger_rows_and_load(system, sample, qtbot):
    opened, _, model = _model(system, sample)
    view = SheetView(Document(opened.character))
    qtbot.addWidget(view)
    assert len(view.elements) == len(model.blocks)
    for widget, block in zip(view.elements, model.blocks, strict=True):
        assert widget.element.kind == block.kind
        label = _screen_label(widget)
        if label is not None:
            assert label == block.label
        if block.kind == "tracks":
            assert [r.track_row.label for r in widget.rows] == [r.label for r in block.children]
        if block.kind == "ledger":
            headers = [widget.table.horizontalHeaderItem(c).text()
                       for c in range(widget.table.columnCount())]
            assert tuple(headers) == block.ledger.headings
            assert widget.rows() == [block.ledger.cells(row) for row in block.ledger.rows]
        if block.kind == "inventory" and block.load is not None:
            assert widget.load.text().startswith(block.load.text)
            assert (block.load.warning in widget.load.text()) if block.load.warning else True


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_the_party_card_shows_the_models_tracks_pools_and_ladders(system, sample, qtbot):
    opened, _, model = _model(system, sample)
    document = Document(opened.character)
    slot = MemberSlot(RosterEntry(path=sample.name), sample, opened)
    card = MemberCard(Member(slot, document))
    qtbot.addWidget(card)
    captions = [card.grid.itemAt(i).widget().text() for i in range(card.grid.count())
                if isinstance(card.grid.itemAt(i).widget(), QLabel)
                and card.grid.itemAt(i).widget().buddy() is not None]
    expected = []
    for block in model.blocks:
        if block.kind in ("track", "pool", "ladder") and block.value is not None:
            expected.append(block.label)
        elif block.kind == "tracks":
            expected += [f"{block.label}: {row.label}" for row in block.children if row.value]
    shown = [c for c in captions if c in expected]
    assert shown == expected
    load = model.of_kind("inventory")
    if load and load[0].load is not None:
        assert load[0].load.text in card.load.text()


def _pdf_blocks(sheet):
    return [placed.block for page in sheet.pages for section in page.sections
            for placed in section.blocks]


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_the_pdf_shows_the_models_labels_ledger_rows_and_load(system, sample, tmp_path):
    opened, form, model = _model(system, sample)
    sheet = read_sheet(form, opened.character, system.rules, system.name)
    printed = _pdf_blocks(sheet)
    shown = [b for b in model.blocks if b.element is None or b.element.paper]  # the form may
    assert len(printed) == len(shown)  # leave an element off paper, printed by another already
    for block, paper in zip(shown, printed, strict=True):
        if block.kind in ("field", "pool", "track", "notes"):
            assert paper.label == block.label
        if block.kind == "tracks":
            assert isinstance(paper, Stack)
            assert [b.label for b in paper.blocks] == [r.label for r in block.children]
        if block.kind == "ledger":
            assert isinstance(paper, Stack) and paper.label == block.label
            table = paper.blocks[-1]
            assert isinstance(table, Rows)
            assert tuple(c.label for c in table.columns) == block.ledger.columns
            assert [tuple(w.value for w in row) for row in table.rows] == [
                block.ledger.cells(row) for row in block.ledger.rows]
        if block.kind == "inventory" and block.load is not None:
            assert isinstance(paper, Rows)
            assert paper.caption == block.load.text
            assert paper.warning == block.load.warning
        if block.kind == "track":
            assert isinstance(paper, Boxes)
            assert paper.caption == block.text  # the derived text: "3 injury · 2 stun of 10"
        if block.kind in ("attributes", "derived"):
            assert isinstance(paper, Grid)
            assert [c.label for c in paper.cells] == [item.label for item in block.children]
            assert [c.value for c in paper.cells] == [plain(item.value) for item in block.children]
        if block.kind == "checks":
            assert [row[0].value for row in paper.rows] == [ch.label for ch in block.children]
        if block.kind == "states":
            assert isinstance(paper, Badges)
            assert [b.name for b in paper.states] == [s.name for s in block.states]
        if block.kind == "pool":  # Basic Roleplaying's points: numbers to cross off
            assert isinstance(paper, (Fields, Numbers))
            if isinstance(paper, Numbers):
                assert paper.label == block.label and paper.top == block.value.ceiling
    out = write_pdf([Source(opened.character, system.rules, form, system.name)],
                    tmp_path / "sheet.pdf")
    text = " ".join(text_of(out).split())
    for block in model.blocks:
        if block.kind in ("track", "pool", "ladder"):
            assert block.label in text
        if block.kind == "ledger":
            for row in block.ledger.rows:
                assert row.amount in text and row.date in text


def test_every_kind_of_the_registry_has_a_widget_and_a_paper_renderer():
    from sheetkeeper.export.paper_blocks import RENDERERS
    from sheetkeeper.forms import KINDS
    from sheetkeeper.ui.sheet.elements import KINDS as WIDGETS

    assert set(WIDGETS) == set(KINDS)
    assert set(RENDERERS) == set(KINDS)
