"""Every game's sheet has a purse on paper: the coins by kind and amount, blank rows for a
pencil (a blank sheet too), and in a fillable sheet coins written in come back on import."""

from __future__ import annotations

import pytest
from helpers import fields_of, fill_as_viewer, words_of

from sheetkeeper import api
from sheetkeeper.core.purse import amounts, as_rows
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.pdf import export_blank, export_pdf
from sheetkeeper.forms import form_for

SYSTEMS = [s.id for s in all_systems()]


def _lines_under(heading: str, path) -> list[str]:
    """The words read under a heading, in its column (the heading's left edge to the edge of
    the column's last word), line by line: the purse may stand beside another list."""
    for words in words_of(path):
        top = next((w for w in words if w[4] == heading), None)
        if top is None:
            continue
        x0, y = top[0], top[3]
        right = min((w[0] for w in words if w[0] > x0 + 10 and abs(w[1] - top[1]) < 1), default=10_000)
        below = sorted((w for w in words if x0 - 6 <= w[0] < right - 1 and w[1] >= y - 0.5),
                       key=lambda w: (round(w[1]), w[0]))
        lines: dict[int, list[str]] = {}
        for w in below:
            lines.setdefault(round(w[1]), []).append(w[4])
        return [" ".join(line) for line in lines.values()]
    raise AssertionError(f"no {heading} on the sheet")


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_purse_prints_its_coins_with_rows_to_write_in(tmp_path, system):
    character = api.new_character(system, "Kit").model_copy(
        update={"purse": as_rows({"gold crowns": 12, "arrows": 30})})
    out = export_pdf(character, tmp_path / "kit.pdf", fillable=False)
    assert _lines_under("Purse", out)[:3] == ["Coins Amount", "gold crowns 12", "arrows 30"]
    assert sum(w[4] == "Purse" for words in words_of(out) for w in words) == 1  # named once
    fillable = export_pdf(character, tmp_path / "kit-fill.pdf", fillable=True)
    fields = fields_of(fillable)
    assert (fields["purse_0_kind"], fields["purse_0_amount"]) == ("gold crowns", "12")
    assert (fields["purse_2_kind"], fields["purse_3_kind"]) == ("", "")  # two rows for a pencil


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_blank_sheet_has_a_purse_to_fill(tmp_path, system):
    out = export_blank(system, tmp_path / "blank.pdf", fillable=True)
    assert _lines_under("Purse", out)[0] == "Coins Amount"
    assert {"purse_0_kind", "purse_0_amount", "purse_1_kind", "purse_1_amount"} <= set(fields_of(out))


def test_coins_written_on_a_filled_sheet_land_in_the_purse(tmp_path):
    system = get_system("lite")
    character = api.new_character("lite", "Kit").model_copy(
        update={"in_creation": False, "purse": as_rows({"sp": 10})})
    sheet = export_pdf(character, tmp_path / "kit.pdf", fillable=True)
    filled = fill_as_viewer(sheet, {"purse_0_amount": "4", "purse_1_kind": "arrows",
                                    "purse_1_amount": "20"}, tmp_path / "filled.pdf")
    plan = plan_import(character, system.rules, form_for("lite"), system.name, read_filled(filled))
    assert plan.refused == []
    outcome = apply_plan(character, system.rules, plan)
    assert amounts(outcome.character.purse) == {"sp": 4, "arrows": 20}
