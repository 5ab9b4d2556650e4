"""The Library window: rows added, edited, removed and reordered, each checked by the game's
own row model and refused in its words, saved at once; CSV in and out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetkeeper.storage.library_file import load_library, own_library_path
from sheetkeeper.ui.library_window import LibraryWindow


@pytest.fixture
def window(qtbot):
    view = LibraryWindow("brp")
    qtbot.addWidget(view)
    view.show()
    return view


def _names(view):
    return [view.table.item(r, 0).text() for r in range(view.table.rowCount())]


def _column(view, key):
    return view._keys.index(key)


def test_rows_are_added_edited_and_saved(window, qtbot):
    qtbot.keyClicks(window.new_name, "Climb")
    qtbot.keyClick(window.new_name, Qt.Key.Key_Return)
    assert _names(window) == ["Climb"]
    # added once: Enter did not also press Add with the name already taken away
    assert window.message.text() == "Climb added"
    window.table.item(0, _column(window, "base")).setText("40")
    window.table.item(0, _column(window, "category")).setText("Physical")
    saved = load_library(own_library_path("brp")).library
    assert saved.lists["skills"] == [
        {"name": "Climb", "category": "Physical", "base": 40, "can_improve": True, "notes": "", "key": "climb"}]
    assert window.message.text() == "Climb: Category changed"


def test_a_bad_value_is_refused_in_the_games_words_and_the_cell_shows_the_library(window):
    window.add("Climb")
    window.table.item(0, _column(window, "base")).setText("1000")
    assert window.message.text() == "Base %: must be at most 999"  # as its column says it
    assert window.table.item(0, _column(window, "base")).text() == "0"
    assert load_library(own_library_path("brp")).library.lists["skills"][0]["base"] == 0


def test_rows_are_removed_and_reordered(window):
    for name in ("Climb", "Dodge", "Jump"):
        window.add(name)
    window.table.selectRow(2)
    assert window.move(-1)
    assert _names(window) == ["Climb", "Jump", "Dodge"]
    window.table.selectRow(0)
    assert window.remove()
    assert _names(window) == ["Jump", "Dodge"]
    assert [r["name"] for r in load_library(own_library_path("brp")).library.lists["skills"]] == ["Jump", "Dodge"]


def test_every_list_of_the_game_is_there(window):
    window.list.setCurrentIndex(window.list.findData("weapons"))
    window.add("Club")
    window.table.item(0, _column(window, "damage")).setText("1D6")
    window.table.item(0, _column(window, "hp")).setText("20")
    window.table.item(0, _column(window, "hp")).setText("")
    weapons = load_library(own_library_path("brp")).library.lists["weapons"]
    assert (weapons[0]["damage"], weapons[0]["hp"]) == ("1D6", None)


def test_csv_round_trip_and_a_bad_row_refused_by_line_and_column(window, tmp_path):
    window.add("Climb")
    window.table.item(0, _column(window, "base")).setText("40")
    out = tmp_path / "skills.csv"
    assert window.export_csv(out)
    assert out.read_text(encoding="utf-8").splitlines()[1] == "Climb,,40,yes,,climb"  # its key last
    bad = tmp_path / "bad.csv"
    bad.write_text("name,base\nDodge,20\nJump,high\n", encoding="utf-8")
    assert not window.import_csv(bad)
    assert window.message.text() == "line 3, column 2: Base %: must be a whole number"
    assert _names(window) == ["Climb"]
    good = tmp_path / "good.csv"
    good.write_text("Name,Base\nDodge,20\n", encoding="utf-8")
    assert window.import_csv(good)
    assert _names(window) == ["Climb", "Dodge"]


def test_the_starter_library_shows_the_excerpts_rows(qtbot):
    view = LibraryWindow("grimwire")
    qtbot.addWidget(view)
    assert _names(view) == ["Throwing Expert"]
    assert view.table.item(0, view._keys.index("effort")).text() == "15"


def test_an_open_party_that_names_a_library_is_picked_from_and_edited(qtbot, tmp_path):
    from sheetkeeper.core.campaign import Campaign
    from sheetkeeper.core.library import add_row, new_library
    from sheetkeeper.storage import save_campaign
    from sheetkeeper.storage.library_file import name_party_library
    from sheetkeeper.ui.libraries import libraries

    party = tmp_path / "party.skparty"
    campaign, where = name_party_library(party, Campaign(name="Lantern"),
                                         add_row(new_library("brp"), "skills", {"name": "Sorcery"}))
    save_campaign(party, campaign)
    libraries().use_party(party, campaign)
    try:
        view = LibraryWindow("brp")
        qtbot.addWidget(view)
        assert _names(view) == ["Sorcery"]
        view.add("Climb")
        assert [r["name"] for r in load_library(where).library.lists["skills"]] == ["Sorcery", "Climb"]
        assert not own_library_path("brp").exists()  # the user's own library is left alone
    finally:
        libraries().forget_party(party)
    assert libraries().library("brp").lists["skills"] == []


def _saved_skills():
    return [(r["name"], r["base"]) for r in load_library(own_library_path("brp")).library.lists["skills"]]


def test_undo_and_redo_take_the_windows_changes_back_and_forth_saving_each(window, qtbot):
    window.add("Climb")
    window.table.item(0, _column(window, "base")).setText("40")
    assert window.message.text() == "Climb: Base % changed"  # the column's own words
    window.table.selectRow(0)
    assert window.remove()
    assert _saved_skills() == []
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _saved_skills() == [("Climb", 40)] and _names(window) == ["Climb"]
    assert window.message.text() == "Undone: Climb removed"
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _saved_skills() == [("Climb", 0)]
    assert window.table.item(0, _column(window, "base")).text() == "0"
    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.table, Qt.Key.Key_Z, shift_ctrl)
    assert _saved_skills() == [("Climb", 40)] and window.message.text() == "Redone: Climb: Base % changed"
    assert window.undo_buttons["undo"].isEnabled() and window.undo_buttons["redo"].isEnabled()
    window.undo_buttons["undo"].click()
    window.undo_buttons["undo"].click()
    assert _saved_skills() == [] and not window.undo_buttons["undo"].isEnabled()


def test_a_change_made_elsewhere_is_never_undone_away(window):
    from sheetkeeper.core.library import add_row
    from sheetkeeper.ui.libraries import libraries

    window.add("Climb")
    libraries().put(add_row(libraries().library("brp"), "skills", {"name": "Dodge"}))  # another window, a merge
    assert _names(window) == ["Climb", "Dodge"]
    assert not window.stack().canUndo() and not window.undo_buttons["undo"].isEnabled()


def test_a_refusal_is_not_left_behind_once_nothing_is_wrong(window):
    window.add("Climb")
    def base():
        return window.table.item(0, _column(window, "base"))

    base().setText("many")
    assert window.message.text() == "Base %: must be a whole number"
    base().setText("5")  # fixed: the refusal goes, what was done is said
    assert window.message.text() == "Climb: Base % changed"
    base().setText("many")
    window.list.setCurrentIndex(window.list.findData("weapons"))
    assert window.message.text() == ""  # not said under another list
