"""GRIMWIRE's computed numbers (digest 003-5, 003-6, 003-8): pure functions of the sheet.

Rounding is down wherever the excerpt is silent (003-12 #5).
"""

from __future__ import annotations

from math import ceil

from . import status
from .model import GrimwireCharacter, Technique, Weapon
from .tables import (
    BREATH_BASE_MIN,
    BURNOUT,
    FRIENDLY_FIRE_TN,
    LEVELS,
    LIGHT_ATTACKS_BY_COR,
    MAGIC_RANGE_BASE_M,
    MAGIC_RANGE_PER_RSN_M,
    TOP_LEVEL,
)

# -- advancement ---------------------------------------------------------------------------


def level_for_xp(xp: int) -> int:
    """The highest row whose Total XP is reached [003 "Rewards by Level"]."""
    return max(row.level for row in LEVELS if row.total_xp <= max(0, xp))


def xp_for_level(level: int) -> int | None:
    return LEVELS[level].total_xp if level < TOP_LEVEL else None


def hours_needed(effort_left: int, multiplier: int) -> int | None:
    """Hours to finish: ceil(effort / attribute); None when the attribute is 0 or less
    (003-12 #4) [003 "5 learning hour x 3 COR = 15 learning effort"]."""
    if multiplier <= 0:
        return None
    return ceil(max(0, effort_left) / multiplier)


def technique_hours_left(c: GrimwireCharacter, technique: Technique) -> int | None:
    return hours_needed(technique.effort - technique.progress, c.attribute(technique.multiplier))


def max_active_techniques(max_focus: int) -> int:
    """[003 "half their character’s maximum Focus rounded down"]."""
    return max(0, max_focus) // 2


# -- Condition, Focus, burnout --------------------------------------------------------------


def burnout_level(c: GrimwireCharacter) -> int:
    """Effective level, counting agony's temporary levels."""
    return c.burnout.effective


def burnout_penalty(level: int) -> int:
    return BURNOUT[level].penalty


def capped_max_condition(maximum: int, level: int) -> int:
    """[003 "max Condition reduced to 80% (rounded down)"], 50% at level 3."""
    return maximum * BURNOUT[level].max_condition_percent // 100


def effective_max_condition(c: GrimwireCharacter) -> int:
    return capped_max_condition(c.condition.maximum, burnout_level(c))


def condition_ceiling(c: GrimwireCharacter) -> int:
    """The highest Condition allowed now: the burnout-capped max plus temporary Condition."""
    return effective_max_condition(c) + c.condition.temporary


def short_rest_gain(max_condition: int, max_focus: int) -> tuple[int, int]:
    """[003 "restore Condition equal to 20% of their max Condition and Focus equal to half"]."""
    return max_condition * 20 // 100, max(0, max_focus) // 2


def long_rest_gain(max_condition: int, max_focus: int) -> tuple[int, int]:
    """[003 "restore Condition equal to half their max Condition and Focus equal to their
    max"]: added to the current value, so -5 of 15 becomes 10."""
    return max_condition // 2, max(0, max_focus)


def restored(current: int, gain: int, ceiling: int) -> int:
    """Add a rest's gain without passing the ceiling (and never lowering the value)."""
    return max(current, min(ceiling, current + gain))


def is_dying(c: GrimwireCharacter) -> bool:
    return c.condition.current <= 0 and not is_dead(c)


def is_dead(c: GrimwireCharacter) -> bool:
    """[003 "If a character falls below -10 Condition, they are dead."]: -10 still lives."""
    return c.condition.current < -10


# -- movement and ranges -------------------------------------------------------------------


def movement(c: GrimwireCharacter) -> str:
    """Base (entered by the user) + AGL metres; burnout 2 halves it, 3 means crawling."""
    level = burnout_level(c)
    if level >= 3:
        return "crawl only (burnout)"
    effects = status.active(c.effect_names)
    if "Knocked down" in effects:
        return "crawl 3m (knocked down)"
    metres = max(0.0, c.base_movement + c.attributes.AGL)
    if "Grappled" in effects:
        metres /= 2
    if level == 2:
        metres /= 2
    return f"{metres:g}m"


def dash(c: GrimwireCharacter) -> str:
    """[003 "A character can sacrifice their action on their turn to move double their normal
    movement range."]"""
    return _scaled(movement(c), 2)


def swimming(c: GrimwireCharacter) -> str:
    """[003 "Swimming speed is half of the character’s normal movement speed."]; in rushing
    water or with gear a TOG roll is needed as well."""
    return _scaled(movement(c), 0.5)


def _scaled(text: str, factor: float) -> str:
    if not text.endswith("m") or " " in text:
        return text
    return f"{float(text[:-1]) * factor:g}m"


def magic_range(rsn: int) -> int:
    """[003 "18m plus (or minus if the attribute is negative) 2m for every point"]."""
    return max(0, MAGIC_RANGE_BASE_M + MAGIC_RANGE_PER_RSN_M * rsn)


def breath_minutes(tog: int) -> int:
    """[003 "2 mins plus one additional minute for each point they have in TOG"]."""
    return max(0, BREATH_BASE_MIN + tog)


# -- attacks and damage ---------------------------------------------------------------------


def light_attacks(cor: int, frenzy: int = 0) -> int:
    """[003 "CORAttacks Per Turn"]; frenzy adds one [003 "Can make 1 additional attack"]."""
    return LIGHT_ATTACKS_BY_COR.get(min(10, cor), 1) + frenzy


HEAVY_ATTACKS = 1


def heavy_attacks(frenzy: int = 0) -> int:
    """One attack a turn with a heavy weapon, whatever the COR [003 "The rules for multiple
    attacks based on COR do not apply to heavy weapons."] (the attack action: [003 "A
    character can use their action to attack with a weapon"]); frenzy adds one as it does
    for light weapons [003 "Can make 1 additional attack"]."""
    return HEAVY_ATTACKS + frenzy


def damage_text(weapon: Weapon, tog: int) -> str:
    """Melee and thrown damage + TOG, minimum 1 [003 "Damage for a successful attack cannot
    be lower than 1."]; ranged weapons don't add TOG; unarmed is TOG, minimum 1."""
    if weapon.kind == "unarmed":
        return str(unarmed_damage(tog))
    if weapon.kind == "ranged" or tog == 0:
        return weapon.damage
    return f"{weapon.damage}{tog:+d} TOG (min 1)"


def unarmed_damage(tog: int) -> int:
    """[003 "Unarmed attacks do damage equal to the PC’s TOG attribute, to a minimum of 1."]"""
    return max(1, tog)


def melee_damage(rolled: int, tog: int) -> int:
    return max(1, rolled + tog)


def after_armour(damage: int, armour: int) -> int:
    """[003 "Each point of armor reduces damage by 1 for each attack to a minimum of 1."]"""
    if damage <= 0:
        return 0
    return max(1, damage - armour)


def after_affinity(damage: int, affinity: str | None) -> int:
    """Weak x2, resistant x1/2 (down), immune 0 [003 "take double damage"]."""
    if affinity == "weak":
        return damage * 2
    if affinity == "resistant":
        return damage // 2
    if affinity == "immune":
        return 0
    return damage


def tog_shortfall(requirement: int | None, tog: int) -> int:
    return max(0, requirement - tog) if requirement is not None else 0


def friendly_fire_range(weapon: Weapon | None, tog: int, effect_names: list[str]) -> int:
    """Natural rolls that may hit an unintended target: 1, widened by an unmet TOG
    requirement (TOG 1 vs 3 -> 3 or below, 003-12 #8) and by frenzy (+5)."""
    shortfall = tog_shortfall(weapon.tog_requirement, tog) if weapon else 0
    return min(20, 1 + shortfall + status.friendly_fire_bonus(effect_names))


def friendly_fire_tn(attacker_bonus: int) -> int:
    """AGL 11 for the unintended target, minus the attacker's COR (MND for supernatural)
    [003 "PC1 has 2 COR so the target number is 9 (11 minus 2)."]."""
    return FRIENDLY_FIRE_TN - attacker_bonus
