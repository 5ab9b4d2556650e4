"""Number fields never silently turn what was typed into another number: a number typed out
of the range the rules declare is brought to the range's end when the edit ends, the field
shows it, and the sheet says so with the range; a text longer than its field holds is cut to
fit, saying so. Typed with keys into the real fields of built sheets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.registry import get_system
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character


def _type(box, text: str, end=Qt.Key.Key_Return) -> None:
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, text)
    QTest.keyClick(box, end)


@pytest.fixture
def brp(open_sheet):
    """A new Basic Roleplaying character: Hit points 10 of 10."""
    return open_sheet(get_system("brp").rules.new("Tarl"))


def test_typing_14_into_hit_points_of_at_most_10_gives_10_and_says_so(brp):
    document, view = brp
    pool = document.character.hit_points
    assert (pool.current, pool.ceiling) == (10, 10)
    spin = view.element("pool", "hit_points").spin
    _type(spin, "4")
    assert document.character.hit_points.current == 4
    _type(spin, "14")
    assert document.character.hit_points.current == 10
    assert spin.value() == 10 and spin.text() == "10"
    assert view.bar.isVisible()
    assert view.bar_text.text() == "Hit points can be 0 to 10, so 14 became 10."


def test_a_half_typed_number_is_never_written(brp):
    """The 1 of a 14 typed into Hit points is not a step of its own (it used to be written at
    once, then the 4 was refused)."""
    document, view = brp
    spin = view.element("pool", "hit_points").spin
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, "14")
    assert document.character.hit_points.current == 10
    assert document.undo_stack.count() == 0
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert document.undo_stack.count() == 0  # 10 it was, 10 it is


def test_a_grimwire_attribute_typed_as_12_becomes_10_the_most_it_can_be(open_sheet):
    """GRIMWIRE's attributes are declared from -10 to 10 (``Attribute`` in its model)."""
    document, view = open_sheet(get_system("grimwire").rules.new("Cyrus"))
    editor = next(e for e in view.element("attributes").editors if e.path == "attributes.TOG")
    _type(editor.editor, "12")
    assert document.character.attributes.TOG == 10
    assert editor.editor.text() == "10"
    assert view.bar_text.text() == "Toughness (TOG) can be -10 to 10, so 12 became 10."
    _type(editor.editor, "-12")
    assert document.character.attributes.TOG == -10
    assert view.bar_text.text() == "Toughness (TOG) can be -10 to 10, so -12 became -10."
    _type(editor.editor, "7")
    assert document.character.attributes.TOG == 7


def test_a_number_in_range_is_written_as_typed_in_play(open_sheet):
    document, view = open_sheet(load_character(samples_dir() / "brp-eleanor-marsh.skchar").character)
    spin = view.element("pool", "hit_points").spin
    _type(spin, "7")
    assert document.character.hit_points.current == 7
    assert not view.bar.isVisible()


def test_leaving_the_field_with_tab_ends_the_edit_too(brp, qtbot):
    document, view = brp
    view.activateWindow()
    assert QTest.qWaitForWindowActive(view)
    spin = view.element("pool", "hit_points").spin
    _type(spin, "40", end=Qt.Key.Key_Tab)
    assert not spin.hasFocus()
    assert document.character.hit_points.current == 10
    assert view.bar_text.text() == "Hit points can be 0 to 10, so 40 became 10."
    _type(spin, "3", end=Qt.Key.Key_Tab)
    assert document.character.hit_points.current == 3


def test_a_paste_longer_than_the_field_holds_is_cut_with_a_notice(brp):
    """A name holds 200 characters (``Name`` in core/text.py): 10,000 pasted used to be
    refused whole with pydantic's "String should have at most 200 characters"."""
    document, view = brp
    name = view.element("field", "name").editor.editor
    QApplication.clipboard().setText("x" * 10_000)
    name.selectAll()
    name.paste()
    assert document.character.name == "x" * 200
    assert name.text() == "x" * 200
    assert view.bar_text.text() == "Name holds at most 200 characters: the 9800 after them were cut."
