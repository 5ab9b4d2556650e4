"""Every registered game system's samples export (plain and fillable), and so does its
blank sheet: parametrised over the registry, so a new system is covered without new code."""

from __future__ import annotations

import pytest
from helpers import fields_of, text_of

from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.pdf import export_blank, export_pdf
from sheetkeeper.forms.spec import form_for
from sheetkeeper.storage import load_character

SYSTEMS = [s for s in all_systems() if s.form_path.is_file()]
SAMPLES = [pytest.param(s, p, id=p.stem) for s in SYSTEMS for p in s.samples]


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_sample_exports_with_its_name_and_values(tmp_path, system, sample):
    character = load_character(sample).character
    out = export_pdf(character, tmp_path / "sheet.pdf", odds=True)
    text = text_of(out)
    assert character.display_name in text
    assert system.name in text
    groups = {e.group for e in form_for(system.id).elements() if e.kind == "checks"}
    shown = [c for c in system.rules.checks(character) if c.group in groups]
    for check in shown[:8]:
        assert check.label in text


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_sample_exports_fillable_with_its_values_in_fields(tmp_path, system, sample):
    character = load_character(sample).character
    fields = fields_of(export_pdf(character, tmp_path / "sheet.pdf", fillable=True))
    binds = [e.bind for e in form_for(system.id).elements() if e.kind == "field" and e.bind]
    assert fields, "a fillable sheet has fields"
    if "name" in binds:
        assert fields["name"] == character.name


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_blank_sheet_exports_with_empty_fields(tmp_path, system):
    out = export_blank(system.id, tmp_path / "blank.pdf")
    fields = fields_of(out)
    assert fields
    assert all(v in ("", "/Off") for v in fields.values())
    assert system.name in text_of(out)
