"""The skills the excerpt names and the common aptitude checks it prints.

Only two linked aptitudes are printed (Stealth -> COO, Athletics -> SOM); for every other
skill the player picks the aptitude when adding it, and any skill not listed here can be
added by name [002-11 "skill list with linked aptitudes (only Stealth→COO and Athletics→SOM
are given)"].
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.words import QT_TRANSLATE_NOOP
from .model import Aptitude, SkillKind


@dataclass(frozen=True)
class SkillEntry:
    name: str
    kind: SkillKind
    aptitude: Aptitude | None = None
    """The linked aptitude where the excerpt prints it; None = the player chooses."""


SKILLS: tuple[SkillEntry, ...] = (
    SkillEntry("Athletics", "ordinary", "SOM"),  # [002 "30 Somatics and 30 ranks in Athletics"]
    SkillEntry("Barter", "ordinary"),
    SkillEntry("Disguise", "ordinary"),
    SkillEntry("Perception", "ordinary"),
    SkillEntry("Protocol", "ordinary"),
    SkillEntry("Read", "ordinary"),
    SkillEntry("Search", "ordinary"),
    SkillEntry("Spellcraft", "ordinary"),
    SkillEntry("Stealth", "ordinary", "COO"),  # [002 "Coordination (the linked aptitude for Stealth)"]
    SkillEntry("Unarmed Combat", "ordinary"),
    SkillEntry("Art: Painting", "field"),
    SkillEntry("Craft: Alchemy", "field"),
    SkillEntry("Craft: Clockwork", "field"),
    SkillEntry("Knowledge: Math", "field"),
    SkillEntry("Knowledge: Natural Philosophy", "field"),
    SkillEntry("Knowledge: Theology", "field"),
    SkillEntry("Profession: Cleric", "field"),
    SkillEntry("Profession: Cook", "field"),
    SkillEntry("One-Handed Melee Weapons", "proficiency"),
    SkillEntry("Exotic Skill: Programming", "exotic"),
)

#: The fields of the field skills named in the excerpt ("Art is a field skill").
FIELDS: tuple[str, ...] = ("Art", "Craft", "Knowledge", "Profession")

#: Tests that normally cannot be assisted [002 "Attack, Stealth and Perception tests
#: normally cannot be assisted."]. Attacks are flagged on the situation, not by skill.
UNASSISTED_SKILLS: frozenset[str] = frozenset({"stealth", "perception"})


def catalogue_entry(name: str) -> SkillEntry | None:
    folded = name.casefold()
    return next((e for e in SKILLS if e.name.casefold() == folded), None)


@dataclass(frozen=True)
class CommonCheck:
    """A check against aptitudes: the sum of aptitude x multiplier terms ("luck" is the
    Luck stat, never the Luck Points [002 "that’s the Luck stat, not your current Luck
    Points"])."""

    slug: str
    label: str
    terms: tuple[tuple[str, int], ...]
    note: str = ""


COMMON_CHECKS: tuple[CommonCheck, ...] = (
    CommonCheck("resist-intimidation", QT_TRANSLATE_NOOP("Rules", "Resist Intimidation / Overcome Fear"), (("WIL", 2),)),
    CommonCheck("resist-manipulation", QT_TRANSLATE_NOOP("Rules", "Resist Social Manipulation"), (("SAV", 1), ("INT", 1))),
    CommonCheck("memory-recall", QT_TRANSLATE_NOOP("Rules", "Difficult Memory Recall"), (("COG", 3),)),
    CommonCheck("take-a-chance", QT_TRANSLATE_NOOP("Rules", "Take a Chance, Stroke of Luck"), (("luck", 10),)),
    CommonCheck("make-a-guess", QT_TRANSLATE_NOOP("Rules", "Make a Guess"), (("INT", 3),)),
    CommonCheck("get-a-hint", QT_TRANSLATE_NOOP("Rules", "Get a Hint"), (("INT", 3),)),
    CommonCheck("logic-puzzle", QT_TRANSLATE_NOOP("Rules", "Solve a Logic Puzzle"), (("COG", 3),)),
    CommonCheck(
        "feat-of-strength",
        QT_TRANSLATE_NOOP("Rules", "Feat of Strength"),
        (("SOM", 2),),
        'printed "SOM + STR"; there is no STR, and the sidebar says "roll SOM×2"',
    ),
    CommonCheck("feat-of-endurance", QT_TRANSLATE_NOOP("Rules", "Feat of Endurance"), (("DUR", 1), ("WIL", 1))),
    CommonCheck("react-quickly", QT_TRANSLATE_NOOP("Rules", "React Quickly"), (("COO", 3),)),
    CommonCheck("catch-something", QT_TRANSLATE_NOOP("Rules", "Catch Something"), (("COO", 3),)),
    CommonCheck("difficult-language", QT_TRANSLATE_NOOP("Rules", "Difficult use of Language"), (("INT", 3),)),
)
