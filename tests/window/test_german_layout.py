"""German words are longer than English ones: in German too, every sample's sheet, every
tab, at the window's default size, with the dice roller docked and without, fits its width
(nothing scrolls sideways), and the roller and the party's dialogs speak German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollBar, QTabBar

from sheetkeeper.paths import samples_dir

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))


def sideways(window) -> list[str]:
    return [f"{type(bar.parentWidget().parentWidget()).__name__} ({bar.maximum()} px more)"
            for bar in window.current_tab().findChildren(QScrollBar)
            if bar.orientation() == Qt.Orientation.Horizontal and bar.isVisible() and bar.maximum() > 0]


@pytest.mark.parametrize("docked", [False, True], ids=["alone", "with-roller"])
@pytest.mark.parametrize("sample", SAMPLES)
def test_no_german_sheet_tab_scrolls_sideways(german, open_window, hands, sample_copies, sample, docked):
    window = open_window(sample_copies / sample)
    person = hands(window)
    if docked:
        person.menu("Ansicht", "Würfelbecher")
        person.find("Wurfprotokoll")
    tabs = next(bar for bar in window.current_tab().findChildren(QTabBar) if bar.isVisible())
    assert tabs.tabText(0).replace("&", "") == "Charakter"
    found = {}
    for index in range(tabs.count()):
        QTest.mouseClick(tabs, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         tabs.tabRect(index).center())
        QTest.qWait(30)
        assert tabs.currentIndex() == index
        if bars := sideways(window):
            found[tabs.tabText(index).replace("&", "")] = bars
    assert not found, f"scrolls sideways in German: {found}"


def test_the_german_party_tab_keeps_the_windows_size_with_the_roller(german, open_window, hands):
    """The dashboard's rows of buttons and filters are longer in German; beside the roller
    they must not widen the window past its default size, nor need more than the 1024 px of
    the smallest screen the roller is laid out for."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: window.parties.current() is not None)
    size = (window.width(), window.height())
    person.menu("Ansicht", "Würfelbecher")
    person.find("Würfeln für")
    QTest.qWait(100)
    assert (window.width(), window.height()) == size
    assert window.minimumSizeHint().width() <= 1024


def cut_labels(root) -> list[str]:
    """Labels a person cannot read whole: a one-line text wider than the label shows it,
    with no tooltip holding it."""
    from PySide6.QtWidgets import QLabel

    cut = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or label.wordWrap() or not label.text() or "<" in label.text():
            continue
        wanted = label.fontMetrics().horizontalAdvance(label.text())
        room = label.contentsRect().width() - 2 * label.margin()
        if wanted > room and label.text() not in label.toolTip():
            cut.append(f"{label.text()!r} ({wanted} px in {room})")
    return cut


def test_the_german_party_tab_beside_the_roller_fits(german, open_window, hands):
    """Beside the docked roller, at the window's default size, the sample party's cards fit
    in German: the card column does not scroll sideways, and no card header ("3
    Erfahrungsproben offen") is cut without its whole text in a tooltip."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: window.parties.current() is not None)
    person.menu("Ansicht", "Würfelbecher")
    person.find("Würfeln für")
    QTest.qWait(100)
    dashboard = window.parties.current()
    bars = [f"{type(bar.parentWidget().parentWidget()).__name__} ({bar.maximum()} px more)"
            for bar in dashboard.findChildren(QScrollBar)
            if bar.orientation() == Qt.Orientation.Horizontal and bar.isVisible() and bar.maximum() > 0]
    assert not bars, f"the German dashboard scrolls sideways beside the roller: {bars}"
    from sheetkeeper.ui.party.card import MemberCard

    cards = [card for card in dashboard.findChildren(MemberCard) if card.isVisible()]
    assert cards
    cut = [text for card in cards for text in cut_labels(card)]
    assert not cut, f"card headers cut in German: {cut}"
