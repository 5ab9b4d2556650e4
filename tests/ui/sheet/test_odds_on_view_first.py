"""A modifier change works out the odds on view first.

The Modifier beside the checks changes the odds of every check of the table; with 400
skills that was 400 odds worked out (and their outcomes written) before the sheet could
repaint. The rows on view are filled at once, the rest a few at a time just after, and a
row scrolled to is filled as the page scrolls. Counted, not timed: the odds the rules are
asked for during the change itself.
"""

from __future__ import annotations

from long_tables import SKILLS, grown_character, odds_asked
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QScrollArea

from sheetkeeper.core.checks import percent
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.checks import ChecksElement
from sheetkeeper.ui.sheet.view import SheetView


def _shown_sheet(qtbot) -> tuple[SheetView, ChecksElement]:
    view = SheetView(Document(grown_character()))
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    qtbot.waitExposed(view)
    checks = view.element("checks", "skills")
    view.reveal(checks)
    qtbot.waitUntil(lambda: not checks.waiting(), timeout=30_000)
    assert checks.table.rowCount() >= SKILLS
    return view, checks


def _chance(view: SheetView, checks: ChecksElement, row: int, modifier: int) -> tuple[str, str]:
    """(the chance the row shows, the rules' chance for its check with the modifier)."""
    rules, character = view.document.rules, view.document.character
    return checks.table.item(row, 2).text(), percent(rules.odds(character, checks.check_ids()[row], modifier).success)


def test_a_modifier_change_works_out_the_odds_on_view_then_the_rest(qtbot):
    view, checks = _shown_sheet(qtbot)
    rows = checks.table.rowCount()
    at_once = odds_asked(lambda: checks.modifier.spin.setValue(3))
    assert 0 < at_once < 60, at_once  # a screenful of rows, not 400
    assert checks.waiting() >= rows - 60
    first_on_view = checks.table.rowAt(checks.table.viewport().visibleRegion().boundingRect().top())
    shown, wanted = _chance(view, checks, first_on_view, 3)
    assert shown == wanted  # on view: the new odds already
    after = odds_asked(lambda: qtbot.waitUntil(lambda: not checks.waiting(), timeout=30_000))
    assert at_once + after >= rows
    assert _chance(view, checks, rows - 1, 3)[0] == _chance(view, checks, rows - 1, 3)[1]


def test_a_row_scrolled_to_shows_its_odds_at_once(qtbot):
    view, checks = _shown_sheet(qtbot)
    last = checks.table.rowCount() - 1
    checks.modifier.spin.setValue(-4)
    assert last in range(checks.table.rowCount()) and checks.waiting()
    shown, wanted = _chance(view, checks, last, -4)
    assert shown != wanted  # off view: not yet
    scroll = next(a for a in view.findChildren(QScrollArea) if a.isAncestorOf(checks))
    bar = scroll.verticalScrollBar()
    y = checks.table.viewport().mapTo(scroll.widget(), QPoint(0, checks.table.rowViewportPosition(last))).y()
    asked = odds_asked(lambda: bar.setValue(y - 200))  # no turn of the event loop in between
    assert 0 < asked < 60, asked
    shown, wanted = _chance(view, checks, last, -4)
    assert shown == wanted
    QApplication.processEvents()


def test_changes_in_quick_succession_work_out_the_rows_on_view_only(qtbot):
    """An arrow key held on the Modifier: each change works out the rows on view, and the
    turn of the event loop after it (the repaint) none off view; those wait until the
    changes pause, and are then filled for the last one. (The pause is made long here so
    that a busy machine cannot stretch a change past it.)"""
    view, checks = _shown_sheet(qtbot)
    checks.later.setInterval(2000)
    rows = checks.table.rowCount()
    for value in (1, 2, 3, 4):
        at_once = odds_asked(lambda v=value: checks.modifier.spin.setValue(v))
        assert 0 < at_once < 60, at_once
        assert odds_asked(QApplication.processEvents) == 0
    assert checks.waiting() >= rows - 60
    after = odds_asked(lambda: qtbot.waitUntil(lambda: not checks.waiting(), timeout=30_000))
    assert at_once + after >= rows
    assert _chance(view, checks, rows - 1, 4)[0] == _chance(view, checks, rows - 1, 4)[1]
