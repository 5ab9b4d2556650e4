"""GRIMWIRE's printed tables, as data (seed 003; digest 003-5, 003-6, 003-8, 003-10).

Each table is copied from the excerpt; the code that reads them lives elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.words import QT_TRANSLATE_NOOP

ATTRIBUTES = ("TOG", "AGL", "COR", "MND", "PER", "RSN")
"""The six described attributes [003 "Below is a summary of the seven attributes"]."""

ATTRIBUTE_NAMES = {
    "TOG": QT_TRANSLATE_NOOP("Rules: grimwire", "Toughness"),
    "AGL": QT_TRANSLATE_NOOP("Rules: grimwire", "Agility"),
    "COR": QT_TRANSLATE_NOOP("Rules: grimwire", "Coordination"),
    "MND": QT_TRANSLATE_NOOP("Rules: grimwire", "Mind"),
    "PER": QT_TRANSLATE_NOOP("Rules: grimwire", "Perception"),
    "RSN": QT_TRANSLATE_NOOP("Rules: grimwire", "Resonance"),
}

ALIASES = {"STR": "TOG", "INT": "MND"}
"""The excerpt also writes "STR or COR roll" and "INT 25" (digest 003-12 #1)."""

ATTRIBUTE_MAX = 10  # [003 "10 is the maximum for any attribute."]


@dataclass(frozen=True)
class LevelReward:
    """One row of "Rewards by Level"; "+N Max Condition/Focus" is +N to both (003-12 #2)."""

    level: int
    attribute_increases: int
    max_condition_focus: int
    learning_hours: int
    total_xp: int


LEVELS: tuple[LevelReward, ...] = (
    LevelReward(1, 0, 5, 5, 0),
    LevelReward(2, 1, 3, 7, 20),
    LevelReward(3, 1, 3, 8, 60),
    LevelReward(4, 2, 3, 10, 120),
    LevelReward(5, 1, 3, 12, 200),
    LevelReward(6, 1, 4, 15, 300),
    LevelReward(7, 1, 4, 17, 420),
    LevelReward(8, 2, 4, 18, 580),
    LevelReward(9, 1, 5, 20, 780),
    LevelReward(10, 1, 5, 24, 1000),
)
TOP_LEVEL = LEVELS[-1].level


def reward(level: int) -> LevelReward:
    return LEVELS[level - 1]


LIGHT_ATTACKS_BY_COR = {1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3, 8: 3, 9: 4, 10: 4}
"""[003 "CORAttacks Per Turn"]; COR 0 or less is read as 1 attack (003-12 #10)."""


@dataclass(frozen=True)
class BurnoutLevel:
    level: int
    penalty: int
    max_condition_percent: int
    effect: str


BURNOUT: tuple[BurnoutLevel, ...] = (
    BurnoutLevel(0, 0, 100, "No burnout"),
    BurnoutLevel(1, -1, 100, "-1 to all rolls"),
    BurnoutLevel(
        2, -3, 80, "-3 to all rolls; max Condition 80% (rounded down); movement halved"
    ),
    BurnoutLevel(
        3, -5, 50,
        "-5 to all rolls; max Condition 50% (rounded down); crawl only; "
        "no specialty techniques",
    ),
    BurnoutLevel(4, -5, 50, "Condition drops to 0 and the character begins dying"),
)
"""[003 "Level 2: -3 penalty to all rolls, max Condition reduced to 80% (rounded down)"].
Level 4 prints no penalty of its own; the character is dying and out cold, so the level-3
figures are kept for any roll the GM still allows."""

DYING_LIMIT = -10  # [003 "If a character falls below -10 Condition, they are dead."]


@dataclass(frozen=True)
class Fall:
    metres: float
    label: str
    impact: str
    damage_dice: int
    damage_sides: int
    break_tn: int
    special: str


FALLS: tuple[Fall, ...] = (
    Fall(4.5, QT_TRANSLATE_NOOP("Rules", "4.5m (1 story)"), "1 sec (1 turn)", 1, 6, 10,
         "No damage if jumped intentionally AND fall broken; fall automatically broken "
         "if landing on a soft surface or water"),
    Fall(9, QT_TRANSLATE_NOOP("Rules", "9m (2 stories)"), "1.5 sec (1.5 turns)", 2, 8, 13,
         "No damage if jumped intentionally AND fall broken; fall automatically broken "
         "if landing on a soft surface or water"),
    Fall(18, QT_TRANSLATE_NOOP("Rules", "18m (4 stories)"), "2 sec (2 turns)", 2, 12, 16,
         "Fall automatically broken if landing on a soft surface or water"),
    Fall(45, QT_TRANSLATE_NOOP("Rules", "45m (10 stories)"), "3 sec (3 turns)", 3, 20, 19,
         "Character must land on a soft surface AND succeed on an AGL roll to break falls "
         "this height or above; water is not considered a soft surface above this height"),
    Fall(81, QT_TRANSLATE_NOOP("Rules", "81m (270', 18 stories)"), "4 sec (4 turns)", 4, 20, 22, ""),
    Fall(126, QT_TRANSLATE_NOOP("Rules", "126m (420', 28 stories)"), "5 sec (5 turns)", 5, 20, 25, ""),
    Fall(180, QT_TRANSLATE_NOOP("Rules", "180m (40 stories)"), "6 sec (6 turns)", 6, 20, 28,
         "Terminal velocity reached, no further increases in damage or difficulty"),
)
"""[003 "Distance FallenTime Until ImpactDamageTarget Number to Break Fall"]."""


def fall_row(metres: float) -> Fall | None:
    """The highest row not above the distance; None under 4.5 m (a GM call, 003-12 #11).
    Beyond 180 m the 180 m row applies [003 "After falling 180 m, a character ceases"]."""
    rows = [f for f in FALLS if f.metres <= metres]
    return rows[-1] if rows else None


@dataclass(frozen=True)
class Instability:
    die: int
    results: dict[int, str]


INSTABILITY_DURABLE = Instability(20, {
    3: "It doesn't work",
    2: "It breaks but can be repaired",
    1: "It breaks permanently and may cause damage to nearby characters",
})
"""[003 "If a 3 is rolled, it doesn’t work"]."""

INSTABILITY_CONSUMABLE = Instability(10, {
    3: "It doesn't work and can't be reused",
    2: "It doesn't work and can't be reused",
    1: "It has a harmful effect determined by the GM",
})
"""[003 "If a 2 or a 3 are rolled, it doesn’t work and can’t be reused"]."""


def instability(roll: int, consumable: bool = False) -> str:
    table = INSTABILITY_CONSUMABLE if consumable else INSTABILITY_DURABLE
    return table.results.get(roll, "It works")


RANGES: tuple[tuple[str, str], ...] = (
    ("Melee", "3m"),
    ("Thrown Weapons", "Up to 9m"),
    ("Handguns", "9 to 18m"),
    ("Rifles", "between 18 and 36m"),
    ("Long Rifles", "between 36 and 72m"),
    ("Sniper Rifles", "Anything above 72m"),
)
"""[003 "Combat Ranges"]."""

MAGIC_RANGE_BASE_M = 18  # [003 "A character’s magic range is equal to 18m plus"]
MAGIC_RANGE_PER_RSN_M = 2
BREATH_BASE_MIN = 2  # [003 "hold their breath for 2 mins plus one additional minute"]
FRIENDLY_FIRE_TN = 11  # [003 "The new target must make an AGL or RSN roll with target number 11"]
DROWNING_TN = 11  # [003 "The character must succeed on a MND 11 roll each round to stay conscious."]
FRENZY_FRIENDLY_FIRE = 5  # [003 "Risk of hitting a friendly target increases by 5."]
TARGETED_ATTACK_TN = 3  # [003 "The target number usually increases by 3"]
SURPRISE_BONUS = {"unaware": 5, "alert": 2}  # [003 "the first attack gets a +5 COR bonus"]
BEYOND_RANGE_NEAR_M = 9  # [003 "a -5 penalty to COR for being used beyond their range up to 9m"]
BEYOND_RANGE_PENALTY = (-5, -10)

DAMAGE_TYPES = (
    "bullets", "edged", "blunt", "explosions",
    "heat", "cold", "electricity", "radiation",
    "chemical", "biological", "supernatural",
)
"""[003 "Damage Types and Resistances"]; the first four are physical."""
PHYSICAL = DAMAGE_TYPES[:4]

SHORT_RESTS_PER_DAY = 2  # [003 "Characters can only benefit from two short rests and one long rest per day."]
LONG_RESTS_PER_DAY = 1

BURNOUT_CAUSES = {
    "biological": "Condition 0 or below; negative Focus; 3 days without resting; severe "
                  "hunger and thirst; disease; temperature extremes",
    "mechanical": "Condition 0 or below; negative Focus; damp or immersion; ambient "
                  "radiation; 3 days without maintenance; 3 days without recharging",
}
"""[003 "Instead of the conditions that would cause burnout in a biological lifeform"]."""
