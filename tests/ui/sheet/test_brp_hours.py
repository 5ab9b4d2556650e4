"""On screen, Basic Roleplaying's Learning hours read as hours spent and each course's hours
of hours needed [004 "train for hours equal to their current skill rank"], never a negative
"hours left"."""

from __future__ import annotations

import re

from sheetkeeper.storage import load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


def test_the_learning_hours_say_spent_and_of_needed(qtbot):
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    document = Document(load_character(sample).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    hours = view.element("ledger", "Learning hours")
    view.reveal(hours)
    text = hours.totals.text()
    assert "145 hours spent" in text and "DEX (training) 100 of 300 hours" in text
    assert "left" not in text and not re.search(r"(?<![\w+])-\d", text)
    assert [row[2:] for row in hours.rows()][0] == ("+100", "training: DEX", "100 of 300")
