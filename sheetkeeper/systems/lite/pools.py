"""Which dice a check rolls: Base dice from the current attribute, Skill dice from the skill
level plus modifications, Gear dice from one item.

A check id names the check and, after ``+``, what joins it: ``skill:Stealth``,
``skill:Fight+gear:2`` (inventory row 2), ``skill:Stealth+help:1``, ``attr:strength``.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.checks import Check
from sheetkeeper.core.sixes import Hand

from .model import LiteCharacter, LiteItem
from .tables import ATTRIBUTES, BASIC_SKILLS, MAX_HELPERS


@dataclass(frozen=True)
class Composition:
    """A check's dice, and the lines that make it up (for the sheet's breakdown)."""

    check_id: str
    label: str
    attribute: str
    skill: str
    hand: Hand
    gear_index: int | None
    breakdown: tuple[tuple[str, int], ...]

    @property
    def target(self) -> str:
        parts = [f"{self.hand.base} Base"]
        if self.hand.skill:
            parts.append(f"{self.hand.skill} Skill")
        if self.hand.negative:
            parts.append(f"{self.hand.negative} negative")
        if self.hand.gear:
            parts.append(f"{self.hand.gear} Gear")
        return " + ".join(parts)


def working_gear(c: LiteCharacter) -> list[tuple[int, LiteItem]]:
    """Rows with a Gear Bonus above 0 [001 "If the Gear Bonus reaches zero the gear no
    longer works at all."]."""
    return [(i, item) for i, item in enumerate(c.inventory) if item.gear_bonus]


def checks(c: LiteCharacter) -> list[Check]:
    """Skills by attribute, the specialist skill (from level 1), skills with the gear that
    helps them, then plain attribute rolls [001 "you roll only Base Dice"]."""
    specialist = c.role.specialist_skill
    names = list(BASIC_SKILLS)
    if specialist and c.specialist_level >= 1:
        names.append(specialist)
    plain = [f"skill:{name}" for name in names]
    with_gear = [
        f"skill:{name}+gear:{i}"
        for name in names
        for i, item in working_gear(c)
        if item.skill == name
    ]
    out: list[Check] = []
    for check_id in plain + with_gear:
        comp = compose(c, check_id)
        if comp.gear_index is not None:
            group = "gear"
        elif comp.skill == specialist:
            group = "specialist"
        else:
            group = comp.attribute
        out.append(Check(check_id, comp.label, group, comp.target))
    for key, info in ATTRIBUTES.items():
        out.append(Check(f"attr:{key}", info.name, "attributes", compose(c, f"attr:{key}").target))
    return out


def compose(c: LiteCharacter, check_id: str, modifier: int = 0) -> Composition:
    head, *joins = check_id.split("+")
    kind, _, name = head.partition(":")
    gear_index: int | None = None
    helpers = 0
    for join in joins:
        what, _, value = join.partition(":")
        if what == "gear" and value.isdigit():
            gear_index = int(value)
        elif what == "help" and value.isdigit():
            helpers = int(value)
        else:
            raise Refusal(f"no check {check_id!r} on this sheet")
    specialist = bool(name) and name == c.role.specialist_skill
    if kind == "attr" and name in ATTRIBUTES:
        attribute, skill, level, label = name, "", 0, ATTRIBUTES[name].name
    elif kind == "skill" and name in BASIC_SKILLS:
        attribute, skill, level, label = BASIC_SKILLS[name], name, c.skills[name], name
    elif kind == "skill" and specialist:
        attribute, skill, level, label = c.role.specialist_attribute, name, c.specialist_level, name
        if level < 1:
            raise Refusal(f"To use a specialist skill you need at least skill level 1 in {name}.")
    else:
        raise Refusal(f"no check {check_id!r} on this sheet")
    if helpers and specialist:
        raise Refusal("You can not get help when using your specialist skill.")
    if helpers > MAX_HELPERS:
        raise Refusal(f"No more than {MAX_HELPERS} people can help you make the roll.")

    base = c.attribute(attribute).current
    lines: list[tuple[str, int]] = [(f"{ATTRIBUTES[attribute].name} (Base dice)", base)]
    if skill:
        lines.append((f"{skill} (Skill dice)", level))
    if helpers:
        lines.append((f"Help from {helpers}", helpers))
    if modifier:
        lines.append(("Modification", modifier))
    skill_dice = level + helpers + modifier
    gear = 0
    if gear_index is not None:
        if not 0 <= gear_index < len(c.inventory):
            raise Refusal(f"no inventory row {gear_index} to use as gear")
        item = c.inventory[gear_index]
        gear = item.gear_bonus or 0
        if gear == 0:
            raise Refusal(f"{item.name} has Gear Bonus 0 and no longer works; have it repaired.")
        lines.append((f"{item.name} (Gear dice)", gear))
        label = f"{label} with {item.name}"
    if helpers:
        label = f"{label}, {helpers} helping"
    hand = Hand(
        base=base,
        skill=max(0, skill_dice),
        gear=gear,
        negative=max(0, -skill_dice),
        coloured=c.house_rules.coloured_dice,
    )
    return Composition(check_id, label, attribute, skill, hand, gear_index, tuple(lines))
