"""The form read against a character into flat blocks: what the builders will draw."""

from __future__ import annotations

from tiny import FORM, RULES, Tiny, hero

from sheetkeeper.core.inventory import Item
from sheetkeeper.core.track import Track
from sheetkeeper.export.flat import Boxes, Rows, Stack
from sheetkeeper.export.paper_blocks.lists import SPARE_ROWS
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
    assert [r[0].value for r in gear.rows] == [f"Thing {i}" for i in range(5)] + [""] * SPARE_ROWS
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


def test_a_list_printed_or_fillable_has_blank_rows_to_write_in():
    character = hero()
    assert character.contacts  # the tiny hero knows someone
    for fillable in (False, True):
        rows = _find(read_sheet(FORM, character, RULES, "Tiny", fillable=fillable), Rows, "Contacts")
        assert len(rows.rows) == len(character.contacts) + SPARE_ROWS  # to add at the table
        assert all(cell.value == "" for row in rows.rows[-SPARE_ROWS:] for cell in row)
    empty = _find(read_sheet(FORM, hero(contacts=[]), RULES, "Tiny"), Rows, "Contacts")
    assert len(empty.rows) == SPARE_ROWS
