"""File > Import Filled Sheet...: a Rainworld sheet exported fillable, filled as a PDF
viewer writes it, imported into the open character as one undoable step."""

from __future__ import annotations

import shutil

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject, TextStringObject

from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.paths import samples_dir
from sheetkeeper.ui.import_sheet import import_filled_sheet


def _fill(path, values, out):
    writer = PdfWriter(clone_from=PdfReader(path))
    for page in writer.pages:
        for annot in page.get("/Annots", []):
            annot = annot.get_object()
            if annot.get("/T") in values:
                annot[NameObject("/V")] = TextStringObject(values[annot["/T"]])
    with out.open("wb") as handle:
        writer.write(handle)
    return out


def _opened(window, tmp_path):
    path = tmp_path / "dag.skchar"
    shutil.copy(samples_dir() / "rainworld-dag-kessler.skchar", path)
    tab = window.open_path(path)
    sheet = export_pdf(tab.document.character, tmp_path / "dag.pdf", fillable=True)
    return tab.document, sheet


def test_import_is_one_undoable_step(window, asker, tmp_path):
    doc, sheet = _opened(window, tmp_path)
    before = doc.character
    filled = _fill(sheet, {"body_4": "/", "click_current": "0", "ledger_xp_add": "5",
                           "ledger_xp_add_for": "Session 4"}, tmp_path / "filled.pdf")
    asker.script("confirm", True)
    assert import_filled_sheet(window, filled)
    kind, text = asker.asked[-1]
    assert kind == "confirm"
    for said in ("Body: 1 more injury", "Click 1 → 0", "+5 XP: Session 4"):
        assert said in text
    after = doc.character
    assert after.body.left == before.body.left + 1 and after.click.current == 0
    assert after.ledger.xp_available == before.ledger.xp_available + 5
    assert doc.modified
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Import filled sheet"
    doc.undo_stack.undo()
    assert doc.character == before


def test_declining_changes_nothing_and_refusals_are_listed(window, asker, tmp_path):
    doc, sheet = _opened(window, tmp_path)
    before = doc.character
    filled = _fill(sheet, {"click_current": "lots", "body_4": "/"}, tmp_path / "filled.pdf")
    asker.script("confirm", False)
    assert not import_filled_sheet(window, filled)
    _, text = asker.asked[-1]
    assert "Not imported:" in text and "“lots” is not a number" in text
    assert doc.character == before and doc.undo_stack.count() == 0


def test_a_pdf_that_is_no_fillable_sheet_is_an_error(window, asker, tmp_path):
    doc, _ = _opened(window, tmp_path)
    plain = export_pdf(doc.character, tmp_path / "plain.pdf")
    assert not import_filled_sheet(window, plain)
    kind, text = asker.asked[-1]
    assert kind == "error" and "not a fillable sheet" in text


def test_the_file_menu_offers_it(window):
    assert "Import Filled Sheet" in window.menu_actions["import_sheet"].text().replace("&", "")
