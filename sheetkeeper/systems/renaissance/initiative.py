"""Turn Order: initiative is 1d10 + the Initiative Modifier the GM picks, highest first
[002 "Initiative is 1d10 + *Initiative Modifier*"]. Pure functions, so the GM view can roll
for a whole party and sort."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.dice import RandomSource, roll
from ...core.initiative import Entry, Order
from ...core.words import QT_TRANSLATE_NOOP
from .model import RenaissanceCharacter


@dataclass(frozen=True)
class Initiative:
    die: int
    modifier: int

    @property
    def total(self) -> int:
        return self.die + self.modifier

    def __str__(self) -> str:
        return f"{self.total} (1d10 {self.die} {self.modifier:+d})"


def roll_initiative(rng: RandomSource, modifier: int) -> Initiative:
    return Initiative(roll(rng, 10)[0], modifier)


def turn_order(rolls: dict[str, Initiative]) -> list[str]:
    """Highest initiative first; ties go to the higher base initiative (the modifier), as
    the excerpt suggests [002 "generally a good idea to let highest base-initiative go
    first"]; the GM breaks any tie left over (here: the order given)."""
    return sorted(rolls, key=lambda name: (-rolls[name].total, -rolls[name].modifier))


def party_order(members: list[tuple[str, RenaissanceCharacter]], rng: RandomSource) -> Order:
    """The party's roll: 1d10 + each member's Initiative Modifier, in turn order
    (``Rules.initiative``)."""
    rolls = {key: roll_initiative(rng, c.initiative_modifier) for key, c in members}
    names = {key: c.display_name for key, c in members}
    out = Order("Renaissance", QT_TRANSLATE_NOOP("Rules", "1d10 + Initiative Modifier, highest first"))
    out.entries = [
        Entry(key, names[key], rolls[key].total,
              f"1d10 {rolls[key].die} {rolls[key].modifier:+d} modifier")
        for key in turn_order(rolls)
    ]
    return out
