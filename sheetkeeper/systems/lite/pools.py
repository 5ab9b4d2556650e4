"""Which dice a check rolls: Base dice from the current attribute, Skill dice from the skill
level plus modifications, Gear dice from one item.

A check id names the check and, after ``+``, the gear the sheet lists it with:
``skill:Stealth``, ``skill:Fight+gear:2`` (inventory row 2), ``attr:strength``. Everything
else about a roll (help, difficulty, other gear, modifications) is its situation.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.checks import Check
from sheetkeeper.core.sixes import Hand
from sheetkeeper.core.words import QT_TRANSLATE_NOOP, Words

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
        parts = [QT_TRANSLATE_NOOP("Rules", "{dice} Base").format(dice=self.hand.base)]
        if self.hand.skill:
            parts.append(QT_TRANSLATE_NOOP("Rules", "{dice} Skill").format(dice=self.hand.skill))
        if self.hand.negative:
            parts.append(QT_TRANSLATE_NOOP("Rules", "{dice} negative").format(dice=self.hand.negative))
        if self.hand.gear:
            parts.append(QT_TRANSLATE_NOOP("Rules", "{dice} Gear").format(dice=self.hand.gear))
        return Words(" + ".join(parts), " + ".join(f"{{{i}}}" for i in range(len(parts))), tuple(parts))


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


@dataclass(frozen=True)
class Circumstances:
    """A settled situation as the numbers the dice are built from (see ``situations.py``)."""

    helpers: int = 0
    difficulty: int = 0
    modifier: int = 0
    gear_row: int | None = None
    attribute: str | None = None
    """Another attribute for the Base dice, when the GM allows it; None for the skill's own."""
    botch: bool = False


@dataclass(frozen=True)
class Parsed:
    """What a check id names: the skill (empty for an attribute roll), its attribute and
    level, and the gear row it joins (if any)."""

    label: str
    attribute: str
    skill: str
    level: int
    specialist: bool
    gear_row: int | None


def parse(c: LiteCharacter, check_id: str) -> Parsed:
    head, *joins = check_id.split("+")
    kind, _, name = head.partition(":")
    gear_row: int | None = None
    for join in joins:
        what, _, value = join.partition(":")
        if what == "gear" and value.isdigit() and gear_row is None:
            gear_row = int(value)
        else:
            raise Refusal(f"no check {check_id!r} on this sheet")
    specialist = bool(name) and name == c.role.specialist_skill
    if kind == "attr" and name in ATTRIBUTES:
        return Parsed(ATTRIBUTES[name].name, name, "", 0, False, gear_row)
    if kind == "skill" and name in BASIC_SKILLS:
        return Parsed(name, BASIC_SKILLS[name], name, c.skills[name], False, gear_row)
    if kind == "skill" and specialist:
        if c.specialist_level < 1:
            raise Refusal(f"To use a specialist skill you need at least skill level 1 in {name}.")
        return Parsed(name, c.role.specialist_attribute, name, c.specialist_level, True, gear_row)
    raise Refusal(f"no check {check_id!r} on this sheet")


def compose(c: LiteCharacter, check_id: str, at: Circumstances | None = None) -> Composition:
    """The dice of a check in a situation: Base dice from the current attribute, Skill dice
    from the level plus every modification [001 "If several modifications apply to the same
    roll, add them together."], Gear dice from one item."""
    parsed = parse(c, check_id)
    at = at or Circumstances(gear_row=parsed.gear_row)
    if at.helpers and parsed.specialist:
        raise Refusal("You can not get help when using your specialist skill.")
    if at.helpers > MAX_HELPERS:
        raise Refusal(f"No more than {MAX_HELPERS} people can help you make the roll.")
    attribute = at.attribute or parsed.attribute
    label = parsed.label
    base = c.attribute(attribute).current
    lines: list[tuple[str, int]] = [(QT_TRANSLATE_NOOP("Rules", "{attribute} (Base dice)").format(attribute=ATTRIBUTES[attribute].name), base)]
    if parsed.skill:
        lines.append((QT_TRANSLATE_NOOP("Rules", "{skill} (Skill dice)").format(skill=parsed.skill), parsed.level))
        if attribute != parsed.attribute:
            label = QT_TRANSLATE_NOOP("Rules", "{check} ({attribute})").format(check=label, attribute=ATTRIBUTES[attribute].name)
    if at.helpers:
        lines.append((f"Help from {at.helpers}", at.helpers))
    if at.difficulty:
        lines.append(("Difficulty", at.difficulty))
    if at.modifier:
        lines.append(("Modification", at.modifier))
    skill_dice = parsed.level + at.helpers + at.difficulty + at.modifier
    gear = 0
    if at.gear_row is not None:
        if not 0 <= at.gear_row < len(c.inventory):
            raise Refusal(f"no inventory row {at.gear_row} to use as gear")
        item = c.inventory[at.gear_row]
        gear = item.gear_bonus or 0
        if gear == 0:
            raise Refusal(f"{item.name} has Gear Bonus 0 and no longer works; have it repaired.")
        lines.append((QT_TRANSLATE_NOOP("Rules", "{item} (Gear dice)").format(item=item.name), gear))
        label = QT_TRANSLATE_NOOP("Rules", "{check} with {item}").format(check=label, item=item.name)
    if at.helpers:
        label = QT_TRANSLATE_NOOP("Rules", "{check}, {helpers} helping").format(check=label, helpers=at.helpers)
    hand = Hand(
        base=base,
        skill=max(0, skill_dice),
        gear=gear,
        negative=max(0, -skill_dice),
        coloured=c.house_rules.coloured_dice,
    )
    return Composition(check_id, label, attribute, parsed.skill, hand, at.gear_row, tuple(lines))
