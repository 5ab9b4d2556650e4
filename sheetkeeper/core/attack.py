"""Attacks and damage: what a hit does to its target, line by line, and the action that puts
it on the target's sheet.

A system answers ``Rules.check_damage`` for the checks that do damage (its weapons): it rolls
(or reads) the damage dice and applies every rule of its game that shapes them (criticals,
bursts, armour or STOP, AP, damage types, affinities), and returns a :class:`Damage` whose
``action`` applies it to the target's track or pool. ``Rules.attack`` rolls the check first and
asks for damage only on a hit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action

if TYPE_CHECKING:
    from .character import CharacterBase
    from .checks import RollResult


@dataclass(frozen=True)
class Target:
    """Who is hit: a character, or an ad-hoc target named with its armour values in the
    game's words (``{"stop": 3}``, ``{"armour": 2, "affinities": {"fire": "weak"}}``)."""

    character: CharacterBase | None = None
    name: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        if self.character is not None:
            return self.character.display_name
        return self.name or "the target"


@dataclass(frozen=True)
class DamageLine:
    """One step from the dice to what lands: 'Weapon DMG 4', 'STOP 3 - AP 1: -2'."""

    text: str
    value: int
    source: str = ""


@dataclass(frozen=True)
class Damage:
    """Damage worked out against one target: the dice, every line, what lands and where."""

    dice: tuple[int, ...]
    lines: tuple[DamageLine, ...]
    amount: int
    """What lands on the target after every rule."""
    lands_on: str
    """Where, in the game's words ("3 injury", "3 Condition")."""
    action: Action
    """Applies it to the target character (``Rules.apply`` on the target)."""

    @property
    def text(self) -> str:
        return "; ".join(f"{line.text}: {line.value:+d}" if i else f"{line.text}: {line.value}"
                         for i, line in enumerate(self.lines)) + f" = {self.lands_on}"


@dataclass(frozen=True)
class Attack:
    """An attack rolled (or resolved) and, on a hit, its damage."""

    roll: RollResult
    damage: Damage | None = None

    @property
    def hit(self) -> bool:
        """The attack does damage (a success, or what a game counts as a partial hit)."""
        return self.damage is not None

    @property
    def action(self) -> Action | None:
        """The action that applies the damage to the target, or None on a miss."""
        return self.damage.action if self.damage else None


def target_of(target: Any) -> Target:
    """A Target from what a script passes: a Target, a character, or a mapping of values
    (``{"name": "Guard", "stop": 2}``)."""
    if target is None:
        return Target()
    if isinstance(target, Target):
        return target
    if isinstance(target, Mapping):
        values = dict(target)
        return Target(None, str(values.pop("name", "")), values)
    return Target(target)
