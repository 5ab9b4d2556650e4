"""The dice roller in a window with nothing open says plainly what to do ("Open or create a
character to roll for it") instead of an empty list of checks, a Roll that cannot be
pressed and the log of no one; a character opened, the roller is its again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDockWidget

from sheetkeeper.ui.roll_outcome import RollOutcome

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_roller_with_nothing_open_says_to_open_or_create_a_character(open_window, hands, sample_copies, tmp_path):
    sample = sample_copies / "brp-brannoc-tarl.skchar"
    window = open_window(sample)
    person = hands(window)
    person.menu("View", "Dice roller")
    person.find("Check to roll", QComboBox)
    person.find("Roll")

    person.menu("File", "Close")  # nothing open now
    person.wait(lambda: window.current_tab() is None)
    dock = next(d for d in window.findChildren(QDockWidget) if d.isVisible())
    outcome = dock.findChild(RollOutcome)
    person.wait(lambda: "Open or create a character to roll for it" in outcome.text())
    assert not outcome.visibleRegion().isEmpty()
    assert not person.all("Roll") and not person.all("Check to roll")  # nothing to roll: none of it shows
    person.shot(tmp_path / "roller-with-no-one.png")

    person.menu("File", "Open Recent", window.settings.recent_label(window.settings.recent_files()[0], 1).replace("&", ""))
    person.wait(lambda: window.current_tab() is not None)
    assert person.find("Check to roll", QComboBox).count() > 0
    person.find("Roll")
    assert "Open or create" not in outcome.text()
