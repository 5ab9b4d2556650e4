"""Every sample's sheet, every tab, in the assembled window at its default size and as a
1366×768 screen gives it, with the dice roller docked and without: nothing scrolls
sideways (issue #33: at 1100×800 the character page hid Occupation and Statuses)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollBar, QTabBar

from sheetkeeper.paths import samples_dir

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))
SIZES = {"1100x800": (1100, 800), "on-1366x768": (1100, 700)}
"""The default size, and the default width at the height a 1366×768 screen leaves it."""


def sideways(window) -> list[str]:
    tab = window.current_tab()
    return [f"{bar.parentWidget().parentWidget().objectName() or type(bar.parentWidget().parentWidget()).__name__}"
            f" ({bar.maximum()} px more)"
            for bar in tab.findChildren(QScrollBar)
            if bar.orientation() == Qt.Orientation.Horizontal and bar.isVisible() and bar.maximum() > 0]


@pytest.mark.parametrize("docked", [False, True], ids=["alone", "with-roller"])
@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
@pytest.mark.parametrize("sample", SAMPLES)
def test_no_sheet_tab_scrolls_sideways(open_window, hands, sample_copies, sample, size, docked):
    window = open_window(sample_copies / sample, size=size)
    person = hands(window)
    if docked:
        person.menu("View", "Dice roller")
    tabs = next(bar for bar in window.current_tab().findChildren(QTabBar) if bar.isVisible())
    found = {}
    for index in range(tabs.count()):
        QTest.mouseClick(tabs, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         tabs.tabRect(index).center())
        QTest.qWait(30)
        assert tabs.currentIndex() == index
        if bars := sideways(window):
            found[tabs.tabText(index).replace("&", "")] = bars
    assert not found, f"scrolls sideways: {found}"


@pytest.mark.parametrize("docked", [False, True], ids=["alone", "with-roller"])
def test_the_party_dashboard_does_not_scroll_sideways(open_window, hands, docked):
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: window.parties.current() is not None)
    if docked:
        person.menu("View", "Dice roller")
    QTest.qWait(50)
    dashboard = window.parties.current()
    bars = [bar for bar in dashboard.findChildren(QScrollBar)
            if bar.orientation() == Qt.Orientation.Horizontal and bar.isVisible() and bar.maximum() > 0]
    assert not bars, f"the dashboard scrolls {bars[0].maximum()} px sideways"


def cut_outcomes(table) -> list[str]:
    """The rows of a table of checks whose outcomes a person cannot read whole: fewer lines
    than the outcomes take at the column's width, where they take no more than the most a
    row shows (beyond it, the tooltip must have them all)."""
    from PySide6.QtCore import QRect

    from sheetkeeper.ui.sheet.elements.checks import OUTCOMES, OutcomesDelegate

    metrics = table.fontMetrics()
    delegate = table.itemDelegateForColumn(OUTCOMES)
    width = table.columnWidth(OUTCOMES) - 1
    cut = []
    for row in range(table.rowCount()):
        item = table.item(row, OUTCOMES)
        room = QRect(0, 0, width - delegate.margins, 100_000)
        lines = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, delegate.shown(item.text(), metrics, width)
                                     ).height() // metrics.lineSpacing()
        if lines > OutcomesDelegate.LINES and not all(p in item.toolTip() for p in item.text().split(" · ")):
            cut.append(f"{table.item(row, 0).text()}: {lines} lines and no tooltip")
        elif table.rowHeight(row) < min(lines, OutcomesDelegate.LINES) * metrics.lineSpacing():
            cut.append(f"{table.item(row, 0).text()}: {lines} lines in {table.rowHeight(row)} px")
    return cut


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_outcomes_show_whole_beside_the_roller(open_window, hands, sample_copies, sample):
    """The Outcomes column of a sheet's checks was cut with "…" with the dice roller docked
    beside it at 1100×800: the outcomes wrap between one another to the room left."""
    from sheetkeeper.ui.sheet.elements.checks import ChecksTable

    window = open_window(sample_copies / sample)
    person = hands(window)
    person.menu("View", "Dice roller")
    tabs = next(bar for bar in window.current_tab().findChildren(QTabBar) if bar.isVisible())
    found = {}
    for index in range(tabs.count()):
        title = tabs.tabText(index).replace("&", "")
        person.tab(title)
        QTest.qWait(30)
        for table in window.current_tab().findChildren(ChecksTable):
            if table.isVisible() and not table.isColumnHidden(3) and (cut := cut_outcomes(table)):
                found[f"{title}: {table.accessibleName()}"] = cut[:2]
    assert not found, f"outcomes cut: {found}"
