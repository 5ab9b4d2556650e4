"""A campaign (party): members by path relative to the campaign file, and the session log."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, model_serializer

from .encounter import MAX_ENCOUNTERS, Encounter
from .stash import Stash
from .text import LongText, Name, Text

MAX_MEMBERS = 500
"""A party is a handful of characters, a few dozen at most; 500 is the largest we measure and
keep responsive (``bench/``: the dashboard paints at once and builds the rest in batches). A
file listing more is refused on open with this limit named, instead of freezing the window
while it loads."""


MAX_SESSIONS = 1_000
"""The sessions a party's log keeps: one a week for nineteen years. A file with more is
refused on open, naming the limit, as one with more members is."""
MAX_SESSION_LINES = 10 * MAX_MEMBERS
"""The awards, and the lines of between-session steps, one session records: ten for each
member of the largest party."""


class Member(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    path: str = Field(min_length=1, max_length=1000)
    """Relative to the campaign file's folder, with forward slashes."""


class Award(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    member: str
    """The member's path, as in :class:`Member`."""
    amount: int = Field(ge=0)
    reason: Text = ""


class SessionRecord(BaseModel):
    """A session as logged: never changed in place (a copy of a party shares its records)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    date: dt.date
    title: Name = ""
    notes: LongText = ""
    awards: list[Award] = Field(default=[], max_length=MAX_SESSION_LINES)
    actions: list[Text] = Field(default=[], max_length=MAX_SESSION_LINES)
    """One line per between-session step applied (rests, improvement rolls)."""


class Campaign(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    name: Name = ""
    gm: Name = ""
    notes: LongText = ""
    members: list[Member] = Field(default=[], max_length=MAX_MEMBERS)
    sessions: list[SessionRecord] = Field(default=[], max_length=MAX_SESSIONS)
    libraries: list[Annotated[str, Field(min_length=1, max_length=1000)]] = Field(default=[], max_length=20)
    """The party's own libraries (``.sklib``, one per game), by path relative to the party
    file's folder as members are; sheets of the party's games pick from them."""
    encounters: list[Encounter] = Field(default=[], max_length=MAX_ENCOUNTERS)
    """The fights: the one under way (at most one not ended) and those ended, kept."""
    stash: Stash = Field(default_factory=Stash)
    """What the party found and has not handed out."""

    @model_serializer(mode="wrap")
    def _omit_new_while_empty(self, handler: Any) -> Any:
        """Libraries, encounters and the stash are left out of the file while empty, so a
        party without them is written as before (campaign format 2) byte for byte."""
        data = handler(self)
        if isinstance(data, dict):
            if not self.libraries:
                data.pop("libraries", None)
            if not self.encounters:
                data.pop("encounters", None)
            if self.stash.empty:
                data.pop("stash", None)
        return data

    @property
    def uses_format_3(self) -> bool:
        """Whether the file needs campaign format 3 (it names libraries, holds encounters or
        a stash)."""
        return bool(self.libraries or self.encounters) or not self.stash.empty

    def next_session_title(self, template: str = "Session {0}") -> str:
        """The name the next session is offered: "Session N" with N past every session
        logged and past the highest N the log already names, so never one already used."""
        before, _, after = template.partition("{0}")
        numbers = []
        for session in self.sessions:
            title = session.title.strip()
            middle = title[len(before):len(title) - len(after)]
            if title.startswith(before) and title.endswith(after) and middle.isdecimal():
                numbers.append(int(middle))
        return template.format(max([len(self.sessions), *numbers]) + 1)

    @property
    def encounter(self) -> Encounter | None:
        """The encounter under way: the last one not ended, or None."""
        return next((e for e in reversed(self.encounters) if e.ended is None), None)

    @property
    def last_encounter(self) -> Encounter | None:
        """The encounter under way, or else the last one kept (what the party book prints)."""
        return self.encounter or (self.encounters[-1] if self.encounters else None)


def kept_copy(campaign: Campaign) -> Campaign:
    """A copy of the party that changes to it leave as it is (what was last saved): its
    members copied, its logged sessions shared (they never change in place). A deep copy
    copied every line of a log of 1,000 sessions (half a second). Encounters and the stash,
    small and changed in place by the GM's table, are copied whole."""
    return campaign.model_copy(update={"members": [m.model_copy() for m in campaign.members],
                                       "sessions": list(campaign.sessions),
                                       "encounters": [e.model_copy(deep=True) for e in campaign.encounters],
                                       "stash": campaign.stash.model_copy(deep=True)})
