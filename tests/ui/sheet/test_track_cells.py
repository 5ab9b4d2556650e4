"""A track in a table's cell takes the track's keys and says its marks (issue #39): per-row
tracks in a table were marked with the mouse alone. Space marks one box from the left and
Shift+Space one from the right, + and - add or clear from the left, Ctrl with them from the
right; the arrow keys stay the table's. A screen reader reads the cell's marks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor

from sheetkeeper.core.track import Track
from sheetkeeper.forms.spec import Column, TableSpec
from sheetkeeper.ui.accessible import heard
from sheetkeeper.ui.sheet.elements.table import TableElement
from sheetkeeper.ui.theme import ink

SPEC = TableSpec(kind="table", bind="addictions", label="Substances",
                 columns=(Column(key="name", label="Substance"), Column(key="track", label="Doses")))


def _table(sheet, document, qtbot):
    from sheetkeeper.core.actions import Action

    document.apply(Action("list.add", {"path": "addictions", "value": {"name": "Glint"}}, label="Add Glint"))
    element = TableElement(SPEC, sheet.context)
    qtbot.addWidget(element)
    element.show()
    table = element.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    table.setCurrentCell(0, 1)
    return element, table


def test_keys_mark_a_track_cell_one_box_at_a_time(sheet, document, qtbot):
    _element, table = _table(sheet, document, qtbot)
    track = lambda: document.character.addictions[0].track  # noqa: E731
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert track() == Track(length=4, left=1)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert track() == Track(length=4, left=2)  # one box a press, never a run
    qtbot.keyClick(table, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert track() == Track(length=4, left=2, right=1)
    qtbot.keyClick(table, Qt.Key.Key_Minus)
    assert track() == Track(length=4, left=1, right=1)
    qtbot.keyClick(table, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert track() == Track(length=4, left=1, right=2)
    qtbot.keyClick(table, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert track() == Track(length=4, left=1, right=1)
    document.undo_stack.undo()
    assert track() == Track(length=4, left=1, right=2)  # each press its own undo step
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert table.currentColumn() == 0  # the arrows still move between cells
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    assert track() == Track(length=4, left=1, right=2)  # a name cell takes no mark


def test_a_track_cell_says_its_marks(sheet, document, qtbot):
    _element, table = _table(sheet, document, qtbot)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.keyClick(table, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    words = "Doses: 1 marked from the left, 1 from the right, 4 boxes"
    face = QAccessible.queryAccessibleInterface(table)
    names = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]
    assert words in names
    assert heard[-1] == words  # said as it is marked


def test_the_track_cell_with_the_focus_shows_it(sheet, document, qtbot):
    _element, table = _table(sheet, document, qtbot)
    rect = table.visualRect(table.model().index(0, 1))
    image = table.viewport().grab(rect).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())}
    assert QColor(ink("focus")).name() in colours
