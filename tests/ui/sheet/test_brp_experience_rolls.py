"""An experience roll started from the BRP checks table is the rules' experience roll, not a
bare roll of the dice: the skill gains (or not), the tick is cleared, the roll is in the
History tab and a notice under the table says what it did [004 "If the result of an
experience roll is higher than your character’s current skill rating, then the experience
roll succeeds"]. A roll the rules refuse says why in the same place."""

from __future__ import annotations

import pytest

from sheetkeeper.storage import load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.document import Document


@pytest.fixture
def brannoc(open_sheet):
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    return open_sheet(load_character(sample).character, size=(1200, 900))


def _activate(checks, label):
    row = [checks.table.item(r, 0).text() for r in range(checks.table.rowCount())].index(label)
    checks.table.itemActivated.emit(checks.table.item(row, 0))


def test_an_experience_roll_from_the_checks_table_applies_and_shows_in_history(brannoc, qtbot):
    document, view = brannoc
    before = document.character
    asked = []
    view.check_requested.connect(lambda *a: asked.append(a))
    checks = view.element("checks", "experience")
    view.reveal(checks)
    _activate(checks, "Experience roll: Sense")

    after = document.character
    assert asked == [], "not handed to the dice roller as a bare roll"
    assert not after.skill("Sense").experience_check, "the tick is used up"
    entry = after.ledger.entries[-1]
    assert entry.subject == "experience: Sense" and "experience roll" in entry.reason
    assert after.skill("Sense").rating == before.skill("Sense").rating + entry.amount
    # beside the control that started it
    assert checks.notice.isVisible() and entry.reason in checks.notice.text()
    # and in the History tab, newest first
    history = view.element("ledger", "History")
    view.reveal(history)
    assert entry.reason in history.table.item(0, 3).text()
    qtbot.wait(10)
    # every row is in view: the page grew with the table (the oldest row is not cut off)
    assert history.table.rowCount() == len(after.ledger.entries)
    assert history.table.geometry().bottom() < history.height()

    view.reveal(checks)
    document.undo_stack.undo()
    assert document.character == before
    assert not checks.notice.isVisible()
    qtbot.waitUntil(lambda: not checks.waiting())  # the rows off view, just after those on view
    assert "Experience roll: Sense" in [checks.table.item(r, 0).text() for r in range(checks.table.rowCount())]


def test_a_refused_roll_says_why_beside_the_table(brannoc):
    document, view = brannoc
    checks = view.element("checks", "experience")
    view.reveal(checks)
    _activate(checks, "POW gain roll")  # POW is ticked: the roll is made
    assert not document.character.pow_check
    _activate(checks, "POW gain roll")  # no tick left: refused, with the reason
    assert checks.notice.isVisible()
    assert "Not done" in checks.notice.text() and "no experience check" in checks.notice.text()


def test_the_dice_roller_makes_the_same_experience_roll_through_the_rules(qtbot):
    import random

    from sheetkeeper.ui.dice_roller import DiceRollerDock

    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    document = Document(load_character(sample).character)
    dock = DiceRollerDock(rng=random.Random(7))
    qtbot.addWidget(dock)
    dock.set_document(document)
    dock.open_check("exp:Sense")
    assert dock.roll() is None, "no bare roll: the rules' experience roll is applied"
    entry = document.character.ledger.entries[-1]
    assert entry.subject == "experience: Sense" and not document.character.skill("Sense").experience_check
    assert entry.reason in dock.log_lines()[-1]
    document.undo_stack.clear()
