"""A table's current cell that holds a check box (BRP's Experience check) is framed whole, as
every other cell is: the frame was drawn around the empty text beside the box, so after a
tick the current-cell ring seemed to have moved one cell to the right."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QTableWidget

from sheetkeeper.storage import load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.theme import BY_NAME, EDGE, ClearEdges, contrast


def _side(rect: QRect, depth: int = 3):
    """The cell's left side, where the box is: the frame of the whole cell runs down it."""
    return [(rect.left() + d, y) for d in range(depth) for y in range(rect.top() + 3, rect.bottom() - 2)]


def test_the_current_check_box_cell_is_framed_whole(open_sheet, qtbot):
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    _document, view = open_sheet(load_character(sample).character, size=(1200, 900))
    view.tabs.setCurrentIndex([view.tabs.tabText(i) for i in range(view.tabs.count())].index("Skills"))
    table = next(t for t in view.findChildren(QTableWidget) if t.isVisible() and any(
        t.horizontalHeaderItem(c).text() == "Experience check" for c in range(t.columnCount())))
    column = next(c for c in range(table.columnCount())
                  if table.horizontalHeaderItem(c).text() == "Experience check")
    style = ClearEdges(BY_NAME["light"])  # the app's style, on this table alone (a theme
    table.setStyle(style)                 # applied app-wide recolours other tests' sheets)
    qtbot.waitExposed(table)
    table.setFocus()
    table.setCurrentCell(1, column)
    table.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)  # as the arrow keys do
    table.viewport().update()
    qtbot.wait(20)
    assert table.item(1, column).flags() & Qt.ItemFlag.ItemIsUserCheckable
    cell = table.visualRect(table.model().index(1, column))
    picture = table.viewport().grab().toImage()
    under = table.palette().highlight().color()  # the current row is selected
    marked = [(x, y) for x, y in _side(cell) if contrast(picture.pixelColor(x, y), under) >= EDGE]
    assert len(marked) >= cell.height() - 6, (len(marked), cell)
