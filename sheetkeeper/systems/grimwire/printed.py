"""GRIMWIRE's printed tables as data [003], built from the constants the rules read."""

from __future__ import annotations

from ...core.printed import PrintedTable
from .tables import (
    BURNOUT,
    DROWNING_TN,
    FALLS,
    FRIENDLY_FIRE_TN,
    INSTABILITY_CONSUMABLE,
    INSTABILITY_DURABLE,
    LEVELS,
    LIGHT_ATTACKS_BY_COR,
    RANGES,
    TARGETED_ATTACK_TN,
)


def _dice(n: int, sides: int) -> str:
    return f"{n if n > 1 else ''}d{sides}"


def _instability(table, kind: str) -> list[tuple]:
    return [(kind, f"d{table.die}", face, result) for face, result in sorted(table.results.items(),
                                                                          reverse=True)]


TABLES: tuple[PrintedTable, ...] = (
    PrintedTable(
        "levels", "Rewards by Level",
        ("Level", "Attribute increases", "Max Condition/Focus", "Specialty learning capacity",
         "Total XP"),
        tuple((r.level, r.attribute_increases, r.max_condition_focus, r.learning_hours,
               r.total_xp) for r in LEVELS),
        '[003] "Rewards by Level" ("LevelRewardTotal XP")',
        note="'+N Max Condition/Focus' raises both maxima by N.",
    ),
    PrintedTable(
        "attacks_per_turn", "COR / Attacks Per Turn", ("COR", "Attacks per turn"),
        tuple(sorted(LIGHT_ATTACKS_BY_COR.items())),
        '[003] "Increasing a character’s COR allows them to make multiple attacks with light '
        'weapons in one turn." ("CORAttacks Per Turn")',
        note='COR 0 or less is read as 1 attack; "The rules for multiple attacks based on COR '
             'do not apply to heavy weapons." (one attack a turn).',
    ),
    PrintedTable(
        "burnout", "Burnout levels", ("Level", "Penalty to all rolls", "Max Condition %", "Effect"),
        tuple((b.level, b.penalty, b.max_condition_percent, b.effect) for b in BURNOUT[1:]),
        '[003] "Level 1: -1 penalty to all rolls"; "Level 2: -3 penalty to all rolls, max '
        'Condition reduced to 80% (rounded down) movement speed halved"',
        note="Level 4 prints no penalty of its own: the level-3 figures are kept.",
    ),
    PrintedTable(
        "falls", "Falls",
        ("Distance fallen", "Metres", "Time until impact", "Damage", "Target number to break fall",
         "Special rules"),
        tuple((f.label, f.metres, f.impact, _dice(f.damage_dice, f.damage_sides), f.break_tn,
               f.special) for f in FALLS),
        '[003] "Distance FallenTime Until ImpactDamageTarget Number to Break FallSpecial Rules"',
        note="A fall uses the highest row not above its height; under 4.5 m is the GM's call; "
             '"After falling 180 m, a character ceases to accelerate".',
    ),
    PrintedTable(
        "instability", "Instability", ("Object", "Die", "Roll", "Result"),
        tuple(_instability(INSTABILITY_DURABLE, "weapon or tool")
              + _instability(INSTABILITY_CONSUMABLE, "consumable")),
        '[003] "A d20 is used for the roll"; "If the object is consumable:" "A d10 is used for '
        'the roll"',
        note="Any other roll: it works.",
    ),
    PrintedTable(
        "ranges", "Combat Ranges", ("Weapon", "Range"), RANGES, '[003] "Combat Ranges"'),
    PrintedTable(
        "target_numbers", "Target numbers the rules set",
        ("Roll", "Attribute", "Target number"),
        (("An unintended target avoids the hit", "AGL", FRIENDLY_FIRE_TN),
         ("A new target avoids a splash attack", "AGL or RSN", FRIENDLY_FIRE_TN),
         ("Staying conscious while drowning", "MND", DROWNING_TN),
         ("A targeted attack", "COR", f"+{TARGETED_ATTACK_TN} (usually)")),
        '[003] "The unintended target must make an AGL roll with target number 11 to avoid '
        'being hit."; "The target number usually increases by 3, but the GM can decide to '
        'increase it by more or less"; "The character must succeed on a MND 11 roll each '
        'round to stay conscious."',
        note="The attacker's COR lowers an unintended target's TN when the attacker holds back.",
    ),
)
