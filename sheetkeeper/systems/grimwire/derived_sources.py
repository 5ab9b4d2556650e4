"""The rule each derived value of the sheet comes from, in the excerpt's words [003]."""

from __future__ import annotations

XP = '[003] "Whenever a PC gets enough XP, their level increases" (the level table)'
BURNOUT = '[003] "Level 1: -1 penalty to all rolls"; "Level 2: -3 penalty to all rolls, max ' \
    'Condition reduced to 80% (rounded down) movement speed halved"'

SOURCES = {
    "level": XP,
    "xp": '[003] "XP is a reward given by the GM for exploring, fighting, and interacting."',
    "xp.next": XP,
    "hours.remaining": '[003] "Each time your character levels up, they receive specialty '
                       'learning hours."',
    "hours.granted": '[003] "Each time your character levels up, they receive specialty '
                     'learning hours."',
    "condition": '[003] "Condition is a character’s “health” or “hit points”."',
    "focus": '[003] "Focus is analogous to “technique points” or “magic points” in other rpgs."',
    "burnout": '[003] "Intense pain causes the character to take a temporary level of burnout."',
    "initiative": '[003] "When a conflict begins, all PCs roll PER to see in what order they '
                  'take their turn"',
    "condition.max": BURNOUT,
    "burnout.penalty": BURNOUT,
    "movement": '[003] "AGL increases a character’s movement speed by 1 m per point"; '
                + BURNOUT,
    "movement.dash": '[003] "A character can sacrifice their action on their turn to move '
                     'double their normal movement range."',
    "movement.swim": '[003] "Swimming speed is half of the character’s normal movement speed."',
    "movement.bonus": '[003] "AGL increases a character’s movement speed by 1 m per point, or '
                      'reduces the range if their AGL is negative."',
    "magic.range": '[003] "A character’s magic range is equal to 18m plus (or minus if the '
                   'attribute is negative) 2m for every point"',
    "attacks.light": '[003] "Increasing a character’s COR allows them to make multiple attacks '
                     'with light weapons in one turn." (COR / Attacks Per Turn)',
    "attacks.heavy": '[003] "The rules for multiple attacks based on COR do not apply to heavy '
                     'weapons."; "A character can use their action to attack with a weapon"',
    "damage.unarmed": '[003] "Unarmed attacks do damage equal to the PC’s TOG attribute, to a '
                      'minimum of 1."',
    "armour": '[003] "Armor reduces physical damage, and in some cases can reduce other damage '
              'types."',
    "affinities": '[003] "Some lifeforms are weak to certain types of damage, meaning they take '
                  'double damage when hit with this damage type."',
    "breath": '[003] "A character can hold their breath for 2 mins plus one additional minute '
              'for each point they have in TOG."',
    "techniques.active": '[003] "The maximum number of special techniques a character can have '
                         'available for use is equal to half their character’s maximum Focus '
                         'rounded down."',
    "friendly_fire.tn": '[003] "The unintended target must make an AGL roll with target number '
                        '11 to avoid being hit."; "they can add their COR to the AGL roll of '
                        'the unintended target"',
    "burnout.causes": '[003] "Instead of the conditions that would cause burnout in a '
                      'biological lifeform, mechanicals get burnt out by:"',
    "rests.today": '[003] "Characters can only benefit from two short rests and one long rest '
                   'per day."',
    "damage": '[003] "Damage for a successful attack cannot be lower than 1."',
    "technique": '[003] "Each time your character levels up, they receive specialty learning '
                 'hours." (effort × the multiplier attribute)',
}
