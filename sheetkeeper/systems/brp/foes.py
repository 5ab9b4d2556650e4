"""A quick foe in Basic Roleplaying: its weapon skill, hit points and armour points, what a
fight reads of it (a hit's damage is [004 "Weapons that critically hit utterly bypass the
target’s armor"] less the armour, off the hit points). The excerpt has no initiative roll:
the GM places a foe in the turn order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.pool import Pool
from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .damage_dice import parse
from .model import Armour, BRPCharacter, Skill, Weapon
from .weapon_damage import armour_options

WEAPON_SKILL = "Weapon skill"

OPTIONS: tuple[Option, ...] = (
    Option("weapon_skill", QT_TRANSLATE_NOOP("Rules", "Weapon skill %"), "count", 50, 0, 200,
           source='004 "Some skills, especially weapon skills, are inherently dramatic and '
                  'dangerous, and always are rolled for"'),
    Option("damage", QT_TRANSLATE_NOOP("Rules", "Weapon damage"), "text", "", None, 40,
           source='004 "a short sword does 1D6+1 damage normally"',
           help="In dice, from your rulebook (1D6+1): the excerpt has no weapons table. "
                "Empty: the foe's hits are for the GM to work out."),
    Option("hit_points", QT_TRANSLATE_NOOP("Rules", "Hit points"), "count", 10, 1, 999,
           source='004 "Regenerate 1D3 hit pointsOne game week (seven days)"'),
    *armour_options(),
)


def stand_in(name: str, values: Mapping[str, Any]) -> BRPCharacter:
    """Its weapon skill (a skill of that name, rolled as any skill; with a weapon damage
    entered, a weapon row of that skill, so its hits do that damage), its hit points, its
    armour (where a hit's damage reads a character's armour points)."""
    hp = int(values.get("hit_points", 10))
    armour = int(values.get("armour", 0))
    damage = str(values.get("damage", "") or "").strip()
    if damage:
        parse(damage)  # a Refusal in words ("1D6+1") before the foe is kept
    return BRPCharacter(
        name=name, skills=[Skill(name=WEAPON_SKILL, rating=int(values.get("weapon_skill", 50)),
                                 can_improve=False)],
        weapons=[Weapon(name="Weapon", skill=WEAPON_SKILL, damage=damage, modifier=False)] if damage else [],
        hit_points=Pool(current=hp, maximum=hp),
        armour=[Armour(name="Armour", points=armour)] if armour else [])
