"""The movement helper: the Movement Rates Table and the terrain and weather reductions.

Reductions are applied one after another, most severe first, never added together
[004 "modify the movement rate with the more severe movement penalty first"]; the worked
example turns 36 km of riding into 12 in mountains and 8 through forest as well.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

F = Fraction

#: Movement Rates Table as printed, in metres: combat round, turn, hour, day (ten hours).
#: Space vehicle, future: "Varies".
RATES: dict[str, tuple[Fraction, Fraction, Fraction, Fraction]] = {
    name: (F(r), F(t), F(h), F(d))
    for name, r, t, h, d in [
        ("Walking", 10, 250, 3_000, 30_000),
        ("Marching, forced", 12, 300, 3_600, 36_000),
        ("Running, normally", 30, 750, 9_000, 90_000),
        ("Running, sprinting", 50, 1_250, 15_000, 150_000),
        ("Swimming", 5, 125, 1_500, 15_000),
        ("Riding, walking speed", 12, 300, 3_600, 36_000),
        ("Riding, gallop", 60, 1_500, 18_000, 180_000),
        ("Land vehicle, drawn", 10, 250, 3_000, 30_000),
        ("Land vehicle, vintage", 200, 5_000, 60_000, 600_000),
        ("Land vehicle, modern", 400, 10_000, 120_000, 1_200_000),
        ("Land vehicle, future", 1_200, 30_000, 360_000, 3_600_000),
        ("Boat, small rowed", 40, 1_000, 12_000, 120_000),
        ("Ship, ancient rowed", 10, 250, 3_000, 30_000),
        ("Ship, vintage sailing", 20, 500, 6_000, 60_000),
        ("Ship, modern cruise", 200, 5_000, 60_000, 600_000),
        ("Ship, future", 600, 15_000, 180_000, 1_800_000),
        ("Train, steam engine", 200, 5_000, 60_000, 600_000),
        ("Train, bullet", 1_100, 27_500, 330_000, 3_300_000),
        ("Train, mag-lev", 1_600, 40_000, 480_000, 4_800_000),
        ("Air vehicle, dirigible", 400, 10_000, 120_000, 1_200_000),
        ("Air vehicle, propeller", 600, 15_000, 180_000, 1_800_000),
        ("Air vehicle, jet", 3_250, 81_250, 975_000, 9_750_000),
        ("Air vehicle, future", 1_750, 43_750, 525_000, 5_250_000),
        ("Space vehicle, modern", 100_000, 2_500_000, 30_000_000, 300_000_000),
    ]
}


def rates_from_round(per_round: Fraction | int) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """Turn, hour, day and uninterrupted day from a combat-round rate [004 "Multiply a combat
    round movement rate by ×25 for a turn"], x12 for an hour, x10 a day, x24 non-stop."""
    turn = F(per_round) * 25
    hour = turn * 12
    return turn, hour, hour * 10, hour * 24


#: The fraction of movement each condition takes away (storms span 1/2 to 4/5; the table
#: gives both ends). "Reduce by 2/3" for mountains, as the worked numbers read it.
TERRAIN: dict[str, Fraction] = {
    "Minor river (at most)": F(1, 3),
    "Forest, off road": F(1, 3),
    "Rolling hills": F(1, 3),
    "Desert": F(1, 3),
    "Heavy storm (least)": F(1, 2),
    "Heavy storm (worst)": F(4, 5),
    "Heavy storm, air vehicle": F(1, 5),
    "Mountains": F(2, 3),
    "Marsh or swamp": F(2, 3),
    "Ice and snow": F(4, 5),
    "Ice and snow, sleighs or skis": F(1, 3),
    "Heavy fog, human-guided vehicle": F(1, 3),
    "River travel (of open water)": F(1, 2),
    "Ship at night": F(3, 4),
}


def apply_terrain(rate: Fraction | int, conditions: Iterable[str | Fraction]) -> Fraction:
    """The rate after each reduction in turn, the most severe first."""
    reductions = sorted((TERRAIN[c] if isinstance(c, str) else F(c) for c in conditions), reverse=True)
    result = F(rate)
    for reduction in reductions:
        if not 0 <= reduction <= 1:
            raise ValueError(f"a reduction of {reduction} is not between 0 and 1")
        result -= result * reduction
    return result
