"""The form read against a character into flat blocks: what the builders will draw."""

from __future__ import annotations

from tiny import FORM, RULES, Tiny, hero

from sheetkeeper.core.inventory import Item
from sheetkeeper.core.track import Track
from sheetkeeper.export.flat import Boxes, Rows, Stack
from sheetkeeper.export.reading import read_sheet


def _blocks(sheet):
    for page in sheet.pages:
        for section in page.sections:
            for placed in section.blocks:
                yield placed.block


def _find(sheet, kind, label):
    return next(b for b in _blocks(sheet) if isinstance(b, kind) and b.label == label)


def test_track_boxes_carry_both_markings_and_the_penalty_marks():
    sheet = read_sheet(FORM, hero(body=Track(length=10, left=3, right=8)), RULES, "Tiny")
    body = _find(sheet, Boxes, "Body")
    # '/' from the left, '\' from the right, 'X' where they overlap
    assert body.marks == ("/", "/", "X", "\\", "\\", "\\", "\\", "\\", "\\", "\\")
    assert body.penalties == (2, 4, 6, 8)


def test_inventory_counted_in_items_is_numbered_rows_up_to_capacity():
    character = hero(might=4)  # the tiny game's capacity: twice Might
    sheet = read_sheet(FORM, character, RULES, "Tiny")
    gear = next(b for b in _blocks(sheet) if isinstance(b, Rows) and b.label == "Gear")
    assert gear.numbered
    assert len(gear.rows) == 8
    assert [r[0].value for r in gear.rows[:3]] == ["Rope", "Lantern oil", "Mule feed"]
    assert gear.caption == "Load 3 of 8 items"


def test_inventory_over_capacity_keeps_every_item_and_says_so():
    character = hero(might=1, gear=[Item(name=f"Thing {i}") for i in range(5)])
    gear = next(b for b in _blocks(read_sheet(FORM, character, RULES, "Tiny"))
                if isinstance(b, Rows) and b.label == "Gear")
    assert len(gear.rows) == 5
    assert gear.warning == "Over capacity: roll Might to walk any distance"


def test_odds_are_printed_only_when_asked():
    plain = _find(read_sheet(FORM, hero(), RULES, "Tiny"), Rows, "")
    with_odds = _find(read_sheet(FORM, hero(), RULES, "Tiny", odds=True), Rows, "")
    assert [c.label for c in plain.columns] == ["Skills", "Rating"]
    assert [r[2].value for r in with_odds.rows] == ["66.7%", "50%"]


def test_ledger_shows_totals_and_most_recent_entries_first():
    ledger = _find(read_sheet(FORM, hero(), RULES, "Tiny"), Stack, "Experience")
    totals, award, recent = ledger.blocks
    assert [c.value for c in totals.cells] == ["5", "3", "2"]
    assert [c.label for c in award.cells] == ["XP", "for"]  # written in at the table
    assert [r[2].value for r in recent.rows] == ["-3", "+5"]  # Date, Session, Amount
    assert [r[4].value for r in recent.rows] == ["2", "5"]  # the balance after each


def test_blank_sheet_has_structure_but_no_values():
    sheet = read_sheet(FORM, Tiny(name="Not printed"), RULES, "Tiny", blank=True)
    assert sheet.name == ""
    assert all(v in ("", "Off") for v in sheet.fields.values())
    assert _find(sheet, Boxes, "Body").marks == ("",) * 10


def test_a_printed_list_with_rows_has_no_spare_row_and_a_fillable_one_keeps_one():
    character = hero()
    assert character.contacts  # the tiny hero knows someone
    printed = _find(read_sheet(FORM, character, RULES, "Tiny"), Rows, "Contacts")
    fillable = _find(read_sheet(FORM, character, RULES, "Tiny", fillable=True), Rows, "Contacts")
    assert len(printed.rows) == len(character.contacts)
    assert len(fillable.rows) == len(character.contacts) + 1  # to add one at the table
    assert all(cell.value == "" for cell in fillable.rows[-1])
    empty = _find(read_sheet(FORM, hero(contacts=[]), RULES, "Tiny"), Rows, "Contacts")
    assert len(empty.rows) == 1  # an empty list still has a line to write on
