"""After the creation wizard's Finish the keyboard is in the new sheet: its first field has the
focus, so a person types on at once, with no click and no Tab through the window's tabs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QListWidget

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_finish_leaves_the_keyboard_in_the_new_sheets_first_field(real_focus, open_window, hands, tmp_path):
    window = open_window()
    person = hands(window)

    def wizard(dialog) -> None:
        person.wait(dialog.findChild(QListWidget).hasFocus)
        person.key(Qt.Key.Key_N, ALT)  # Next, with the first game in the list
        person.wait(lambda: person.name_of(person.focused()) == "Name")
        person.type("Tess")
        person.key(Qt.Key.Key_Return)
        person.wait(lambda: person.all("Finish") and person.find("Finish").isEnabled())
        person.key(Qt.Key.Key_F, ALT)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, CTRL)
    person.wait(lambda: window.windowTitle().startswith("Tess"))
    tab = window.current_tab()
    person.wait(lambda: window.isActiveWindow() and tab.sheet.isAncestorOf(person.focused()))
    field = person.focused()
    assert isinstance(field, QLineEdit) and person.name_of(field) == "Name"
    assert not field.visibleRegion().isEmpty()

    person.type(" Quill")  # typed on at once, then Tab enters it
    person.key(Qt.Key.Key_Tab)
    person.wait(lambda: tab.document.character.name == "Tess Quill")
    assert person.name_of(person.focused()) == "Player"
    person.shot(tmp_path / "new-sheet-focus.png")
