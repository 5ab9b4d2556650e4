"""Basic Roleplaying's printed tables as data [004], built from the constants the rules read.

The Resistance Table is printed with one cell wrong: active 24 against passive 15 reads 85,
where the rule's formula (and the rest of the row) give 95. The row keeps the printed 85 and
a :class:`~sheetkeeper.core.printed.Correction` gives 95 beside it: the rules use 95.
"""

from __future__ import annotations

from fractions import Fraction

from ...core.printed import Correction, PrintedTable
from .advancement import AGING_LOSS, POINTS_LOST
from .contests import COOPERATIVE_MODIFIER
from .movement import RATES, TERRAIN
from .resistance import MISPRINTS, resistance_chance
from .tables import SITUATIONAL

FACTORS = range(1, 25)
AUTOMATIC = "-"
"""What the table prints where the difference is 10 or more: automatic success or failure."""


def _resistance_cell(active: int, passive: int) -> int | str:
    chance = resistance_chance(active, passive)
    return AUTOMATIC if chance in (0, 100) else chance


def _resistance() -> PrintedTable:
    rows = []
    for passive in FACTORS:
        row = [passive]
        for active in FACTORS:
            row.append(MISPRINTS.get((active, passive), _resistance_cell(active, passive)))
        rows.append(tuple(row))
    corrections = tuple(
        Correction(passive - 1, str(active), printed, _resistance_cell(active, passive),
                   '[004] "The base chance of a resistance roll equals 50% + (active '
                   'characteristic × 5) – (passive characteristic × 5)."')
        for (active, passive), printed in sorted(MISPRINTS.items()))
    return PrintedTable(
        "resistance", "The Resistance Table",
        ("Passive", *(str(a) for a in FACTORS)), tuple(rows),
        '[004] "The top axis is for the active characteristic and the left axis is for the '
        'passive characteristic."',
        corrections,
        note='"-" is a difference of 10 or more: automatic success (active higher) or failure.',
    )


def _metres(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _reduction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


TABLES: tuple[PrintedTable, ...] = (
    _resistance(),
    PrintedTable(
        "situational_modifiers", "Situational Modifiers Table",
        ("Condition", "Description", "Modifier"),
        tuple((condition, text, modifier) for condition, rows in SITUATIONAL.items()
              for text, modifier in rows),
        '[004] "Situational Modifiers Table" ("ConditionDescriptionModifier")',
    ),
    PrintedTable(
        "movement_rates", "Movement Rates Table",
        ("Rate", "Combat round (m)", "Turn (m)", "Hour (m)", "Day (m)"),
        tuple((name, *(_metres(v) for v in rates)) for name, rates in RATES.items())
        + (("Space vehicle, future", "Varies", "Varies", "Varies", "Varies"),),
        '[004] "Movement Rates Table" ("RateCombat RoundTurnHourDay")',
        note="Printed in meters and kilometers; given here in metres. A day is ten hours of "
             "travel.",
    ),
    PrintedTable(
        "terrain", "Terrain and Weather Modifiers", ("Condition", "Movement taken away"),
        tuple((name, _reduction(v)) for name, v in TERRAIN.items()),
        '[004] "Terrain and Weather Modifiers"',
        note='Applied one after another, most severe first: "These modifiers accumulate but '
             'are applied separately in order of severity rather than added together."',
    ),
    PrintedTable(
        "characteristic_point_loss", "Characteristic Point Loss Table", ("2D6", "Points lost"),
        tuple((roll, lost or "–") for roll, lost in POINTS_LOST.items()),
        '[004] "Characteristic Point Loss Table" ("2D6Points Lost")',
    ),
    PrintedTable(
        "characteristic", "Characteristic Table", ("1D10", "Characteristic"),
        tuple((roll, f"–1 {name}" if name else "—") for roll, name in AGING_LOSS.items()),
        '[004] "roll 1D10 for each point lost on the Characteristic Table"',
    ),
    PrintedTable(
        "cooperative", "Cooperative skill rolls", ("Helper's result", "Modifier"),
        tuple((degree.label, modifier) for degree, modifier in COOPERATIVE_MODIFIER.items()),
        '[004] "Critical Success: Modify the primary character’s skill rating by +50%."',
    ),
)
