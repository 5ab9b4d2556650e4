"""A hit's damage in Basic Roleplaying, from the weapon row the skill is used with.

The weapon's damage is rolled, and the damage modifier with it where it adds; the target's
armour comes off. A critical hit does the weapon's maximum and bypasses the armour, the
damage modifier still rolled [004 "Weapons that critically hit utterly bypass the target’s
armor and do maximum damage (plus the normally rolled damage modifier)"]. A special hit
inflicts what the weapon's row names [004 "an attack that rolls a special success can inflict
a knockdown or impale based on the type of weapon (see Chapter 6: Combat for additional
detail)"]: the excerpt gives no numbers for it, so the breakdown names it and the table
applies it as its rulebook says. What lands comes off the target's hit points.
"""

from __future__ import annotations

from ...core.actions import Action, Refusal
from ...core.attack import Damage, DamageLine, Target
from ...core.checks import RollResult
from ...core.dice import RandomSource
from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .damage_dice import parse
from .model import BRPCharacter, Weapon
from .results import Degree

CRITICAL_SOURCE = ('004 "Weapons that critically hit utterly bypass the target’s armor and do '
                   'maximum damage (plus the normally rolled damage modifier)"')
SPECIAL_SOURCE = ('004 "an attack that rolls a special success can inflict a knockdown or '
                  'impale based on the type of weapon"')


def weapons_of(c: BRPCharacter, check_id: str) -> list[Weapon]:
    """The weapon rows used with the check's skill (``skill:<name>``), in the sheet's order."""
    kind, _, name = check_id.partition(":")
    if kind != "skill":
        return []
    wanted = name.casefold()
    return [w for w in c.weapons if w.skill.strip().casefold() == wanted]


def weapon_of(c: BRPCharacter, check_id: str, chosen: str | None = None) -> Weapon | None:
    """The weapon row of the check's skill named ``chosen`` (the roller's Weapon), else the
    first used with the skill, if any."""
    rows = weapons_of(c, check_id)
    return next((w for w in rows if chosen and weapon_name(w) == chosen), rows[0] if rows else None)


def weapon_name(w: Weapon) -> str:
    return w.name or w.skill


def weapon_option(c: BRPCharacter, check_id: str) -> list[Option]:
    """Which weapon the attack is made with, where the sheet has several of the skill's."""
    names = list(dict.fromkeys(weapon_name(w) for w in weapons_of(c, check_id)))
    if len(names) < 2:
        return []
    return [Option("weapon", "Weapon", "choice", names[0],
                   choices=tuple((n, n) for n in names),
                   source="the weapons used with this skill on the sheet: the damage of the "
                          "one chosen")]


def armour_options() -> list[Option]:
    return [Option("armour", QT_TRANSLATE_NOOP("Rules", "Armour points"), "count", 0, 0, 99,
                   source='004 "Weapons that critically hit utterly bypass the target’s armor"')]


def armour_of(target: Target) -> int:
    """The target's armour points: its armour rows, or what an ad-hoc target was given."""
    if isinstance(target.character, BRPCharacter):
        return sum(a.points for a in target.character.armour)
    return int(target.values.get("armour", 0))


def weapon_damage(c: BRPCharacter, check_id: str, target: Target, rng: RandomSource,
                  result: RollResult | None = None, chosen: str | None = None) -> Damage:
    weapon = weapon_of(c, check_id, chosen)
    if weapon is None:
        skill = check_id.partition(":")[2] or check_id
        raise Refusal(f"no weapon on the sheet is used with {skill}: add it to the weapons on "
                      "the Gear page, with its skill and damage")
    name = weapon.name or weapon.skill
    dice = parse(weapon.damage, f"the damage of {name}")
    if not dice.terms:
        raise Refusal(f"{name} has no damage entered: type it on the Gear page (1D8+1)")
    critical = result is not None and result.outcome == Degree.CRITICAL.label
    special = result is not None and result.outcome == Degree.SPECIAL.label
    faces: list[int] = []
    if critical:
        total = dice.maximum
        lines = [DamageLine(f"{name} {weapon.damage} at its maximum (critical)", total,
                            CRITICAL_SOURCE)]
    else:
        total, faces = dice.roll(rng)
        lines = [DamageLine(f"{name} {weapon.damage} rolled {', '.join(map(str, faces))}", total)]
    if weapon.modifier and parse(c.damage_modifier, "the damage modifier").terms:
        modifier, rolled = parse(c.damage_modifier, "the damage modifier").roll(rng)
        faces += rolled
        lines.append(DamageLine(f"Damage modifier {c.damage_modifier}", modifier))
        total += modifier
    total = max(0, total)
    points = armour_of(target)
    if critical:
        if points:
            lines.append(DamageLine(f"Armour {points} bypassed (critical)", 0, CRITICAL_SOURCE))
        amount = total
    else:
        amount = max(0, total - points)
        if points:
            lines.append(DamageLine(f"Armour {points}", amount - total))
    if special:
        what = weapon.special or "what the weapon's type inflicts (not entered)"
        lines.append(DamageLine(f"Special success: {what}, as your rulebook's chapter 6 says",
                                0, SPECIAL_SOURCE))
    action = Action("pool", {"path": "hit_points", "amount": -amount},
                    label=f"{c.display_name}'s {name}: {amount} damage to {target.label}")
    return Damage(tuple(faces), tuple(lines), amount, f"{amount} hit points", action)
