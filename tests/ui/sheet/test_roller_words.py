"""The roller speaks words: rules' sources without the excerpts' numbers ("[003]"), and
outcomes in one case in every game (Rainworld's and GRIMWIRE's are written lower case)."""

from __future__ import annotations

import random
import re

import pytest

from sheetkeeper.core.registry import all_systems
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
