"""The one binding helper: an edit dispatches its action merged per path, Document.changed
carries the changed paths and the editor that made the change, and the sheet refreshes only
the elements the change concerns, never the editor that typed it (undo refreshes it)."""

from __future__ import annotations


def _changes(document):
    seen = []
    document.changed.connect(seen.append)
    return seen


def test_typing_carries_its_path_and_skips_the_editor_that_typed_it(sheet, document, qtbot):
    seen = _changes(document)
    field = sheet.element("field", "name")
    editor = field.editor.editor
    editor.setFocus()
    editor.end(False)
    qtbot.keyClicks(editor, "a")
    assert document.character.name == "Wrena"
    (change,) = seen
    assert change.paths == {"name"}
    assert change.initiator is field.editor
    assert not field.concerns(change)  # it shows what was typed already
    assert not sheet.element("pool", "grit").concerns(change)  # another path
    assert sheet.element("track", "body").concerns(change)  # its states may follow anything
    document.undo_stack.undo()
    assert seen[-1].initiator is None and field.concerns(seen[-1])
    assert editor.text() == "Wren"


def test_typing_back_the_value_before_an_edit_is_dispatched_too(sheet, document, qtbot):
    editor = sheet.element("field", "name").editor.editor
    editor.setFocus()
    editor.end(False)
    qtbot.keyClicks(editor, "x")
    qtbot.keyClick(editor, "\b")
    assert document.character.name == "Wren"
    assert document.undo_stack.count() == 1  # consecutive edits of one path merged


def test_a_click_refreshes_its_own_widget_from_the_change(sheet, document, qtbot):
    seen = _changes(document)
    pool = sheet.element("pool", "grit")
    pool.spin.setValue(1)
    assert seen[-1].paths == {"grit.current"} and seen[-1].initiator is None
    assert pool.bar.value() == 1
