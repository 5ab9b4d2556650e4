"""The party's initiative: [003 "all PCs roll PER to see in what order they take their
turn"], d20 + PER with the burnout penalty, as the sheet's derived initiative shows. A member
the GM plays against the party is marked an enemy (the initiative option ``enemy``): on a tie
an enemy acts first [003 "In ties for initiative, enemies are prioritized."]."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ...core.dice import RandomSource, roll
from ...core.initiative import Entry, Order
from ...core.situation import Option, Situation
from ...core.words import QT_TRANSLATE_NOOP
from . import contests, numbers
from .model import GrimwireCharacter

CONDITIONS: tuple[Option, ...] = (
    Option("enemy", "Enemy", "toggle",
           source='[003] "the GM rolls for the other NPC participants"; "In ties for '
                  'initiative, enemies are prioritized."',
           help="An NPC the GM plays against the party: on a tie, enemies act first"),
)
"""What the table says of a member's initiative, declared like a check's situation options."""


def party_order(members: list[tuple[str, GrimwireCharacter]], rng: RandomSource,
                conditions: Mapping[str, Situation] | None = None,
                enemies: Collection[str] = ()) -> Order:
    """Every member's d20 + PER (burnout penalty included), highest first, a tie to the
    enemies (``Rules.initiative``): an encounter's foes (``enemies``, their keys) and members
    the GM marks with the condition ``enemy``."""
    conditions = conditions or {}
    entries = {}
    combatants = []
    for key, c in members:
        face = roll(rng, 20)[0]
        penalty = numbers.burnout_penalty(numbers.burnout_level(c))
        total = contests.initiative_roll(face, c.attributes.PER, penalty)
        detail = f"d20 {face} + PER {c.attributes.PER}"
        if penalty:
            detail += f" {penalty:+d} burnout"
        enemy = key in enemies or (key in conditions and bool(conditions[key]["enemy"]))
        if enemy and key not in enemies:
            detail += " (enemy)"
        combatants.append(contests.Combatant(key, total, enemy))
        entries[key] = Entry(key, c.display_name, total, detail)
    out = Order("GRIMWIRE", QT_TRANSLATE_NOOP("Rules", "d20 + PER, highest first; ties: enemies first, then the players"))
    out.entries = [entries[c.name] for c in contests.initiative_order(combatants)]
    return out
