"""A sheet paints its first page before it fills the long tables of the others.

Opening a sheet of 400 skills worked out 404 checks' odds and filled the inventory and the
ledger before the first paint, though the first page shows none of them. The pages not on
view are built at once, their long tables (checks, lists, the ledger) filled just after the
first paint, or at once when something asks for a page, an element or a place on the sheet.
Counted, not timed: the checks' odds worked out before the sheet is painted.
"""

from __future__ import annotations

from long_tables import SKILLS, grown_character, odds_asked
from PySide6.QtWidgets import QApplication

from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.checks import ChecksElement
from sheetkeeper.ui.sheet.view import SheetView


def _skills_table_rows(view: SheetView) -> int:
    table = next(w for w in view.findChildren(ChecksElement) if w.element.group == "skills")
    return table.table.rowCount()


def test_the_first_page_is_painted_before_the_checks_odds_are_worked_out(qtbot):
    views = []
    built = odds_asked(lambda: views.append(SheetView(Document(grown_character()))))
    view = views[0]
    qtbot.addWidget(view)
    assert view.tabs.currentIndex() == 0
    assert all(not isinstance(w, ChecksElement) for w in view._pages[0])  # checks on another page
    assert built < 20, built  # the first page's few (an attribute's odds), not 400 skills'
    assert _skills_table_rows(view) == 0
    view.resize(1100, 800)

    def shown() -> None:
        view.show()
        qtbot.waitExposed(view)
        qtbot.waitUntil(lambda: _skills_table_rows(view) >= SKILLS)  # filled just after
        checks = view.element("checks", "skills")
        qtbot.waitUntil(lambda: not checks.waiting(), timeout=30_000)  # a screenful at once, the rest after

    assert odds_asked(shown) >= SKILLS


def test_asking_for_an_element_fills_the_tables_at_once(qtbot):
    view = SheetView(Document(grown_character()))
    qtbot.addWidget(view)  # never shown, never painted
    assert _skills_table_rows(view) == 0
    checks = view.element("checks", "skills")
    assert checks.table.rowCount() >= SKILLS
    assert checks.table.item(0, 0).text()


def test_showing_another_page_fills_it_first(qtbot):
    view = SheetView(Document(grown_character()))
    qtbot.addWidget(view)
    page = next(i for i, built in enumerate(view._pages) if any(isinstance(w, ChecksElement) for w in built))
    view.tabs.setCurrentIndex(page)
    QApplication.processEvents()
    assert _skills_table_rows(view) >= SKILLS
