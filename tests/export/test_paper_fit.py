"""How the paper makes room without losing anything: columns sized by what they hold, long
lists in halves that break across pages, a band kept with the start of what it heads, and a
long value in a grid taking two boxes of a row of one height."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph, Table

from sheetkeeper.export import styles as st
from sheetkeeper.export.builders import grid
from sheetkeeper.export.fit import BoxRow
from sheetkeeper.export.flat import Column, Grid, Rows, Written
from sheetkeeper.export.halves import Halves
from sheetkeeper.export.keep import WithNext
from sheetkeeper.export.layout import band
from sheetkeeper.export.tables import rows
from sheetkeeper.export.widths import PADDING, column_widths

LEDGER = (Column("Date", 1.75), Column("Session", 1.5), Column("Amount", 1.1, "right"),
          Column("Reason", 5.6), Column("Balance", 1.15, "right"))
REASON = ("Did you participate in the session?; Did you explore at least one new sector or "
          "area?; Did you sacrifice or risk something to reach your personal goal? (session)")


def _row(*cells: str) -> tuple[Written, ...]:
    return tuple(Written("", c) for c in cells)


def test_short_columns_take_what_they_need_and_the_reason_the_rest():
    body = [_row("2024-05-11", "Session 2", "+4", REASON, "9"),
            _row("2024-05-04", "Session 1", "+5", "Athletics 1 → 2 (Athletics)", "5")]
    widths = column_widths(LEDGER, body, 500)
    assert abs(sum(widths) - 500) < 0.01
    date, session, amount, reason, balance = widths
    assert reason > 0.5 * 500
    assert max(date, session, amount, balance) < 70
    assert date >= st.styles().cell.fontSize * 5  # "2024-05-11" on one line


def test_a_short_value_of_two_words_stays_on_one_line_beside_a_long_reason():
    """"Session 2" wrapped to two lines in a narrow ledger (the odds beside the skills on
    Letter): the room over the longest words went by how much more each column wanted, and
    the reason wants far more. A column that a little room sets on one line takes it first."""
    body = [_row("2024-05-11", "Session 2", "+4", REASON, "9")]
    for width in (300, 360, 420):
        date, session, amount, reason, balance = column_widths(LEDGER, body, width)
        assert session >= stringWidth("Session 2", st.FONT, st.styles().cell.fontSize) + PADDING
        assert reason > 0.4 * width and abs(date + session + amount + reason + balance - width) < 0.01


def test_a_long_list_of_short_rows_is_set_in_halves_and_a_list_of_notes_is_not():
    skills = Rows("Skills", (Column("Skill", 3), Column("Rating", 1, "right")),
                  tuple(_row(f"Skill {i}", f"{i}%") for i in range(20)), halves=True)
    built = _unkept(rows(skills, 170 * mm, False))
    assert any(isinstance(f, Halves) for f in built)
    columns = tuple(Column(name) for name in ("Item", "Size", "Qty", "Gear bonus", "Max",
                                              "Helps", "Notes"))
    notes = Rows("Gear", columns, tuple(
        _row(f"Sledgehammer {i}", "heavy", "1", "2", "2", "Fight",
             "Loaded on the cart; the GM sets its limit.") for i in range(8)), halves=True)
    assert not any(isinstance(f, Halves) for f in _unkept(rows(notes, 170 * mm, False)))


def _unkept(flowables: list) -> list:
    """The flowables, a list's name kept with its first rows (``WithNext``) taken apart."""
    return [f for flowable in flowables
            for f in ([*flowable.head, *flowable.body] if isinstance(flowable, WithNext) else [flowable])]


def _table(part) -> Table:  # noqa: ANN001
    return Table([["Skill", "Rating"], *([w.value for w in r] for r in part)], repeatRows=1)


def test_halves_break_across_pages_keeping_every_row_in_order():
    body = [_row(f"Skill {i:02d}", f"{i}%") for i in range(40)]
    halves = Halves(_table, body, 10)
    _, whole = halves.wrap(400, 10_000)
    first, rest = halves.split(400, whole / 3)
    assert first.wrap(400, whole / 3)[1] <= whole / 3
    assert first.rows + rest.rows == tuple(body)  # nothing lost, nothing twice
    assert 2 < len(first.rows) < 20
    assert halves.split(400, 5) == []  # not even two rows a half: all on the next page


def test_a_band_is_never_left_alone_at_the_foot_of_a_page():
    head = [band("Skills", 400)]
    body = Halves(_table, [_row(f"Skill {i}", "1") for i in range(30)], 10)
    kept = WithNext(head, [body])
    band_h = head[0].wrap(400, 1000)[1]
    assert kept.split(400, band_h + 4) == []  # room for the band only: it moves on
    parts = kept.split(400, band_h + 80)  # room for a few rows: the list starts here
    here, rest = parts  # two parts, as a row of elements side by side splitting takes them
    assert here.content[0] is head[0] and isinstance(here.content[1], Halves)
    assert isinstance(rest.body[0], Halves) and not rest.head


def test_a_long_grid_value_takes_two_boxes_of_a_row_of_one_height():
    under_way = ("Ride (training): 45 of 45 hours: ready to finish; DEX (training): 100 of 300 "
                 "hours, 200 to go")
    cells = (Written("Under way", under_way), *(Written(f"{c} limit", "15") for c in "ABCDE"))
    built = grid(Grid("", cells), 170 * mm, False)
    row = next(f for f in built if isinstance(f, BoxRow))
    assert row.spans[0] >= 2 and sum(row.spans) == 6  # six boxes a row at this width
    row.wrap(170 * mm, 1000)
    heights = {c.height for c in row.cells if hasattr(c, "box_h")}
    assert len(heights) == 1


def test_a_heading_alone_is_not_substance():
    from sheetkeeper.export.keep import _substance

    assert not _substance([Paragraph("Skills", st.styles().head)])
    assert _substance([Paragraph("A line of notes", st.styles().body)])


def test_a_row_closing_a_list_goes_to_the_next_page_with_the_lists_last_rows():
    """Game Rules Lite's capacity under its gear: where the page ends after the list, the
    row is not left alone at the top of the next page, apart from what it sums up."""
    from sheetkeeper.export.keep import WithTail

    gear = Table([["Item", "Qty"], *([f"Rope {i}", "1"] for i in range(20))], repeatRows=1)
    closing = [Paragraph("Capacity 10 items · Carried 11.5 items", st.styles().body)]
    kept = WithTail([gear], closing)
    list_h = gear.wrap(400, 10_000)[1]
    parts = kept.split(400, list_h + 2)  # the list fits, the row does not
    first, rest = parts[0], parts[-1]
    assert isinstance(first, Table) and isinstance(rest, WithTail)
    here = len(first._cellvalues) - 1  # noqa: SLF001 (the rows ReportLab split off)
    there = len(rest.body[0]._cellvalues) - 1  # noqa: SLF001
    assert here + there == 20 and there >= 1  # every row once; some go with the row
    assert rest.tail == closing
    assert rest.wrap(400, 10_000)[1] <= list_h  # and it fits the next page
    assert kept.split(400, 5) == []  # no room for a row: all of it moves on
