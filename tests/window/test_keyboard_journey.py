"""A game played with the keyboard alone, in the assembled window at its default size:
File › New with Ctrl+N, the game picked with the arrow keys, the name typed, the wizard's
buttons by Enter and their Alt letters, the PDF exported with Ctrl+E and Enter, the notice closed
with Escape. No mouse."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QMessageBox

from sheetkeeper.core.registry import get_system

NAME = "Ada Quill"
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_basic_roleplaying_character_from_the_keyboard_alone(real_focus, open_window, hands, tmp_path):
    window = open_window()
    person = hands(window)
    game = get_system("brp").name
    pdf = tmp_path / "ada.pdf"

    def wizard(dialog) -> None:
        games = dialog.findChild(QListWidget)
        person.wait(games.hasFocus)
        person.key(Qt.Key.Key_Home)
        for _ in range(games.count()):
            if games.currentItem().text().startswith(game):
                break
            person.key(Qt.Key.Key_Down)
        assert games.currentItem().text().startswith(game)
        person.key(Qt.Key.Key_N, ALT)  # Next
        person.wait(lambda: person.name_of(person.focused()) == "Name")
        person.type(NAME)
        # Enter, not Alt+N: on this page Alt+N is the Name field's own letter ("&Name").
        person.key(Qt.Key.Key_Return)
        person.wait(lambda: person.all("Finish"))
        person.key(Qt.Key.Key_F, ALT)  # Finish

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, CTRL)
    person.wait(lambda: window.windowTitle().startswith(NAME))

    def export(dialog) -> None:
        person.wait(lambda: person.name_of(person.focused()) == "Save to")
        person.key(Qt.Key.Key_A, CTRL)
        person.type(str(pdf))
        person.key(Qt.Key.Key_Return)

    def saved(box) -> None:
        person.key(Qt.Key.Key_Escape)

    with person.dialog(export), person.dialog(saved, QMessageBox):
        person.key(Qt.Key.Key_E, CTRL)
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert NAME in text
    person.shot(tmp_path / "keyboard.png")  # the end state, to look at (pytest --basetemp keeps it)
