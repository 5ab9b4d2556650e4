"""Ctrl+Z in the creation wizard opened from the assembled window: it undoes the typing in
the focused field, and a value entered (Tab) is undone like any step of the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox, QPushButton

from sheetkeeper.core.registry import get_system

CTRL = Qt.KeyboardModifier.ControlModifier


def test_ctrl_z_in_the_wizard_undoes_the_focused_fields_typing(real_focus, open_window, hands):
    window = open_window()
    person = hands(window)
    seen: dict[str, str] = {}

    def discard(box) -> None:
        person.click("Discard", QPushButton)

    def wizard(dialog) -> None:
        person.pick("Game systems", get_system("brp").name)
        person.click("Next >", QPushButton)
        name = person.fill("Name", "Tess")
        person.key(Qt.Key.Key_Z, CTRL)
        seen["name undone"] = name.text()
        person.type("Tess")
        person.click("Next >", QPushButton)
        def age_value():
            return dialog.creation_page.document.character.age

        age = person.fill("Age", "35")
        seen["age typed"] = age.lineEdit().text()
        person.key(Qt.Key.Key_Z, CTRL)  # typed, not entered: the typing goes
        seen["age undone"] = age.lineEdit().text()
        age = person.fill("Age", "35")
        person.key(Qt.Key.Key_Tab)  # entered
        occupation = person.fill("Occupation", "Sailor", kind=QLineEdit)
        person.key(Qt.Key.Key_Z, CTRL)
        seen["occupation undone"] = occupation.text()
        person.key(Qt.Key.Key_Z, CTRL)
        seen["age after two"] = age.lineEdit().text()
        person.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        seen["age redone"] = age.lineEdit().text()
        person.click("< Back", QPushButton)  # the name again: Ctrl+Z is the field's own
        name = person.fill("Name", "Tessa")
        person.key(Qt.Key.Key_Z, CTRL)
        seen["name again undone"] = name.text()
        seen["age kept"] = str(age_value())
        with person.dialog(discard, QMessageBox):
            person.click("Cancel", QPushButton)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, CTRL)
    assert seen == {"name undone": "", "age typed": "35", "age undone": "25", "occupation undone": "",
                    "age after two": "25", "age redone": "35",
                    "name again undone": "Tess", "age kept": "35"}
