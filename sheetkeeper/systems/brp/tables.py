"""Printed tables the sheet offers as choices: difficulty levels and situational modifiers."""

from __future__ import annotations

from math import ceil
from typing import Literal

Difficulty = Literal["easy", "average", "difficult"]


def apply_difficulty(chance: int, difficulty: Difficulty) -> int:
    """Easy doubles, Difficult halves rounding up [004 "divide the appropriate skill or
    characteristic roll in half (round up)"]; characteristic Easy is x10, i.e. x5 doubled."""
    if difficulty == "easy":
        return chance * 2
    if difficulty == "difficult":
        return ceil(chance / 2)
    return chance


#: Situational Modifiers Table: condition -> (description, modifier), as printed.
SITUATIONAL: dict[str, tuple[tuple[str, int], ...]] = {
    "Task Complexity": (
        ("Unfathomably complex with no apparent solution or guidance", -50),
        ("No clear solvable condition and/or needlessly complex", -20),
        ("Relatively straightforward, the solution somewhat apparent", 20),
        ("Simple, with an obvious solution", 50),
    ),
    "Equipment": (
        ("No equipment when equipment is required", -50),
        ("Poor or improvised equipment", -20),
        ("High-quality equipment and superior supplies", 20),
        ("Advanced or high-tech equipment and supplies", 50),
    ),
    "Environment": (
        ("Distracting environment, highly unstable ground, pitch black, stormy, etc.", -50),
        ("Unpleasant or unsanitary conditions, unsteady footing, darkness, bad weather, etc.", -20),
        ("Favorable conditions, good footing, plenty of space, relative quiet, etc.", 20),
        ("Pristine or immaculate environment ideally suited for the task at hand", 50),
    ),
    "Familiarity": (
        ("Completely alien and beyond human experience", -50),
        ("Strange and using unfamiliar principles", -20),
        ("Relatively well-known subject matter", 20),
        ("Routine and completely familiar", 50),
    ),
    "Range": (
        ("Far beyond the normal range", -50),
        ("Outside the range of comfort", -20),
        ("Well within range", 20),
        ("Perfectly placed and ideally situated for the attempt", 50),
    ),
    "Time": (
        ("Nowhere near enough time to perform the task", -50),
        ("Rushed and stressed about it", -20),
        ("Plenty of time", 20),
        ("Activity can be done at leisure, with contemplation and deliberation", 50),
    ),
    "Understanding": (
        ("No common means of interaction with subject", -50),
        ("Limited methods of communication available", -20),
        ("Subject is familiar and amenable to interaction", 20),
        ("Subject well-known, enthusiastic about interaction", 50),
    ),
}


#: Power points as fate points (optional rule): use -> cost in PP.
FATE_POINT_USES: dict[str, int] = {
    "Re-roll a percentile roll": 5,
    "Difficult Luck roll instead of a skill": 5,
    "Ignore 1 point of damage": 3,
    "Shift a result one level better": 6,
}
