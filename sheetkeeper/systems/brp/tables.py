"""Printed tables the sheet offers as choices: difficulty levels and situational modifiers."""

from __future__ import annotations

from math import ceil
from typing import Literal

from ...core.words import QT_TRANSLATE_NOOP

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
    QT_TRANSLATE_NOOP("Rules", "Task Complexity"): (
        (QT_TRANSLATE_NOOP("Rules", "Unfathomably complex with no apparent solution or guidance"), -50),
        (QT_TRANSLATE_NOOP("Rules", "No clear solvable condition and/or needlessly complex"), -20),
        (QT_TRANSLATE_NOOP("Rules", "Relatively straightforward, the solution somewhat apparent"), 20),
        (QT_TRANSLATE_NOOP("Rules", "Simple, with an obvious solution"), 50),
    ),
    QT_TRANSLATE_NOOP("Rules", "Equipment"): (
        (QT_TRANSLATE_NOOP("Rules", "No equipment when equipment is required"), -50),
        (QT_TRANSLATE_NOOP("Rules", "Poor or improvised equipment"), -20),
        (QT_TRANSLATE_NOOP("Rules", "High-quality equipment and superior supplies"), 20),
        (QT_TRANSLATE_NOOP("Rules", "Advanced or high-tech equipment and supplies"), 50),
    ),
    QT_TRANSLATE_NOOP("Rules", "Environment"): (
        (QT_TRANSLATE_NOOP("Rules", "Distracting environment, highly unstable ground, pitch black, stormy, etc."), -50),
        (QT_TRANSLATE_NOOP("Rules", "Unpleasant or unsanitary conditions, unsteady footing, darkness, bad weather, etc."), -20),
        (QT_TRANSLATE_NOOP("Rules", "Favorable conditions, good footing, plenty of space, relative quiet, etc."), 20),
        (QT_TRANSLATE_NOOP("Rules", "Pristine or immaculate environment ideally suited for the task at hand"), 50),
    ),
    QT_TRANSLATE_NOOP("Rules", "Familiarity"): (
        (QT_TRANSLATE_NOOP("Rules", "Completely alien and beyond human experience"), -50),
        (QT_TRANSLATE_NOOP("Rules", "Strange and using unfamiliar principles"), -20),
        (QT_TRANSLATE_NOOP("Rules", "Relatively well-known subject matter"), 20),
        (QT_TRANSLATE_NOOP("Rules", "Routine and completely familiar"), 50),
    ),
    QT_TRANSLATE_NOOP("Rules", "Range"): (
        (QT_TRANSLATE_NOOP("Rules", "Far beyond the normal range"), -50),
        (QT_TRANSLATE_NOOP("Rules", "Outside the range of comfort"), -20),
        (QT_TRANSLATE_NOOP("Rules", "Well within range"), 20),
        (QT_TRANSLATE_NOOP("Rules", "Perfectly placed and ideally situated for the attempt"), 50),
    ),
    QT_TRANSLATE_NOOP("Rules", "Time"): (
        (QT_TRANSLATE_NOOP("Rules", "Nowhere near enough time to perform the task"), -50),
        (QT_TRANSLATE_NOOP("Rules", "Rushed and stressed about it"), -20),
        (QT_TRANSLATE_NOOP("Rules", "Plenty of time"), 20),
        (QT_TRANSLATE_NOOP("Rules", "Activity can be done at leisure, with contemplation and deliberation"), 50),
    ),
    QT_TRANSLATE_NOOP("Rules", "Understanding"): (
        (QT_TRANSLATE_NOOP("Rules", "No common means of interaction with subject"), -50),
        (QT_TRANSLATE_NOOP("Rules", "Limited methods of communication available"), -20),
        (QT_TRANSLATE_NOOP("Rules", "Subject is familiar and amenable to interaction"), 20),
        (QT_TRANSLATE_NOOP("Rules", "Subject well-known, enthusiastic about interaction"), 50),
    ),
}


#: Power points as fate points (optional rule): use -> cost in PP.
FATE_POINT_USES: dict[str, int] = {
    "Re-roll a percentile roll": 5,
    "Difficult Luck roll instead of a skill": 5,
    "Ignore 1 point of damage": 3,
    "Shift a result one level better": 6,
}
