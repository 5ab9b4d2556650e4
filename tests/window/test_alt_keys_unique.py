"""Every Alt key on screen does one thing: two visible controls underlining one letter (the
party's Reload and the roller's Roll both took R) made the key do neither, or need a second
press. Read in the assembled window at its default size, the roller docked: menus, buttons,
captions with a field, tabs — on the party tab with each of its side tabs, and on a sheet."""

from __future__ import annotations

import pytest
from alt_keys import clashes
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QPushButton

from sheetkeeper.ui.party.view import PartyView

pytestmark = pytest.mark.window


def test_the_party_tab_and_the_roller_share_no_alt_key(open_window, hands, sample_copies):
    window = open_window(sample_copies / "the-lantern-company.skparty")
    person = hands(window)
    person.menu("View", "Dice roller")
    for side in ("Session log", "Encounter", "Stash"):
        person.tab(side)
        assert not clashes(window), f"with {side} in front: {clashes(window)}"


def test_a_fight_s_controls_and_the_roller_share_no_alt_key(open_window, hands):
    """With a fight under way and a foe's turn chosen, *Roll for this one* and *Edit foe…* are
    on: Alt+L took the roller to its log instead of the chosen turn (the next Alt+R rolled for
    the one picked before), and Alt+I went to *Initiative…*, not *Edit foe…*. No letter is
    left for them on this tab: Enter (or a double-click) on a turn rolls for it, F2 edits a foe."""
    window = open_window()
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    person.menu("View", "Dice roller")
    person.tab("Encounter")
    person.add_foe("GRIMWIRE", "Bandit", {"PER": "2"})
    order = person.find("Turn order", QListWidget)
    person.click("Roll order", QPushButton)
    person.wait(lambda: any("Bandit" in order.item(i).text() for i in range(order.count())))
    bandit = order.item(next(i for i in range(order.count()) if "Bandit" in order.item(i).text()))
    order.scrollToItem(bandit)
    QTest.mouseClick(order.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     order.visualItemRect(bandit).center())
    person.wait(lambda: person.find("Edit foe…", QPushButton).isEnabled())
    assert person.find("Roll for this one", QPushButton).isEnabled()
    assert not clashes(window), clashes(window)
