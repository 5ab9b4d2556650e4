"""Initiative for a party at the table, across game systems (no Qt: the dialog and tests use it).

Each game orders its own combatants by its own rule, using the helpers the systems expose:

- Rainworld [000 "everyone involved rolls 2d10 + Tactical Awareness"], acting in the Fast,
  Go and Slow phases;
- GRIMWIRE [003 "all PCs roll PER to see in what order they take their turn"]: d20 + PER
  with the burnout penalty, as the sheet's derived initiative shows;
- Renaissance [002 "Initiative is 1d10 + *Initiative Modifier*"].

Basic Roleplaying and Game Rules Lite have no initiative roll in their excerpts, so their
members are listed without one and the GM places them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .core.character import CharacterBase
from .core.dice import RandomSource, roll
from .core.registry import system_of


@dataclass(frozen=True)
class Entry:
    key: str
    name: str
    total: int | None
    """None when the game has no initiative roll."""
    detail: str
    phases: tuple[str, ...] = ()


@dataclass
class Order:
    """One game's combatants, first to act first."""

    system: str
    rule: str
    entries: list[Entry] = field(default_factory=list)
    rounds: list[tuple[str, Entry]] = field(default_factory=list)
    """Rainworld: every action of a round, phase by phase."""


def _rainworld(members: list[tuple[str, CharacterBase]], rng: RandomSource) -> Order:
    from .systems.rainworld import initiative as rw

    pairs = []
    for key, c in members:
        dice = roll(rng, 10, 2)
        result = rw.initiative(c, dice)
        detail = f"2d10 {dice[0]}+{dice[1]} + Tactical Awareness {result.tactical_awareness}"
        pairs.append((result, Entry(key, c.display_name, result.total, detail, result.phases)))
    entry_of = {id(result): entry for result, entry in pairs}
    ranked = rw.order([result for result, _ in pairs], rng)
    order = Order("Rainworld", "2d10 + Tactical Awareness, highest first; Fast, Go, Slow phases")
    order.entries = [entry_of[id(r)] for r in ranked]
    order.rounds = [(phase, entry_of[id(r)]) for phase, r in rw.round_order(ranked)]
    return order


def _grimwire(members: list[tuple[str, CharacterBase]], rng: RandomSource) -> Order:
    from .systems.grimwire import contests, numbers

    entries = {}
    combatants = []
    for key, c in members:
        face = roll(rng, 20)[0]
        penalty = numbers.burnout_penalty(numbers.burnout_level(c))
        total = contests.initiative_roll(face, c.attributes.PER, penalty)
        detail = f"d20 {face} + PER {c.attributes.PER}"
        if penalty:
            detail += f" {penalty:+d} burnout"
        combatant = contests.Combatant(key, total)
        combatants.append(combatant)
        entries[key] = Entry(key, c.display_name, total, detail)
    order = Order("GRIMWIRE", "d20 + PER, highest first; ties: enemies first, then the players")
    order.entries = [entries[c.name] for c in contests.initiative_order(combatants)]
    return order


def _renaissance(members: list[tuple[str, CharacterBase]], rng: RandomSource) -> Order:
    from .systems.renaissance import initiative as ri

    rolls = {key: ri.roll_initiative(rng, c.initiative_modifier) for key, c in members}
    names = {key: c.display_name for key, c in members}
    order = Order("Renaissance", "1d10 + Initiative Modifier, highest first")
    order.entries = [
        Entry(key, names[key], rolls[key].total,
              f"1d10 {rolls[key].die} {rolls[key].modifier:+d} modifier")
        for key in ri.turn_order(rolls)
    ]
    return order


ROLLERS: dict[str, Callable[[list[tuple[str, CharacterBase]], RandomSource], Order]] = {
    "rainworld": _rainworld,
    "grimwire": _grimwire,
    "renaissance": _renaissance,
}


def roll_initiative(members: Iterable[tuple[str, CharacterBase]], rng: RandomSource) -> list[Order]:
    """One :class:`Order` per game present, in the order the games first appear."""
    groups: dict[str, list[tuple[str, CharacterBase]]] = {}
    for key, c in members:
        groups.setdefault(c.system, []).append((key, c))
    out = []
    for system_id, group in groups.items():
        roller = ROLLERS.get(system_id)
        if roller is not None:
            out.append(roller(group, rng))
            continue
        name = system_of(group[0][1]).name
        out.append(Order(name, "no initiative roll in this game's rules excerpt: the GM "
                               "decides the order", [
                                   Entry(k, c.display_name, None, "") for k, c in group]))
    return out
