"""Scrolling the dashboard with the wheel never edits a member's pool under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox


def test_the_wheel_over_an_unfocused_card_box_scrolls_and_changes_nothing(view, qtbot):
    view.resize(900, 300)  # short enough that the card list scrolls
    view.show()
    qtbot.waitExposed(view)
    spins = [s for card in view.cards for s in card.findChildren(QSpinBox) if s.isVisible()]
    assert spins, "the sample party has pools on its cards"
    box = spins[0]
    view.scroll.ensureWidgetVisible(box)
    QApplication.processEvents()
    scroll = view.scroll.verticalScrollBar()
    assert scroll.maximum() > scroll.value()
    characters = {key: d.character for key, d in view.documents.items()}
    before_value, before_scroll = box.value(), scroll.value()
    window = box.window()
    QTest.wheelEvent(window.windowHandle(), QPointF(box.mapTo(window, box.rect().center())), QPoint(0, -120))
    QApplication.processEvents()
    assert box.value() == before_value
    assert {key: d.character for key, d in view.documents.items()} == characters
    assert scroll.value() > before_scroll
