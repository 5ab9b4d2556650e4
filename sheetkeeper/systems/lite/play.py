"""What the Game Rules Lite rules advance, and how a direct edit in play maps to an advance.

[001 "Once you have collected five XP you can improve your PC"]: one skill level for 5 XP;
a new talent for 5 XP; attributes have no advance in the excerpt, so they change in play only
as an adjustment.
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.advancing import Advanced
from .tables import ATTRIBUTES

NO_ATTRIBUTE_ADVANCE = ("the excerpt's advances are a skill level or a talent for 5 XP; "
                        "attribute scores do not advance")

ADVANCED = (
    Advanced("skills.*", "skill level",
             step=lambda c, keys, before, after: Action("advance.skill", {"skill": keys[0]},
                                                        f"Raise {keys[0]}"),
             subject=lambda c, keys: keys[0]),
    Advanced("specialist_level", "specialist skill level",
             step=lambda c, keys, before, after: (
                 Action("advance.skill", {"skill": c.role.specialist_skill}, "Raise the specialist skill")
                 if c.role.specialist_skill else None),
             why_not="name the specialist skill of the role first",
             subject=lambda c, keys: c.role.specialist_skill or "the specialist skill"),
    Advanced("talents.*", "talent",
             step=lambda c, keys, before, row: (
                 Action("advance.talent", {"name": row.name, "role": row.role}, f"Learn {row.name}")
                 if row.name.strip() else None),
             why_not="in play a talent is learnt by advancing, for 5 XP: use Advance… and "
                     "Learn a new talent, naming it",
             subject=lambda c, keys: f"talent {c.talents[int(keys[0])].name}"),
    *(Advanced(f"{key}.base", f"{key.capitalize()} score", why_not=NO_ATTRIBUTE_ADVANCE)
      for key in ATTRIBUTES),
)

#: Why a talent or a raised skill is not simply removed in play: the only change in play is
#: [001 "either raise a skill of your choice by one level, or learn one new talent"].
NEVER_LOST = ("in play a character only gains: [001 \"raise a skill of your choice by one level, or "
              "learn one new talent\"]; nothing is unlearnt and no XP comes back")
