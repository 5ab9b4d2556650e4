"""Outcomes are said aloud (issue #39: "roll results with their outcome, rules notices and
episodes, refusals, saves, undo and redo ('Undid Mark 7 shock')"): each reaches Qt's
announcement event, which the platform's bridge hands to the screen reader.

``accessible.heard`` keeps what was announced; Qt's accessibility is switched on here so the
events are really built and sent (as they are when a screen reader runs)."""

from __future__ import annotations

import random
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from sheetkeeper.paths import samples_dir
from sheetkeeper.ui import accessible


@pytest.fixture
def ilse(window, tmp_path, qtbot):
    path = tmp_path / "rainworld-ilse-varga.skchar"
    shutil.copy2(samples_dir() / path.name, path)
    QAccessible.setActive(True)
    window.show()
    tab = window.open_path(path)
    yield tab
    QAccessible.setActive(False)


def test_a_roll_a_mark_its_undo_and_redo_and_a_save_are_said(window, ilse, qtbot):
    dock = window.dice.dock
    dock.show()
    dock.rng = random.Random(3)
    result = dock.roll()
    assert result is not None
    assert result.outcome.lower() in accessible.heard[-1].lower()
    assert accessible.heard[-1] == dock.log_lines()[-1].split("  ", 1)[1]

    boxes = ilse.sheet.element("track").row.boxes
    boxes.setFocus()
    qtbot.keyClick(boxes, Qt.Key.Key_Space)
    step = ilse.document.undo_stack.undoText()
    assert step.startswith("Mark 1 ")
    window.menu_actions["undo"].trigger()
    assert accessible.heard[-1] == f"Undid {step}"
    window.menu_actions["redo"].trigger()
    assert accessible.heard[-1] == f"Redid {step}"

    assert window.save()
    assert accessible.heard[-1].startswith("Saved ")


def test_a_refusal_is_said_at_once(window, ilse, qtbot):
    from sheetkeeper.core.actions import Action

    ilse.document.read_only = "a test keeps it"
    ilse.sheet.context.apply(Action("set", {"path": "name", "value": "X"}, label="Rename"))
    assert accessible.heard[-1] == "This file is open read-only: a test keeps it"
    assert ilse.sheet.bar_text.text() == accessible.heard[-1]


def test_the_same_words_from_two_views_are_said_once(qtbot):
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    qtbot.addWidget(widget)
    accessible.heard.clear()  # what earlier tests made heard (it keeps the last few only)
    said = "Episode: 3 shock cleared, +1 trauma"  # words no other test has said just now
    accessible.announce(widget, said)
    accessible.announce(widget, said)
    assert accessible.heard == [said]
