"""An encounter in the party file: the foes, one turn order of members and foes, the round.

A foe is no member: it is never awarded and never saved as a sheet of its own. A *quick* foe
is a name and the numbers its game's fights read (``Rules.foe_options``: a Rainworld STOP,
a GRIMWIRE Condition, a BRP weapon skill), a foe *from a file* names a saved character
(relative to the party file, like a member). The statuses a foe has in the fight are kept
here, on the foe, so a foe's own file is never changed by a fight.

Foes and encounters carry random ids, so two copies of a party that each added an encounter
or a foe merge with both kept (``merge/rows.py`` matches rows by ``id``).
"""

from __future__ import annotations

import datetime as dt
import secrets
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, JsonValue, model_serializer

from .text import Name, Text

MAX_FOES = 200
"""A fight has a handful of foes, a mob a few dozen; the tracker lists every one."""
MAX_TURNS = 1_000
MAX_ENCOUNTERS = 1_000
MAX_LOG = 1_000
MAX_KEPT = 200
"""The sheet values a fight changed on a foe: a handful (a track's boxes, a pool's current)."""
FOE = "foe:"
"""A foe's turn names it ``foe:<id>``; a member's turn names the member's path."""

Number = bool | int | float | str
NOT_PLACED = "added after the roll: not placed"
"""A turn's detail when it was added after the roll without the dice to place it: the GM
places it (``encounters.add_foe``)."""


def new_id() -> str:
    """Eight random hex digits: two copies adding a foe each never pick the same id."""
    return secrets.token_hex(4)


class Foe(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    id: str = Field(default_factory=new_id, min_length=1, max_length=40)
    name: Name = ""
    system: str = Field(min_length=1, max_length=40)
    """The game it is a foe of (a game's id, as a character file names it)."""
    numbers: dict[str, Number] = Field(default={}, max_length=50)
    """A quick foe's values, keyed by ``Rules.foe_options`` (settled: only those keys)."""
    path: str = Field("", max_length=1000)
    """A foe from a saved character file, relative to the party file; empty for a quick foe."""
    statuses: list[Name] = Field(default=[], max_length=50)
    """Ids of the statuses set on the foe in this fight (``Rules.statuses``)."""
    notes: Text = ""
    sheet: dict[str, JsonValue] = Field(default={}, max_length=MAX_KEPT)
    """What the fight did to the foe's sheet, by sheet path (``body.left``,
    ``condition.current``): put on its stand-in (or its file's character) each time it is
    read, so the foe's own file is never changed. Left out of the file while empty."""

    @model_serializer(mode="wrap")
    def _omit_sheet_while_empty(self, handler: Any) -> Any:
        data = handler(self)
        if isinstance(data, dict) and not self.sheet:
            data.pop("sheet", None)
        return data

    @property
    def key(self) -> str:
        return FOE + self.id

    @property
    def display_name(self) -> str:
        return self.name or "Unnamed foe"


class Turn(BaseModel):
    """One place in the turn order: who acts, what they rolled, and in which phase."""

    model_config = ConfigDict(extra="forbid")

    who: str = Field(min_length=1, max_length=1000)
    """A member's path, or ``foe:<id>``."""
    name: Name = ""
    total: int | None = None
    """The initiative rolled; None where the game has no initiative roll."""
    detail: Text = ""
    phase: Name = ""
    """Rainworld's Fast, Go or Slow: a combatant acting in two phases has two turns."""


class Logged(BaseModel):
    """One thing that happened in the fight ("Ilse Varga's Knife: 2 injury to Lizard"), put
    in the session log at the session's end. Random ids: two copies' entries both merge in."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(default_factory=new_id, min_length=1, max_length=40)
    on: dt.date = Field(default_factory=dt.date.today)
    text: Text


class Encounter(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    id: str = Field(default_factory=new_id, min_length=1, max_length=40)
    name: Name = ""
    started: dt.date = Field(default_factory=dt.date.today)
    ended: dt.date | None = None
    """When the GM ended it; an ended encounter is kept, listed in the session log."""
    foes: list[Foe] = Field(default=[], max_length=MAX_FOES)
    order: list[Turn] = Field(default=[], max_length=MAX_TURNS)
    """Everyone's turns in the order they come; empty until initiative is rolled."""
    rule: Text = ""
    """How the order was placed, in words (each game's rule, and how games are put together)."""
    round: int = Field(0, ge=0, le=1_000_000)
    """The round under way; 0 before the first."""
    current: int = Field(0, ge=0, le=MAX_TURNS)
    """The index in ``order`` of the turn under way."""
    log: list[Logged] = Field(default=[], max_length=MAX_LOG)
    """The hits on foes, as the session log lists them; left out of the file while empty."""

    @model_serializer(mode="wrap")
    def _omit_log_while_empty(self, handler: Any) -> Any:
        data = handler(self)
        if isinstance(data, dict) and not self.log:
            data.pop("log", None)
        return data

    @property
    def display_name(self) -> str:
        return self.name or "Encounter"

    def foe(self, foe_id: str) -> Foe | None:
        foe_id = foe_id.removeprefix(FOE)
        return next((f for f in self.foes if f.id == foe_id), None)
