"""Scrolling the dashboard with the wheel never edits a member's pool under the pointer, and
a number typed out of range on a card is brought into it, saying so."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox

from sheetkeeper.ui.number_box import NumberBox


def test_the_wheel_over_an_unfocused_card_box_scrolls_and_changes_nothing(view, qtbot):
    view.resize(900, 300)  # short enough that the card list scrolls
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()  # the cards settle into the width they were given
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


def test_a_number_typed_out_of_range_on_a_card_is_brought_into_it_and_said(view, qtbot):
    view.show()
    qtbot.waitExposed(view)
    box = next(s for card in view.cards for s in card.findChildren(NumberBox) if s.isVisible() and s.maximum() < 100)
    top = box.maximum()
    said: list[str] = []
    view.message.connect(said.append)
    box.lineEdit().setSelection(0, len(box.cleanText()))
    QTest.keyClicks(box, str(top + 40))
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert box.value() == top
    assert said and said[-1].endswith(f"can be {box.minimum()} to {top}, so {top + 40} became {top}.")
