"""The creation wizard's *Skills from the library…* by keyboard, and asking for what the
library leaves to the player, as the sheet's own *From library…* does: the Renaissance one gives
Stealth its aptitude (COO) and leaves Perception's open. Ticked together, both are added,
Perception with the aptitude chosen in the dialog; before, Perception was refused ("Aptitude:
not given by the library; choose it when adding the row") with no way to choose it there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QListWidget, QPushButton, QTableWidget

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


def test_skills_from_the_library_by_keyboard(real_focus, open_window, hands):
    """Down from the search goes into the list, Space ticks the current row (the search keeps
    what was typed), Enter adds; the keys then go on in the skills table that was filled."""
    window = open_window()
    person = hands(window)

    def choose(dialog) -> None:
        search = person.find("Search the library", root=dialog)
        found = person.find("Rows in the library", QListWidget, root=dialog)
        person.wait(search.hasFocus)
        person.type("t")  # the names starting with it first: Tactical Awareness, Throw
        person.key(Qt.Key.Key_Down)
        assert found.hasFocus(), f"Down left the focus on {person.name_of(person.focused())!r}"
        person.key(Qt.Key.Key_Space)
        person.key(Qt.Key.Key_Down)
        person.key(Qt.Key.Key_Space)
        assert search.text() == "t"
        assert [r["name"] for r in dialog.rows()] == ["Tactical Awareness", "Throw"]
        person.key(Qt.Key.Key_Return)

    def wizard(dialog) -> None:
        person.pick("Game systems", "Rainworld")
        person.click("Next >", QPushButton)
        person.fill("Name", NAME)
        person.click("Next >", QPushButton)
        with person.dialog(choose, QDialog):
            person.click("Add skills from the library", QPushButton)
        page = dialog.creation_page
        person.wait(lambda: [s.name for s in page.document.character.skills][-2:] == ["Tactical Awareness", "Throw"])
        person.wait(lambda: person.name_of(person.focused()) == "Skills")
        table = person.focused()
        added = len(page.document.character.skills) - 2
        assert isinstance(table, QTableWidget) and table.currentRow() == added, "on the first row added"
        with person.dialog(lambda box: person.click("Discard", QPushButton, root=box)):
            person.click("Cancel", QPushButton)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
