"""Game Rules Lite data from the excerpt: attributes, skills, XP questions, item sizes.

Role templates, talent lists, gear and weapon tables and the difficulty table are not in the
excerpt; the user enters them (see docs/rules/lite.md)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from ...core.words import QT_TRANSLATE_NOOP

AttributeName = Literal["strength", "agility", "wits", "empathy"]


@dataclass(frozen=True)
class AttributeInfo:
    """[001 "Strength is decreased by damage, and recovered by grub."] and its three kin."""

    key: AttributeName
    name: str
    trauma: str
    resource: str


ATTRIBUTES: dict[str, AttributeInfo] = {
    a.key: a
    for a in (
        AttributeInfo("strength", QT_TRANSLATE_NOOP("Rules", "Strength"), QT_TRANSLATE_NOOP("Rules", "damage"), "grub"),
        AttributeInfo("agility", QT_TRANSLATE_NOOP("Rules", "Agility"), QT_TRANSLATE_NOOP("Rules", "fatigue"), "water"),
        AttributeInfo("wits", QT_TRANSLATE_NOOP("Rules", "Wits"), QT_TRANSLATE_NOOP("Rules", "confusion"), "sleep"),
        AttributeInfo("empathy", QT_TRANSLATE_NOOP("Rules", "Empathy"), QT_TRANSLATE_NOOP("Rules", "doubt"), "sympathy"),
    )
}

#: [001 "03 Skills"]: the twelve basic skills and their attributes. The excerpt prints
#: "Comprehed"; we read it as Comprehend (docs/rules/lite.md).
BASIC_SKILLS: dict[str, AttributeName] = {
    QT_TRANSLATE_NOOP("Rules", "Endure"): "strength",
    QT_TRANSLATE_NOOP("Rules", "Fight"): "strength",
    QT_TRANSLATE_NOOP("Rules", "Athletics"): "strength",
    QT_TRANSLATE_NOOP("Rules", "Acrobatics"): "agility",
    QT_TRANSLATE_NOOP("Rules", "Stealth"): "agility",
    QT_TRANSLATE_NOOP("Rules", "Shoot"): "agility",
    QT_TRANSLATE_NOOP("Rules", "Comprehend"): "wits",
    QT_TRANSLATE_NOOP("Rules", "Lore"): "wits",
    QT_TRANSLATE_NOOP("Rules", "Notice"): "wits",
    QT_TRANSLATE_NOOP("Rules", "Sense"): "empathy",
    QT_TRANSLATE_NOOP("Rules", "Manipulate"): "empathy",
    QT_TRANSLATE_NOOP("Rules", "Coolness"): "empathy",
}

# -- creation [001 "02 Character"] ---------------------------------------------------------------

ATTRIBUTE_POINTS = 14
ATTRIBUTE_START = (2, 4)
KEY_ATTRIBUTE_MAX = 5
SKILL_POINTS = 10
SKILL_START_MAX = 3
SPECIALIST_START_MIN = 1
STARTING_TALENTS = 1

# -- play -----------------------------------------------------------------------------------

ATTRIBUTE_MAX = 5
SKILL_MAX = 5
MAX_HELPERS = 3  # [001 "your maximum modification for help from others is +3"]
ADVANCE_COST = 5  # [001 "Once you have collected five XP you can improve your PC"]

#: [001 "For each of the following questions that you can answer with a “yes”"]
XP_QUESTIONS: tuple[str, ...] = (
    "Did you participate in the session?",
    "Did you participate in finalizing a Quest?",
    "Did you explore at least one new sector or area?",
    "Did you sacrifice or risk something for another player character?",
    "Did you sacrifice or risk something for the NPC you want to keep safe?",
    "Did you sacrifice or risk something to mess with the NPC you hate?",
    "Did you sacrifice or risk something to reach your personal goal?",
)

#: The printed rows of the difficulty table [001 "A Breeze+3"], [001 "Normal± 0"] (the rest
#: of the table is lost), and "hard" from the Angus example [001 "the GM says the action is
#: hard and gives Angus a −2 modification"]: (value, name, modification).
DIFFICULTY: tuple[tuple[str, str, int], ...] = (
    ("a_breeze", QT_TRANSLATE_NOOP("Rules", "A Breeze"), 3),
    ("normal", QT_TRANSLATE_NOOP("Rules", "Normal"), 0),
    ("hard", QT_TRANSLATE_NOOP("Rules", "Hard"), -2),
)

# -- encumbrance [001 "You can carry a number of regular items equal to double your Strength"]

CAPACITY_PER_STRENGTH = 2
SIZES: dict[str, Fraction] = {
    "tiny": Fraction(0),
    "light": Fraction(1, 2),
    "regular": Fraction(1),
    "heavy": Fraction(2),
}
RATIONS_PER_ROW = 4  # [001 "Four rations of food or water count as one regular item."]
DOSES_PER_BOTTLE = 10  # [001 "One such bottle contains ten doses of the strong stuff."]

#: [001 "more than 10 bullets ... light ..., more than 20 ... basic item and more than 40 as a
#: heavy item"]: (more than this many rounds, rows), largest first.
AMMUNITION: tuple[tuple[int, Fraction], ...] = (
    (40, Fraction(2)),
    (20, Fraction(1)),
    (10, Fraction(1, 2)),
)

ITEM_SIZES = ("tiny", "light", "regular", "heavy", "ammunition", "booze")
"""Size words an inventory row may carry; a whole number ("3") counts that many rows
[001 "Some objects may need as many as three or even more rows"]."""

OVER_ENCUMBERED = QT_TRANSLATE_NOOP("Rules", "Roll Endure to walk any significant distance; on a failure drop what you "
                                    "are carrying or stay where you are.")
