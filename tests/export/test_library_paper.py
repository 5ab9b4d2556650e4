"""A library on paper (issue: "a library prints as a reference sheet (cards for items and
techniques where a player would rather hold a card)"): a table per list in the sheet's own
words, and cards to cut out, nine to a page, each card's words inside its own cut lines.
Every PDF here is written and read back."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import pdftotext_of, text_of, words_of
from pypdf import PdfReader

from sheetkeeper.core.library import add_row, new_library
from sheetkeeper.export import styles as st
from sheetkeeper.export.library_pdf import ACROSS, CARD_H, CARD_W, DOWN, export_library
from sheetkeeper.storage.errors import SaveError

SKILLS = (("Climb", "Physical", 40), ("Dodge", "Physical", 20), ("Insight", "Perception", 5))
LONG = ("Swung two-handed; on a special success the foe is knocked back a metre and must "
        "make a DEX roll or fall. ") * 6


def _table_library(weapons: int = 2, notes: str = "A heavy stick.") -> object:
    lib = new_library("brp", "Our table")
    for name, category, base in SKILLS:
        lib = add_row(lib, "skills", {"name": name, "category": category, "base": base})
    for i in range(weapons):
        lib = add_row(lib, "weapons", {"name": f"Club {i + 1}", "skill": "Brawl", "damage": f"1D{6 + i}",
                                       "hp": 15, "enc": 1, "notes": notes})
    return add_row(lib, "armour", {"name": "Leather", "points": 1, "enc": 1})


def _lines(page: list[tuple]) -> list[str]:
    """A page's words in lines, as they are printed side by side (by their baseline)."""
    rows: dict[int, list[tuple]] = {}
    for word in page:
        rows.setdefault(round(word[3]), []).append(word)
    return [" ".join(w[4] for w in sorted(words)) for _, words in sorted(rows.items())]


def test_the_reference_sheet_has_a_table_per_list_in_the_sheets_words(tmp_path: Path) -> None:
    out = export_library(_table_library(), tmp_path / "table.pdf")
    assert len(PdfReader(out).pages) == 1  # no cards unless asked
    text = pdftotext_of(out)
    assert "Our table" in text and "Basic Roleplaying" in text
    for heading in ("Skills", "Weapons", "Armour", "Base %", "Damage", "HP", "ENC", "Armour points"):
        assert heading in text, heading
    lines = _lines(words_of(out)[0])
    for name, category, base in SKILLS:
        assert any(name in line and category in line and str(base) in line for line in lines), name
    assert any("Club 2" in line and "1D7" in line and "A heavy stick." in line for line in lines)
    # a column no row fills (a weapon's range, its hands) is left out; the cards are not there
    assert "Range" not in text and "Hands" not in text
    assert "Weapons · Basic Roleplaying" not in text


def _cells(page_w: float) -> list[tuple[float, float, float, float]]:
    """Each card's cut lines on a page, in pdftotext's coordinates (from the top left)."""
    left = st.MARGIN + ((page_w - 2 * st.MARGIN) - ACROSS * CARD_W) / 2
    top = st.EDGE
    return [(left + c * CARD_W, top + r * CARD_H, left + (c + 1) * CARD_W, top + (r + 1) * CARD_H)
            for r in range(DOWN) for c in range(ACROSS)]


def _inside(word: tuple, cell: tuple) -> bool:
    x0, y0, x1, y1, _ = word
    return cell[0] <= x0 and x1 <= cell[2] and cell[1] <= y0 and y1 <= cell[3]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_cards_nine_to_a_page_each_inside_its_cut_lines(tmp_path: Path, paper: str) -> None:
    out = export_library(_table_library(weapons=10), tmp_path / "cards.pdf", paper=paper, cards=True)
    pages = words_of(out)
    assert len(pages) == 3  # the reference sheet, then 11 cards: nine, then two
    page_w = float(PdfReader(out).pages[0].mediabox.width)
    cells = _cells(page_w)
    held = [f"Club {i + 1}" for i in range(10)] + ["Leather"]
    for n, name in enumerate(held):
        page, cell = pages[1 + n // 9], cells[n % 9]
        inside = " ".join(w[4] for w in page if _inside(w, cell))
        assert name in inside, (name, inside)
        if name.startswith("Club"):  # its numbers and notes on its own card
            i = int(name.split()[1]) - 1
            for said in ("Weapons", "Skill", "Brawl", "Damage", f"1D{6 + i}", "HP", "15", "heavy", "stick."):
                assert said in inside.split(), (name, said, inside)
        else:
            assert "Armour points" in inside
    card_words = [w for page in pages[1:] for w in page]
    in_no_card = [w[4] for w in card_words if not any(_inside(w, c) for c in cells) and w[1] < cells[-1][3]]
    assert in_no_card == []  # every word on a card page lies inside a card (the footer aside)
    assert "Climb" not in " ".join(w[4] for w in card_words)  # skills are no cards


def test_long_notes_are_set_smaller_and_stay_on_their_card(tmp_path: Path) -> None:
    out = export_library(_table_library(weapons=2, notes=LONG), tmp_path / "long.pdf", cards=True)
    cards = words_of(out)[1]
    first, second = _cells(float(PdfReader(out).pages[0].mediabox.width))[:2]
    on_first = [w[4] for w in cards if _inside(w, first)]
    assert on_first.count("knocked") == 6  # every word of the notes, on its card
    assert [w[4] for w in cards if _inside(w, second)].count("knocked") == 6


def test_a_long_note_is_set_smaller_but_the_name_and_numbers_keep_their_size(tmp_path: Path) -> None:
    lib = add_row(_table_library(weapons=1, notes="Short."), "weapons",
                  {"name": "Glaive", "damage": "2D6", "notes": LONG[:400]})
    cards = words_of(export_library(lib, tmp_path / "glaive.pdf", cards=True))[1]

    def height(text: str) -> float:
        return next(w[3] - w[1] for w in cards if w[4] == text)

    assert height("Glaive") == pytest.approx(height("Club"))  # the name on its band, full size
    assert height("2D6") == pytest.approx(height("1D6"))  # the numbers too
    assert height("knocked") < height("Short.")  # only the long note is smaller


def test_every_game_prints_its_library_with_cards_where_it_has_them(tmp_path: Path) -> None:
    rows = {"grimwire": ("techniques", {"name": "Blink", "multiplier": "AGL", "effort": 10}),
            "lite": ("talents", {"name": "Second Wind", "notes": "Once a scene."}),
            "rainworld": ("weapons", {"name": "Spear", "dmg": 3, "ap": 1}),
            "renaissance": ("skills", {"name": "Fencing", "kind": "ordinary", "aptitude": "COO"}),
            "brp": ("inventory", {"name": "Rope", "enc": 1})}
    for system, (path, row) in rows.items():
        lib = add_row(new_library(system, f"{system} table", starter=False), path, row)
        out = export_library(lib, tmp_path / f"{system}.pdf", cards=True)
        text = text_of(out)
        assert row["name"] in text
        carded = system != "renaissance"  # a skill is no card
        assert len(PdfReader(out).pages) == (2 if carded else 1), system


def test_a_library_that_cannot_print_says_why_and_writes_nothing(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="holds no rows yet"):
        export_library(new_library("brp", "Empty", starter=False), tmp_path / "empty.pdf")
    assert not (tmp_path / "empty.pdf").exists()
    kept = tmp_path / "notes.txt"
    kept.write_text("mine")
    with pytest.raises(SaveError, match="not a PDF"):
        export_library(_table_library(), kept)
    assert kept.read_text() == "mine"
    with pytest.raises(SaveError, match="paper"):
        export_library(_table_library(), tmp_path / "x.pdf", paper="a5")
