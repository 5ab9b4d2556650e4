"""Basic Roleplaying's statuses: what the excerpt says a condition does.

The excerpt names two conditions a sheet can carry that stop a character attempting anything:
a character at 0 power points "is exhausted and faints until regaining at least 1 power
point" [004], and one with a characteristic at 0 "dies" [004]. Both hold by themselves while
the numbers say so (``standing_statuses``); Fainted can also be set by hand, as any status.
Knockouts and stuns from damage against CON are resolved on the resistance table; the excerpt
gives them no effect beyond their name, so they are not declared (see docs/rules/brp.md).
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.status import EVERY, Status
from ...core.words import QT_TRANSLATE_NOOP
from .model import CHARACTERISTICS, BRPCharacter

FAINTED = Status(
    "fainted", "Fainted",
    "Exhausted at 0 power points: faints, and can attempt nothing until regaining at least "
    "1 power point",
    source='004 "if reduced to 0 power points, your character is exhausted and faints until '
           'regaining at least 1 power point."',
    impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"),
    ends=QT_TRANSLATE_NOOP("Rules", "regaining at least 1 power point"), severity="danger",
    holds_while=QT_TRANSLATE_NOOP("Rules", "power points are at 0"),
)
DEAD = Status(
    "dead", QT_TRANSLATE_NOOP("Rules", "Dead"), QT_TRANSLATE_NOOP("Rules", "A characteristic has fallen to 0: the character dies"),
    source='004 "If a characteristic is lowered to 0, your character dies, even if the '
           'characteristic is CHA."',
    impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"), ends=QT_TRANSLATE_NOOP("Rules", "never"), severity="danger",
    holds_while=QT_TRANSLATE_NOOP("Rules", "a characteristic is at 0"),
)

STATUSES = (FAINTED, DEAD)

LIVING = {
    "brp.recover": "recover", "brp.age": "age", "brp.study": "study", "brp.train": "train",
    "brp.train_characteristic": "train", "brp.research": "research", "brp.travel": "travel",
    "brp.max_damage": "spend power points",
}
"""What only the living do, by action, in words: time does not bring back the dead, so the
excerpt's tables of rest, training, aging and travel do not apply to them (a GM who rules
otherwise raises the characteristic by hand first). Checks are barred by Dead itself."""


def dead(c: BRPCharacter) -> str:
    """Who is dead and why ("Brannoc is dead (CON is 0)"), or "" for the living."""
    at_zero = next((n for n in CHARACTERISTICS if c.characteristics.value(n) == 0), None)
    return f"{c.display_name} is dead ({at_zero} is 0)" if at_zero else ""


class Statuses:
    """The statuses part of the BRP rules (mixed into ``BRPRules``)."""

    def statuses(self, c: BRPCharacter) -> list[Status]:
        return list(STATUSES)

    def standing_statuses(self, c: BRPCharacter) -> list[Status]:
        out = []
        if c.power_points.current <= 0 and c.power_points.maximum > 0:
            out.append(FAINTED)
        if dead(c):
            out.append(DEAD)
        return out

    def refusal(self, c: BRPCharacter, action: Action) -> str:
        """[004 "If a characteristic is lowered to 0, your character dies"]: the dead do
        none of what only the living do (``LIVING``)."""
        if action.kind in LIVING and (who := dead(c)):
            return f"{who}: the dead do not {LIVING[action.kind]}"
        return ""
