"""Basic Roleplaying's statuses: what the excerpt says a condition does.

The excerpt names one condition with an effect a sheet can carry: a character at 0 power
points "is exhausted and faints until regaining at least 1 power point" [004]. It is set by the
pool itself (no one needs to tick it) and can also be set by hand, as any status. Knockouts and
stuns from damage against CON are resolved on the resistance table; the excerpt gives them no
effect beyond their name, so they are not declared (see docs/rules/brp.md).
"""

from __future__ import annotations

from ...core.status import EVERY, Status
from .model import BRPCharacter

FAINTED = Status(
    "fainted", "Fainted",
    "Exhausted at 0 power points: faints, and can attempt nothing until regaining at least "
    "1 power point",
    source='004 "if reduced to 0 power points, your character is exhausted and faints until '
           'regaining at least 1 power point."',
    impossible=(EVERY,), actions_lost="everything",
    ends="regaining at least 1 power point", severity="danger",
)

STATUSES = (FAINTED,)


class Statuses:
    """The statuses part of the BRP rules (mixed into ``BRPRules``)."""

    def statuses(self, c: BRPCharacter) -> list[Status]:
        return list(STATUSES)

    def active_statuses(self, c: BRPCharacter) -> list[Status]:
        fainted = c.power_points.current <= 0 and c.power_points.maximum > 0
        ids = {i.casefold() for i in c.statuses} | ({FAINTED.id} if fainted else set())
        return [s for s in self.statuses(c) if s.id.casefold() in ids]
