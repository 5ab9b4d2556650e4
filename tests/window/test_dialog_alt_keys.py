"""Every Alt key in a dialog does one thing: on the creation wizard's Name page "Name" and
"Next >" both underlined N, as "Notes" and "Next >" did on End session's first page, so Alt+N
only moved the focus to the second and never went on. Walked in the assembled window as a
person opens them: the wizard's pages for each game (each tab of its creation page), the
Advance dialog, End session's pages, Preferences, Add foe."""

from __future__ import annotations

import pytest
from alt_keys import clashes
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QMessageBox, QPushButton, QTabBar, QTabWidget, QWizard

from sheetkeeper.core.registry import all_systems
from sheetkeeper.ui.party import PartyView

SYSTEMS = all_systems()


def each_tab(person, dialog, where: str, found: dict[str, dict]) -> None:
    """The clashes on this page, and on each tab of the tab pages it shows."""
    found[where] = clashes(dialog)
    for bar in dialog.findChildren(QTabBar):
        if not bar.isVisible() or not isinstance(bar.parentWidget(), QTabWidget):
            continue
        for i in range(bar.count()):
            title = bar.tabText(i).replace("&", "")
            person.tab(title, root=dialog)
            found[f"{where}, tab {title}"] = clashes(dialog)


def no_clash(found: dict[str, dict]) -> None:
    bad = {where: clash for where, clash in found.items() if clash}
    assert not bad, f"two controls share an Alt key: {bad}"


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_the_wizard_pages_share_no_alt_key(open_window, hands, system):
    window = open_window()
    person = hands(window)
    found: dict[str, dict] = {}

    def walk(dialog: QWizard) -> None:
        found["game page"] = clashes(dialog)
        person.pick("Game systems", system.name)
        person.click("Next >", QPushButton, root=dialog)
        person.fill("Name", "Tess", root=dialog)
        found["name page"] = clashes(dialog)  # Next enabled once there is a name
        person.click("Next >", QPushButton, root=dialog)
        each_tab(person, dialog, "creation page", found)
        with person.dialog(lambda box: person.click("Discard", QPushButton, root=box), QMessageBox):
            person.click("Cancel", QPushButton, root=dialog)

    with person.dialog(walk, QWizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    no_clash(found)


def test_end_session_pages_share_no_alt_key(open_window, hands):
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    found: dict[str, dict] = {}

    def walk(wizard: QWizard) -> None:
        for page in ("session page", "awards page", "summary page"):
            QTest.qWait(50)
            found[page] = clashes(wizard)
            if page != "summary page":
                person.click("Next >", QPushButton, root=wizard)
        person.click("Cancel", QPushButton, root=wizard)

    with person.dialog(walk, QWizard):
        person.click("End session…", QPushButton)
    no_clash(found)


def test_preferences_add_foe_and_advance_share_no_alt_key(open_window, hands, sample_copies):
    window = open_window(sample_copies / "brp-brannoc-tarl.skchar")
    person = hands(window)
    found: dict[str, dict] = {}

    def look(name: str):
        def at(dialog) -> None:
            QTest.qWait(50)
            found[name] = clashes(dialog)
            person.key(Qt.Key.Key_Escape)
        return at

    with person.dialog(look("Preferences")):
        person.menu("Edit", "Preferences...")
    person.tab("Improvement")
    with person.dialog(look("Advance")):
        person.click("Advance…", QPushButton)
    no_clash(found)


def test_add_foe_shares_no_alt_key(open_window, hands):
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")
    found: dict[str, dict] = {}

    def at(dialog) -> None:
        games = person.find("Foe's game", QComboBox, root=dialog)
        person.wait(games.hasFocus)  # the dialog opens on it: the arrow keys choose
        for _ in range(games.count()):  # each game asks its own numbers
            QTest.qWait(50)
            found[f"Add foe, {games.currentText()}"] = clashes(dialog)
            person.key(Qt.Key.Key_Down)
        assert len(found) == games.count()
        person.key(Qt.Key.Key_Escape)

    with person.dialog(at):
        person.click("Add foe…", QPushButton)
    no_clash(found)
