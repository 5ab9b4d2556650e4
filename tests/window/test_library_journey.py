"""The table's own lists in a player's hands, in the assembled window at its default size:
open the Library from the Edit menu, add Basic Roleplaying skills and a weapon with their
numbers, build a character taking the skills in the creation wizard (each at its base
chance), pick the weapon on the sheet, change the library and bring the change to the
character with "Update from library…" (a weapon the library renamed is followed), then save it
and open it again. Everything by mouse
and keyboard on what shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableWidget,
)

from sheetkeeper.storage.library_file import load_library, own_library_path
from sheetkeeper.ui.library_window import LibraryWindow

NAME = "Rosa Quill"
SKILLS = (("Climb", "40"), ("Dodge", "20"), ("Insight", "5"))


def _cell(person, table: QTableWidget, row: int, header: str, text: str) -> None:
    """Click a cell and type over it (the first key opens its editor), then Enter."""
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rect = table.visualRect(table.model().index(row, headers.index(header)))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    person.wait(lambda: table.currentRow() == row and table.hasFocus())
    person.type(text)
    person.key(Qt.Key.Key_Return)


def _library_window(person, window) -> LibraryWindow:
    """The Library window the Edit menu opened, once it has the focus."""
    person.wait(lambda: any(w.isVisible() for w in window.findChildren(LibraryWindow)))
    library = next(w for w in window.findChildren(LibraryWindow) if w.isVisible())
    person.wait(library.isActiveWindow)
    return library


def test_a_library_made_in_its_window_is_picked_from_in_the_wizard_and_on_the_sheet(
        real_focus, open_window, hands, tmp_path):
    window = open_window()
    person = hands(window)

    # The Library window, from the Edit menu: three skills and a weapon, with their numbers.
    person.menu("Edit", "Library...")
    library = _library_window(person, window)
    person.choose("Game", "Basic Roleplaying", root=library)
    rows = person.find("Rows of the library", QTableWidget, root=library)
    for i, (name, base) in enumerate(SKILLS):
        person.fill("Name of a new row", name, root=library)
        person.click("Add row", QPushButton, root=library)
        person.wait(lambda i=i: rows.rowCount() == i + 1)
        _cell(person, rows, i, "Base %", base)
    person.wait(lambda: rows.item(2, 2).text() == "5")
    person.choose("List", "Weapons", root=library)
    person.fill("Name of a new row", "Club", root=library)
    person.click("Add row", QPushButton, root=library)
    person.wait(lambda: rows.rowCount() == 1)
    _cell(person, rows, 0, "Damage", "1D6")
    person.wait(lambda: rows.item(0, 2).text() == "1D6")
    _cell(person, rows, 0, "HP", "many")  # refused in the sheet's words; the cell goes back
    person.wait(lambda: "HP: must be a whole number" in library.message.text())
    person.shot(tmp_path / "library-window.png")
    saved = load_library(own_library_path("brp")).library
    assert [(r["name"], r["base"]) for r in saved.lists["skills"]] == [(n, int(b)) for n, b in SKILLS]
    assert (saved.lists["weapons"][0]["damage"], saved.lists["weapons"][0]["hp"]) == ("1D6", None)
    library.close()
    person.wait(window.isActiveWindow)

    # The creation wizard: two of the skills, ticked, each at its base chance.
    def choose(dialog) -> None:
        found = person.find("Rows in the library", QListWidget, root=dialog)
        person.fill("Search the library", "I", root=dialog)  # Climb and Insight
        person.wait(lambda: found.count() == 2)
        person.pick("Rows in the library", "Climb — Base % 40", root=dialog)
        person.key(Qt.Key.Key_Space)
        person.fill("Search the library", "dod", root=dialog)  # a tick stays through a search
        person.wait(lambda: found.count() == 1)
        person.pick("Rows in the library", "Dodge — Base % 20", root=dialog)
        person.key(Qt.Key.Key_Space)
        person.shot(tmp_path / "wizard-skills-from-library.png")
        person.click("Add the ticked rows", QPushButton, root=dialog)

    def wizard(dialog) -> None:
        person.pick("Game systems", "Basic Roleplaying")
        person.click("Next >", QPushButton)
        person.fill("Name", NAME)
        person.click("Next >", QPushButton)
        with person.dialog(choose, QDialog):
            person.click("Add skills from the library", QPushButton)
        page = dialog.creation_page
        person.wait(lambda: [s.name for s in page.document.character.skills] == ["Climb", "Dodge"])
        person.click("Finish", QPushButton)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: window.windowTitle().startswith(NAME))
    document = window.current_tab().document
    assert [(s.name, s.base, s.rating) for s in document.character.skills] == [
        ("Climb", 40, 40), ("Dodge", 20, 20)]

    # On the sheet: the weapon, picked by a search that ignores case.
    person.tab("Gear")

    def pick(dialog) -> None:
        person.fill("Search the library", "CLU", root=dialog)
        person.wait(lambda: person.find("Rows in the library", QListWidget, root=dialog).count() == 1)
        person.shot(tmp_path / "pick-from-library.png")
        person.click("Add the picked row", QPushButton, root=dialog)

    with person.dialog(pick, QDialog):
        person.click("Add from library to Weapons", QPushButton)
    person.wait(lambda: [w.name for w in document.character.weapons] == ["Club"])
    assert document.character.weapons[0].damage == "1D6"

    # The library changes; the character does not, until "Update from library…".
    person.menu("Edit", "Library...")
    library = _library_window(person, window)
    person.choose("List", "Weapons", root=library)
    rows = person.find("Rows of the library", QTableWidget, root=library)
    _cell(person, rows, 0, "Damage", "1D8")
    person.wait(lambda: rows.item(0, 2).text() == "1D8")
    _cell(person, rows, 0, "Weapon", "Heavy club")  # renamed: the character's copy follows it
    person.wait(lambda: rows.item(0, 0).text() == "Heavy club")
    library.close()
    person.wait(window.isActiveWindow)
    assert document.character.weapons[0].damage == "1D6"

    def update(dialog) -> None:
        differences = person.find("Differences from the library", QListWidget, root=dialog)
        assert [differences.item(i).text() for i in range(differences.count())] == [
            "Club: renamed Heavy club in the library", "Club: Damage 1D6 → 1D8"]
        QTest.qWait(200)  # painted before the picture
        person.shot(tmp_path / "update-from-library.png")
        person.click("Apply", QPushButton, root=dialog)

    with person.dialog(update, QDialog):
        person.click("Update Weapons from library", QPushButton)
    person.wait(lambda: (document.character.weapons[0].name, document.character.weapons[0].damage) == (
        "Heavy club", "1D8"))
    person.shot(tmp_path / "sheet-after-update.png")

    # Saved, closed and opened again: the character's own copies are in its file.
    saved_as = tmp_path / "rosa.skchar"

    def save_as(dialog) -> None:
        person.wait(lambda: isinstance(person.focused(), QLineEdit))
        person.key(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        person.type(str(saved_as))
        person.key(Qt.Key.Key_Return)

    with person.dialog(save_as, QFileDialog):
        person.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    person.wait(saved_as.exists)
    person.key(Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: window.current_tab() is None or window.current_tab().document is not document)
    recent = window.settings.recent_label(saved_as, 1).replace("&", "")
    person.menu("File", "Open Recent", recent)
    person.wait(lambda: window.windowTitle().startswith(NAME))
    reopened = window.current_tab().document.character
    assert [(s.name, s.base, s.rating) for s in reopened.skills] == [("Climb", 40, 40), ("Dodge", 20, 20)]
    assert [(w.name, w.damage) for w in reopened.weapons] == [("Heavy club", "1D8")]


def test_undo_in_the_library_window_then_print_it_with_cards_to_cut_out(real_focus, open_window, hands, tmp_path):
    from pypdf import PdfReader

    from sheetkeeper.core.library import add_row, new_library
    from sheetkeeper.storage.library_file import save_library

    lib = new_library("brp", "Our table")
    lib = add_row(lib, "skills", {"name": "Climb", "category": "Physical", "base": 40})
    lib = add_row(lib, "weapons", {"name": "Club", "skill": "Brawl", "damage": "1D6", "notes": "A heavy stick."})
    own_library_path("brp").parent.mkdir(parents=True, exist_ok=True)
    save_library(own_library_path("brp"), lib)
    window = open_window()
    person = hands(window)
    out = tmp_path / "table.pdf"

    # A change in the Library window, taken back with Ctrl+Z and brought again with Ctrl+Shift+Z.
    person.menu("Edit", "Library...")
    library = _library_window(person, window)
    person.choose("Game", "Basic Roleplaying", root=library)
    rows = person.find("Rows of the library", QTableWidget, root=library)
    _cell(person, rows, 0, "Base %", "45")
    person.wait(lambda: load_library(own_library_path("brp")).library.lists["skills"][0]["base"] == 45)
    assert library.message.text() == "Climb: Base % changed"
    person.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: rows.item(0, 2).text() == "40")
    assert load_library(own_library_path("brp")).library.lists["skills"][0]["base"] == 40
    assert library.message.text() == "Undone: Climb: Base % changed"
    person.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    person.wait(lambda: rows.item(0, 2).text() == "45")
    assert load_library(own_library_path("brp")).library.lists["skills"][0]["base"] == 45
    person.shot(tmp_path / "library-redone.png")
    library.close()
    person.wait(window.isActiveWindow)

    def export(dialog) -> None:
        person.fill("Save to", str(out), root=dialog)
        person.click("Cards to cut out", QCheckBox, root=dialog)
        person.wait(person.find("Cards to cut out", QCheckBox, root=dialog).isChecked)
        person.shot(tmp_path / "library-export.png")
        person.click("Export", QPushButton, root=dialog)

    with person.dialog(export, QDialog):
        person.menu("File", "Export Library PDF...")
    person.wait(out.exists)
    library = _library_window(person, window)
    person.wait(lambda: library.message.text() == "table.pdf written")
    reference, cards = (page.extract_text() for page in PdfReader(out).pages)
    assert "Climb" in reference and "Base %" in reference and "45" in reference and "Club" in reference
    assert "Club" in cards and "A heavy stick." in cards and "Climb" not in cards
