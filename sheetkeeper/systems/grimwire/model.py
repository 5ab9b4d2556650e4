"""The GRIMWIRE character as saved: what a player writes on the paper sheet (digest 003-1).

Level, learning hours left, effective max Condition and every other computed number are
derived by the rules, never stored. XP and learning hours live in the ledger.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_serializer,
    model_validator,
)

from ...core.character import CharacterBase
from ...core.inventory import Item
from ...core.library import FromLibrary
from ...core.pool import Ladder, Pool
from ...core.text import LongText, Name, Text
from .tables import ATTRIBUTE_MAX, ATTRIBUTES, DAMAGE_TYPES, LONG_RESTS_PER_DAY, SHORT_RESTS_PER_DAY

Attribute = Annotated[int, Field(ge=-10, le=ATTRIBUTE_MAX)]
"""Signed; "10 is the maximum for any attribute"; the excerpt gives no minimum, -10 bounds it."""

AttributeName = Literal["TOG", "AGL", "COR", "MND", "PER", "RSN"]
_DICE = re.compile(r"^(\d*d\d+([+-]\d+)?|\d+)$")


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Attributes(_Record):
    TOG: Attribute = 0
    AGL: Attribute = 0
    COR: Attribute = 0
    MND: Attribute = 0
    PER: Attribute = 0
    RSN: Attribute = 0

    def value(self, abbreviation: str) -> int:
        return getattr(self, abbreviation)


class ExtraAttribute(_Record):
    """The optional seventh slot ("seven attributes" but six are described; 003-12 #1)."""

    abbreviation: str = Field("SOC", min_length=2, max_length=4, pattern=r"^[A-Z]+$")
    name: Name = ""
    value: Attribute = 0

    @field_validator("abbreviation")
    @classmethod
    def _not_a_described_one(cls, value: str) -> str:
        if value in ATTRIBUTES:
            raise ValueError(f"{value} is already one of the six attributes")
        return value


class Technique(_Record, FromLibrary):
    """A specialty technique: learned hour by hour [003 "Each technique has a multiplier
    attribute associated with it and a number representing the effort"]."""

    name: Name = Field(min_length=1)
    multiplier: AttributeName = "MND"
    effort: int = Field(1, ge=1, le=1000)
    progress: int = Field(0, ge=0, le=1000)
    """Learning effort put in so far (points, not hours)."""
    active: bool = False
    focus_cost: str = Field("", max_length=40)
    notes: Text = ""

    @model_validator(mode="after")
    def _progress_within_effort(self) -> Technique:
        if self.progress > self.effort:
            raise ValueError(f"progress {self.progress} is more than the effort {self.effort}")
        return self

    @property
    def learned(self) -> bool:
        return self.progress >= self.effort


WeaponKind = Literal["light", "heavy", "ranged", "thrown", "unarmed"]


class Weapon(_Record, FromLibrary):
    name: Name = Field(min_length=1)
    kind: WeaponKind = "light"
    damage: str = Field("1", max_length=20)
    """Dice as printed on the item: "d6", "2d8+1" or a plain number."""
    damage_type: Literal[DAMAGE_TYPES] = "edged"  # type: ignore[valid-type]
    tog_requirement: int | None = Field(None, ge=-10, le=20)
    effective_range: str = Field("", max_length=40)
    shielding: int = Field(0, ge=0, le=20)
    """Bonus to AGL when raised after a failed evade [003 "Shielding Yourself"]."""
    instability_die: Literal[0, 4, 6, 8, 10, 12, 20] = 0
    """0 = stable; otherwise the die rolled on each use [003 "Instability"]."""
    notes: Text = ""

    @field_validator("damage")
    @classmethod
    def _dice(cls, value: str) -> str:
        value = value.replace(" ", "").lower()
        if not _DICE.match(value):
            raise ValueError("write damage as dice like d6, 2d8+1, or a number")
        return value


class Armour(_Record):
    name: Name = ""
    points: int = Field(0, ge=0, le=50)
    tog_requirement: int | None = Field(None, ge=-10, le=20)
    agl_penalty: int = Field(0, ge=-20, le=0)
    """The excerpt gives no amount [003 "causes a penalty to the PCs AGL"]: the GM sets it."""


class Affinity(_Record):
    damage_type: Literal[DAMAGE_TYPES]  # type: ignore[valid-type]
    affinity: Literal["weak", "resistant", "immune"]


class StatusEffect(_Record, FromLibrary):
    name: Name = Field(min_length=1)
    notes: Text = ""


class RestDay(_Record):
    """Today's rests, so a third short rest or a second long rest can be refused
    [003 "Characters can only benefit from two short rests and one long rest per day."]."""

    short_rests: int = Field(0, ge=0, le=SHORT_RESTS_PER_DAY)
    long_rests: int = Field(0, ge=0, le=LONG_RESTS_PER_DAY)
    burnout_recovered: bool = False
    """[003 "Characters can only recover from one level of burnout per day."]"""


class Options(_Record):
    """Readings the digest asks to keep configurable (003-12)."""

    burnout_on_zero_condition: bool = True
    """003-12 #17: +1 burnout when Condition drops to 0 or below, as well as on revival."""
    critical_level: int | None = Field(None, ge=0, le=99)
    """Frenzy's and Amok's "critical level" [003 "Receive temporary Condition equal to your
    character's critical level."], which the excerpt never defines: the table's number, asked
    when Frenzy or Amok is first set and remembered here; None until entered (and then left
    out of the file, so files written before it existed re-encode byte for byte)."""

    @model_serializer(mode="wrap")
    def _omit_critical_level_until_entered(self, handler: Any) -> Any:
        data = handler(self)
        if isinstance(data, dict) and data.get("critical_level") is None:
            data.pop("critical_level", None)
        return data


def _condition() -> Pool:
    return Pool(current=5, maximum=5, floor=None)


def _focus() -> Pool:
    return Pool(current=5, maximum=5, floor=None)


class GrimwireCharacter(CharacterBase):
    system: Literal["grimwire"] = "grimwire"
    background: Name = ""
    specialty: Name = ""
    lifeform: Literal["biological", "mechanical"] = "biological"
    attributes: Attributes = Field(default_factory=Attributes)
    extra_attribute: ExtraAttribute | None = None
    condition: Pool = Field(default_factory=_condition)
    """Current may fall below 0 (dying) and below -10 (dead): floor None."""
    focus: Pool = Field(default_factory=_focus)
    """May go negative [003 "Doing so places their Focus in the negative."]: floor None."""
    burnout: Ladder = Field(default_factory=Ladder)
    """Levels 0-4; ``temporary`` holds agony levels [003 "a temporary level of burnout"]."""
    base_movement: float = Field(0, ge=0, le=100)
    """Metres per turn before AGL; not given in the excerpt ("a set distance")."""
    target_number: int = Field(11, ge=1, le=40)
    """The TN the sheet's odds column uses when the GM hasn't said one."""
    techniques: list[Technique] = Field(default=[], max_length=200)
    weapons: list[Weapon] = Field(default=[], max_length=100)
    armour: Armour = Field(default_factory=Armour)
    affinities: list[Affinity] = Field(default=[], max_length=len(DAMAGE_TYPES))
    status_effects: list[StatusEffect] = Field(default=[], max_length=50)
    gear: list[Item] = Field(default=[], max_length=1000)
    today: RestDay = Field(default_factory=RestDay)
    options: Options = Field(default_factory=Options)
    history: LongText = ""

    def attribute(self, abbreviation: str) -> int:
        if abbreviation in ATTRIBUTES:
            return self.attributes.value(abbreviation)
        if self.extra_attribute and abbreviation == self.extra_attribute.abbreviation:
            return self.extra_attribute.value
        raise KeyError(f"no attribute {abbreviation}")

    def technique(self, name: str) -> tuple[int, Technique]:
        for index, technique in enumerate(self.techniques):
            if technique.name == name:
                return index, technique
        raise KeyError(f"no technique named {name!r}")

    @property
    def effect_names(self) -> list[str]:
        return [s.name for s in self.status_effects]
