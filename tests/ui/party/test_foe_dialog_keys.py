"""Add foe by the keys: Tab goes from the foe's name through its game's numbers to the
buttons. The numbers' fields are made anew when the game changes, after the buttons, and
Tab took a typed weapon skill past them to Cancel (a trial typed 95 and kept 50)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from sheetkeeper.ui.party.foe_dialog import FoeDialog


def _tab(qtbot) -> None:
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.wait(10)


def test_tab_goes_from_the_name_through_the_numbers_to_the_buttons(qtbot):
    dialog = FoeDialog(["rainworld"])
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("brp"))  # its fields made anew
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.name.setFocus()
    qtbot.waitUntil(dialog.name.hasFocus)
    QTest.keyClicks(dialog.name, "Bandit")
    _tab(qtbot)
    first = QApplication.focusWidget()
    assert dialog.numbers.isAncestorOf(first), first
    assert first.accessibleName() == "Weapon skill %"
    first.selectAll()
    QTest.keyClicks(first, "95")
    _tab(qtbot)
    assert dialog.numbers.values()["weapon_skill"] == 95
    for _ in range(10):  # on through the other numbers to the buttons
        if not dialog.numbers.isAncestorOf(QApplication.focusWidget()):
            break
        _tab(qtbot)
    assert QApplication.focusWidget() is dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_tab_goes_through_a_choice_and_what_it_brings_in(qtbot, qtlog):
    # A choice's drop-down list is a window of its own: the chain takes the choice alone
    # (Qt warned, chaining a field to a widget of another window).
    dialog = FoeDialog(["rainworld"])
    assert not [r.message for r in qtlog.records if "setTabOrder" in r.message]
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.name.setFocus()
    qtbot.waitUntil(dialog.name.hasFocus)
    names = []
    for _ in range(12):
        _tab(qtbot)
        if not dialog.numbers.isAncestorOf(QApplication.focusWidget()):
            break
        names.append(QApplication.focusWidget().accessibleName())
    assert names == ["STOP", "Body track boxes", "Tactical Awareness", "Attack skill"]
    assert QApplication.focusWidget() is dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
