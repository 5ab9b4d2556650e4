"""The Resistance Table against the formula, read straight from the excerpt's printed rows.

[004 "The base chance of a resistance roll equals 50% + (active characteristic × 5) –
(passive characteristic × 5)."]
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.systems.brp.resistance import MISPRINTS, resistance_chance

#: The 24 rows as printed in the excerpt (passive label first; leading dashes lost).
PRINTED_ROWS = (
    "150556065707580859095--------------",
    "24550556065707580859095-------------",
    "3404550556065707580859095------------",
    "435404550556065707580859095-----------",
    "053035404550556065707580859095----------",
    "06253035404550556065707580859095---------",
    "0720253035404550556065707580859095--------",
    "081520253035404550556065707580859095-------",
    "09101520253035404550556065707580859095------",
    "1005101520253035404550556065707580859095-----",
    "1105101520253035404550556065707580859095----",
    "1205101520253035404550556065707580859095---",
    "1305101520253035404550556065707580859095--",
    "1405101520253035404550556065707580859095-",
    "1505101520253035404550556065707580859085",
    "16051015202530354045505560657075808590",
    "170510152025303540455055606570758085",
    "1805101520253035404550556065707580",
    "19051015202530354045505560657075",
    "200510152025303540455055606570",
    "21-05101520253035404550556065",
    "22-051015202530354045505560",
    "23--0510152025303540455055",
    "24---05101520253035404550",
)


def _printed_rows() -> dict[int, list[int]]:
    """Passive row -> the numbers printed in it, left to right (the dashes carry no number)."""
    rows = {}
    for passive, line in zip(range(1, 25), PRINTED_ROWS, strict=True):
        label = str(passive) if passive < 5 else f"{passive:02d}"
        assert line.startswith(label), line
        digits = line[len(label):].replace("-", "")
        rows[passive] = [int(digits[i : i + 2]) for i in range(0, len(digits), 2)]
    return rows


PRINTED = _printed_rows()


@pytest.mark.parametrize("passive", range(1, 25))
def test_each_printed_row_follows_the_formula_except_the_noted_misprint(passive):
    # [004 "For success, roll 1D100 equal to or less than the indicated number."]
    actives = [a for a in range(1, 25) if abs(a - passive) < 10]
    assert len(PRINTED[passive]) == len(actives)
    for active, printed in zip(actives, PRINTED[passive], strict=True):
        if (active, passive) in MISPRINTS:
            assert printed == MISPRINTS[(active, passive)]
            continue
        assert resistance_chance(active, passive) == printed


def test_the_misprinted_cell_24_vs_15_is_95_by_the_formula():
    # the print says 85 [004 "1505101520253035404550556065707580859085"]; the formula wins
    assert PRINTED[15][-1] == 85
    assert resistance_chance(24, 15) == 95


@pytest.mark.parametrize(
    ("active", "passive", "chance"),
    [(10, 10, 50), (17, 15, 60), (18, 25, 15), (1, 1, 50), (24, 24, 50), (12, 3, 95), (3, 12, 5)],
)
def test_sample_cells_and_examples(active, passive, chance):
    # [004 "If the active and passive factors are equal, the active factor has a 50% chance"]
    assert resistance_chance(active, passive) == chance


def test_the_formula_goes_on_beyond_the_printed_table():
    assert resistance_chance(30, 27) == 65
    assert resistance_chance(40, 45) == 25


def _with_edges(hero, on):
    return hero.model_copy(update={"options": hero.options.model_copy(update={"resistance_edges": on})})


def test_a_difference_of_ten_is_automatic_unless_the_gamemaster_keeps_01_and_00(hero):
    # [004 "Differences of 10 points or more result in automatic success or failure, though
    # your gamemaster may allow a roll of 01 or 00 to succeed or fail"]. STR 12 against 2 and 22.
    assert api.resolve(hero, "char:STR", [100], situation={"resistance": 2}).success
    assert not api.resolve(hero, "char:STR", [1], situation={"resistance": 22}).success
    edges = _with_edges(hero, True)
    assert not api.resolve(edges, "char:STR", [100], situation={"resistance": 2}).success
    assert api.resolve(edges, "char:STR", [1], situation={"resistance": 22}).success
    assert api.odds(edges, "char:STR", situation={"resistance": 2}).success == Fraction(99, 100)


def test_resistance_odds_are_exact(hero):
    # STR 12 (active) against a SIZ 10 door: 50 + 60 - 50 = 60%
    odds = api.odds(hero, "char:STR", situation={"resistance": 10})
    assert odds.success == Fraction(60, 100)
    assert odds.outcomes == {"Success": Fraction(3, 5), "Failure": Fraction(2, 5)}
