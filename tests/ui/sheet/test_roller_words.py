"""The roller speaks words: rules' sources without the excerpts' numbers ("[003]"), and
outcomes in one case in every game (Rainworld's and GRIMWIRE's are written lower case), and
GRIMWIRE's target number said as the rules say it, not as a modifier ("TN: +11")."""

from __future__ import annotations

import random
import re

import pytest

from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document

SAMPLES = [pytest.param(s.samples[0], id=s.id) for s in all_systems()]


@pytest.mark.parametrize("sample", SAMPLES)
def test_sources_without_numbers_and_outcomes_capitalised(sample, qtbot):
    document = Document(load_character(sample).character)
    dock = DiceRollerDock(rng=random.Random(5))
    qtbot.addWidget(dock)
    dock.set_document(document)
    rules, character = document.rules, document.character
    for check in rules.checks(character)[:3]:
        dock.open_check(check.id)
        for option in rules.situations(character, check.id):
            control = dock.situation.control(option.id)
            assert not re.search(r"\[\d+\]", control.toolTip()), control.toolTip()
        first = dock.breakdown.toPlainText().splitlines()[0]
        assert all(part[:1].isupper() or not part[:1].isalpha() for part in first.split(" · ")), first
        text = dock.breakdown.toPlainText()
        assert not re.search(r"\[\d+\]", text), text
    document.undo_stack.clear()


def test_grimwire_says_the_target_number_in_the_rules_words(qtbot):
    """[003] "PC1 has 2 COR so the target number is 9": a number to reach, not a modifier."""
    system = get_system("grimwire")
    document = Document(load_character(system.samples[0]).character)
    dock = DiceRollerDock(rng=random.Random(5))
    qtbot.addWidget(dock)
    dock.set_document(document)
    check = document.rules.checks(document.character)[0]
    dock.open_check(check.id)
    tn = document.rules.odds(document.character, check.id).breakdown[-1][1]
    text = dock.breakdown.toPlainText()
    assert f"Target number {tn}" in text.splitlines(), text
    assert "TN" not in text and f"+{tn}" not in text.split("Target number")[-1]
    document.undo_stack.clear()
