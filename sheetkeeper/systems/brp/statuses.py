"""Basic Roleplaying's statuses: what the excerpt says a condition does.

The excerpt names two conditions a sheet can carry that stop a character attempting anything:
a character at 0 power points "is exhausted and faints until regaining at least 1 power
point" [004], and one with a characteristic at 0 "dies" [004]. Both hold by themselves while
the numbers say so (``standing_statuses``); Fainted can also be set by hand, as any status.
Knockouts and stuns from damage against CON are resolved on the resistance table; the excerpt
gives them no effect beyond their name, so they are not declared (see docs/rules/brp.md).
"""

from __future__ import annotations

from ...core.status import EVERY, Status
from .model import CHARACTERISTICS, BRPCharacter

FAINTED = Status(
    "fainted", "Fainted",
    "Exhausted at 0 power points: faints, and can attempt nothing until regaining at least "
    "1 power point",
    source='004 "if reduced to 0 power points, your character is exhausted and faints until '
           'regaining at least 1 power point."',
    impossible=(EVERY,), actions_lost="everything",
    ends="regaining at least 1 power point", severity="danger",
    holds_while="power points are at 0",
)
DEAD = Status(
    "dead", "Dead", "A characteristic has fallen to 0: the character dies",
    source='004 "If a characteristic is lowered to 0, your character dies, even if the '
           'characteristic is CHA."',
    impossible=(EVERY,), actions_lost="everything", ends="never", severity="danger",
    holds_while="a characteristic is at 0",
)

STATUSES = (FAINTED, DEAD)


class Statuses:
    """The statuses part of the BRP rules (mixed into ``BRPRules``)."""

    def statuses(self, c: BRPCharacter) -> list[Status]:
        return list(STATUSES)

    def standing_statuses(self, c: BRPCharacter) -> list[Status]:
        out = []
        if c.power_points.current <= 0 and c.power_points.maximum > 0:
            out.append(FAINTED)
        if any(c.characteristics.value(n) == 0 for n in CHARACTERISTICS):
            out.append(DEAD)
        return out
