"""A fillable sheet from an older layout imports without losing a row: the previous version
left 6 spare rows under a character's inventory where today's sheet leaves 2, under the same
field names (``inventory_7_name``: a list cell's name is its list, row and column in every
layout). Import reads as many rows as the filled sheet has, and adds each row written in
at the table to the list through the rules, as the app's Add does.

The older sheet is made at test time by the exporter with the previous layout's number of
spare rows (``SPARE_ROWS`` was 6), then read back by today's importer."""

from __future__ import annotations

from helpers import fields_of, fill_as_viewer

from sheetkeeper.core.registry import get_system
from sheetkeeper.export import paper_blocks
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.paper_blocks import lists
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.forms.spec import form_for
from sheetkeeper.storage import load_character

PREVIOUS_SPARE_ROWS = 6


def _brannoc():
    system = get_system("brp")
    sample = next(p for p in system.samples if "brannoc" in p.name)
    return system, load_character(sample).character


def test_rows_written_in_an_older_sheets_extra_spare_rows_are_imported(tmp_path, monkeypatch):
    system, brannoc = _brannoc()
    count = len(brannoc.inventory)
    monkeypatch.setattr(lists, "SPARE_ROWS", PREVIOUS_SPARE_ROWS)  # the previous layout
    older = export_pdf(brannoc, tmp_path / "older.pdf", fillable=True)
    monkeypatch.undo()
    printed = fields_of(older)
    assert f"inventory_{count + PREVIOUS_SPARE_ROWS - 1}_name" in printed  # the 6th spare row
    today = fields_of(export_pdf(brannoc, tmp_path / "today.pdf", fillable=True))
    assert f"inventory_{count + 2}_name" not in today  # today's sheet has 2

    written = {
        f"inventory_{count}_name": "Lantern",
        f"inventory_{count + 4}_name": "Grappling hook",
        f"inventory_{count + 4}_qty": "2", f"inventory_{count + 4}_notes": "from the tower",
        f"inventory_{count + 5}_name": "Rope",
    }
    filled = fill_as_viewer(older, written, tmp_path / "filled.pdf")
    plan = plan_import(brannoc, system.rules, form_for("brp"), system.name, read_filled(filled))
    assert plan.refused == []
    outcome = apply_plan(brannoc, system.rules, plan)
    assert outcome.refused == []
    added = outcome.character.inventory[count:]
    assert [(i.name, i.quantity, i.notes) for i in added] == [
        ("Lantern", 1, ""), ("Grappling hook", 2, "from the tower"), ("Rope", 1, "")]
    assert outcome.character.inventory[:count] == brannoc.inventory  # the rest as it was
    assert len(outcome.done) == 3 and all("added" in d for d in outcome.done)
    assert paper_blocks.lists.SPARE_ROWS == 2  # today's layout again


def test_an_unchanged_older_sheet_changes_nothing(tmp_path, monkeypatch):
    system, brannoc = _brannoc()
    monkeypatch.setattr(lists, "SPARE_ROWS", PREVIOUS_SPARE_ROWS)
    older = export_pdf(brannoc, tmp_path / "older.pdf", fillable=True)
    monkeypatch.undo()
    plan = plan_import(brannoc, system.rules, form_for("brp"), system.name, read_filled(older))
    assert plan.changes == [] and plan.refused == []


def test_a_lite_size_typed_on_a_sheet_from_before_the_heavy_and_light_boxes_is_imported(
        tmp_path, monkeypatch):
    """A fillable Game Rules Lite sheet from before its gear rows had heavy and light boxes
    has the size as a typed field (``inventory_3_size``): what was typed there still comes
    back."""
    from sheetkeeper.export import pdf
    from sheetkeeper.forms.spec import FormSpec

    system = get_system("lite")
    kay = load_character(next(p for p in system.samples if "kay" in p.name)).character
    today = form_for("lite")
    spec = today.model_dump()
    for page in spec["pages"]:
        for part in page["sections"]:
            for element in part["elements"]:
                for column in element.get("columns", []):
                    column["marks"] = ()  # the previous layout: no boxes to tick
    monkeypatch.setattr(pdf, "form_for", lambda _system: FormSpec.model_validate(spec))
    older = export_pdf(kay, tmp_path / "older.pdf", fillable=True)
    monkeypatch.undo()
    bow = next(i for i, item in enumerate(kay.inventory) if item.name == "Bow")
    assert fields_of(older)[f"inventory_{bow}_size"] == "regular"
    filled = fill_as_viewer(older, {f"inventory_{bow}_size": "heavy"}, tmp_path / "filled.pdf")
    plan = plan_import(kay, system.rules, today, system.name, read_filled(filled))
    after = apply_plan(kay, system.rules, plan).character
    assert plan.refused == [] and after.inventory[bow].size == "heavy"
