"""Fields, pools, ladders and notes: bound editors write actions, typing merges into one
undo step, refusals are shown and the editor goes back to the model's value."""

from __future__ import annotations

from sheetkeeper.core.actions import Action


def test_typing_a_name_is_one_undo_step(sheet, document, qtbot):
    editor = sheet.element("field", "name").editor.editor
    editor.clear()  # not through the user: no action
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClicks(editor, "Rook")
    assert document.character.name == "Rook"
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Edit Name"
    document.undo_stack.undo()
    assert document.character.name == "Wren"
    assert editor.text() == "Wren"


def test_int_field_gets_a_spin_box_bounded_by_the_model(sheet, document, qtbot):
    spin = sheet.element("field", "age").editor.editor
    assert (spin.minimum(), spin.maximum()) == (0, 200)
    spin.setValue(33)
    spin.setValue(34)
    assert document.character.age == 34
    assert document.undo_stack.count() == 1


def test_literal_field_offers_only_its_choices(sheet, document, qtbot):
    combo = sheet.element("field", "calling").editor.editor
    assert [combo.itemText(i) for i in range(combo.count())] == ["wanderer", "scholar"]
    combo.setCurrentText("scholar")
    assert document.character.calling == "scholar"


def test_refused_edit_is_shown_and_the_editor_reverts(sheet, document, qtbot):
    editor = sheet.element("field", "age").editor
    before = document.character.age
    editor._write(500)  # more than an age may be (a number box brings a typed one into range)
    assert document.character.age == before
    assert editor.editor.value() == before
    assert sheet.bar.isVisibleTo(sheet)
    assert "200" in sheet.bar_text.text()


def test_a_text_longer_than_the_field_is_cut_and_said(sheet, document, qtbot):
    editor = sheet.element("field", "name").editor
    editor._write("x" * 300)  # longer than a Name may be: cut, not refused whole
    assert document.character.name == "x" * 200
    assert editor.editor.text() == "x" * 200
    assert sheet.bar.isVisibleTo(sheet)
    assert "200" in sheet.bar_text.text()


def test_pool_and_ladder_write_actions_and_follow_undo(sheet, document, qtbot):
    pool = sheet.element("pool", "grit")
    pool.spin.setValue(1)
    assert document.character.grit.current == 1
    ladder = sheet.element("ladder", "burnout")
    ladder.buttons[2].click()
    assert document.character.burnout.level == 2
    assert document.undo_stack.undoText() == "Set Burnout to 2"
    document.undo_stack.undo()
    assert ladder.buttons[0].isChecked()
    document.undo_stack.undo()
    assert pool.spin.value() == 3


def test_derived_value_follows_the_model(sheet, document, qtbot):
    ranks = sheet.element("attributes").editors[0].editor
    ranks.setValue(2)
    assert sheet.element("derived").values["ranks"].text() == "2"


def test_notes_typing_merges_into_one_step(sheet, document, qtbot):
    sheet.tabs.setCurrentIndex(1)
    notes = sheet.element("notes").editor.editor
    notes.setFocus()
    qtbot.keyClicks(notes, "Owes the ferryman")
    assert document.character.notes == "Owes the ferryman"
    assert document.undo_stack.count() == 1


def test_hidden_page_catches_up_when_shown(sheet, document, qtbot):
    notes = sheet.element("notes").editor.editor
    document.apply(Action("set", {"path": "notes", "value": "later"}))
    assert notes.toPlainText() == ""  # the Gear page is not shown: not refreshed yet
    sheet.tabs.setCurrentIndex(1)
    assert notes.toPlainText() == "later"


def test_portrait_is_scaled_and_stored_in_the_character(sheet, document, qtbot):
    import base64

    from PySide6.QtGui import QColor, QImage

    image = QImage(1200, 800, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    portrait = sheet.element("portrait")
    portrait.load_image(image)
    assert document.character.portrait
    assert portrait.picture.pixmap().width() == 160
    stored = QImage.fromData(base64.b64decode(document.character.portrait))
    assert max(stored.width(), stored.height()) == 320
    portrait.remove.click()
    assert document.character.portrait is None
