"""The party's stash: what the party found and has not handed out yet.

Items are the inventory's own rows (``core/inventory.Item``: quantity, a size word, ENC), so
an item handed to a member becomes a row of that member's carried list as it is and the
member's game counts it (``Rules.carried``). Coins (and ammunition counted like them) are
amounts by the name the table gives them ("sp", "gold crowns", "arrows"): no game of ours
names its money, so the GM names it.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from .encounter import new_id
from .inventory import Item
from .text import Text

MAX_STASH_ITEMS = 1_000
MAX_COIN_KINDS = 50
MAX_LOG = 1_000


class StashEntry(BaseModel):
    """One thing that happened to the stash ("Rope ×1 to Brannoc Tarl"), kept until the end
    of the session puts it in the session log. Random ids: two copies' entries both merge in."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(default_factory=new_id, min_length=1, max_length=40)
    on: dt.date = Field(default_factory=dt.date.today)
    text: Text


class Stash(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    items: list[Item] = Field(default=[], max_length=MAX_STASH_ITEMS)
    coins: dict[Annotated[str, Field(min_length=1, max_length=40)],
                Annotated[int, Field(ge=0, le=1_000_000_000)]] = Field(default={}, max_length=MAX_COIN_KINDS)
    """Amounts by kind ("sp": 40); a kind at 0 is dropped."""
    log: list[StashEntry] = Field(default=[], max_length=MAX_LOG)
    """What happened to the stash since the last session ended."""

    @property
    def holds(self) -> bool:
        """Whether the stash holds anything: an item or coins."""
        return bool(self.items) or any(self.coins.values())

    @property
    def empty(self) -> bool:
        return not self.items and not any(self.coins.values()) and not self.log
