"""A fight and its aftermath at the GM's table, in the assembled window: on the sample
party's tab the GM adds three foes of two games, rolls one turn order, sets Surprised on a
member, steps through the round with the keys (Surprised ends with it), steps back, ends the
encounter, puts found loot in the stash, hands an item to a member and splits the coins,
shares XP out at the end of the session, saves, and opens the party again: all of it kept."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QTextBrowser, QWizard

from sheetkeeper import api
from sheetkeeper.ui.party import PartyView

MEMBER = "Ilse Varga"
CARRIER = "Brannoc Tarl"
FOES = (("GRIMWIRE", "Bandit", {"PER": "2"}), ("GRIMWIRE", "Bandit captain", {"Condition": "20"}),
        ("Rainworld", "Lizard", {"STOP": "1"}))
SHARED = {"rainworld-dag-kessler.skchar": 3, "rainworld-ilse-varga.skchar": 3,
          "grimwire-rivet-9.skchar": 2, "lite-angus.skchar": 2}
"""The members whose game has XP (Game Rules Lite's too: "The GM has the final say on how
many XP each PC should get"), in the party's order, and their shares."""
SHOTS = os.environ.get("SHEETKEEPER_SHOTS")
"""A folder to keep the screenshots in (else the test's own folder)."""


def _rows(view: QListWidget) -> list[str]:
    return [view.item(i).text() for i in range(view.count())]


def _click_row(person, view: QListWidget, containing: str) -> None:
    row = next(i for i, text in enumerate(_rows(view)) if containing in text)
    entry = view.item(row)
    view.scrollToItem(entry)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.visualItemRect(entry).center())
    QTest.qWait(20)
    assert view.currentRow() == row


def _menu_entry(person, button: QPushButton, text: str) -> None:
    person.click(button)
    menu = button.menu()
    person.wait(menu.isVisible)
    QTest.qWait(100)
    entry = next(a for a in menu.actions() if a.text() == text)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(entry).center())
    person.wait(lambda: not menu.isVisible())


def _said(person) -> str:
    return "\n".join(label.text() for label in person.window.findChildren(QLabel) if label.isVisible())


def test_a_fight_and_its_aftermath(open_window, hands, tmp_path):
    shots = SHOTS or str(tmp_path)
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.tab("Encounter")

    for game, name, numbers in FOES:
        person.add_foe(game, name, numbers)
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: order.count() == 7 + len(FOES))
    assert person.find("Round", QLabel).text() == "Round 1"
    assert sum("(foe)" in row for row in _rows(order)) == 3
    assert order.currentRow() >= 0  # the turn under way is highlighted

    _click_row(person, order, MEMBER)
    _menu_entry(person, person.button("Statuses"), "Surprised")
    person.wait(lambda: any(MEMBER in row and "Surprised" in row for row in _rows(order)))
    person.shot(os.path.join(shots, "encounter-round-1.png"))

    order.setFocus()
    for _ in range(20):  # Ctrl+Enter: the next turn, to the round's end
        person.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        if person.find("Round", QLabel).text() == "Round 2":
            break
    assert person.find("Round", QLabel).text() == "Round 2"
    assert "Surprised ends with the round" in _said(person)
    assert not any(MEMBER in row and "Surprised" in row for row in _rows(order))
    at = order.currentRow()
    person.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    person.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert order.currentRow() == at  # Previous: back to that turn
    person.shot(os.path.join(shots, "encounter-round-2.png"))

    person.click("End encounter", QPushButton)
    person.tab("Session log")
    log = person.find("Session log", QTextBrowser)
    assert "Foes: Bandit, Bandit captain, Lizard" in log.toPlainText().replace("\n", " ")

    person.tab("Stash")
    person.fill("Item found", "Rope")
    person.fill("ENC of one", "1")
    person.click("Add to stash", QPushButton)
    stash = person.find("Stash", QListWidget)
    person.wait(lambda: _rows(stash) == ["Rope ×1, ENC 1"])
    person.choose("Hand to", CARRIER)
    person.click("Hand over", QPushButton)
    person.wait(lambda: stash.count() == 0)
    assert f"{CARRIER} now carries Rope." in _said(person)
    person.fill("Coins found", "30")
    person.click("Add coins", QPushButton)
    with person.dialog(lambda d: person.click("Split", QPushButton, root=d)):  # every member ticked
        person.click("Split among…", QPushButton)
    person.wait(lambda: "Coins: 2 sp" in _said(person))
    assert "4 sp each to 7 members. 2 sp did not divide evenly and stay in the stash." in _said(person)
    person.shot(os.path.join(shots, "stash.png"))

    def session(wizard):
        person.click("Next >", QPushButton, root=wizard)
        amount = person.click("XP for everyone", root=wizard)
        person.wait(amount.hasFocus)
        person.key(Qt.Key.Key_Up, times=10)  # 0 → 10 XP
        assert amount.value() == 10
        person.click("Share out", QPushButton, root=wizard)
        said = _said_in(wizard)
        assert "10 XP among 4: 2 each. 2 left over: it goes one each to the first members listed." in said
        person.click("Next >", QPushButton, root=wizard)
        person.click("Apply", QPushButton, root=wizard)

    with person.dialog(session, QWizard):
        person.click("End session…", QPushButton)

    person.click("Save party", QPushButton)
    person.wait(lambda: not window.isWindowModified())
    party_file = window.settings.recent_files()[0]
    window.close()

    again = api.load_campaign(party_file)
    (fight,) = again.campaign.encounters
    assert fight.ended is not None and [f.name for f in fight.foes] == ["Bandit", "Bandit captain", "Lizard"]
    assert fight.round == 2 and again.campaign.stash.coins == {"sp": 2}
    members = {slot.character.display_name: slot.character for slot in again.members}
    assert "Rope" in [row.name for row in members[CARRIER].inventory]
    record = again.campaign.sessions[-1]
    assert "Encounter: Encounter 1 (ended, 2 rounds): Bandit, Bandit captain, Lizard" in record.actions
    assert "Stash: Rope ×1 to Brannoc Tarl" in record.actions and again.campaign.stash.log == []
    shared = {a.member: a.amount for a in again.campaign.sessions[-1].awards}
    assert {k: shared[k] for k in SHARED} == SHARED  # 10 among 4: two left over, to the first two

    reopened = open_window(party_file)
    person = hands(reopened)
    person.wait(lambda: isinstance(reopened.tab_widget.currentWidget(), PartyView))
    person.tab("Session log")
    log = person.find("Session log", QTextBrowser)
    assert "Foes: Bandit, Bandit captain, Lizard" in log.toPlainText().replace("\n", " ")
    person.tab("Stash")
    assert "Coins: 2 sp" in _said(person)


def _said_in(widget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())
