"""The Game Rules Lite character: saved fields only, as written on the paper sheet."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.inventory import Item
from sheetkeeper.core.library import FromLibrary
from sheetkeeper.core.text import Name, Text

from .tables import ATTRIBUTE_MAX, BASIC_SKILLS, SKILL_MAX, AttributeName

Level = int


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Attribute(_Part):
    """[001 "The attribute scores are decreased when you suffer different types of trauma."]
    ``base`` is the score written at creation (and the one capacity uses); ``current`` is
    lowered by trauma and is the number of Base Dice rolled. 0 means broken."""

    base: int = Field(2, ge=1, le=ATTRIBUTE_MAX)
    current: int = Field(2, ge=0, le=ATTRIBUTE_MAX)

    @model_validator(mode="after")
    def _current_within_base(self) -> Attribute:
        if self.current > self.base:
            raise ValueError(f"current {self.current} is above the base score {self.base}")
        return self

    @property
    def trauma(self) -> int:
        return self.base - self.current

    def rescored(self, base: int) -> Attribute:
        """The attribute with a new score. An attribute without trauma stays without it (its
        current value follows the score, so a new character never shows damage it has not
        taken); one with trauma keeps its current value, never above the new score."""
        current = base if self.current == self.base else min(self.current, base)
        return Attribute(base=base, current=current)


class Role(_Part):
    """The role template (not in the excerpt beyond its parts): the user names it, its key
    attribute and its specialist skill [001 "Every character template comes with a
    Specialist Skill"]."""

    name: Name = ""
    key_attribute: AttributeName = "strength"
    specialist_skill: Name = ""
    specialist_attribute: AttributeName = "wits"


class Talent(_Part, FromLibrary):
    name: Name = ""
    role: Name = ""
    """The role whose list it comes from; empty for a general talent."""
    notes: Text = ""


class LiteItem(Item):
    """An inventory row; gear carries a Gear Bonus (current and maximum) and the skill it
    helps with, so the sheet can show that skill's odds with the gear."""

    skill: Name = ""


class Relationship(_Part):
    name: Name = ""
    relationship: Text = ""


class HouseRules(_Part):
    """The excerpt's optional readings, off or on per character [001 "Optional Rule"]."""

    coloured_dice: bool = True
    """Base, Skill and Gear dice are told apart; ``False`` is the "total hand" reading."""
    botch: bool = False
    """[001 "If your roll shows no sixes (6) and at last a one (1) something very bad
    happened"]: report a botch on the first roll."""
    push_costs_attribute: bool = False
    """Parent-engine reading (not in the excerpt): each Base-die 1 after a push lowers the
    rolled attribute by one. Off by default; the consequence is entered by hand."""
    lenient_skill_budget: bool = False
    """Unspent creation skill points are a warning instead of an error."""


class LiteCharacter(CharacterBase):
    system: Literal["lite"] = "lite"
    role: Role = Field(default_factory=Role)
    strength: Attribute = Field(default_factory=Attribute)
    agility: Attribute = Field(default_factory=Attribute)
    wits: Attribute = Field(default_factory=Attribute)
    empathy: Attribute = Field(default_factory=Attribute)
    skills: dict[str, Level] = Field(default_factory=lambda: dict.fromkeys(BASIC_SKILLS, 0))
    """The twelve basic skills by name, levels 0-5."""
    specialist_level: int = Field(0, ge=0, le=SKILL_MAX)
    talents: list[Talent] = Field(default=[], max_length=100)
    inventory: list[LiteItem] = Field(default=[], max_length=500)
    food: int = Field(0, ge=0, le=10_000)
    water: int = Field(0, ge=0, le=10_000)
    days_without_food: int = Field(0, ge=0, le=10_000)
    days_without_water: int = Field(0, ge=0, le=10_000)
    pc_relationships: list[Relationship] = Field(default=[], max_length=50)
    npc_relationships: list[Relationship] = Field(default=[], max_length=50)
    npc_to_protect: Name = ""
    npc_you_hate: Name = ""
    big_dream: Text = ""
    personal_goal: Text = ""
    house_rules: HouseRules = Field(default_factory=HouseRules)

    @field_validator("skills")
    @classmethod
    def _twelve_basic_skills(cls, skills: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(skills) - set(BASIC_SKILLS))
        if unknown:
            raise ValueError(f"{', '.join(unknown)} is not one of the twelve basic skills")
        for name, level in skills.items():
            if not 0 <= level <= SKILL_MAX:
                raise ValueError(f"{name} {level} is outside the skill range 0-{SKILL_MAX}")
        return {name: skills.get(name, 0) for name in BASIC_SKILLS}

    def attribute(self, key: str) -> Attribute:
        return getattr(self, key)

    def skill_level(self, name: str) -> int:
        """A basic skill's level, or the specialist skill's."""
        if name in BASIC_SKILLS:
            return self.skills[name]
        if name == self.role.specialist_skill and name:
            return self.specialist_level
        raise KeyError(name)
