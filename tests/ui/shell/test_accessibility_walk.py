"""The assembled window, read as a screen reader and walked as a keyboard user would (issue
#39: "A test walks the assembled window with every sample (every tab, the roller, the party)
through Qt's accessibility interfaces: no reachable control without a name, no label whose
name hides its text, no view that keeps Tab, Tab order equal to reading order on each tab").

The window is built at its default size (1100×800) with every bundled sample open, the party
dashboard and the dice roller shown; each sheet page is shown in turn.
"""

from __future__ import annotations

import re
import shutil
from itertools import pairwise

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QSpinBox,
    QWidget,
)

from sheetkeeper.paths import samples_dir
from sheetkeeper.ui.accessible import plain


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def _name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name) if face is not None else ""


def _takes_tab(widget: QWidget, top: QWidget) -> bool:
    """Whether Tab stops at ``widget`` (Qt's own test in focusNextPrevChild)."""
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.isEnabled() \
        and widget.isVisibleTo(top) and widget.focusProxy() is None


def problems_in(region: QWidget, top: QWidget) -> list[str]:
    """What a reader or a keyboard user would miss in ``region``: unnamed stops, labels whose
    name hides their text, views that keep Tab."""
    found = []
    for widget in [region, *region.findChildren(QWidget)]:
        if not widget.isVisibleTo(top):
            continue
        kind = type(widget).__name__
        if _takes_tab(widget, top) and not _name(widget).strip():
            found.append(f"no name: {kind} {widget.objectName()!r} in {type(widget.parent()).__name__}")
        if isinstance(widget, QLabel) and widget.accessibleName():
            shown = plain(widget.text())
            if not _words(shown) <= _words(widget.accessibleName()):
                found.append(f"name hides text: {widget.accessibleName()!r} over {shown!r}")
        if isinstance(widget, QAbstractItemView) and widget.tabKeyNavigation():
            found.append(f"keeps Tab: {kind} {_name(widget)!r}")
    return found


def tab_stops(region: QWidget, top: QWidget) -> list[QWidget]:
    """The widgets of ``region`` in the order Tab visits them."""
    stops, widget = [], region.nextInFocusChain()
    seen = set()
    while widget is not None and id(widget) not in seen:
        seen.add(id(widget))
        if region.isAncestorOf(widget) and _takes_tab(widget, top):
            stops.append(widget)
        widget = widget.nextInFocusChain()
        if widget is region:
            break
    return stops


def out_of_reading_order(region: QWidget, top: QWidget) -> list[str]:
    """Pairs of successive Tab stops where Tab goes against reading order: back up the page
    (unless into a column further right), or leftwards along the same line. Tab goes round,
    so the walk is read from the stop that makes it read best (a dialog's buttons may come
    first in the round)."""
    stops = tab_stops(region, top)

    def rect(widget: QWidget) -> QRect:
        """Where it is read: a stop inside a scrolled part (the roller's options) is read
        where that part is, wherever it is scrolled to."""
        holder = widget.parentWidget()
        while holder is not None and holder is not region:
            if isinstance(holder, QAbstractScrollArea):
                widget = holder
            holder = holder.parentWidget()
        return QRect(widget.mapTo(region, widget.rect().topLeft()), widget.size())

    def against(a: QRect, b: QRect) -> bool:
        if a == b:  # two stops of one scrolled part
            return False
        up = b.bottom() < a.top()
        same_line = not up and b.top() <= a.bottom() and a.top() <= b.bottom()
        return (up and b.left() < a.right()) or (same_line and b.right() < a.left())

    rects = [rect(s) for s in stops]
    best: list[str] | None = None
    for start in range(len(stops)):
        order = list(range(start, len(stops))) + list(range(start))
        found = [f"{_name(stops[i])!r} {rects[i].getRect()} then {_name(stops[j])!r} {rects[j].getRect()}"
                 for i, j in pairwise(order) if against(rects[i], rects[j])]
        if best is None or len(found) < len(best):
            best = found
    return best or []


@pytest.fixture
def assembled(window, tmp_path, qtbot):
    """The window at its default size with every sample, the party and the roller open."""
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, tmp_path / path.name)
    window.resize(1100, 800)
    window.show()
    for path in sorted(tmp_path.glob("*.skchar")):
        window.open_path(path)
    window.open_campaign(next(tmp_path.glob("*.skparty")))
    window.dice.dock.show()
    qtbot.waitExposed(window)
    return window


def test_every_tab_roller_and_party_read_and_walk_in_order(assembled):
    window = assembled
    problems: list[str] = []
    for index in range(window.tab_widget.count()):
        window.tab_widget.setCurrentIndex(index)
        where = window.tab_widget.tabText(index)
        tab = window.tab_widget.currentWidget()
        sheet = getattr(tab, "sheet", None)
        pages = range(sheet.tabs.count()) if sheet is not None else [None]
        for page in pages:
            if sheet is not None:
                sheet.tabs.setCurrentIndex(page)
                region = sheet.tabs.currentWidget()
                here = f"{where} / {sheet.tabs.tabText(page)}"
            else:
                region, here = tab, where
            QApplication.processEvents()
            problems += [f"{here}: {p}" for p in problems_in(region, window)]
            problems += [f"{here}: Tab out of order: {p}" for p in out_of_reading_order(region, window)]
        roller = window.dice.dock.widget()
        problems += [f"{where} / roller: {p}" for p in problems_in(roller, window)]
        problems += [f"{where} / roller: Tab out of order: {p}" for p in out_of_reading_order(roller, window)]
    assert not problems, "\n".join(problems)


def test_the_walk_finds_what_it_looks_for(qtbot):
    """The rules above catch each fault they name (so a clean walk means something)."""
    from PySide6.QtWidgets import QPushButton, QTableWidget, QVBoxLayout

    top = QWidget()
    column = QVBoxLayout(top)
    value = QLabel("-1 to all actions")
    value.setAccessibleName("Injury penalty")
    unnamed = QPushButton()
    table = QTableWidget(1, 3)
    table.setAccessibleName("Gear")
    first, second = QPushButton("First"), QPushButton("Second")
    for widget in (value, unnamed, table, first, second):
        column.addWidget(widget)
    QWidget.setTabOrder(second, first)
    qtbot.addWidget(top)
    top.show()
    found = problems_in(top, top)
    assert any("name hides text" in p for p in found)
    assert any("no name: QPushButton" in p for p in found)
    assert any("keeps Tab" in p for p in found)
    assert any("'Second'" in p and "'First'" in p for p in out_of_reading_order(top, top))
    value.setAccessibleName("Injury penalty: -1 to all actions")
    table.setTabKeyNavigation(False)
    unnamed.setText("Named")
    assert problems_in(top, top) == []


def test_party_cards_and_their_fields_carry_the_members_name(assembled):
    """'Hit points of ' had the member's name missing, and the unsaved marker leaked in."""
    party = assembled.parties.current()
    cards = [card for card in party.cards if card.document is not None]
    assert cards
    card = cards[0]
    spin = next(w for w in card.tab_stops() if isinstance(w, QSpinBox))
    spin.setValue(spin.value() - 1)  # an edit: the card now holds unsaved changes
    assert card.document.modified and "•" in card.name.text()
    for card in cards:
        name = card.document.character.display_name
        assert _name(card) == f"{name}'s card"
        for stop in card.tab_stops():
            said = _name(stop)
            assert name in said and "•" not in said, said
    assert _name(cards[0].name) == f"{cards[0].document.character.display_name}, changed since saved"


def test_the_dialogs_read_and_walk_in_order(assembled, qtbot):
    """The Advance and Hazards dialogs of every sample, the creation wizard's pages, and the
    party's end of session and initiative, walked as the window is."""
    from sheetkeeper.ui.dialogs.advance import AdvanceDialog
    from sheetkeeper.ui.wizard import NewCharacterWizard

    window = assembled
    dialogs = []
    for tab in window.tabs():
        for groups in (("advance",), ("hazard",)):
            dialogs.append((f"{tab.document.title} {groups[0]}", AdvanceDialog(tab.document, window, groups=groups)))
    party = window.parties.current()
    dialogs += [("end of session", party.end_session()), ("initiative", party.initiative())]
    wizard = NewCharacterWizard(window)
    dialogs.append(("wizard", wizard))
    problems = []
    for where, dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        pages = [dialog]
        if dialog is wizard:
            wizard.page(0).list.setCurrentRow(0)
            wizard.next()
            wizard.page(1).name.setText("Ada")
            wizard.next()
        for page in pages:
            problems += [f"{where}: {p}" for p in problems_in(page, dialog)]
            problems += [f"{where}: Tab out of order: {p}" for p in out_of_reading_order(page, dialog)]
        dialog.done(0)  # closed by the program: the wizard asks only a person who cancels
        dialog.deleteLater()
    assert not problems, "\n".join(problems)
