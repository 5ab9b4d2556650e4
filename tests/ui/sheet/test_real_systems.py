"""Every game system's sample opens as a live sheet: tracks click and undo, odds match the
rules, a seeded roll matches, the dice roller shows every line of the odds, the wizard
reaches its creation page, and a saved sheet reopens equal. Parametrised over the registry, so a new system is covered for free."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QWizard

from sheetkeeper import api
from sheetkeeper.core.checks import percent
from sheetkeeper.core.paths import get_path
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.odds import bands, chance
from sheetkeeper.ui.wizard import NewCharacterWizard

SYSTEMS = all_systems()


def before_track(character, path):
    return get_path(character, path)

SAMPLES = [pytest.param(p, id=p.name) for s in SYSTEMS for p in s.samples]


@pytest.fixture
def opened(request, qtbot):
    document = Document(load_character(request.param).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1000, 900)
    view.show()
    yield document, view
    document.undo_stack.clear()


@pytest.mark.parametrize("opened", SAMPLES, indirect=True)
def test_sample_sheet_builds_every_element_and_clicks_tracks(opened, qtbot, tmp_path):
    document, view = opened
    assert len(view.elements) == len(view.form.elements())
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
    for element in [e for e in view.elements if e.element.kind == "track"]:
        view.reveal(element)
        row = element.row
        if row.context.read(row.path) is None:  # an optional track not in play
            assert not row.boxes.isEnabled()
            continue
        before = document.character
        box = row.boxes.box_rect(0).center().toPoint()
        qtbot.mouseClick(row.boxes, Qt.MouseButton.LeftButton, pos=box)
        if document.character is before:  # the rules refused; the sheet says why
            assert view.bar_text.text()
            continue
        assert row.boxes.track == row.context.read(row.path) != before_track(before, row.path)
        document.undo_stack.undo()
        assert document.character == before
        assert row.boxes.track == before_track(before, row.path)
    path = tmp_path / "again.skchar"
    document.save(path)
    assert load_character(path).character == document.character


@pytest.mark.parametrize("opened", SAMPLES, indirect=True)
def test_sample_odds_on_the_sheet_are_the_rules_odds(opened):
    document, view = opened
    rules, character = document.rules, document.character
    for widget in view.elements:
        if widget.element.kind != "checks":
            continue
        for row, check_id in enumerate(widget.check_ids()):
            shown = widget.table.item(row, 2).text()
            if widget.element.odds:
                assert shown == percent(rules.odds(character, check_id, 0).success)


@pytest.mark.parametrize("opened", SAMPLES, indirect=True)
def test_sample_first_check_rolls_with_a_seeded_source(opened, qtbot):
    document, _ = opened
    check = document.rules.checks(document.character)[0]
    dock = DiceRollerDock(rng=random.Random(11))
    qtbot.addWidget(dock)
    dock.set_document(document)
    dock.open_check(check.id)
    result = dock.roll()
    assert result == document.rules.roll(document.character, check.id, random.Random(11), 0)
    assert result.outcome in dock.outcome.text()


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_roller_in_a_narrow_dock_shows_every_line_of_the_odds(sample, qtbot):
    """Lite's odds run to nine outcomes, some "<0.1%": all of them show, wrapped (the "<" once
    opened an HTML tag that hid the rest); the breakdown keeps its height and scrolls."""
    document = Document(load_character(sample).character)
    window = QMainWindow()
    qtbot.addWidget(window)
    dock = DiceRollerDock(window, rng=random.Random(1))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(600, 700)
    dock.set_document(document)
    check = document.rules.checks(document.character)[0]
    dock.open_check(check.id)
    window.show()
    qtbot.waitExposed(window)
    odds = document.rules.odds(document.character, check.id, 0)
    assert dock.odds.text() == f"Chance {chance(odds)}"
    box = dock.breakdown
    assert box.toPlainText().splitlines()[0] == bands(odds)
    assert box.width() <= dock.width() and box.lineWrapMode() == box.LineWrapMode.WidgetWidth
    height = box.height()
    dock.situation.control("modifier").setValue(3)
    assert box.height() == height  # a change repaints the box, it lays nothing out
    document.undo_stack.clear()


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_wizard_reaches_the_creation_page_for_every_system(system, qtbot):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.system_page
    row = next(i for i in range(page.list.count()) if page.list.item(i).data(256) == system.id)
    page.list.setCurrentRow(row)
    wizard.next()
    wizard.name_page.name.setText("Test")
    wizard.next()
    creation = wizard.creation_page
    errors = [f for f in api.validate(wizard.character(), creation=True) if f.severity == "error"]
    assert wizard.button(QWizard.WizardButton.FinishButton).isEnabled() == (not errors)
    assert creation.reason() == "; ".join(str(f) for f in errors)
    assert wizard.character().system == system.id
