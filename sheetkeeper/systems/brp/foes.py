"""A quick foe in Basic Roleplaying: its weapon skill, hit points and armour points, what a
fight reads of it (a hit's damage is [004 "Weapons that critically hit utterly bypass the
target’s armor"] less the armour, off the hit points). The excerpt has no initiative roll:
the GM places a foe in the turn order."""

from __future__ import annotations

from ...core.situation import Option
from .weapon_damage import armour_options

OPTIONS: tuple[Option, ...] = (
    Option("weapon_skill", "Weapon skill %", "count", 50, 0, 200,
           source='004 "Some skills, especially weapon skills, are inherently dramatic and '
                  'dangerous, and always are rolled for"'),
    Option("hit_points", "Hit points", "count", 10, 1, 999,
           source='004 "Regenerate 1D3 hit pointsOne game week (seven days)"'),
    *armour_options(),
)
