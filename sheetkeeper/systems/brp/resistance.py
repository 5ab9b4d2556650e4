"""The Resistance Table: active factor against passive factor.

The formula is the rule [004 "The base chance of a resistance roll equals 50% + (active
characteristic × 5) – (passive characteristic × 5)."]; the printed table agrees with it except
where the print is wrong (active 24 vs passive 15 is printed 85, the formula gives 95).
"""

from __future__ import annotations

AUTOMATIC_SUCCESS = 100
AUTOMATIC_FAILURE = 0


def resistance_chance(active: int, passive: int, *, edges: bool = False) -> int:
    """The percentage to roll under; 100 = automatic success, 0 = automatic failure.

    A difference of 10 or more is automatic [004 "Differences of 10 points or more result
    in automatic success or failure"]; with ``edges`` the gamemaster lets 00 still fail and
    01 still succeed [004 "your gamemaster may allow a roll of 01 or 00 to succeed or fail"].
    """
    difference = active - passive
    if difference >= 10:
        return 99 if edges else AUTOMATIC_SUCCESS
    if difference <= -10:
        return 1 if edges else AUTOMATIC_FAILURE
    return 50 + 5 * difference


#: Cells printed wrong in the excerpt, (active, passive) -> printed value; the formula wins
#: [004 "1505101520253035404550556065707580859085"].
MISPRINTS: dict[tuple[int, int], int] = {(24, 15): 85}
