"""What a GRIMWIRE library holds: techniques with their multiplier and learning effort,
weapons, status effects of the table's own and gear. The starter library is the one
technique the excerpt gives with its numbers [003 "the technique Throwing Expert which has
COR for its multiplier and a learning effort of 15"]."""

from __future__ import annotations

from ...core.library import LibraryList

LIBRARY = (
    LibraryList("techniques", "techniques", ("name", "multiplier", "effort", "focus_cost", "notes"),
                ({"name": "Throwing Expert", "multiplier": "COR", "effort": 15},),
                source="the technique the learning rules give as their example", cards=True),
    LibraryList("weapons", "weapons", ("name", "kind", "damage", "damage_type", "tog_requirement",
                                       "effective_range", "shielding", "notes"), cards=True),
    LibraryList("status_effects", "status effects", ("name", "notes")),
    LibraryList("gear", "gear", ("name", "size", "enc", "notes"), cards=True),
)
