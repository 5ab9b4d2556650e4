"""Renaissance's printed tables as data [002], built from the constants the rules read.

The Common Checks print Feat of Strength as "SOM + STR"; there is no STR, and the sidebar
says to roll SOM×2: the row keeps the print and a correction gives what the rules use.
"""

from __future__ import annotations

from ...core.printed import Correction, PrintedTable
from .catalogue import COMMON_CHECKS
from .jobs import WASTED_PERCENT
from .modifiers import time_modifier

PRINTED_AS = {"feat-of-strength": "SOM + STR"}


def _formula(terms: tuple[tuple[str, int], ...]) -> str:
    if len(terms) == 1:
        name, times = terms[0]
        return f"{'Luck' if name == 'luck' else name} × {times}"
    return " + ".join(name for name, _ in terms)


def _common_checks() -> PrintedTable:
    rows, corrections = [], []
    for i, check in enumerate(COMMON_CHECKS):
        used = _formula(check.terms)
        printed = PRINTED_AS.get(check.slug, used)
        rows.append((check.label, printed))
        if printed != used:
            corrections.append(Correction(i, "Check", printed, used, check.note))
    return PrintedTable(
        "common_checks", "Common Checks", ("Common check", "Check"), tuple(rows),
        '[002] "### Common Checks"', tuple(corrections),
        note="Luck is the Luck stat, not the current Luck Points.")


TIME_STEPS = (150, 100, 50, -25, -50, -75)

TABLES: tuple[PrintedTable, ...] = (
    _common_checks(),
    PrintedTable(
        "taking_time", "Taking your Time and Rushing", ("Change in timeframe (%)", "Modifier"),
        tuple((step, time_modifier(step)) for step in TIME_STEPS),
        '[002] "Taking your Time: for every +50% increase in timeframe, +10 to the check (up to '
        '+150% time for +30)"; "Rushing: for every -25% *reduction* in timeframe, -10 to the '
        'check (up to -75% for -30)"',
        note='"only applies to Task Actions and Jobs"; between steps rounds down.',
    ),
    PrintedTable(
        "failed_work", "Time worked before a failure shows", ("Result", "Share of the time (%)"),
        tuple((band, percent) for band, percent in WASTED_PERCENT.items()),
        '[002] "the character in question works for 25% of the Task Action’s timeframe or '
        'Job’s shifts (on a Failure), or 50% (on an Exceptional Failure), before realizing '
        'that the task will fail"',
        note="A critical failure counts as exceptional. Rounded down.",
    ),
)
