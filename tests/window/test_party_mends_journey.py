"""Three mends of the party's tab, each walked in the assembled window as a person does it,
each end state shot from the screen:

- a member's sheet opened from the party and closed, then the party closed and the app quit:
  no box (closing the sheet tab deleted the member's document with it, and the party could
  neither close nor the app quit, "Something went wrong" each time);
- a foe rolled for leaves *Roll for* when its encounter ends (it was offered until the list
  was opened again);
- Undo of a split keeps a row written on the member's sheet since (the sheet was put back
  whole, and the Lantern added after the split went with the coins)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QTableWidget,
)

from sheetkeeper.ui.party import PartyView
from sheetkeeper.ui.party.card import MemberCard

SHOTS = os.environ.get("SHEETKEEPER_SHOTS")
CTRL = Qt.KeyboardModifier.ControlModifier


def _party(person, window) -> PartyView:
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    return window.tab_widget.currentWidget()


def _to_party(person, window, party) -> None:
    person.tab(window.tab_widget.tabText(window.tab_widget.indexOf(party)).replace("&", ""))


def _open_sheet(person, window, party, name: str) -> None:
    """Double-click the member's card: its sheet in a tab of its own."""
    card = next(c for c in party.findChildren(MemberCard) if c.document.character.display_name == name)
    person.scroll_to(card)
    person.double_click(card)
    person.wait(lambda: window.tab_widget.tabText(window.tab_widget.currentIndex()).startswith(name))


def _said(widget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def test_a_party_closes_and_the_app_quits_after_a_members_sheet_was_closed(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    party = _party(person, window)
    _open_sheet(person, window, party, "Angus")
    person.key(Qt.Key.Key_W, CTRL)  # the sheet's tab closed
    person.wait(lambda: window.current_tab() is None and window.parties.current() is party)
    person.key(Qt.Key.Key_W, CTRL)  # then the party's
    person.wait(lambda: window.tab_widget.count() == 0)
    QTest.qWait(300)
    assert QApplication.activeModalWidget() is None, "a box after closing the party"
    person.shot(os.path.join(shots, "party-closed-after-a-sheet.png"))
    person.menu("File", "Quit")
    person.wait(lambda: not window.isVisible())
    assert QApplication.activeModalWidget() is None, "a box on quitting"


def test_a_foe_leaves_roll_for_when_its_encounter_ends(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()
    person = hands(window)
    _party(person, window)
    person.tab("Encounter")
    person.add_foe("GRIMWIRE", "Bandit", {})
    person.menu("View", "Dice roller")
    person.choose("Roll for", "Bandit (foe)")
    person.click("End encounter", QPushButton)
    picker = person.find("Roll for", QComboBox)
    person.wait(lambda: not any(picker.itemText(i).endswith("(foe)") for i in range(picker.count())))
    assert picker.count() and picker.currentIndex() == 0  # the roller went to the first member
    assert person.find("Check to roll", QComboBox).count()
    QTest.qWait(300)
    person.shot(os.path.join(shots, "roll-for-after-the-fight.png"))
    listed = [picker.itemText(i) for i in range(picker.count())]
    person.click(picker)  # the open list says the same
    person.wait(lambda: picker.view().isVisible())
    assert [picker.itemText(i) for i in range(picker.count())] == listed
    person.key(Qt.Key.Key_Escape)


def test_undoing_a_split_keeps_a_row_written_on_the_sheet_since(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()
    person = hands(window)
    party = _party(person, window)
    person.tab("Stash")
    person.fill("Coins", "sp")
    person.fill("Coins found", "8")
    person.click("Add coins", QPushButton)
    person.wait(lambda: "Coins: 8 sp" in _said(window))

    def split(dialog) -> None:
        for tick in dialog.findChildren(QCheckBox):
            if tick.isChecked() != (tick.text() == "Angus"):
                person.click(tick)
        person.click("Split", QPushButton, root=dialog)

    with person.dialog(split):
        person.click("Split among…", QPushButton)
    person.wait(lambda: "Coins: 8 sp" not in _said(window))

    # On Angus's sheet, a Lantern written in after the split.
    _open_sheet(person, window, party, "Angus")
    document = window.current_tab().document
    person.tab("Gear")
    person.click("Add row in Inventory rows", QPushButton)
    table = person.find("Inventory rows", QTableWidget)
    person.wait(lambda: table.state() == QAbstractItemView.State.EditingState)
    person.type("Lantern")
    person.key(Qt.Key.Key_Return)
    person.wait(lambda: "Lantern" in [row.name for row in document.character.inventory])
    purse = person.find("Purse", QTableWidget)
    assert [(purse.item(r, 0).text(), purse.item(r, 1).text()) for r in range(purse.rowCount())] == [("sp", "8")]

    # The party's Undo takes the split back: the coins, not the Lantern.
    _to_party(person, window, party)
    person.menu("Edit", "Undo Split sp")
    person.wait(lambda: "Coins: 8 sp" in _said(window))
    assert not document.character.purse
    assert "Lantern" in [row.name for row in document.character.inventory]
    person.tab(next(t for t in (window.tab_widget.tabText(i).replace("&", "") for i in range(window.tab_widget.count()))
                    if t.startswith("Angus")))
    person.wait(lambda: purse.rowCount() == 0)
    rows = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert "Lantern" in rows
    QTest.qWait(300)
    person.shot(os.path.join(shots, "split-undone-lantern-kept.png"))
