"""Findings and the wizard's checklist take you there: clicking an item (or pressing Enter on
it) shows the tab it names, focuses the field bound to its path or selects its row."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidget, QWizard

from sheetkeeper import api
from sheetkeeper.core.actions import Action
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.editors import BoundEditor
from sheetkeeper.ui.sheet.findings_list import FindingsList
from sheetkeeper.ui.wizard import NewCharacterWizard


def _shown(qtbot, character):
    view = SheetView(Document(character))
    qtbot.addWidget(view)
    view.resize(1000, 800)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    return view


def _item(findings, text):
    rows = [findings.item(i) for i in range(findings.count())]
    return next(item for item in rows if text in item.text())


def _click(qtbot, findings, item):
    findings.scrollToItem(item)
    spot = findings.visualItemRect(item).center()
    qtbot.mouseClick(findings.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def _focused(qtbot):
    """The widget with the focus once the list that was clicked has handed it on."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and not isinstance(QApplication.focusWidget(), FindingsList), timeout=3000)
    return QApplication.focusWidget()


def _tab(view, title):
    return next(i for i in range(view.tabs.count()) if view.tabs.tabText(i) == title)


def test_clicking_a_finding_lands_on_its_field_on_its_tab(qtbot):
    character = api.new_character("lite", "Mira")  # being built: no specialist skill yet
    view = _shown(qtbot, character)
    view.tabs.setCurrentIndex(_tab(view, "Gear"))
    item = _item(view.findings, "Name your role's specialist skill")
    assert item.text() == "● Specialist skill (Character tab): Name your role's specialist skill."

    _click(qtbot, view.findings, item)

    assert view.tabs.currentIndex() == _tab(view, "Character")
    focused = _focused(qtbot)
    assert isinstance(focused.parent(), BoundEditor)
    assert focused.parent().path == "role.specialist_skill"


def test_clicking_a_finding_on_a_row_selects_that_row(qtbot):
    ilse = next(p for p in api.system("rainworld").samples if "ilse" in p.name)
    character = load_character(ilse).character
    character = api.apply(character, "list.add", {"path": "skills", "value": {"name": "", "rank": 0}}).character
    row = len(character.skills) - 1
    view = _shown(qtbot, character)
    item = _item(view.findings, "give this row a name or remove it")
    assert f"Skills, row {row + 1} (Skills tab)" in item.text()

    _click(qtbot, view.findings, item)

    assert view.tabs.currentIndex() == _tab(view, "Skills")
    focused = _focused(qtbot)
    assert isinstance(focused, QTableWidget)
    table = view.element("table", "skills").table
    assert focused is table and table.currentRow() == row


def test_enter_on_a_wizard_checklist_item_goes_to_its_field(qtbot):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    systems = wizard.system_page.list
    systems.setCurrentRow(next(i for i in range(systems.count()) if systems.item(i).data(256) == "lite"))
    wizard.next()
    wizard.name_page.name.setText("Mira")
    wizard.next()
    page = wizard.creation_page
    assert not wizard.button(QWizard.WizardButton.FinishButton).isEnabled()
    assert not page.sheet.findings.isVisible(), "the checklist says it, not the sheet twice"
    page.sheet.tabs.setCurrentIndex(_tab(page.sheet, "Gear"))
    item = _item(page.checklist, "Specialist skill needs at least level 1")
    assert item.text().startswith("● Specialist skill level (Character tab): ")

    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    page.checklist.setCurrentItem(item)
    page.checklist.setFocus()
    qtbot.keyClick(page.checklist, Qt.Key.Key_Return)

    assert page.sheet.tabs.currentIndex() == _tab(page.sheet, "Character")
    focused = _focused(qtbot)
    assert isinstance(focused.parent(), BoundEditor)
    assert focused.parent().path == "specialist_level"


def test_the_sheet_lists_findings_only_while_there_are_some(qtbot):
    character = api.new_character("lite", "Mira")
    view = _shown(qtbot, character)
    assert view.findings.isVisible() and view.findings.count() == len(api.validate(character, creation=True))
    done = load_character(next(p for p in api.system("lite").samples if "kay" in p.name)).character
    view.document.apply(Action("set", {"path": "name", "value": "Mira"}, "Edit Name"))
    assert view.findings.count() == len(api.validate(view.document.character, creation=True))
    other = _shown(qtbot, done)
    assert api.validate(done) == [] and not other.findings.isVisible()


def test_a_finding_on_a_whole_list_lands_on_its_first_value(qtbot):
    """Lite's skill points are about every skill: the first skill's box takes the focus."""
    view = _shown(qtbot, api.new_character("lite", "Mira"))
    view.tabs.setCurrentIndex(_tab(view, "Gear"))
    _click(qtbot, view.findings, _item(view.findings, "skill points left to spend"))
    assert view.tabs.currentIndex() == _tab(view, "Character")
    focused = _focused(qtbot)
    assert isinstance(focused.parent(), BoundEditor)
    assert focused.parent().path == "skills.Endure"


def test_a_finding_on_a_track_row_lands_on_that_rows_track(qtbot):
    ilse = next(p for p in api.system("rainworld").samples if "ilse" in p.name)
    character = load_character(ilse).character
    character = api.apply(character, "list.add", {"path": "addictions", "value": {"substance": ""}}).character
    row = len(character.addictions) - 1
    view = _shown(qtbot, character)
    view.tabs.setCurrentIndex(_tab(view, "Gear"))
    item = _item(view.findings, "name the substance")
    assert f"Addiction, row {row + 1} (Character tab)" in item.text()
    _click(qtbot, view.findings, item)
    assert view.tabs.currentIndex() == _tab(view, "Character")
    focused = _focused(qtbot)
    assert focused.parent().path == f"addictions.{row}.track"
