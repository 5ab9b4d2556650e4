"""The click-to-fill track: mouse and keyboard marks, the model, the view, undo and redo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt

from sheetkeeper.core.track import Track
from sheetkeeper.ui.sheet.track_painter import TrackPainter


def _click(qtbot, row, index, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    centre = row.boxes.box_rect(index).center().toPoint()
    qtbot.mouseClick(row.boxes, button, modifier, centre)


def test_left_click_marks_injury_up_to_the_box_and_undo_restores_model_and_view(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    _click(qtbot, row, 2)
    assert document.character.body.left == 3
    assert row.boxes.track.boxes()[:4] == ["/", "/", "/", ""]
    assert "3 injury" in row.caption.text()
    assert document.undo_stack.undoText() == "Mark 3 injury"
    document.undo_stack.undo()
    assert document.character.body.left == 0
    assert row.boxes.track.left == 0
    assert "0 injury" in row.caption.text()
    document.undo_stack.redo()
    assert row.boxes.track.left == 3


def test_right_click_and_shift_click_mark_stun_from_the_right(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    _click(qtbot, row, 8, Qt.MouseButton.RightButton)
    assert document.character.body.right == 2
    _click(qtbot, row, 7, modifier=Qt.KeyboardModifier.ShiftModifier)
    assert document.character.body.right == 3
    assert row.boxes.track.boxes()[-3:] == ["\\", "\\", "\\"]


def test_clicking_the_last_marked_box_clears_it(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    _click(qtbot, row, 3)
    _click(qtbot, row, 3)
    assert document.character.body.left == 3
    assert document.undo_stack.undoText() == "Clear 1 injury"


def test_overlap_draws_x_and_shows_the_state_badge_with_its_meaning(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    _click(qtbot, row, 5)
    _click(qtbot, row, 4, Qt.MouseButton.RightButton)
    assert document.character.body.boxes()[4:6] == ["X", "X"]
    assert row.badges.names() == ["Dazed"]
    badge = next(b for b in row.badges.findChildren(type(row.caption)) if b.text() == "Dazed")
    assert badge.toolTip() == "Stun overlaps injury on the Body track"
    states = sheet.element("states")
    assert states.badges.names() == ["Dazed"]


def test_keyboard_arrows_space_and_plus_minus_mark_the_track(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    row.boxes.setFocus()
    qtbot.keyClick(row.boxes, Qt.Key.Key_Right)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Right)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Space)
    assert document.character.body.left == 1  # one box a press, wherever the cursor is
    assert document.undo_stack.undoText() == "Mark 1 injury"
    qtbot.keyClick(row.boxes, Qt.Key.Key_Space)
    assert document.character.body.left == 2  # the cursor went on to the next box
    qtbot.keyClick(row.boxes, Qt.Key.Key_Left)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Space)
    assert document.character.body.left == 1  # on the last marked box it clears, as a click
    qtbot.keyClick(row.boxes, Qt.Key.Key_Plus)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Plus)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Plus)
    assert document.character.body.left == 4
    qtbot.keyClick(row.boxes, Qt.Key.Key_Minus)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Minus)
    assert document.character.body.left == 2
    qtbot.keyClick(row.boxes, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert document.character.body.right == 1
    qtbot.keyClick(row.boxes, Qt.Key.Key_End)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert document.character.body.right == 0  # the last stun box, pressed again, clears
    qtbot.keyClick(row.boxes, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(row.boxes, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert document.character.body.right == 2
    assert row.boxes.cursor == 7


def test_the_track_is_a_value_with_its_cursor_and_actions_for_assistive_tools(sheet, document, qtbot):
    """A tool reads the marks and the box under the cursor, and marks and clears, with no
    mouse: the widget's own accessible interface (a painted track was a mute 'filler')."""
    from PySide6.QtGui import QAccessible

    from sheetkeeper.ui import accessible

    row = sheet.element("track", "body").row
    face = QAccessible.queryAccessibleInterface(row.boxes)
    assert face.role() == QAccessible.Role.Slider
    assert face.text(QAccessible.Text.Name) == "Body track: 0 injury, 0 stun, 10 boxes"
    value, actions = face.valueInterface(), face.actionInterface()
    # The interfaces a track has not: null, as a screen reader's bridge asks for each (a
    # None handed back to Qt crashed the app under AT-SPI).
    for other in (face.textInterface, face.editableTextInterface, face.tableCellInterface,
                  face.selectionInterface, face.attributesInterface):
        assert other() is None
    assert (value.minimumValue(), value.maximumValue(), value.currentValue()) == (0, 10, 0)
    assert {"Mark injury", "Clear injury", "Mark stun", "Clear stun"} <= set(actions.actionNames())
    actions.doAction("Mark stun")
    actions.doAction("Mark injury")
    actions.doAction("Mark injury")
    assert (document.character.body.left, document.character.body.right) == (2, 1)
    assert document.undo_stack.undoText() == "Mark 1 injury"
    actions.doAction("Clear injury")
    assert document.character.body.left == 1
    value.setCurrentValue(4)
    assert document.character.body.left == 4 and value.currentValue() == 4
    assert face.text(QAccessible.Text.Name) == "Body track: 4 injury, 1 stun, 10 boxes"
    row.boxes.setFocus()
    qtbot.keyClick(row.boxes, Qt.Key.Key_End)
    assert face.text(QAccessible.Text.Value) == "4 injury, 1 stun; at box 10 of 10: stun"
    assert accessible.heard[-1] == "box 10 of 10: stun"  # the cursor is said as it moves
    qtbot.keyClick(row.boxes, Qt.Key.Key_Home)
    assert accessible.heard[-1] == "box 1 of 10: injury"


def test_track_has_an_accessible_name_saying_its_marks(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    _click(qtbot, row, 1)
    assert row.boxes.accessibleName() == "Body track: 2 injury, 0 stun, 10 boxes"


def test_filling_the_track_shows_dying(sheet, document, qtbot):
    row = sheet.element("track", "body").row
    _click(qtbot, row, 9)
    assert row.badges.names() == ["Dying"]


def test_painter_hit_test_agrees_with_the_boxes_it_draws():
    painter = TrackPainter(10, marks=(5,))
    rect = QRectF(0, 0, 400, 30)
    boxes = painter.boxes(rect)
    assert boxes[5].left() - boxes[4].right() > boxes[1].left() - boxes[0].right()  # penalty gap
    for index, box in enumerate(boxes):
        assert painter.box_at(rect, box.center()) == index
    assert painter.box_at(rect, QPoint(399, 15).toPointF()) is None


def test_addiction_tracks_are_added_by_name_and_marked(sheet, document, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    tracks = sheet.element("tracks", "addictions")
    assert tracks.add_button.accessibleName() == "Add a row to Addictions"  # not "Add…" alone
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Glint", True))
    tracks.add_button.click()
    assert [a.name for a in document.character.addictions] == ["Glint"]
    row = tracks.rows[0].track_row
    centre = row.boxes.box_rect(1).center().toPoint()
    qtbot.mouseClick(row.boxes, Qt.MouseButton.LeftButton, pos=centre)
    assert document.character.addictions[0].track == Track(length=4, left=2)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert tracks.rows == [] and tracks.empty.isVisibleTo(tracks)
