"""The fields every character has, whatever the game. Systems subclass it."""

from __future__ import annotations

import base64
import binascii
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_serializer

from .ledger import Ledger
from .purse import MAX_PURSE_KINDS, Coins, one_row_a_kind
from .text import LongText, Name

#: Portraits are stored inside the file; keep files small and decoders safe.
PORTRAIT_MAX_BYTES = 512 * 1024
_IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")


class CharacterBase(BaseModel):
    """Saved fields only: what a player writes on paper. Derived values come from rules."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True, revalidate_instances="never")

    system: str
    name: Name = ""
    player: Name = ""
    notes: LongText = ""
    portrait: str | None = Field(None, description="PNG or JPEG image, base64")
    ledger: Ledger = Field(default_factory=Ledger)
    in_creation: bool = False
    """True while the character is being built: fields are free and the creation budgets
    apply. In play (False, and every file written before the marker existed) a change to
    anything the rules advance goes through the rules. Written only while True."""
    statuses: list[Name] = Field(default=[], max_length=50)
    """Ids of the statuses set (``Rules.statuses``); left out of the file while empty, so
    files written before statuses existed re-encode byte for byte."""

    purse: list[Coins] = Field(default=[], max_length=MAX_PURSE_KINDS)
    """Coins by the kinds the table names ("sp": 40), one row a kind (``core/purse.py``):
    every game's, since no game names its money. Left out of the file while empty."""

    omitted_while_empty: ClassVar[tuple[str, ...]] = ("statuses", "purse")
    """Fields left out of the file while empty: fields added after files were first written
    (a system adds its own), so those files re-encode byte for byte."""

    @model_serializer(mode="wrap")
    def _omit_defaults_of_new_fields(self, handler: Any) -> Any:
        data = handler(self)
        if isinstance(data, dict):
            if not self.in_creation:
                data.pop("in_creation", None)
            for key in self.omitted_while_empty:
                if not data.get(key):
                    data.pop(key, None)
        return data

    @field_validator("purse")
    @classmethod
    def _one_row_a_kind(cls, value: list[Coins]) -> list[Coins]:
        return one_row_a_kind(value)

    @field_validator("portrait")
    @classmethod
    def _portrait_is_image(cls, value: str | None) -> str | None:
        if value is None:
            return None
        if len(value) > PORTRAIT_MAX_BYTES * 4 // 3 + 4:
            raise ValueError(f"the portrait is larger than {PORTRAIT_MAX_BYTES // 1024} KB")
        try:
            data = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError("the portrait is not valid base64 image data") from None
        if not data.startswith(_IMAGE_MAGIC):
            raise ValueError("the portrait is not a PNG or JPEG image")
        return value

    @property
    def display_name(self) -> str:
        return self.name or "Unnamed character"
