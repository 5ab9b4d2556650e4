"""A finding about a part of the sheet carries its path, and the sheet shows that path: the
findings list takes you there (issue #22: "Findings and the wizard checklist are clickable
and take you there"). Walked over every system's samples, a new character, rows removed in
play as adjustments, and merges that spend more than was earned."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from sheetkeeper import api
from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms import form_for
from sheetkeeper.sheet.places import element_for
from sheetkeeper.storage import load_character

SYSTEMS = all_systems()


def _removed(system, character):
    """Each advanced list with its first row removed in play, as an adjustment."""
    out = []
    for rows in sorted({a.pattern.split(".*")[0] for a in system.rules.advanced if ".*" in a.pattern}):
        if isinstance(getattr(character, rows, None), list) and getattr(character, rows):
            out.append(api.apply(character, "list.remove",
                                 {"path": rows, "index": 0, "adjust": "the GM agreed"}).character)
    return out


def _findings(system):
    samples = [load_character(p).character for p in system.samples]
    played = [c for c in samples if not c.in_creation]
    characters = [*samples, system.rules.new("New"), *[r for c in played for r in _removed(system, c)]]
    found = [f for c in characters for creation in (False, True) for f in api.validate(c, creation=creation)]
    for character in played:
        if system.rules.award:  # each side spends all there is: together, more than earned
            xp = max(1, character.ledger.xp_available)
            found += api.merge(character, _spend(character, xp, "mine", 1),
                               _spend(character, xp, "theirs", 2)).findings
    return found


def _spend(character, amount: int, reason: str, minutes: int):
    at = datetime(2024, 3, 9, 22, minutes, tzinfo=UTC)
    ledger, _ = character.ledger.append("xp.spend", amount, reason=reason, at=at)
    return character.model_copy(update={"ledger": ledger})


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_a_finding_that_says_where_has_a_path_the_sheet_shows(system):
    form = form_for(system.id)
    findings = _findings(system)
    placed = [f for f in findings if f.where]
    assert placed, "the walk reached findings on a part of the sheet"
    assert [str(f) for f in placed if not f.path] == []
    unshown = [str(f) for f in placed if element_for(form, f.path) is None]
    assert unshown == []
    assert [str(f) for f in findings if not f.where and (f.path or f.tab)] == []


def test_a_rainworld_skill_is_placed_in_the_rulebooks_word_for_it():
    # [000] "An untrained check uses a skill that the character has no ranks in.": the
    # table of skills is "Skills" on the sheet and in every finding, its column "Ranks"
    form = form_for("rainworld")
    shown = element_for(form, "skills.0")
    assert (shown.label, shown.tab) == ("Skills", "Skills")
    assert [c.label for c in shown.element.columns][:2] == ["Skill", "Ranks"]
    character = load_character(api.system("rainworld").samples[0]).character
    twice = character.model_copy(update={"skills": [*character.skills, character.skills[0]]})
    finding = next(f for f in api.validate(twice) if "appears twice" in f.message)
    assert finding.place == f"Skills › {character.skills[0].name}, row {len(character.skills) + 1} (Skills tab)"
