"""The creation wizard in a person's hands: Enter in a field never presses Finish, and
Cancel with something entered asks before throwing it away."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWizard

from sheetkeeper.ui.wizard import NewCharacterWizard


def _to_creation(qtbot, system_id="tiny", name="Tamsin") -> NewCharacterWizard:
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.system_page
    row = next(i for i in range(page.list.count()) if page.list.item(i).data(256) == system_id)
    page.list.setCurrentRow(row)
    QTest.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    QTest.keyClicks(wizard.name_page.name, name)
    QTest.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.creation_page
    return wizard


def _type(box, text: str) -> None:
    """Type ``text`` over what a number box shows, then Enter (which ends the edit)."""
    box.selectAll()
    QTest.keyClicks(box, text)
    QTest.keyClick(box, Qt.Key.Key_Return)


def _answer(text: str, asked: list[str]) -> None:
    """Click the button ``text`` of the question box once it is up (it runs its own loop)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        asked.append(box.text())
        button = next(b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


def test_enter_in_a_field_does_not_press_finish(tiny, qtbot):
    wizard = _to_creation(qtbot)
    page = wizard.creation_page
    ranks = page.sheet.element("attributes").editors
    _type(ranks[0].editor, "2")
    _type(ranks[1].editor, "1")  # the character is valid from here: Finish is enabled
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    assert wizard.isVisible() and finish.isEnabled()
    age = page.sheet.element("field", "age").editor.editor
    _type(age, "35")
    QTest.keyClick(age, Qt.Key.Key_Enter)
    assert wizard.isVisible() and wizard.result() != QWizard.DialogCode.Accepted
    assert page.document.character.age == 35
    assert page.document.character.in_creation


def test_finish_still_finishes_when_clicked(tiny, qtbot):
    wizard = _to_creation(qtbot)
    ranks = wizard.creation_page.sheet.element("attributes").editors
    _type(ranks[0].editor, "3")
    QTest.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert wizard.result() == QWizard.DialogCode.Accepted
    assert not wizard.character().in_creation


def test_cancel_with_a_character_entered_asks_first(tiny, qtbot):
    wizard = _to_creation(qtbot)
    cancel = wizard.button(QWizard.WizardButton.CancelButton)
    asked: list[str] = []
    _answer("Keep Editing", asked)
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert asked == ["Discard Tamsin? What you entered is lost."]
    assert wizard.isVisible() and wizard.currentPage() is wizard.creation_page
    _answer("Keep Editing", asked)
    QTest.keyClick(wizard.creation_page.sheet.element("field", "age").editor.editor, Qt.Key.Key_Escape)
    assert len(asked) == 2 and wizard.isVisible()
    _answer("Discard", asked)
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert len(asked) == 3
    assert not wizard.isVisible() and wizard.result() == QWizard.DialogCode.Rejected


def test_cancel_with_nothing_entered_closes_at_once(qtbot):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    QTest.mouseClick(wizard.button(QWizard.WizardButton.CancelButton), Qt.MouseButton.LeftButton)
    assert not wizard.isVisible() and wizard.result() == QWizard.DialogCode.Rejected
