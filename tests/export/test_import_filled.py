"""A fillable sheet filled at the table (as a PDF viewer writes it) comes back: what
changed, in the game's words, applied through the rules; what the rules or a newer
character refuse is listed with the reason."""

from __future__ import annotations

import pytest
from helpers import fields_of, fill_as_viewer
from tiny import FORM, RULES, hero, source

from sheetkeeper.core.actions import Action
from sheetkeeper.core.pool import Pool
from sheetkeeper.core.track import Track
from sheetkeeper.export.filled import ImportProblem, read_filled
from sheetkeeper.export.merge import apply_plan, plan_import
from sheetkeeper.export.pdf import write_pdf


def _ada():
    return hero("Ada Quill", body=Track(length=10, left=1, right=0), luck=Pool(current=2, maximum=3))


def _sheet(tmp_path, character):
    return write_pdf([source(character)], tmp_path / "sheet.pdf", fillable=True)


def _plan(character, filled_path):
    return plan_import(character, RULES, FORM, "Tiny Game", read_filled(filled_path))


TABLE = {
    "body_2": "/", "body_3": "/", "body_10": "\\",    # 2 more injury, 1 stun
    "luck_current": "1",                               # a point of luck spent
    "strain_0": "Off", "strain_2": "Yes",              # strain up to 'shaken'
    "concept": "Wandering cartographer, now with a limp",
    "notes": "Maps the fog roads.\nLost the second journal in the river.",
    "ledger_xp_add": "5", "ledger_xp_add_for": "Session 4",
}


def test_a_filled_sheet_says_what_changed_in_the_games_words(tmp_path):
    ada = _ada()
    filled = fill_as_viewer(_sheet(tmp_path, ada), TABLE, tmp_path / "filled.pdf")
    plan = _plan(ada, filled)
    texts = [c.text for c in plan.changes]
    assert "Body: 2 more injury" in texts
    assert "Body: 1 more stun" in texts
    assert "Luck 2 → 1" in texts
    assert "Strain 0 → 2" in texts
    assert "+5 XP: Session 4" in texts
    assert any(t.startswith("Concept: “Wandering cartographer” → ") for t in texts)
    assert plan.refused == [] and not plan.merged


def test_applying_goes_through_the_rules_and_the_ledger(tmp_path):
    ada = _ada()
    filled = fill_as_viewer(_sheet(tmp_path, ada), TABLE, tmp_path / "filled.pdf")
    outcome = apply_plan(ada, RULES, _plan(ada, filled))
    c = outcome.character
    assert (c.body.left, c.body.right) == (3, 1)
    assert c.luck.current == 1 and c.strain.level == 2
    assert c.notes == TABLE["notes"]  # a multi-line value comes back whole
    award = c.ledger.entries[-1]
    assert (award.kind, award.amount, award.reason) == ("xp.award", 5, "Session 4")
    assert c.ledger.xp_available == ada.ledger.xp_available + 5
    assert outcome.refused == []


def test_what_the_rules_work_out_or_cannot_take_is_refused_with_the_reason(tmp_path):
    """What the rules work out is refused; a row written in a spare row is added."""
    ada = _ada()
    table = {"derived_guard": "12", "might": "lots", "gear_5_name": "Grappling hook"}
    filled = fill_as_viewer(_sheet(tmp_path, ada), table, tmp_path / "filled.pdf")
    plan = _plan(ada, filled)
    assert any("Guard" in r and "work it out" in r for r in plan.refused)
    assert "Gear: added “Grappling hook”" in [c.text for c in plan.changes]  # a spare row
    outcome = apply_plan(ada, RULES, plan)
    assert outcome.character.gear[-1].name == "Grappling hook"
    might = [r for r in outcome.refused if r.startswith("Might: 4 → “lots”: ")]
    assert might and "integer" in might[0], outcome.refused  # the model's own words
    assert outcome.character.might == 4


def test_marks_that_are_not_marks_are_refused(tmp_path):
    ada = _ada()
    filled = fill_as_viewer(_sheet(tmp_path, ada), {"body_4": "?"}, tmp_path / "filled.pdf")
    plan = _plan(ada, filled)
    assert plan.changes == []
    assert "write / for injury" in plan.refused[0]


def test_a_sheet_for_another_character_is_refused(tmp_path):
    filled = fill_as_viewer(_sheet(tmp_path, _ada()), TABLE, tmp_path / "filled.pdf")
    with pytest.raises(ImportProblem, match="printed for Ada Quill, not for Bram"):
        _plan(hero("Bram"), filled)


def test_an_older_sheet_merges_where_fields_do_not_clash(tmp_path):
    ada = _ada()
    filled = fill_as_viewer(_sheet(tmp_path, ada), TABLE, tmp_path / "filled.pdf")
    # since printing, the app spent the same point of luck and another: luck is now 0
    moved = RULES.apply(ada, Action("pool", {"path": "luck", "value": 0})).character
    plan = _plan(moved, filled)
    assert plan.merged
    assert any(r.startswith("Luck: changed on the sheet (2 → 1) and in the app") and "now 0" in r
               for r in plan.refused)
    texts = [c.text for c in plan.changes]
    assert "Body: 2 more injury" in texts and not any(t.startswith("Luck") for t in texts)
    outcome = apply_plan(moved, RULES, plan)
    assert outcome.character.luck.current == 0 and outcome.character.body.left == 3


def test_importing_the_same_sheet_twice_does_not_award_xp_twice(tmp_path):
    ada = _ada()
    filled = fill_as_viewer(_sheet(tmp_path, ada), TABLE, tmp_path / "filled.pdf")
    once = apply_plan(ada, RULES, _plan(ada, filled)).character
    again = _plan(once, filled)
    assert not any("XP" in c.text for c in again.changes)
    assert any("already in the ledger" in r for r in again.refused)
    assert [c.text for c in again.changes] == []  # everything else is already so


def test_a_pdf_that_is_not_a_fillable_sheet_says_so(tmp_path):
    plain = write_pdf([source(_ada())], tmp_path / "plain.pdf")
    with pytest.raises(ImportProblem, match="not a fillable sheet"):
        read_filled(plain)
    junk = tmp_path / "junk.pdf"
    junk.write_bytes(b"not a pdf at all")
    with pytest.raises(ImportProblem, match="junk.pdf"):
        read_filled(junk)


def test_printed_values_are_what_the_fields_show(tmp_path):
    ada = _ada()
    out = _sheet(tmp_path, ada)
    stamp = read_filled(out).stamp
    assert stamp.name == "Ada Quill" and stamp.system == "tiny"
    assert stamp.printed["luck_current"] == fields_of(out)["luck_current"] == "2"


def test_a_fillable_sheet_is_a_clean_pdf(tmp_path, caplog):
    """No duplicate keys (ReportLab writes the form's /DR /Font twice when its fields use
    two fonts): pypdf reads it without a warning."""
    import logging

    with caplog.at_level(logging.WARNING):
        read_filled(_sheet(tmp_path, _ada()))
    assert [r.getMessage() for r in caplog.records if r.name.startswith("pypdf")] == []
