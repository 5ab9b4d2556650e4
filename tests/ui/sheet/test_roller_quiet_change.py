"""An option change in the dice roller lays nothing out again unless it shows or hides an
option: the odds and the breakdown repaint in place (issue #21: "a roller option change to
repaint p99 ≤ 8 ms"). Counted with an event filter on every LayoutRequest in the
application while each system's check with the most options is stepped through them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document

SYSTEMS = all_systems()


class LayoutRequests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen.append(type(watched).__name__)
        return False


def _settle(app) -> None:
    # What one pass posts runs in the next: rows shown, their form laid out, the options
    # area's new height, the dock's layout, the dock.
    for _ in range(5):
        app.processEvents()


def _step(control) -> None:
    if isinstance(control, QCheckBox):
        control.toggle()
    elif isinstance(control, QComboBox):
        control.setCurrentIndex((control.currentIndex() + 1) % max(1, control.count()))
    elif isinstance(control, QSpinBox):
        value = control.value() + 1
        control.setValue(value if value <= min(control.maximum(), 5) else max(control.minimum(), -5))


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_an_option_change_that_shows_no_other_option_lays_nothing_out(qtbot, system):
    app = QApplication.instance()
    dock = DiceRollerDock()
    qtbot.addWidget(dock)
    dock.resize(360, 900)
    dock.show()
    qtbot.waitExposed(dock)
    document = Document(load_character(system.samples[0]).character)
    dock.set_document(document)
    rules, character = system.rules, document.character
    best = max(rules.checks(character), key=lambda c: len(rules.situations(character, c.id)))
    dock.open_check(best.id)
    options = dock.situation.options()
    counter = LayoutRequests()
    app.installEventFilter(counter)
    for _ in range(50):  # the dock laid out for its options (their height reaches it a pass later)
        counter.seen.clear()
        _settle(app)
        if not counter.seen:
            break
    quiet, laid_out = 0, []
    try:
        for i in range(3 * len(options)):
            shown = [o.id for o in options if dock.situation.applies(o.id)]
            option = shown[i % len(shown)]
            counter.seen.clear()
            _step(dock.situation.control(option))
            _settle(app)
            if {o.id for o in options if dock.situation.applies(o.id)} != set(shown):
                continue  # an option shown or hidden: its row is laid out, as it must be
            quiet += 1
            if counter.seen:
                laid_out.append((option, counter.seen[:]))
    finally:
        app.removeEventFilter(counter)
        dock.set_document(None)
    assert quiet >= len(options), "the walk changed options that show no other"
    assert laid_out == []
