"""A long table is measured once per change, not once per cell: a column sized to its
contents measures every row again whenever one cell changes, so a modifier change beside
400 checks (1,600 cells set) measured 400 rows 1,600 times, seconds of work.

Counted, not timed: the times a table asks the style how large a cell is, for a Rainworld
sheet with 100 and with 400 skills (4× the rows: linear is 4×, the square 16×).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.view import SheetView

GROWTH = 5.0
"""4× the rows may measure at most this many times the cells (linear is 4)."""


class Measured(QProxyStyle):
    """The application's style, counting the cells a table asks it to measure."""

    def __init__(self):
        super().__init__()
        self.count = 0

    def sizeFromContents(self, kind, option, size, widget=None):  # noqa: N802 - Qt's name
        if kind == QStyle.ContentsType.CT_ItemViewItem:
            self.count += 1
        return super().sizeFromContents(kind, option, size, widget)


def _sheet(qtbot, skills: int) -> SheetView:
    character = load_character(get_system("rainworld").samples[0]).character
    rows = character.skills
    grown = [rows[i] if i < len(rows) else rows[i % len(rows)].model_copy(
        update={"name": f"{rows[i % len(rows)].name} {i}"}) for i in range(skills)]
    view = SheetView(Document(character.model_copy(update={"skills": grown})))
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def _measured(qtbot, skills: int, change) -> int:
    view = _sheet(qtbot, skills)
    style = Measured()
    change(view, style)
    QApplication.processEvents()  # the columns are fitted, the table painted
    return style.count


def _modifier_change(view: SheetView, style: Measured) -> None:
    checks = view.element("checks", "skills")
    view.reveal(checks)
    QApplication.processEvents()  # its page shown
    checks.table.setStyle(style)
    checks.modifier.spin.setValue(3)
    assert checks.table.rowCount() >= len(view.document.character.skills)


def _table_redrawn(view: SheetView, style: Measured) -> None:
    table = view.element("table", "skills")
    view.reveal(table)
    QApplication.processEvents()
    table.table.setStyle(style)
    table.refresh(force=True)
    assert table.table.rowCount() == len(view.document.character.skills)


def test_a_modifier_change_measures_the_checks_once(qtbot):
    few, many = (_measured(qtbot, n, _modifier_change) for n in (100, 400))
    assert 0 < many <= GROWTH * few, (few, many)


def test_a_table_redrawn_whole_measures_its_rows_once(qtbot):
    few, many = (_measured(qtbot, n, _table_redrawn) for n in (100, 400))
    assert 0 < many <= GROWTH * few, (few, many)
