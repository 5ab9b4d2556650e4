"""Undo and redo work whatever has the focus, and separate edits are separate steps: keys
typed into the real fields of the assembled window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.registry import get_system


def _window_with(window, qtbot, asker, system_id="brp"):
    asker.script("unsaved", "discard")  # a new character, never saved: closing asks
    window.open_character(get_system(system_id).rules.new("Tarl"))
    window.show()
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    return window.current_tab()


def _click(box) -> None:
    """Bring the field's page and place into view, and click into it."""
    sheet = next(w for w in QApplication.topLevelWidgets() if w.isVisible()).current_tab().sheet
    element = next(e for e in sheet.elements if box in e.findChildren(type(box)))
    sheet.reveal(element)
    QTest.mouseClick(box.lineEdit() if hasattr(box, "lineEdit") else box, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is box


def _type(box, text: str) -> None:
    _click(box)
    box.selectAll()
    QTest.keyClicks(box, text)
    QTest.keyClick(box, Qt.Key.Key_Return)


def test_ctrl_z_with_the_cursor_in_a_number_field_undoes_the_edit(window, qtbot, asker):
    tab = _window_with(window, qtbot, asker)
    spin = tab.sheet.element("pool", "hit_points").spin
    _type(spin, "4")
    assert tab.document.character.hit_points.current == 4
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.document.character.hit_points.current == 10
    assert spin.value() == 10
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert tab.document.character.hit_points.current == 4
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert tab.document.character.hit_points.current == 4  # nothing more to redo


def test_ctrl_z_in_a_text_field_undoes_the_typing_as_one_step(window, qtbot, asker):
    tab = _window_with(window, qtbot, asker)
    name = tab.sheet.element("field", "name").editor.editor
    _click(name)
    name.selectAll()
    QTest.keyClicks(name, "Brannoc")
    assert tab.document.character.name == "Brannoc"
    QTest.keyClick(name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.document.character.name == "Tarl"
    assert name.text() == "Tarl"


def test_two_edits_of_one_field_with_other_work_between_are_two_steps(window, qtbot, asker):
    tab = _window_with(window, qtbot, asker)
    stack = tab.document.undo_stack
    spin = tab.sheet.element("pool", "hit_points").spin
    _type(spin, "4")
    assert stack.undoText() == "Set Hit points to 4"
    _click(tab.sheet.element("pool", "power_points").spin)  # other work, and back
    _type(spin, "7")
    assert stack.count() == 2
    assert stack.undoText() == "Set Hit points to 7"
    _type(spin, "6")  # a second edit in the same field, ended by Enter: a step of its own
    assert stack.count() == 3
    QTest.keyClick(spin, Qt.Key.Key_Up)  # arrows step within one edit: merged, named by the last
    QTest.keyClick(spin, Qt.Key.Key_Up)
    assert stack.count() == 4
    assert stack.undoText() == "Set Hit points to 8"
    QTest.keyClick(spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.document.character.hit_points.current == 6
    QTest.keyClick(spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.document.character.hit_points.current == 7
    assert window.menu_actions["undo"].text() == "Undo Set Hit points to 7"


def test_ctrl_z_first_takes_back_a_number_typed_but_not_entered(window, qtbot, asker):
    tab = _window_with(window, qtbot, asker)
    stack = tab.document.undo_stack
    _type(tab.sheet.element("pool", "hit_points").spin, "4")  # an earlier edit of another field
    power = tab.sheet.element("pool", "power_points").spin
    before = power.value()
    _click(power)
    power.selectAll()
    QTest.keyClicks(power, "3")  # typed, neither Enter nor a click elsewhere
    assert power.lineEdit().text() == "3"
    QTest.keyClick(power, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert power.lineEdit().text() == str(before)  # the typing taken back, the box as entered
    assert tab.document.character.hit_points.current == 4  # the other field's edit stays
    assert stack.count() == 1 and stack.index() == 1
    QTest.keyClick(power, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.document.character.hit_points.current == 10  # now the document's last step
    assert power.value() == before
