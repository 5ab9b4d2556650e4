"""Every focus stop shows its focus (issue #39): a chance beside a value is a label, which
draws no focus of its own, so Tab stopped on it unseen; it draws a frame in the theme's
focus ink (3:1 on the window, tests/ui/test_theme_contrast.py)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QColor

from sheetkeeper.ui.theme import contrast, ink


def test_a_chance_beside_a_value_shows_focus_and_says_its_value(sheet, qtbot):
    odds = next(iter(sheet.element("attributes").odds.values()))
    sheet.activateWindow()
    qtbot.waitUntil(sheet.isActiveWindow)
    unfocused = odds.grab().toImage()
    odds.setFocus()
    qtbot.waitUntil(odds.hasFocus)
    focused = odds.grab().toImage()
    window = odds.palette().window().color()
    frame = [focused.pixelColor(x, 1) for x in range(focused.width())]
    assert max(contrast(c, window) for c in frame) >= 3
    assert QColor(ink("focus")) in frame
    assert focused != unfocused
    name = QAccessible.queryAccessibleInterface(odds).text(QAccessible.Text.Name)
    assert name == f"{odds.caption}: {odds.text()}" and odds.text().rstrip().endswith("%")
