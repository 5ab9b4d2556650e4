"""Moving between places from the keyboard, in the assembled window: Ctrl+PageDown and
Ctrl+PageUp go round the open tabs (characters and the party) as in other desktop apps, with
the focus on the tab shown, while Ctrl+Tab stays with a sheet's own pages; Alt+U on the party
shows the Encounter and puts the focus in it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabWidget


def test_ctrl_page_keys_go_round_the_open_tabs_and_ctrl_tab_stays_in_the_sheet(open_window, hands, sample_copies):
    window = open_window(sample_copies / "grimwire-cyrus.skchar", sample_copies / "brp-brannoc-tarl.skchar",
                         sample_copies / "the-lantern-company.skparty")
    person = hands(window)
    tabs = window.tab_widget
    assert tabs.count() == 3
    tabs.setCurrentIndex(0)
    page = tabs.currentWidget()
    pages = next(t for t in page.findChildren(QTabWidget) if t.isVisible())  # the sheet's own pages
    pages.tabBar().setFocus()
    person.wait(lambda: pages.tabBar().hasFocus())
    inner = pages.currentIndex()
    person.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: pages.currentIndex() == (inner + 1) % pages.count())
    assert tabs.currentIndex() == 0  # Ctrl+Tab: the sheet's next page, same character

    for expected in (1, 2, 0):
        person.key(Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
        person.wait(lambda e=expected: tabs.currentIndex() == e)
        person.wait(lambda: tabs.currentWidget().isAncestorOf(person.focused()))
    person.key(Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    person.wait(lambda: tabs.currentIndex() == 2)
    assert tabs.currentWidget().isAncestorOf(person.focused())


def test_alt_u_shows_the_encounter_and_goes_there(open_window, hands):
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    view = window.tab_widget.currentWidget()
    side = view.side
    encounter = view.encounter_panel
    person.wait(lambda: window.isActiveWindow())
    window.tab_widget.tabBar().setFocus()
    person.key(Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    person.wait(lambda: side.currentWidget() is encounter)
    person.wait(lambda: encounter.isAncestorOf(person.focused()))
