"""Notes of any length the model accepts print, in the printed and in the fillable sheet
of every game: a fillable sheet cuts them into boxes that each fit on a page (a form field
cannot run on to the next page), and reads them back as one value. A value that truly
cannot be laid out is named in words; ReportLab's own messages never reach a user."""

from __future__ import annotations

import re

import pytest
from helpers import fields_of, fill_as_viewer, pdftotext_of
from tiny import FORM, RULES, hero, source

from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.parts import LINES, cut, joined
from sheetkeeper.export.pdf import export_pdf, write_pdf
from sheetkeeper.storage.errors import SaveError

SYSTEMS = [s.id for s in all_systems()]


def backstory(words: int) -> str:
    """Numbered words in paragraphs, so a missing or repeated stretch shows."""
    out = []
    for i in range(words):
        out.append(f"w{i:04d}")
        if i % 70 == 69:
            out.append("\n\n")
    return " ".join(out).replace(" \n\n ", "\n\n")


def _words(text: str) -> list[str]:
    return re.findall(r"w\d{4}", text)


@pytest.mark.parametrize("system_id", SYSTEMS)
@pytest.mark.parametrize("words", [500, 2500])
def test_long_notes_print_whole_in_the_printed_sheet(tmp_path, system_id, words):
    system = next(s for s in all_systems() if s.id == system_id)
    c = system.rules.new("Long Story").model_copy(update={"notes": backstory(words)})
    out = export_pdf(c, tmp_path / "printed.pdf")
    assert _words(pdftotext_of(out)) == _words(c.notes)


@pytest.mark.parametrize("system_id", SYSTEMS)
@pytest.mark.parametrize("words", [500, 2500])
def test_long_notes_fill_the_fillable_sheet_whole(tmp_path, system_id, words):
    system = next(s for s in all_systems() if s.id == system_id)
    c = system.rules.new("Long Story").model_copy(update={"notes": backstory(words)})
    out = export_pdf(c, tmp_path / "fillable.pdf", fillable=True)
    fields = fields_of(out)
    parts = [fields["notes"]]
    n = 2
    while f"notes_part{n}" in fields:
        parts.append(fields[f"notes_part{n}"])
        n += 1
    assert joined(parts) == c.notes
    if words > 500:
        assert len(parts) > 1, "notes longer than a page are cut into boxes"


def test_a_part_fits_its_lines_and_parts_end_between_words():
    text = backstory(3000)
    parts = cut(text, 0.5)
    assert "".join(parts) == text
    for part in parts[:-1]:
        assert part[-1].isspace()
        assert sum(max(1, -(-len(line) // 50)) for line in part.rstrip().split("\n")) <= LINES
    assert cut("short notes") == ["short notes"]


def test_parts_a_viewer_trimmed_still_join_between_words():
    assert joined(["the old mill", "burned down"]) == "the old mill burned down"
    assert joined(["the old mill ", "burned"]) == "the old mill burned"


def test_long_notes_written_on_at_the_table_come_back_as_one_value(tmp_path):
    ada = hero("Ada Quill").model_copy(update={"notes": backstory(2500)})
    sheet = write_pdf([source(ada)], tmp_path / "sheet.pdf", fillable=True)
    fields = fields_of(sheet)
    last = max((n for n in fields if n.startswith("notes_part")), key=lambda n: int(n[10:]))
    written = fields[last] + " Lost the second journal in the river."
    filled = fill_as_viewer(sheet, {last: written}, tmp_path / "filled.pdf")
    plan = plan_import(ada, RULES, FORM, "Tiny Game", read_filled(filled))
    assert [c.action.kind for c in plan.changes] == ["set"]
    c = apply_plan(ada, RULES, plan).character
    assert c.notes == ada.notes + " Lost the second journal in the river."


def test_a_value_too_long_for_any_page_is_named_in_words(tmp_path):
    """The tiny game's concept has no length limit, and a field is one box: 60,000
    characters of it fit on no page. The message names the field, not ReportLab's parts."""
    ada = hero("Ada Quill", concept=backstory(10000))
    for fillable in (False, True):
        with pytest.raises(SaveError) as caught:
            write_pdf([source(ada)], tmp_path / "sheet.pdf", fillable=fillable)
        message = str(caught.value)
        assert "“Concept” is too long to fit on a page" in message
        assert "Flowable" not in message and "frame" not in message and "0x" not in message
