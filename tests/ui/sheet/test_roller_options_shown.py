"""The roller's options are shown when a check is picked after the dock is up (issue #39's
keyboard journeys: Ctrl+Shift+D showed the roller, a check was picked with the arrow keys
and its options had no height at all, so Tab went to options no one could see). A scroll
area does not tell its layout that what it holds has grown (rows added to a shown form
show, and count, only once the event loop runs); the options area does."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document

SYSTEMS = all_systems()


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_a_check_picked_in_a_shown_dock_shows_its_options(qtbot, system):
    dock = DiceRollerDock()
    qtbot.addWidget(dock)
    dock.resize(360, 900)
    dock.show()
    qtbot.waitExposed(dock)
    QApplication.processEvents()  # laid out with no options
    document = Document(load_character(system.samples[0]).character)
    dock.set_document(document)
    rules, character = system.rules, document.character
    best = max(rules.checks(character), key=lambda c: len(rules.situations(character, c.id)))
    dock.check.setCurrentIndex(dock.check.findData(best.id))
    area = dock.options_area

    def least() -> int:
        """Four rows, or all of them (the rows show once the event loop runs)."""
        return min(dock.situation.sizeHint().height(), dock.situation.rows_height(area.ROWS))

    qtbot.waitUntil(lambda: least() > 0, timeout=2000)
    qtbot.waitUntil(lambda: area.height() >= least(), timeout=2000)
    assert not area.widget().visibleRegion().isEmpty()
