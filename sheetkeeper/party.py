"""Initiative for a party at the table, across game systems (no Qt: the dialog and tests use it).

Each game orders its own combatants by its own rule, through its rules' ``initiative`` hook
(Rainworld's 2d10 + Tactical Awareness in phases, GRIMWIRE's d20 + PER, Renaissance's 1d10 +
Initiative Modifier). A game whose excerpt has no initiative roll (Basic Roleplaying, Game
Rules Lite) lists its members without one, and the GM places them. In every game a member
whose status takes the turn (Surprised, Stun, Unconscious) keeps their place and acts in no
phase.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import replace
from typing import Any

from .core.actions import Refusal
from .core.character import CharacterBase
from .core.dice import RandomSource
from .core.initiative import NO_INITIATIVE_ROLL, Entry, Order
from .core.registry import system_of
from .core.rules import Rules
from .core.situation import Situation, settle

__all__ = ["Entry", "Order", "placed", "roll_initiative"]


def roll_initiative(members: Iterable[tuple[str, CharacterBase]], rng: RandomSource,
                    conditions: Mapping[str, Mapping[str, Any]] | None = None, *,
                    enemies: Collection[str] = ()) -> list[Order]:
    """One :class:`Order` per game present, in the order the games first appear;
    ``conditions`` are members' initiative conditions by key (``Rules.initiative_options``:
    Rainworld's ``{"fast_start": True}``), each settled: an unknown condition, a bad value or
    a key that is no member is refused naming it. ``enemies``: the keys that are foes (a
    game may break ties by side)."""
    return [_turns_taken(order, group, system_of(group[0][1]).rules)
            for order, group in placed(members, rng, conditions, enemies=enemies)]


def placed(members: Iterable[tuple[str, CharacterBase]], rng: RandomSource,
           conditions: Mapping[str, Mapping[str, Any]] | None = None, *,
           enemies: Collection[str] = ()) -> list[tuple[Order, list[tuple[str, CharacterBase]]]]:
    """Each game's order with its combatants, everyone in their place and phases whatever
    their statuses (an encounter's turn order skips a turn a status takes as it comes)."""
    groups: dict[str, list[tuple[str, CharacterBase]]] = {}
    for key, c in members:
        groups.setdefault(c.system, []).append((key, c))
    settled = _settled(groups, conditions or {})
    out = []
    for group in groups.values():
        system = system_of(group[0][1])
        order = system.rules.initiative(group, rng, {k: settled[k] for k, _ in group
                                                     if k in settled},
                                        enemies=[k for k, _ in group if k in enemies])
        if order is None:
            order = Order(system.name, NO_INITIATIVE_ROLL,
                          [Entry(k, c.display_name, None, "") for k, c in group])
        out.append((order, group))
    return out


def _settled(groups: dict[str, list[tuple[str, CharacterBase]]],
             conditions: Mapping[str, Mapping[str, Any]]) -> dict[str, Situation]:
    member = {key: c for group in groups.values() for key, c in group}
    out = {}
    for key, given in conditions.items():
        if key not in member:
            raise Refusal(f"initiative conditions for {key!r}, who is not among the members "
                          f"({', '.join(map(repr, member)) or 'none'})")
        c = member[key]
        options = system_of(c).rules.initiative_options(c)
        unknown = [name for name in given if name not in {o.id for o in options}]
        if unknown:
            have = ", ".join(o.id for o in options) or "none in this game"
            raise Refusal(f"{c.display_name}'s initiative has no condition "
                          f"{', '.join(map(repr, unknown))} (its conditions: {have})")
        try:
            out[key] = settle(options, given)
        except Refusal as refusal:
            raise Refusal(f"{c.display_name}'s initiative: {refusal.message}") from None
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
