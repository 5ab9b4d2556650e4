"""The printed tables as data, through ``sheetkeeper.api`` alone: rows as the excerpts print
them, a misprint kept as printed with the corrected value beside it, and a hazard saying
which row it used."""

from __future__ import annotations

import pytest

from sheetkeeper import api

GAMES = [s.id for s in api.systems()]


@pytest.mark.parametrize("game", GAMES)
def test_every_table_is_whole_rows_of_its_columns_and_names_its_source(game):
    for table in api.tables(game):
        assert table.name and table.title and table.source.startswith("[")
        assert table.rows and all(len(row) == len(table.columns) for row in table.rows)
        assert api.table(game, table.name) is table
        assert api.table(game, table.title.upper()) is table
        for c in table.corrections:  # a correction names a printed cell and differs from it
            assert table.rows[c.row][table.columns.index(c.column)] == c.printed != c.corrected
            assert table.corrected()[c.row][table.columns.index(c.column)] == c.corrected


def test_a_table_the_game_does_not_print_is_refused_naming_those_it_has():
    with pytest.raises(api.Refusal, match=r"Basic Roleplaying has no printed table 'falls' "
                                          r"\(its tables: resistance, "):
        api.table("brp", "falls")


# [004] "The Resistance Table" as printed: the passive factor, then the cells of the row, "-"
# where the difference is 10 or more (the print elides some of those).
RESISTANCE_PRINTED = """\
150556065707580859095--------------
24550556065707580859095-------------
3404550556065707580859095------------
435404550556065707580859095-----------
053035404550556065707580859095----------
06253035404550556065707580859095---------
0720253035404550556065707580859095--------
081520253035404550556065707580859095-------
09101520253035404550556065707580859095------
1005101520253035404550556065707580859095-----
1105101520253035404550556065707580859095----
1205101520253035404550556065707580859095---
1305101520253035404550556065707580859095--
1405101520253035404550556065707580859095-
1505101520253035404550556065707580859085
16051015202530354045505560657075808590
170510152025303540455055606570758085
1805101520253035404550556065707580
19051015202530354045505560657075
200510152025303540455055606570
21-05101520253035404550556065
22-051015202530354045505560
23--0510152025303540455055
24---05101520253035404550"""


def test_the_resistance_table_is_as_printed_with_its_misprint_beside_the_correction():
    """[004] "The base chance of a resistance roll equals 50% + (active characteristic × 5) –
    (passive characteristic × 5)." — the print has 85 at active 24, passive 15."""
    table = api.table("brp", "resistance")
    assert table.columns[0] == "Passive" and table.columns[1:] == tuple(map(str, range(1, 25)))
    for row, printed in zip(table.rows, RESISTANCE_PRINTED.splitlines(), strict=True):
        label = f"{row[0]:02d}" if 5 <= row[0] <= 9 else str(row[0])
        assert printed.startswith(label)
        cells = "".join(f"{v:02d}" for v in row[1:] if v != "-")
        assert cells == printed[len(label):].replace("-", "")
    assert table.row(15)["24"] == 85
    (fix,) = table.corrections
    assert (fix.row, fix.column, fix.printed, fix.corrected) == (14, "24", 85, 95)
    assert table.corrected()[14][24] == 95 == 50 + 24 * 5 - 15 * 5


def test_the_fall_table_is_as_printed_and_a_fall_says_which_row_it_used():
    """[003] "4.5m(1 story)1 sec (1 turn)d610", "9m(2 stories)1.5 sec (1.5 turns)2d813",
    "18m(4 stories)2 sec (2 turns)2d1216", "45m(10 stories)3 sec (3 turns)3d2019",
    "81m (270’, 18 stories)4 sec (4 turns)4d2022", "126m (420’, 28 stories)5 sec (5 turns)5d2025",
    "180m (40 stories)6 sec (6 turns)6d2028"."""
    table = api.table("grimwire", "falls")
    got = [(r["Metres"], r["Damage"], r["Target number to break fall"]) for r in table.as_dicts()]
    assert got == [(4.5, "d6", 10), (9, "2d8", 13), (18, "2d12", 16), (45, "3d20", 19),
                   (81, "4d20", 22), (126, "5d20", 25), (180, "6d20", 28)]
    assert table.row("18m (4 stories)")["Time until impact"] == "2 sec (2 turns)"
    vex = api.load(api.system("grimwire").samples[0]).character
    fell = api.apply(vex, "fall", {"metres": 12, "dice": [3, 5]})
    assert "2d8 = 3 + 5; fall table row 9m (2 stories))" in fell.message


def test_light_weapon_attacks_per_turn_are_the_printed_cor_table():
    """[003] "CORAttacks Per Turn 11 21 32 42 52 63 73 83 94 104"."""
    rows = api.table("grimwire", "attacks_per_turn").rows
    assert "".join(f"{cor}{n}" for cor, n in rows) == "11213242526373839410" + "4"


def test_grimwire_target_numbers_and_instability():
    """[003] "The unintended target must make an AGL roll with target number 11 to avoid
    being hit."; "The target number usually increases by 3"; "A d20 is used for the roll",
    "If a 3 is rolled, it doesn’t work"; consumable: "A d10 is used for the roll", "If a 1 is
    rolled, it has a harmful effect determined by the GM"."""
    tns = {r["Roll"]: r["Target number"] for r in api.table("grimwire", "target_numbers").as_dicts()}
    assert tns["An unintended target avoids the hit"] == 11
    assert tns["A targeted attack"] == "+3 (usually)"
    rows = api.table("grimwire", "instability").rows
    assert ("weapon or tool", "d20", 3, "It doesn't work") in rows
    assert ("consumable", "d10", 1, "It has a harmful effect determined by the GM") in rows


def test_brp_movement_rates_are_the_printed_ones_in_metres():
    """[004] "Walking10 meters250 meters3 kilometers30 kilometers", "Air vehicle, jet3.25
    kilometers81.25 kilometers975 kilometers9,750 kilometers",
    "Space vehicle, futureVariesVariesVariesVaries"."""
    table = api.table("brp", "movement_rates")
    assert table.row("Walking") == {"Rate": "Walking", "Combat round (m)": 10, "Turn (m)": 250,
                                    "Hour (m)": 3000, "Day (m)": 30000}
    assert table.row("Air vehicle, jet")["Turn (m)"] == 81250
    assert table.row("Space vehicle, future")["Day (m)"] == "Varies"
    loss = api.table("brp", "characteristic_point_loss")
    assert loss.row(2)["Points lost"] == 4 and loss.row(7)["Points lost"] == "–"


def test_misprinted_words_stay_printed_beside_what_the_rules_read():
    """[001] "Comprehed (Wits)" is the skill Comprehend; [002] "Feat of Strength (bend bars,
    break down a door): SOM + STR" has no STR: the rules roll SOM × 2."""
    skills = api.table("lite", "skills")
    assert ("Comprehed", "Wits") in skills.rows and ("Comprehend", "Wits") in skills.corrected()
    checks = api.table("renaissance", "common checks")
    assert checks.row("Feat of Strength")["Check"] == "SOM + STR"
    assert dict(checks.corrected())["Feat of Strength"] == "SOM × 2"
    assert dict(checks.rows)["Resist Social Manipulation"] == "SAV + INT"
    assert dict(checks.rows)["Take a Chance, Stroke of Luck"] == "Luck × 10"


def test_renaissance_time_tables():
    """[002] "Taking your Time: for every +50% increase in timeframe, +10 to the check (up to
    +150% time for +30)"; "Rushing: for every -25% *reduction* in timeframe, -10 to the check
    (up to -75% for -30)"; "works for 25% of the Task Action’s timeframe ... (on a Failure),
    or 50% (on an Exceptional Failure)"."""
    assert dict(api.table("renaissance", "taking_time").rows) == {
        150: 30, 100: 20, 50: 10, -25: -10, -50: -20, -75: -30}
    failed = dict(api.table("renaissance", "failed_work").rows)
    assert failed["Normal failure"] == 25 and failed["Exceptional failure"] == 50
