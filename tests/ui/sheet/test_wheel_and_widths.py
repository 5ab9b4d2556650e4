"""Scrolling the sheet with the mouse wheel never edits the number or choice box under the
pointer (only a focused box takes the wheel), and number boxes are as wide as their values,
not as wide as the column they sit in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox


def _wheel_down(widget) -> None:
    """One notch of the wheel, towards the user, over the middle of ``widget``, through the
    window system as a real one comes (Qt passes a refused wheel event up the parents only
    when it is spontaneous)."""
    window = widget.window()
    QTest.wheelEvent(window.windowHandle(), QPointF(widget.mapTo(window, widget.rect().center())), QPoint(0, -120))
    QApplication.processEvents()


def _value(box):
    return box.currentText() if isinstance(box, QComboBox) else box.value()


EDITORS = {
    "field age (spin box)": lambda sheet: sheet.element("field", "age").editor.editor,
    "field calling (combo box)": lambda sheet: sheet.element("field", "calling").editor.editor,
    "attribute rank": lambda sheet: sheet.element("attributes").editors[0].editor,
    "odds modifier": lambda sheet: sheet.element("checks", "skills").modifier.spin,
    "pool": lambda sheet: sheet.element("pool", "grit").spin,
}


@pytest.mark.parametrize("find", EDITORS.values(), ids=EDITORS.keys())
def test_the_wheel_over_an_unfocused_box_scrolls_the_sheet_and_changes_nothing(sheet, document, qtbot, find):
    sheet.resize(900, 260)  # short enough that the page scrolls
    box = find(sheet)
    page = sheet.tabs.currentWidget()
    page.ensureWidgetVisible(box)
    scroll = page.verticalScrollBar()
    assert scroll.maximum() > scroll.value()
    before_value, before_scroll, before_character = _value(box), scroll.value(), document.character
    _wheel_down(box)
    assert _value(box) == before_value
    assert document.character is before_character
    assert scroll.value() > before_scroll
    assert not box.hasFocus()  # nor did the wheel give it focus


def test_a_focused_box_still_takes_the_wheel(sheet, document, qtbot):
    box = sheet.element("field", "age").editor.editor
    sheet.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    _wheel_down(box)
    assert box.value() == 19
    assert document.character.age == 19


def test_number_boxes_are_as_wide_as_their_values_not_their_column(sheet):
    age = sheet.element("field", "age")
    spin = age.editor.editor
    assert spin.width() == spin.sizeHint().width()
    assert spin.width() < age.width() / 3
    assert spin.width() > spin.fontMetrics().horizontalAdvance(str(spin.maximum()))
    name = sheet.element("field", "name").editor.editor
    assert name.width() > 2 * spin.width()  # a text box still takes the column
    rank = sheet.element("attributes").editors[0]
    chance = sheet.element("attributes").odds["climb"]
    gap = chance.mapTo(sheet, QPoint(0, 0)).x() - rank.editor.mapTo(sheet, QPoint(rank.editor.width(), 0)).x()
    assert gap < 40  # the chance stays beside its value
