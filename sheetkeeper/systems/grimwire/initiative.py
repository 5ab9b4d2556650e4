"""The party's initiative: [003 "all PCs roll PER to see in what order they take their
turn"], d20 + PER with the burnout penalty, as the sheet's derived initiative shows."""

from __future__ import annotations

from collections.abc import Collection

from ...core.dice import RandomSource, roll
from ...core.initiative import Entry, Order
from . import contests, numbers
from .model import GrimwireCharacter


def party_order(members: list[tuple[str, GrimwireCharacter]], rng: RandomSource,
                enemies: Collection[str] = ()) -> Order:
    """Every member's d20 + PER (burnout penalty included), highest first
    (``Rules.initiative``); ``enemies`` (foes' keys) go first on a tie."""
    entries = {}
    combatants = []
    for key, c in members:
        face = roll(rng, 20)[0]
        penalty = numbers.burnout_penalty(numbers.burnout_level(c))
        total = contests.initiative_roll(face, c.attributes.PER, penalty)
        detail = f"d20 {face} + PER {c.attributes.PER}"
        if penalty:
            detail += f" {penalty:+d} burnout"
        combatants.append(contests.Combatant(key, total, key in enemies))
        entries[key] = Entry(key, c.display_name, total, detail)
    out = Order("GRIMWIRE", "d20 + PER, highest first; ties: enemies first, then the players")
    out.entries = [entries[c.name] for c in contests.initiative_order(combatants)]
    return out
