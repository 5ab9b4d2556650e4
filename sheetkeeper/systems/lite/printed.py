"""Game Rules Lite's printed tables as data [001], built from the constants the rules read.

The skill list prints "Comprehed"; the rules read Comprehend (a correction beside it). The
difficulty table prints only its first two rows (A Breeze +3, Normal ± 0): the rest is lost
from the excerpt, and "hard" (−2) comes from the worked example, not the table.
"""

from __future__ import annotations

from ...core.printed import Correction, PrintedTable
from .tables import ATTRIBUTES, BASIC_SKILLS, DIFFICULTY

MISSPELT = {"Comprehend": "Comprehed"}


def _skills() -> PrintedTable:
    rows, corrections = [], []
    for i, (skill, attribute) in enumerate(BASIC_SKILLS.items()):
        printed = MISSPELT.get(skill, skill)
        rows.append((printed, ATTRIBUTES[attribute].name))
        if printed != skill:
            corrections.append(Correction(i, "Skill", printed, skill,
                                          "a misprint: the skill is Comprehend"))
    return PrintedTable("skills", "03 Skills", ("Skill", "Attribute"), tuple(rows),
                        '[001] "03 Skills"', tuple(corrections))


TABLES: tuple[PrintedTable, ...] = (
    _skills(),
    PrintedTable(
        "difficulty", "Difficulty", ("Difficulty", "Modification"),
        tuple((name, modification) for _, name, modification in DIFFICULTY
              if name != "Hard"),
        '[001] "Use this table for guidance:" ("A Breeze+3", "Normal± 0")',
        note='Only these two rows are printed; "hard" (−2) is the worked example\'s '
             '[001 "the GM says the action is hard and gives Angus a −2 modification"].',
    ),
    PrintedTable(
        "attributes", "Attributes and trauma", ("Attribute", "Decreased by", "Recovered by"),
        tuple((a.name, a.trauma, a.resource) for a in ATTRIBUTES.values()),
        '[001] "Strength is decreased by damage, and recovered by grub."',
    ),
)
