"""A change reads again only the name lists it touched.

The findings for names off the game's lists (a skill spelt unlike the list, ranks in a
custom skill) are read list by list; a track click leaves every list the same object, so a
list of 400 skills is not folded again row by row. Counted, not timed: the rows read
(``NameList.entries_of`` yields one per named row) during one validation.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from sheetkeeper import api
from sheetkeeper.core import names
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from counting import yielded  # noqa: E402

SKILLS = 400


def _sheet() -> Any:
    character = load_character(get_system("rainworld").samples[0]).character
    rows = character.skills
    grown = [rows[i] if i < len(rows) else rows[i % len(rows)].model_copy(
        update={"name": f"{rows[i % len(rows)].name} {i}"}) for i in range(SKILLS)]
    return character.model_copy(update={"skills": grown})


def _rows_read(task) -> int:
    """How many named rows the task read off the character's name lists (one a row
    ``NameList.entries_of`` yields)."""
    return yielded(task, names.NameList.entries_of.__code__)


def _on_skills(found) -> list:
    return [f for f in found if f.path.startswith("skills.")]


def test_a_track_click_reads_no_name_of_the_untouched_skills():
    sheet = _sheet()
    names.forget()
    first = _rows_read(lambda: api.validate(sheet))
    assert first >= SKILLS
    clicked = set_path(sheet, "body", sheet.body.mark("left")[0])
    assert clicked.skills is sheet.skills
    again = _rows_read(lambda: api.validate(clicked))
    assert again == 0, (first, again)
    assert _on_skills(api.validate(clicked)) == _on_skills(api.validate(sheet))
    assert len(_on_skills(api.validate(clicked))) >= SKILLS // 2  # a finding on most rows


def test_a_changed_list_is_read_anew_and_only_it():
    """A row renamed to the list's name spelt in lower case: its finding says so at once,
    and only the skills are read again (the quirks and weapons lists are as they were)."""
    sheet = _sheet()
    api.validate(sheet)
    renamed = set_path(sheet, "skills.300.name", sheet.skills[0].name.lower())
    again = _rows_read(lambda: api.validate(renamed))
    assert SKILLS <= again < SKILLS + 20, again
    found = {f.path: f.message for f in api.validate(renamed)}
    assert "writes it “" + sheet.skills[0].name + "”" in found["skills.300.name"]
    before = {f.path: f.message for f in api.validate(sheet)}
    assert "writes it" not in before.get("skills.300.name", "")


def test_twice_the_skills_is_twice_the_rows_read_once_each():
    """Read anew, each row is read once per validation, whatever the list's length."""
    sheet = _sheet()
    longer = sheet.model_copy(update={"skills": sheet.skills + sheet.skills})
    counts = []
    for s in (sheet, longer):
        names.forget()
        counts.append(_rows_read(lambda s=s: api.validate(s)))
    assert counts[1] - counts[0] == SKILLS, counts

