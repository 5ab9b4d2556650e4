"""F6 and Shift+F6 move between the open tabs, the sheet and the dice roller, and Ctrl+Shift+D
goes to the roller (issue #39: "F6 cycles sheet, roller, party; the roller and the main
actions have shortcuts"), each pane said by name."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheetkeeper.paths import samples_dir
from sheetkeeper.ui import accessible


@pytest.fixture
def shown(window, tmp_path, qtbot):
    for name in ("rainworld-ilse-varga.skchar", "the-lantern-company.skparty"):
        shutil.copy2(samples_dir() / name, tmp_path / name)
    tab = window.open_path(tmp_path / "rainworld-ilse-varga.skchar")
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return tab


def _focus():
    return QApplication.focusWidget()


def test_f6_goes_round_the_tabs_the_sheet_and_the_roller_and_back(window, shown, qtbot):
    window.panes.go_to_roller()
    dock = window.dice.dock
    assert dock.isVisible() and dock.isAncestorOf(_focus())
    assert accessible.heard[-1] == "Dice roller"
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert _focus() is window.tab_widget.tabBar()
    assert accessible.heard[-1] == "Open tabs"
    qtbot.keyClick(_focus(), Qt.Key.Key_F6)
    assert shown.isAncestorOf(_focus())
    assert accessible.heard[-1] == "Ilse Varga"
    field = _focus()
    qtbot.keyClick(field, Qt.Key.Key_Tab)
    second = _focus()
    assert second is not field and shown.isAncestorOf(second)
    qtbot.keyClick(second, Qt.Key.Key_F6)
    assert dock.isAncestorOf(_focus())
    qtbot.keyClick(_focus(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert _focus() is second  # back where it was in the sheet


def test_f6_reaches_the_party_dashboard_and_ctrl_shift_d_the_roller(window, shown, tmp_path, qtbot):
    window.open_campaign(tmp_path / "the-lantern-company.skparty")
    party = window.parties.current()
    window.tab_widget.tabBar().setFocus()
    qtbot.keyClick(window.tab_widget.tabBar(), Qt.Key.Key_F6)
    assert party.isAncestorOf(_focus())
    qtbot.keyClick(_focus(), Qt.Key.Key_D,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.dice.dock.isVisible() and window.dice.dock.isAncestorOf(_focus())
