"""CSV for spreadsheets: a list written and read back the same, a bad row refused by its
line and column with nothing of the file taken."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper.core.library import add_row, new_library
from sheetkeeper.storage.library_csv import CsvRefusal, export_csv, import_csv, read_csv


def test_round_trip_keeps_every_field():
    library = new_library("brp")
    library = add_row(library, "skills", {"name": "Climb", "category": "Physical", "base": 40})
    library = add_row(library, "skills", {"name": "Sorcery, Élan", "base": 0, "can_improve": False,
                                          "notes": 'said "twice"\non two lines'})
    library = add_row(library, "weapons", {"name": "Club", "damage": "1D6", "hp": None, "enc": 1.5})
    for path in ("skills", "weapons"):
        text = export_csv(library, path)
        back = import_csv(new_library("brp"), path, text)
        assert back.lists[path] == library.lists[path]


def test_the_header_may_use_the_sheets_words_in_any_case():
    rows = read_csv("brp", "skills", "NAME;x\n".replace(";x", "") + "Dodge\n")
    assert rows[0]["name"] == "Dodge"
    rows = read_csv("brp", "skills", "Name,Can improve,Base\nDodge,no,20\n")
    assert rows == [{"name": "Dodge", "category": "", "base": 20, "can_improve": False, "notes": ""}]


def test_a_field_left_open_stays_open():
    rows = read_csv("renaissance", "skills", "name,aptitude,kind,proficiencies\n"
                                             "Fencing,,proficiency,\"Rapier, Sabre\"\n")
    assert "aptitude" not in rows[0]
    assert rows[0]["proficiencies"] == ["Rapier", "Sabre"]


@pytest.mark.parametrize(("text", "message"), [
    ("name,base\nDodge,20\nJump,lots\n", "line 3, column 2: Base %: must be a whole number"),
    ("name,category,base\nDodge,,1000\n", "line 2, column 3: Base %: must be at most 999"),
    ("name,rating\nDodge,30\n", "line 1, column 2: 'rating' is no field of a library's skills"),
    ("category,base\nAgility,20\n", "line 1: no name column"),
    ("name,can_improve\nDodge,perhaps\n", "line 2, column 2 (Box open (not blacked out)): 'perhaps' is neither yes nor no"),
    ("name,base\nDodge,20,extra\n", "line 2, column 3: more cells than the header names (2)"),
    ("", "the file is empty"),
])
def test_a_bad_row_is_refused_by_line_and_column(text, message):
    library = add_row(new_library("brp"), "skills", {"name": "Climb", "base": 40})
    with pytest.raises(CsvRefusal) as refused:
        import_csv(library, "skills", text)
    assert str(refused.value).startswith(message)
    assert library.lists["skills"][0]["name"] == "Climb"  # nothing taken


def test_import_adds_or_replaces():
    library = add_row(new_library("brp"), "skills", {"name": "Climb", "base": 40})
    assert len(import_csv(library, "skills", "name\nDodge\n").lists["skills"]) == 2
    assert [r["name"] for r in import_csv(library, "skills", "name\nDodge\n", replace=True)
            .lists["skills"]] == ["Dodge"]


names = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=30).filter(str.strip)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(names, st.integers(0, 999), st.booleans()), max_size=8))
def test_any_rows_survive_the_round_trip(rows):
    library = new_library("brp")
    for name, base, improve in rows:
        library = add_row(library, "skills", {"name": name, "base": base, "can_improve": improve})
    back = import_csv(new_library("brp"), "skills", export_csv(library, "skills"))
    assert back.lists["skills"] == library.lists["skills"]
