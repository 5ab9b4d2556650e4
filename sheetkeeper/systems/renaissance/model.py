"""The Renaissance character as written on paper: aptitudes, Luck, skills, the sustained
actions being kept up and the down-time jobs in hand.

Ranges are not printed in the excerpt [002 "Aptitude ranges aren't given"]; the bounds
here only keep numbers sane (targets are clamped to 0..98 anyway).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core.character import CharacterBase
from ...core.library import FromLibrary
from ...core.text import Name, Text

Aptitude = Literal["COO", "SOM", "WIL", "SAV", "INT", "COG", "DUR"]
APTITUDES: tuple[Aptitude, ...] = ("COO", "SOM", "WIL", "SAV", "INT", "COG", "DUR")

SkillKind = Literal["ordinary", "field", "proficiency", "exotic"]

#: The six result bands, best first [002 "Special Results"]; "" = not rolled yet.
Band = Literal[
    "Critical success",
    "Exceptional success",
    "Normal success",
    "Normal failure",
    "Exceptional failure",
    "Critical failure",
]


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Aptitudes(_Part):
    """COO, SOM, WIL, SAV, INT, COG, DUR; only Coordination and Somatics are named in full."""

    COO: int = Field(0, ge=0, le=99, description="Coordination")
    SOM: int = Field(0, ge=0, le=99, description="Somatics")
    WIL: int = Field(0, ge=0, le=99)
    SAV: int = Field(0, ge=0, le=99)
    INT: int = Field(0, ge=0, le=99)
    COG: int = Field(0, ge=0, le=99)
    DUR: int = Field(0, ge=0, le=99)


class Skill(_Part, FromLibrary):
    """A skill in ranks with its linked aptitude [002 "the Linked Aptitude for the skill +
    your Ranks in the skill"]. A field skill is named "Field: Subject" (Art: Painting);
    a proficiency skill lists its proficiencies. One specialisation at most
    [002 "Any given skill can only have one specialization."], so it is a single text."""

    name: Name = Field(min_length=1)
    aptitude: Aptitude
    ranks: int = Field(0, ge=0, le=99)
    kind: SkillKind = "ordinary"
    specialisation: Name = ""
    proficiencies: list[Name] = Field(default=[], max_length=50)
    notes: Text = ""


class SustainedAction(_Part):
    """Kept up while doing other things [002 "you can maintain more than one Sustain action
    at a time"]."""

    name: Name = Field(min_length=1)
    notes: Text = ""


class Job(_Part):
    """A job measured in eight-hour shifts [002 "A shift is one continuous eight-hour work
    day."]. ``check`` is the band of the check rolled when the job was begun."""

    name: Name = Field(min_length=1)
    skill: Name = ""
    shifts: int = Field(1, ge=1, le=10_000)
    completed: int = Field(0, ge=0, le=10_000)
    check: Band | Literal[""] = ""
    notes: Text = ""

    @model_validator(mode="after")
    def _not_past_the_end(self) -> Job:
        if self.completed > self.shifts:
            raise ValueError(
                f"{self.completed} shifts completed of a {self.shifts}-shift job; "
                "lower the completed shifts or raise the job's length"
            )
        return self


class RenaissanceCharacter(CharacterBase):
    system: Literal["renaissance"] = "renaissance"
    concept: Name = ""
    aptitudes: Aptitudes = Field(default_factory=Aptitudes)
    luck: int = Field(0, ge=0, le=99, description="the Luck stat (Take a Chance: Luck x 10)")
    luck_points: int = Field(0, ge=0, le=999, description="current Luck Points")
    skills: list[Skill] = Field(default=[], max_length=500)
    initiative_modifier: int = Field(0, ge=-99, le=99)
    sustained: list[SustainedAction] = Field(default=[], max_length=50)
    jobs: list[Job] = Field(default=[], max_length=200)

    def skill(self, name: str) -> Skill | None:
        folded = name.casefold()
        return next((s for s in self.skills if s.name.casefold() == folded), None)
