"""Basic Roleplaying skills in a person's hands, in the assembled window at its default size.
The excerpt prints no skill list [004 "See Chapter 3: Skills for more information about each
skill"]: the player types each skill with its base chance from the rulebook. The creation
checklist says so while the sheet has none, and clicking it goes to the skills table; a
skill typed in stands at its base [004 "Any skill which normally has a base chance of 5% or
higher"], in creation and in play, with no adjustment reason asked (it is no rise)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QPushButton, QTableWidget

from sheetkeeper.core.registry import get_system

TABLE = "Skills and experience boxes"


def type_row(person, texts: tuple[str, ...]) -> QTableWidget:
    """Add, then each cell typed going right (Add puts the first cell in edit mode)."""
    person.click(f"Add row in {TABLE}", QPushButton)
    table = person.find(TABLE, QTableWidget)
    person.wait(lambda: table.state() == QAbstractItemView.State.EditingState)
    for column, text in enumerate(texts):
        if column:
            person.key(Qt.Key.Key_Right)
            person.key(Qt.Key.Key_F2)
        person.type(text)
        person.key(Qt.Key.Key_Return)
    return table


def test_skills_typed_in_creation_and_in_play_stand_at_their_base(real_focus, open_window, hands, tmp_path):
    window = open_window()
    person = hands(window)
    seen: dict[str, object] = {}

    def wizard(dialog) -> None:
        person.pick("Game systems", get_system("brp").name)
        person.click("Next >", QPushButton)
        person.fill("Name", "Tess")
        person.click("Next >", QPushButton)
        page = dialog.creation_page
        checklist = person.find("Checklist: click an item to go to it", QListWidget, root=dialog)
        person.wait(lambda: checklist.count() > 0)
        items = [checklist.item(i) for i in range(checklist.count())]
        advice = next((i for i in items if "No skills yet" in i.text()), None)
        assert advice is not None, [i.text() for i in items]
        seen["advice"] = advice.text()
        QTest.mouseClick(checklist.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         checklist.visualItemRect(advice).center())
        table = person.find(TABLE, QTableWidget, root=dialog)
        person.wait(table.hasFocus)  # the checklist went to the skills table
        type_row(person, ("Climb", "Physical", "40"))
        person.wait(lambda: [(s.name, s.base, s.rating) for s in page.document.character.skills]
                    == [("Climb", 40, 40)])
        person.wait(lambda: all("No skills yet" not in checklist.item(i).text() for i in range(checklist.count())))
        person.click("Finish", QPushButton, root=dialog)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: window.windowTitle().startswith("Tess"))
    document = window.current_tab().document
    assert not document.character.in_creation

    # In play: a skill typed with its base stands at it; no reason is asked (the watchdog
    # fails the test on a dialog no step answers).
    person.tab("Skills")
    type_row(person, ("Ride", "Physical", "5"))
    person.wait(lambda: [(s.name, s.base, s.rating) for s in document.character.skills][-1:] == [("Ride", 5, 5)])
    assert not document.character.ledger.open_adjustments()
    assert "advice" in seen
    person.shot(tmp_path / "brp-skills.png")
