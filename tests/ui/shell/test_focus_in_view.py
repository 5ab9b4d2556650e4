"""The focus is always in view (issue #39): a field that takes the focus inside a scroll area
from outside it (Tab from a sheet's row of pages, the roller's check list, F6, an Alt key)
is scrolled into view, and kept there when the page grows above it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sheetkeeper.ui import focus_in_view


def _page(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    outside = QPushButton("Before", window)
    area = QScrollArea(window)
    area.setWidgetResizable(True)
    page = QWidget()
    rows = QVBoxLayout(page)
    spacer = QWidget()
    spacer.setFixedHeight(900)
    rows.addWidget(spacer)
    field = QLineEdit()
    field.setAccessibleName("Far field")
    rows.addWidget(field)
    area.setWidget(page)
    layout = QVBoxLayout(window)
    layout.addWidget(outside)
    layout.addWidget(area)
    window.resize(300, 300)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    focus_in_view.install(QApplication.instance())
    return window, area, outside, spacer, field


def test_a_field_focused_from_outside_its_scroll_area_is_scrolled_into_view(qtbot):
    _window, area, outside, _spacer, field = _page(qtbot)
    outside.setFocus()
    qtbot.waitUntil(outside.hasFocus)
    area.verticalScrollBar().setValue(0)
    assert field.visibleRegion().isEmpty()
    field.setFocus(Qt.FocusReason.ShortcutFocusReason)  # an Alt key, F6
    qtbot.waitUntil(field.hasFocus)
    assert field.visibleRegion().boundingRect().size() == field.size()


def test_the_focused_field_stays_in_view_when_the_page_grows_above_it(qtbot):
    _window, _area, _outside, spacer, field = _page(qtbot)
    field.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not field.visibleRegion().isEmpty())
    spacer.setFixedHeight(1400)
    qtbot.waitUntil(lambda: field.visibleRegion().boundingRect().size() == field.size(), timeout=2000)
