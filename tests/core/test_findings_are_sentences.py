"""A finding as the user reads it (the sheet's list, the wizard's checklist, the command
line) starts with a capital letter, whichever game's rules wrote it ("the excerpt gives no
creation budget…" was shown as written)."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Finding
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character


def test_a_finding_without_a_place_reads_as_a_sentence():
    assert str(Finding("", "the excerpt gives no creation budget")) == "The excerpt gives no creation budget"
    assert str(Finding("skills", "3 left", where="Skills")) == "Skills: 3 left"


@pytest.mark.parametrize("system", all_systems(), ids=lambda s: s.id)
def test_every_games_findings_start_with_a_capital_letter(system):
    characters = [system.rules.new("x"), *(load_character(p).character for p in system.samples)]
    shown = [str(f) for c in characters for f in system.rules.validate(c, creation=c.in_creation)]
    assert shown and all(text[:1].isupper() or not text[:1].isalpha() for text in shown), shown
