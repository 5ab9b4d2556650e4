"""Initiative for a party at the table, across game systems (no Qt: the dialog and tests use it).

Each game orders its own combatants by its own rule, through its rules' ``initiative`` hook
(Rainworld's 2d10 + Tactical Awareness in phases, GRIMWIRE's d20 + PER, Renaissance's 1d10 +
Initiative Modifier). A game whose excerpt has no initiative roll (Basic Roleplaying, Game
Rules Lite) lists its members without one, and the GM places them. In every game a member
whose status takes the turn (Surprised, Stun, Unconscious) keeps their place and acts in no
phase.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from .core.character import CharacterBase
from .core.dice import RandomSource
from .core.initiative import Entry, Order
from .core.registry import system_of
from .core.rules import Rules

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
        out.append(_turns_taken(order, group, system.rules))
    return out


def _turns_taken(order: Order, members: list[tuple[str, CharacterBase]], rules: Rules) -> Order:
    """Members a status keeps from acting (Surprised, Stun, Unconscious; set, or holding by
    itself) keep their place and roll but act in no phase; their entry says why."""
    why = {}
    for key, c in members:
        status = next((s for s in rules.active_statuses(c) if s.takes_the_turn()), None)
        if status is not None:
            why[key] = f"{status.label}: {status.effect}"
    if why:
        order.entries = [replace(e, phases=(), takes_no_turn=why[e.key]) if e.key in why else e
                         for e in order.entries]
        order.rounds = [(phase, e) for phase, e in order.rounds if e.key not in why]
    return order
