"""What a Basic Roleplaying library holds: skills with their category and base chance,
weapons, armour and inventory items. The excerpt prints no skill list or weapons table (the
gamemaster picks the skill list for the setting), so the starter library is empty.

A skill picked from the library starts at its base chance: ``base`` is the base chance from
the rulebook's skill list (``model.Skill``), and a skill no one has improved stands at it."""

from __future__ import annotations

from typing import Any

from ...core.library import LibraryList


def _at_base(row: dict[str, Any]) -> dict[str, Any]:
    return {"rating": row.get("base", 0), **row}


LIBRARY = (
    LibraryList("skills", "skills", ("name", "category", "base", "can_improve", "notes"),
                picked=_at_base),
    LibraryList("weapons", "weapons", ("name", "skill", "damage", "modifier", "special", "hands",
                                       "hp", "range", "enc", "notes"), cards=True),
    LibraryList("armour", "armour", ("name", "points", "enc", "notes"), cards=True),
    LibraryList("inventory", "inventory", ("name", "enc", "notes"), cards=True),
)
