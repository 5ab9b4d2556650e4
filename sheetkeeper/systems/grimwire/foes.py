"""A quick foe in GRIMWIRE: its Condition, its armour (what a hit's damage reads of a target),
its PER (initiative is [003 "all PCs roll PER to see in what order they take their turn"],
d20 + PER, and [003 "In ties for initiative, enemies are prioritized."]) and what its attack
reads: COR to hit [003 "Hitting an enemy with a weapon requires a COR roll."], TOG for its
damage [003 "Unarmed attacks do damage equal to the PC’s TOG attribute, to a minimum of 1."],
[003 "TOG adds directly to damage from melee and thrown weapons"], a melee weapon's damage
dice where it has one, and AGL to evade. The excerpt has no bestiary: the GM enters them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from ...core.actions import Refusal
from ...core.pool import Pool
from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .model import Armour, Attributes, GrimwireCharacter, Weapon
from .tables import ATTRIBUTE_MAX

OPTIONS: tuple[Option, ...] = (
    Option("condition", QT_TRANSLATE_NOOP("Rules", "Condition"), "count", 10, 1, 999,
           source='003 "Condition is a character’s “health” or “hit points”."'),
    Option("armour", QT_TRANSLATE_NOOP("Rules", "Armour"), "count", 0, 0, 99,
           source='003 "Each point of armor reduces damage by 1 for each attack to a minimum '
                  'of 1."'),
    Option("PER", QT_TRANSLATE_NOOP("Rules", "PER"), "count", 0, -10, ATTRIBUTE_MAX,
           source='003 "all PCs roll PER to see in what order they take their turn"'),
    Option("COR", QT_TRANSLATE_NOOP("Rules", "COR"), "count", 0, -10, ATTRIBUTE_MAX,
           source='003 "Hitting an enemy with a weapon requires a COR roll."'),
    Option("TOG", QT_TRANSLATE_NOOP("Rules", "TOG"), "count", 0, -10, ATTRIBUTE_MAX,
           source='003 "Unarmed attacks do damage equal to the PC’s TOG attribute, to a minimum '
                  'of 1."'),
    Option("AGL", QT_TRANSLATE_NOOP("Rules", "AGL"), "count", 0, -10, ATTRIBUTE_MAX,
           source='003 "Evading Attacks and other hazards"'),
    Option("weapon", QT_TRANSLATE_NOOP("Rules", "Weapon"), "text", "", None, 40,
           source='003 "A characters’ TOG attribute is added to the damage for melee and thrown '
                  'attacks."',
           help=QT_TRANSLATE_NOOP("Rules", "A melee weapon's name as the roll says it (Cudgel); "
                                  "empty: unarmed only.")),
    Option("weapon_damage", QT_TRANSLATE_NOOP("Rules", "Weapon damage"), "text", "", None, 20,
           source='003 "Melee weapons are designed to be used in close quarters combat."',
           help=QT_TRANSLATE_NOOP("Rules", "Dice as printed on the item (d6, 2d8+1): the excerpt "
                                  "has no weapons table.")),
)


def stand_in(name: str, values: Mapping[str, Any]) -> GrimwireCharacter:
    """Its Condition, its armour (where a hit's damage reads a character's armour), its
    attributes, and a named weapon as a light melee weapon row (its attack rolls COR, its
    damage is the dice plus TOG); a weapon without its damage is refused in words."""
    condition = int(values.get("condition", 10))
    weapon = str(values.get("weapon", "") or "").strip()
    damage = str(values.get("weapon_damage", "") or "").strip()
    weapons = []
    if weapon:
        if not damage:
            raise Refusal(f"give {weapon}'s damage as dice (d6, 2d8+1)")
        try:
            weapons = [Weapon(name=weapon, kind="light", damage=damage)]
        except ValidationError:
            raise Refusal(f"{weapon}'s damage {damage!r}: write it as dice like d6, 2d8+1, "
                          "or a number") from None
    attributes = Attributes(**{a: int(values.get(a, 0)) for a in ("PER", "COR", "TOG", "AGL")})
    return GrimwireCharacter(name=name, attributes=attributes, weapons=weapons,
                             condition=Pool(current=condition, maximum=condition, floor=None),
                             armour=Armour(name="Armour", points=int(values.get("armour", 0))))
