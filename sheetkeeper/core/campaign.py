"""A campaign (party): members by path relative to the campaign file, and the session log."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

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


def kept_copy(campaign: Campaign) -> Campaign:
    """A copy of the party that changes to it leave as it is (what was last saved): its
    members copied, its logged sessions shared (they never change in place). A deep copy
    copied every line of a log of 1,000 sessions (half a second)."""
    return campaign.model_copy(update={"members": [m.model_copy() for m in campaign.members],
                                       "sessions": list(campaign.sessions)})
