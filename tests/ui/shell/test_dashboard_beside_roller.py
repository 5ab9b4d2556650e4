"""Beside the docked dice roller the dashboard gets narrow: the window still fits a small
screen, and the cards take their narrow form (badges under the name, values in one column)
rather than being squeezed until their text is cut off."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sheetkeeper.paths import samples_dir

NARROW = 1000
"""Wide enough for the roller and a part of the dashboard, narrower than a card and the log."""


def test_cards_take_their_narrow_form_beside_the_docked_roller(window, tmp_path, qtbot):
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, tmp_path / path.name)
    window.open_campaign(next(tmp_path.glob("*.skparty")))
    party = window.parties.current()
    window.dice.dock.show()
    window.show()
    window.resize(NARROW, 700)
    qtbot.waitUntil(lambda: window.width() <= NARROW and party.scroll.viewport().width() > 0)
    assert window.dice.dock.isVisible() and not window.dice.dock.isFloating()
    assert window.dockWidgetArea(window.dice.dock) == Qt.DockWidgetArea.RightDockWidgetArea
    cards = party.visible_cards()
    assert cards
    for card in cards:
        assert card.width() >= card.minimumSizeHint().width(), card.key
        for label in card.findChildren(QLabel):
            if label.isVisibleTo(card) and label.text() and not label.wordWrap():
                assert label.width() >= label.minimumSizeHint().width(), label.text()
    # narrower than two columns of values: each card shows one (and scrolls sideways only
    # where even that does not fit, at this width narrower than the window's default)
    assert all(card._columns == 1 for card in cards if card._cells)
