"""The new-character wizard: Finish stays disabled, with the reason, until the creation
rules report no error."""

from __future__ import annotations

from PySide6.QtWidgets import QWizard

from sheetkeeper.ui.wizard import NewCharacterWizard


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
    assert page.reason() == "skills: 3 skill rank(s) left to spend"
    assert "3 skill rank(s) left to spend" in page.findings.text()
    ranks = page.sheet.element("attributes").editors
    ranks[0].editor.setValue(2)
    assert "1 skill rank(s) left to spend" in page.findings.text()
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
