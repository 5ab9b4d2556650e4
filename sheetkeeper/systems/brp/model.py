"""The Basic Roleplaying character: what a player writes on the paper sheet.

The excerpt (chapter 5, "System") names the fields but not how to generate them: HP, FP, PP,
the damage modifier and the skill list are entered by the user as free values
[004 "hit points (and total hit points and/or hit points by location), major wounds, fatigue
points, power points"]. Derived values (experience bonus, ENC thresholds) come from the rules.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core.character import CharacterBase
from ...core.inventory import Item
from ...core.library import FromLibrary
from ...core.pool import Pool
from ...core.text import Name, Text

#: The characteristics in the excerpt's order; EDU is "also mentioned" (Knowledge = EDU x5).
CHARACTERISTICS = ("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA", "EDU")

Score = Field(10, ge=0, le=999)


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Characteristic(_Part):
    """Current value and the original one: the original STR, CON, SIZ, DEX and CHA set the
    training caps [004 "limited by the highest value of the character’s original STR, CON,
    or SIZ"]."""

    current: int = Score
    original: int = Score


class Characteristics(_Part):
    STR: Characteristic = Field(default_factory=Characteristic)
    CON: Characteristic = Field(default_factory=Characteristic)
    SIZ: Characteristic = Field(default_factory=Characteristic)
    INT: Characteristic = Field(default_factory=Characteristic)
    POW: Characteristic = Field(default_factory=Characteristic)
    DEX: Characteristic = Field(default_factory=Characteristic)
    CHA: Characteristic = Field(default_factory=Characteristic)
    EDU: Characteristic = Field(default_factory=Characteristic)

    def value(self, name: str) -> int:
        return getattr(self, name).current

    def original(self, name: str) -> int:
        return getattr(self, name).original


class Skill(_Part, FromLibrary):
    """A skill (or anything rated like one: spell, passion, trait) with its experience box.

    ``can_improve`` False is the blacked-out box [004 "black out the checkbox on the
    character sheet"]; ``base`` is the base chance from your rulebook's skill list."""

    name: Name = Field(min_length=1)
    category: Name = ""
    base: int = Field(0, ge=0, le=999)
    rating: int = Field(0, ge=0, le=999)
    experience_check: bool = False
    can_improve: bool = True
    notes: Text = ""


class Options(_Part):
    """The gamemaster's choices the excerpt leaves open; defaults follow the digest."""

    experience_die: Literal[6, 8, 10] = 6
    """1D6 normally, 1D8 epic, 1D10 superhuman [004 "increase the experience roll to +1D8
    for epic or even +1D10 for superhuman"]."""
    training_cap: int | None = Field(75, ge=0, le=999)
    """None lifts the cap for a setting [004 "the 75% maximum is the default"]."""
    species_max: int | None = Field(21, ge=1, le=999)
    """None for epic or superhuman games [004 "for humans, this is 21"]."""
    pow_max_rollable: int = Field(18, ge=1, le=999)
    pow_min_rollable: int = Field(3, ge=0, le=999)
    enc_threshold: Literal["average", "STR"] = "average"
    """Penalty threshold: ceil((STR+CON)/2) by default, or STR (digest ambiguity 9)."""
    enc_penalised: list[Name] = Field(
        default_factory=lambda: ["Agility", "Manipulation", "Stealth", "Dodge", "Combat", "Weapon"],
        max_length=50,
    )
    """Skill categories or names that take the -5% per ENC over the maximum."""
    agility_roll: Literal["STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA", "EDU"] = "DEX"
    """Which characteristic roll is the "Agility characteristic roll" (not in the excerpt)."""
    resistance_edges: bool = False
    """At a difference of 10 or more, 01 still succeeds and 00 still fails."""
    aging: bool = False
    fate_points: bool = False
    """Power points as fate points (optional rule)."""
    training_size: bool = False
    """The gamemaster allows SIZ to be trained."""


class Weapon(_Part, FromLibrary):
    """A weapon as the sheet keeps it, its figures from your rulebook (chapter 6, Combat, is
    not in the excerpt): the skill it is used with (a row of the skills), its damage in dice
    ("1D8+1") and whether the damage modifier adds to it, the special success it inflicts
    [004 "an attack that rolls a special success can inflict a knockdown or impale based on
    the type of weapon"], the hands it takes, its own hit points, its range and its ENC
    (carried: it counts in the load)."""

    name: Name = ""
    skill: Name = ""
    damage: str = Field("", max_length=40)
    modifier: bool = True
    """The character's damage modifier adds to the damage."""
    special: Name = ""
    hands: Name = ""
    hp: int | None = Field(None, ge=0, le=999)
    range: Name = ""
    enc: float = Field(0, ge=0, le=999)
    notes: Text = ""


class Armour(_Part, FromLibrary):
    """Armour worn: the points it takes off each hit (a critical bypasses it [004 "Weapons
    that critically hit utterly bypass the target’s armor"]) and its ENC (counted in the
    load)."""

    name: Name = ""
    points: int = Field(0, ge=0, le=99)
    enc: float = Field(0, ge=0, le=999)
    notes: Text = ""


class BRPCharacter(CharacterBase):
    system: Literal["brp"] = "brp"
    omitted_while_empty: ClassVar[tuple[str, ...]] = (*CharacterBase.omitted_while_empty, "weapons", "armour")
    occupation: Name = ""
    age: int = Field(25, ge=0, le=10_000)
    characteristics: Characteristics = Field(default_factory=Characteristics)
    pow_check: bool = False
    """The POW experience box, ticked after winning POW vs an equal or higher POW."""
    skills: list[Skill] = Field(default=[], max_length=500)
    hit_points: Pool = Field(default_factory=lambda: Pool(current=10, maximum=10))
    fatigue_points: Pool = Field(default_factory=lambda: Pool(current=20, maximum=20))
    power_points: Pool = Field(default_factory=lambda: Pool(current=10, maximum=10))
    sanity: Pool | None = None
    """Only when the game uses sanity."""
    damage_modifier: Name = ""
    major_wound: int | None = Field(None, ge=0, le=999)
    mov: int = Field(10, ge=0, le=10_000)
    """MOV in units per combat round [004 "Characters have a movement rate (MOV) of 10"]."""
    inventory: list[Item] = Field(default=[], max_length=1000)
    weapons: list[Weapon] = Field(default=[], max_length=1000)
    armour: list[Armour] = Field(default=[], max_length=1000)
    options: Options = Field(default_factory=Options)

    @model_validator(mode="after")
    def _skill_names_unique(self) -> BRPCharacter:
        seen: set[str] = set()
        for skill in self.skills:
            key = skill.name.casefold()
            if key in seen:
                raise ValueError(f"the skill {skill.name!r} appears twice; rename one")
            seen.add(key)
        return self

    def skill(self, name: str) -> Skill | None:
        key = name.casefold()
        return next((s for s in self.skills if s.name.casefold() == key), None)

    def skill_index(self, name: str) -> int:
        key = name.casefold()
        for index, skill in enumerate(self.skills):
            if skill.name.casefold() == key:
                return index
        raise KeyError(f"no skill named {name!r} on this sheet")
