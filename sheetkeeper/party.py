"""Initiative for a party at the table, across game systems (no Qt: the dialog and tests use it).

Each game orders its own combatants by its own rule, through its rules' ``initiative`` hook
(Rainworld's 2d10 + Tactical Awareness in phases, GRIMWIRE's d20 + PER, Renaissance's 1d10 +
Initiative Modifier). A game whose excerpt has no initiative roll (Basic Roleplaying, Game
Rules Lite) lists its members without one, and the GM places them.
"""

from __future__ import annotations

from collections.abc import Iterable

from .core.character import CharacterBase
from .core.dice import RandomSource
from .core.initiative import Entry, Order
from .core.registry import system_of

__all__ = ["Entry", "Order", "roll_initiative"]


def roll_initiative(members: Iterable[tuple[str, CharacterBase]], rng: RandomSource) -> list[Order]:
    """One :class:`Order` per game present, in the order the games first appear."""
    groups: dict[str, list[tuple[str, CharacterBase]]] = {}
    for key, c in members:
        groups.setdefault(c.system, []).append((key, c))
    out = []
    for group in groups.values():
        system = system_of(group[0][1])
        order = system.rules.initiative(group, rng)
        if order is None:
            order = Order(system.name, "no initiative roll in this game's rules excerpt: the "
                                       "GM decides the order",
                          [Entry(k, c.display_name, None, "") for k, c in group])
        out.append(order)
    return out
