"""A quick foe in Rainworld: what the fight reads of it. Its armour's STOP (the one value a
target's damage reads), its Body track's boxes (where hits land), Tactical Awareness
(initiative is [000 "2d10 + Tactical Awareness"]) and its attack: the skill it attacks with
and its ranks [000 "A check is 2d10 + skill + any bonuses − any penalties"], and its weapon's
DMG and AP [000 "actual damage taken = DMG—(STOP—AP)"]. The excerpt has no weapons table:
the GM enters the weapon's numbers. A foe attacking with nothing has no attack of its own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.situation import Option, When
from ...core.track import Track
from ...core.words import QT_TRANSLATE_NOOP
from .catalogue import ATTACK_SKILLS, TACTICAL_AWARENESS
from .fights import _STOP_SOURCE, MARTIAL_ARTS
from .model import Armour, RainworldCharacter, Rank, Weapon

NO_ATTACK = "none"
"""The attack skill of a foe without an attack of its own (the GM works its harm out)."""
ATTACK = "Attack"
"""The weapon's name when the GM gives none."""
_ATTACKS = When("skill", besides=(NO_ATTACK,))
_WEAPON_DMG = When("skill", besides=(NO_ATTACK, MARTIAL_ARTS))

OPTIONS: tuple[Option, ...] = (
    Option("stop", "STOP", "count", 0, 0, 99, source=_STOP_SOURCE,
           help="The foe's armour STOP (0 for an unarmoured foe)."),
    Option("body", QT_TRANSLATE_NOOP("Rules", "Body track boxes"), "count", 10, 1, 100,
           source='000 "If the Body track completely fills with injury, the character is dying."'),
    Option("tactical_awareness", TACTICAL_AWARENESS, "count", 0, 0, 30,
           source='000 "everyone involved rolls 2d10 + Tactical Awareness; the number they get '
                  'is their Initiative"'),
    Option("skill", QT_TRANSLATE_NOOP("Rules", "Attack skill"), "choice", NO_ATTACK,
           choices=((NO_ATTACK, "None"), *((s, s) for s in ATTACK_SKILLS)),
           source='000 "Attacking usually uses one of the Melée Weapons, Firearms or Martial Arts '
                  'skills — all unarmed attacks, including untrained punching, kicking, etc. use '
                  'Martial Arts."'),
    Option("ranks", QT_TRANSLATE_NOOP("Rules", "Attack skill ranks"), "count", 0, 0, 30, applies=(_ATTACKS,),
           source='000 "A check is 2d10 + skill + any bonuses − any penalties"',
           help="0: untrained (−2)."),
    Option("weapon", "Weapon", "text", "", None, 40, applies=(_ATTACKS,),
           source='000 "Melée weapons and ammunition types have a damage rating (DMG)."',
           help=f"Its name as the roll says it (Claws, Rifle); empty: {ATTACK}."),
    Option("dmg", QT_TRANSLATE_NOOP("Rules", "Weapon DMG"), "count", 1, 0, 100, applies=(_WEAPON_DMG,),
           source='000 "On a successful attack, the weapon does its DMG in injury to an '
                  'unarmoured target."',
           help="From the Gear section of your rulebook: the excerpt has no weapons table."),
    Option("ap", QT_TRANSLATE_NOOP("Rules", "Weapon AP"), "count", 0, 0, 100, applies=(_ATTACKS,),
           source='000 "if the weapon or ammo has armour penetration (AP), it reduces the '
                  'armour’s effective STOP by its AP (to a minimum of 0)"'),
)


def stand_in(name: str, values: Mapping[str, Any]) -> RainworldCharacter:
    """Its Body track, its STOP as worn armour (where a hit's damage reads a character's
    STOP), its Tactical Awareness, and with an attack skill its ranks in that skill and a
    weapon row attacked with it (so the foe has the sheet's attack check, and its hits do the
    weapon's DMG through the target's STOP; a Martial Arts attack is an unarmed strike)."""
    ta = int(values.get("tactical_awareness", 0))
    stop = int(values.get("stop", 0))
    skill = str(values.get("skill", NO_ATTACK) or NO_ATTACK)
    ranks = int(values.get("ranks", 0)) if skill != NO_ATTACK else 0
    skills = [Rank(name=TACTICAL_AWARENESS, rank=ta)] if ta else []
    if ranks:
        skills.append(Rank(name=skill, rank=ranks))
    weapons = [] if skill == NO_ATTACK else [Weapon(
        name=str(values.get("weapon", "") or "").strip() or ATTACK, skill=skill,
        dmg=int(values.get("dmg", 1)), ap=int(values.get("ap", 0)), increment=0)]
    return RainworldCharacter(
        name=name, body=Track(length=int(values.get("body", 10))), skills=skills, weapons=weapons,
        armour=[Armour(name="Armour", stop=stop, worn=True)] if stop else [])
