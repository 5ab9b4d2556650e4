"""A Game Rules Lite talent is picked in the creation wizard, in the assembled window. The
excerpt names no talent [001 "Your role description indicates which talents you can choose
from"], so the checklist sends the player to the rulebook and the Talents table; and *From
library…*, whose library is empty, opens the Library window over the wizard (the Edit menu it
pointed to is blocked while the wizard is open), where a talent is added and then picked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QListWidget, QMessageBox, QPushButton, QTableWidget

from sheetkeeper.ui.library_window import LibraryWindow

TALENT = "Keen nose"


def test_a_talent_is_added_to_the_library_and_picked_without_leaving_the_wizard(open_window, hands):
    window = open_window()
    person = hands(window)
    said: dict[str, str] = {}

    def library(lib) -> None:
        rows = person.find("Rows of the library", QTableWidget, root=lib)
        assert lib.list.currentData() == "talents"  # opened on the list asked for
        person.fill("Name of a new row", TALENT, root=lib)
        person.click("Add row", QPushButton, root=lib)
        person.wait(lambda: rows.rowCount() == 1)
        person.key(Qt.Key.Key_Escape)

    def pick(dialog) -> None:
        said["empty"] = dialog.count.text()
        with person.dialog(library, LibraryWindow):
            person.click("Open the library to add talents", QPushButton, root=dialog)
        found = person.find("Rows in the library", QListWidget, root=dialog)
        person.wait(lambda: found.count() == 1)
        person.click("Add the picked row", QPushButton, root=dialog)

    def discard(box) -> None:
        person.click("Discard", QPushButton, root=box)

    def wizard(dialog) -> None:
        person.pick("Game systems", "Game Rules Lite")
        person.click("Next >", QPushButton)
        person.fill("Name", "Kay")
        person.click("Next >", QPushButton)
        page = dialog.creation_page
        checklist = person.find("Checklist: click an item to go to it", QListWidget, root=dialog)
        person.wait(lambda: checklist.count() > 0)
        said["checklist"] = " ".join(checklist.item(i).text() for i in range(checklist.count()))
        person.tab("Relationships and XP")
        with person.dialog(pick, QDialog):
            person.click("Add from library to Talents", QPushButton)
        person.wait(lambda: [t.name for t in page.document.character.talents] == [TALENT])
        with person.dialog(discard, QMessageBox):
            person.click("Cancel", QPushButton, root=dialog)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert "press Add and type its name" in said["checklist"]
    assert "Pick one talent from your role's list" not in said["checklist"]
    assert said["empty"] == ("The library has no talents yet: open the library to add them, "
                             "or cancel and type one in the table with Add")
