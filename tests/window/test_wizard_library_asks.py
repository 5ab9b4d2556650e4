"""The creation wizard's *Skills from the library…* asks for what the library leaves to the
player, as the sheet's own *From library…* does: the bundled Renaissance library gives
Stealth its aptitude (COO) and leaves Perception's open. Ticked together, both are added,
Perception with the aptitude chosen in the dialog; before, Perception was refused ("Aptitude:
not given by the library; choose it when adding the row") with no way to choose it there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QListWidget, QPushButton

NAME = "Tess Ashdown"


def test_a_skill_whose_aptitude_the_library_leaves_open_is_asked_for(real_focus, open_window, hands):
    window = open_window()
    person = hands(window)

    def choose(dialog) -> None:
        found = person.find("Rows in the library", QListWidget, root=dialog)
        for typed, row in (("stea", "Stealth — Aptitude COO"), ("perc", "Perception")):
            person.fill("Search the library", typed, root=dialog)
            person.wait(lambda row=row: [found.item(i).text() for i in range(found.count())] == [row])
            person.pick("Rows in the library", row, root=dialog)
            person.key(Qt.Key.Key_Space)
        person.choose("Aptitude of Perception", "WIL", root=dialog)  # Stealth's is the library's
        assert not person.all("Aptitude of Stealth", root=dialog)
        person.click("Add the ticked rows", QPushButton, root=dialog)

    def wizard(dialog) -> None:
        person.pick("Game systems", "Renaissance")
        person.click("Next >", QPushButton)
        person.fill("Name", NAME)
        person.click("Next >", QPushButton)
        with person.dialog(choose, QDialog):
            person.click("Add skills from the library", QPushButton)
        page = dialog.creation_page
        person.wait(lambda: [s.name for s in page.document.character.skills] == ["Perception", "Stealth"])
        assert [(s.name, s.aptitude) for s in page.document.character.skills] == [
            ("Perception", "WIL"), ("Stealth", "COO")]
        with person.dialog(lambda box: person.click("Discard", QPushButton, root=box)):
            person.click("Cancel", QPushButton)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
