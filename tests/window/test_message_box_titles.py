"""A message box shows its whole title: a short message made a box so narrow its title was
cut ("Export P...etKeeper"). Every box is made with the title's room (``ui/asker.py``,
``screen_fit.room_for_title``), the ones a person meets outside the main window's questions
too: the About box and the creation wizard's "Discard the character?"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton

from sheetkeeper.core.registry import get_system


def title_fits(box: QMessageBox) -> None:
    """The box is as wide as its title bar needs: the title, the app's name Qt adds after
    it (in bold, as title bars mostly set it), the icon and the three buttons (100 px at
    least)."""
    title = box.windowTitle()
    app = QGuiApplication.applicationDisplayName()
    if app and app not in title:
        title = f"{title} \u2014 {app}"
    bold = QFont(box.font())
    bold.setBold(True)
    needed = QFontMetrics(bold).horizontalAdvance(title) + 100
    assert box.width() >= needed, f"{box.windowTitle()!r}: {box.width()} px wide, its title needs {needed}"


def test_the_about_box_shows_its_title(open_window, hands):
    window = open_window()
    person = hands(window)
    seen = []

    def about(box) -> None:
        person.wait(box.isVisible)
        title_fits(box)
        seen.append(box.windowTitle())
        person.click("OK", QPushButton, root=box)

    with person.dialog(about, QMessageBox):
        person.menu("Help", "About SheetKeeper")
    assert seen == ["About SheetKeeper"]


def test_the_wizard_s_discard_question_shows_its_title(real_focus, open_window, hands):
    window = open_window()
    person = hands(window)
    seen = []

    def keep_editing(box) -> None:
        person.wait(box.isVisible)
        title_fits(box)
        seen.append(box.windowTitle())
        person.click("Discard", QPushButton, root=box)

    def wizard(dialog) -> None:
        person.pick("Game systems", get_system("lite").name)
        person.click("Next >", QPushButton)
        person.fill("Name", "Tess")
        with person.dialog(keep_editing, QMessageBox):
            person.click("Cancel", QPushButton)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen == ["Discard the character?"]
