"""What a Game Rules Lite library holds: talents and inventory items, as the sheet keeps
them. The excerpt names no talent and no item, so the starter library is empty."""

from __future__ import annotations

from ...core.library import LibraryList

LIBRARY = (
    LibraryList("talents", "talents", ("name", "role", "notes"), cards=True),
    LibraryList("inventory", "inventory", ("name", "size", "gear_bonus", "max_gear_bonus", "skill",
                                           "notes"), cards=True),
)
