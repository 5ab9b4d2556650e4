"""Inventory items. The encumbrance figure itself is each system's rule."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .library import FromLibrary
from .words import Said


class Item(FromLibrary):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    name: str = Field("", max_length=200)
    quantity: int = Field(1, ge=0, le=1_000_000)
    size: str = Field("regular", max_length=40)
    """A size word the system understands (Game Rules Lite: tiny, light, regular, heavy)."""
    enc: float = Field(0, ge=0, le=100_000)
    """An ENC value for systems that count weight (BRP)."""
    gear_bonus: int | None = Field(None, ge=0, le=20)
    max_gear_bonus: int | None = Field(None, ge=0, le=20)
    on_mount: bool = False
    """Carried by a mount or cart: not counted against the character's capacity."""
    notes: str = Field("", max_length=2000)


class Encumbrance(BaseModel):
    """A system's reading of an inventory: what is carried against what can be."""

    model_config = ConfigDict(frozen=True)

    load: float
    capacity: float
    unit: Said = "items"
    over: bool = False
    consequence: Said = ""
    """What being over means, in the game's words."""
    warning_at: float | None = None
    layout: Literal["rows", "weight"] = "rows"
    """How the system counts an inventory: ``rows`` (an item a row, numbered up to the
    capacity; an item's ``size`` is how many rows it takes) or ``weight`` (each item's own
    ``enc`` in ``unit``)."""
