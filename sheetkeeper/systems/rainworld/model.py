"""The Rainworld character: what a player writes on the paper sheet.

Everything computed (injury penalty, odds, states, thresholds) comes from the rules. Stat
ranges are not in the excerpt [DIGEST 000-12 #8], so bounds here are only sanity limits.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.character import CharacterBase
from ...core.library import FromLibrary
from ...core.pool import Pool
from ...core.text import Name, Text
from ...core.track import Track

Hand = Literal["right", "left", "none"]
"""The dominant hand; "none" for a character without an off hand [000 "Most characters have a
dominant and an off hand"]."""


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Rank(_Record, FromLibrary):
    """A skill or quirk rated in ranks [000 "2d10 + skill + any bonuses"]."""

    name: Name = ""
    rank: int = Field(0, ge=0, le=30)
    notes: Text = ""


class Weapon(_Record, FromLibrary):
    """A weapon with its damage, penetration, range and firing modes [000 "Melée weapons and
    ammunition types have a damage rating (DMG)"]."""

    name: Name = ""
    skill: Name = "Firearms"
    dmg: int = Field(1, ge=0, le=100)
    ap: int = Field(0, ge=0, le=100)
    increment: int = Field(0, ge=0, le=10_000)
    """Metres per range Increment; 0 for a weapon without one (melée)."""
    single: bool = True
    burst: int = Field(0, ge=0, le=100)
    """Rounds per burst; 0 when the weapon has no burst mode [000 "burst 3 is a 3-round burst"]."""
    auto: bool = False
    min_phys: int = Field(0, ge=0, le=30)
    long_arm: bool = False
    """Longer than a pistol: -6 instead of -3 when firing at a melée attacker."""
    shotgun: bool = False
    """Fires shot pellets: DMG falls by 1 per full Increment."""
    notes: Text = ""


class Armour(_Record, FromLibrary):
    name: Name = ""
    stop: int = Field(0, ge=0, le=100)
    worn: bool = True
    notes: Text = ""


class Gear(_Record, FromLibrary):
    """An item; some give effective ranks in a quirk [000 "Some equipment increases a
    character’s effective ranks in a particular quirk"]."""

    name: Name = ""
    quantity: int = Field(1, ge=0, le=1_000_000)
    quirk: Name = ""
    ranks: int = Field(0, ge=0, le=30)
    notes: Text = ""


class Addiction(_Record):
    """One substance's Addiction track: doses from the right, addiction from the left; its
    length comes from the substance [000 "The number of boxes in its track is listed in the
    substance description"]."""

    substance: Name = ""
    track: Track = Field(default_factory=lambda: Track(length=5))
    withdrawal: Text = ""
    """Withdrawal duration and effects, as the substance lists them."""
    effects: Text = ""
    """Effects while addicted, as the substance lists them."""


Penalty = Annotated[int, Field(ge=0, le=30)]
"""An injury penalty: how much is taken off each roll."""


class Options(_Record):
    """The digest's readings of ambiguous rules, kept configurable [DIGEST 000-12]."""

    full_track_triggers: bool = False
    """Whether a track exactly full of both marks (no X) already triggers (#1)."""
    injury_penalties: tuple[Penalty, Penalty, Penalty, Penalty] = (1, 2, 3, 4)
    """Penalty at the 2nd, 4th, 6th and 8th injury box; the sizes are printed only on the
    paper sheet, so these are an assumed default (#2)."""


class RainworldCharacter(CharacterBase):
    system: Literal["rainworld"] = "rainworld"
    concept: Name = ""
    human: bool = True
    """Humans may spend Click on social privilege [000 "all human characters can use their
    social privilege"]."""
    dominant_hand: Hand = "right"
    phys: int = Field(5, ge=0, le=30)
    con: int = Field(5, ge=0, le=30)
    mv: int = Field(5, ge=0, le=100)
    click: Pool = Field(default_factory=lambda: Pool(current=0, maximum=0))
    """``maximum`` is the Click stat, ``current`` the pool this session."""
    skills: list[Rank] = Field(default=[], max_length=500)
    quirks: list[Rank] = Field(default=[], max_length=500)
    body: Track = Field(default_factory=Track)
    """Injury from the left, stun from the right."""
    mind: Track = Field(default_factory=Track)
    """Trauma from the left, shock from the right."""
    reality: Track | None = None
    """Ganzfeld characters only; rules in the Ganzfeld section (not in the excerpt)."""
    addictions: list[Addiction] = Field(default=[], max_length=50)
    stabilised: bool = False
    """Set when a dying character has been stabilised."""
    weapons: list[Weapon] = Field(default=[], max_length=100)
    armour: list[Armour] = Field(default=[], max_length=50)
    gear: list[Gear] = Field(default=[], max_length=1000)
    options: Options = Field(default_factory=Options)

    @property
    def click_stat(self) -> int:
        return self.click.maximum

    def ranks(self, skill: str) -> int:
        return next((s.rank for s in self.skills if s.name == skill), 0)

    def quirk_ranks(self, quirk: str) -> int:
        return next((q.rank for q in self.quirks if q.name == quirk), 0)
