"""A change reads again only the places in the parts of the sheet it touched.

Characters are copy-on-write: a track click leaves every list the same object, so the
places of the findings on a list of 400 skills (a custom name holding ranks is a finding
each) are kept from the last validation rather than read again row by row; a change of the
list itself (a row renamed, moved) gives a new list whose places are read anew. Counted, not
timed: the paths read (``Places._read``) during one validation, and the findings put on the
form anew (``_Locator._locate``); after a click, each finding is placed once: hashed once (its
words kept by its value) and its path not looked up at all.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from sheetkeeper import api
from sheetkeeper.core import places
from sheetkeeper.core.actions import Finding
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.registry import get_system
from sheetkeeper.forms.spec import form_for
from sheetkeeper.sheet.places import _Locator, located
from sheetkeeper.storage import load_character

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from counting import calls  # noqa: E402

SKILLS = 400


def _sheet() -> Any:
    character = load_character(get_system("rainworld").samples[0]).character
    rows = character.skills
    grown = [rows[i] if i < len(rows) else rows[i % len(rows)].model_copy(
        update={"name": f"{rows[i % len(rows)].name} {i}"}) for i in range(SKILLS)]
    return character.model_copy(update={"skills": grown})


def _reads(task, code=places.Places._read.__code__) -> int:
    """How many paths the task read against a character (or calls of ``code``)."""
    return calls(task, code)


def _on_skills(found) -> list:
    return [f for f in found if f.path.startswith("skills.")]


def test_a_track_click_reads_no_place_on_the_untouched_skills():
    sheet = _sheet()
    places.forget()
    first = _reads(lambda: api.validate(sheet))
    assert len(_on_skills(api.validate(sheet))) >= SKILLS // 2  # a finding on most rows
    clicked = set_path(sheet, "body", sheet.body.mark("left")[0])
    assert clicked.skills is sheet.skills
    again = _reads(lambda: api.validate(clicked))
    assert first >= SKILLS // 2
    assert again <= 10, (first, again)


def test_a_track_click_puts_no_finding_on_the_untouched_skills_on_the_form_again():
    sheet = _sheet()
    form = form_for("rainworld")
    first = _reads(lambda: located(form, sheet, api.validate(sheet)), _Locator._locate.__code__)
    clicked = set_path(sheet, "body", sheet.body.mark("left")[0])
    again = _reads(lambda: located(form, clicked, api.validate(clicked)), _Locator._locate.__code__)
    assert first >= SKILLS // 2
    assert again <= 10, (first, again)


def test_a_track_click_places_each_finding_once():
    """Validating and putting on the form the findings of the sheet after a click: each is
    hashed once (found among the findings placed before) and no path is looked up (their
    parts of the sheet are the objects they were placed in)."""
    sheet = _sheet()
    form = form_for("rainworld")
    found = located(form, sheet, api.validate(sheet))
    clicked = set_path(sheet, "body", sheet.body.mark("left")[0])

    def again():
        return located(form, clicked, api.validate(clicked))

    assert again() == found and len(found) >= SKILLS // 2
    hashed = _reads(again, Finding.__hash__.__code__)
    looked_up = _reads(again, places.Places.of.__code__)
    assert hashed <= len(found), (hashed, len(found))
    assert looked_up == 0, looked_up


def test_a_changed_list_is_read_anew():
    """The kept places follow the list: a renamed row is placed by its new name."""
    sheet = _sheet()
    before = {f.path: f.where for f in _on_skills(api.validate(sheet))}
    path = next(p for p in before if p.startswith("skills.") and p.count(".") >= 1)
    row = int(path.split(".")[1])
    renamed = set_path(sheet, f"skills.{row}.name", "Zither Playing")
    after = {f.path: f.where for f in _on_skills(api.validate(renamed))}
    assert "Zither Playing" in after[path] and "Zither Playing" not in before[path]
    form = form_for("rainworld")
    on_form = {f.path: f.where for f in located(form, renamed, api.validate(renamed))}
    assert "Zither Playing" in on_form[path]
