"""The new-character wizard: Finish stays disabled, with the reason, until the creation
rules report no error; the findings above the sheet never push it about."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QWizard

from sheetkeeper.core.actions import Action, Finding
from sheetkeeper.ui.wizard import NewCharacterWizard


def _items(page) -> list[str]:
    return [page.checklist.item(i).text() for i in range(page.checklist.count())]


def _to_creation(qtbot, system_id, name="Tamsin"):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.system_page
    row = next(i for i in range(page.list.count()) if page.list.item(i).data(256) == system_id)
    page.list.setCurrentRow(row)
    wizard.next()
    wizard.name_page.name.setText(name)
    wizard.next()
    return wizard


def test_finish_is_disabled_with_the_reason_until_valid(tiny, qtbot):
    wizard = _to_creation(qtbot, "tiny")
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    page = wizard.creation_page
    assert not finish.isEnabled()
    assert page.reason() == "Skills (Gear tab): 3 skill rank(s) left to spend"
    assert _items(page) == ["● Skills (Gear tab): 3 skill rank(s) left to spend"]
    ranks = page.sheet.element("attributes").editors
    ranks[0].editor.setValue(2)
    assert _items(page) == ["● Skills (Gear tab): 1 skill rank(s) left to spend"]
    assert not finish.isEnabled()
    ranks[1].editor.setValue(1)
    assert finish.isEnabled()
    assert page.reason() == ""
    character = wizard.character()
    assert character.name == "Tamsin"
    assert [s.rank for s in character.skills] == [2, 1]


def test_name_is_needed_before_the_creation_page(tiny, qtbot):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.next()
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    wizard.name_page.name.setText("Ash")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_the_sheet_does_not_move_as_findings_come_and_go(tiny, qtbot):
    wizard = _to_creation(qtbot, "tiny")
    page = wizard.creation_page
    ranks = page.sheet.element("attributes").editors
    qtbot.waitExposed(wizard)

    def sheet_top() -> int:
        QApplication.processEvents()
        return page.sheet.mapTo(wizard, QPoint(0, 0)).y()

    top = sheet_top()
    assert len(_items(page)) == 1
    ranks[0].editor.setValue(3)  # the budget is met: no finding left, only the heading
    assert _items(page) == []
    assert sheet_top() == top
    ranks[1].editor.setValue(2)  # two too many: the finding is back
    assert len(_items(page)) == 1
    assert sheet_top() == top


def test_a_long_list_of_findings_scrolls_inside_its_area(tiny, qtbot):
    wizard = _to_creation(qtbot, "tiny")
    page = wizard.creation_page
    height = page.findings_area.height()
    page.checklist.show_findings([Finding("skills", f"finding {i}") for i in range(30)])
    QApplication.processEvents()
    assert page.findings_area.height() == height
    assert page.checklist.verticalScrollBar().maximum() > 0


def test_a_renaissance_character_is_not_finished_with_its_aptitudes_at_zero(qtbot):
    """[002 "the target is: the Linked Aptitude for the skill + your Ranks in the skill"]:
    Finish waits for the aptitudes, naming those still at 0."""
    wizard = _to_creation(qtbot, "renaissance")
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    page = wizard.creation_page
    assert not finish.isEnabled()
    assert "COO, SOM, WIL, SAV, INT, COG, DUR are still 0" in page.reason()
    document = page.document
    for key in ("COO", "SOM", "WIL", "SAV", "INT", "COG", "DUR"):
        page.sheet.context.apply(Action("set", {"path": f"aptitudes.{key}", "value": 30}, f"Edit {key}"))
    assert finish.isEnabled() and page.reason() == ""
    assert document.character.aptitudes.DUR == 30
