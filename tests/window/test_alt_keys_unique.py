"""Every Alt key on screen does one thing: two visible controls underlining one letter (the
party's Reload and the roller's Roll both took R) made the key do neither, or need a second
press. Read in the assembled window at its default size, the roller docked: menus, buttons,
captions with a field, tabs — on the party tab with each of its side tabs, and on a sheet."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenuBar, QTabBar

pytestmark = pytest.mark.window


def clashes(window) -> dict[str, list[str]]:
    found: dict[str, list[str]] = defaultdict(list)

    def add(text: str, what: str) -> None:
        key = re.search(r"&([^&\s])", text.replace("&&", ""))
        if key:
            found[key.group(1).lower()].append(f"{what} {text!r}")

    for bar in window.findChildren(QMenuBar):
        for action in bar.actions():
            add(action.text(), "menu")
    for button in window.findChildren(QAbstractButton):
        if button.isVisible() and button.isEnabled():
            add(button.text(), "button")
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.buddy() is not None:
            add(label.text(), "caption")
    for bar in window.findChildren(QTabBar):
        if bar.isVisible():
            for i in range(bar.count()):
                add(bar.tabText(i), "tab")
    for box in window.findChildren(QGroupBox):
        if box.isVisible():
            add(box.title(), "group")
    return {key: where for key, where in found.items() if len(where) > 1}


def test_the_party_tab_and_the_roller_share_no_alt_key(open_window, hands, sample_copies):
    window = open_window(sample_copies / "the-lantern-company.skparty")
    person = hands(window)
    person.menu("View", "Dice roller")
    for side in ("Session log", "Encounter", "Stash"):
        person.tab(side)
        assert not clashes(window), f"with {side} in front: {clashes(window)}"
