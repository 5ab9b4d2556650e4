"""Validation: the sheet in play, and the creation budgets [001 "02 Character"]."""

from __future__ import annotations

from sheetkeeper.core.actions import Finding

from .encumbrance import item_rows
from .model import LiteCharacter
from .tables import (
    ATTRIBUTE_POINTS,
    ATTRIBUTE_START,
    ATTRIBUTES,
    BASIC_SKILLS,
    ITEM_SIZES,
    KEY_ATTRIBUTE_MAX,
    SKILL_POINTS,
    SKILL_START_MAX,
    SPECIALIST_START_MIN,
    STARTING_TALENTS,
)


def _points(n: int, what: str) -> str:
    return f"{n} {what} point{'s' if n != 1 else ''}"


def validate(c: LiteCharacter, *, creation: bool = False) -> list[Finding]:
    found: list[Finding] = []
    if not c.role.specialist_skill and c.specialist_level:
        found.append(
            Finding("role.specialist_skill", "Name your role's specialist skill.", "warning")
        )
    if c.role.specialist_skill in BASIC_SKILLS:
        found.append(
            Finding(
                "role.specialist_skill",
                f"{c.role.specialist_skill} is a basic skill; the specialist skill is the "
                "role's own thirteenth skill.",
            )
        )
    for i, item in enumerate(c.inventory):
        if item_rows(item) is None:
            found.append(
                Finding(
                    f"inventory.{i}.size",
                    f"{item.name or 'This item'}: size {item.size!r} is not one of "
                    f"{', '.join(ITEM_SIZES)} or a number of rows.",
                )
            )
        bonus, maximum = item.gear_bonus, item.max_gear_bonus
        if bonus is not None and maximum is not None and bonus > maximum:
            found.append(
                Finding(
                    f"inventory.{i}.gear_bonus",
                    f"{item.name}: Gear Bonus {bonus} is above its maximum {maximum}.",
                )
            )
    for i, talent in enumerate(c.talents):
        if not talent.name:
            found.append(Finding(f"talents.{i}.name", "Name this talent or remove it."))
    if creation:
        found += _creation(c)
    return found


def _creation(c: LiteCharacter) -> list[Finding]:
    found: list[Finding] = []
    if not c.role.name:
        found.append(
            Finding("role.name", "Type your role: its description in the rulebook gives "
                                 "your key attribute and specialist skill.")
        )
    if not c.role.specialist_skill:
        found.append(Finding("role.specialist_skill", "Name your role's specialist skill."))

    # [001 "distribute a total of 14 points across the four attribute scores"]
    low, high = ATTRIBUTE_START
    spent = sum(c.attribute(k).base for k in ATTRIBUTES)
    if spent < ATTRIBUTE_POINTS:
        found.append(
            Finding(
                "attributes", f"{_points(ATTRIBUTE_POINTS - spent, 'attribute')} left to spend."
            )
        )
    elif spent > ATTRIBUTE_POINTS:
        found.append(
            Finding(
                "attributes",
                f"{_points(spent - ATTRIBUTE_POINTS, 'attribute')} too many: take them away "
                f"(the total must be {ATTRIBUTE_POINTS}).",
            )
        )
    key = c.role.key_attribute
    for name, info in ATTRIBUTES.items():
        value = c.attribute(name).base
        top = KEY_ATTRIBUTE_MAX if name == key else high
        if value < low:
            found.append(
                Finding(
                    f"{name}.base", f"{info.name} {value} is below the starting minimum of {low}."
                )
            )
        elif value > top and value == KEY_ATTRIBUTE_MAX:
            found.append(
                Finding(
                    f"{name}.base",
                    f"{info.name} {value} is only allowed for the key attribute "
                    f"({ATTRIBUTES[key].name}).",
                )
            )
        elif value > top:
            found.append(
                Finding(
                    f"{name}.base", f"{info.name} {value} is above the starting maximum of {top}."
                )
            )
        if c.attribute(name).current != value:
            found.append(
                Finding(
                    f"{name}.current",
                    f"{info.name} starts at its full score {value}, not {c.attribute(name).current}.",
                    "warning",
                )
            )

    # [001 "The maximum starting level for any skill is 3, and you must have at least level 1
    # in your specialist skill"]
    levels = dict(c.skills)
    specialist = c.role.specialist_skill or "Specialist skill"
    levels[specialist] = c.specialist_level
    spent = sum(levels.values())
    budget_severity = "warning" if c.house_rules.lenient_skill_budget else "error"
    if spent < SKILL_POINTS:
        found.append(
            Finding(
                "skills",
                f"{_points(SKILL_POINTS - spent, 'skill')} left to spend.",
                budget_severity,
            )
        )
    elif spent > SKILL_POINTS:
        found.append(
            Finding(
                "skills",
                f"{_points(spent - SKILL_POINTS, 'skill')} too many: lower some skills "
                f"(the total is {SKILL_POINTS}).",
            )
        )
    for name, level in levels.items():
        where = "specialist_level" if name == specialist else f"skills.{name}"
        if level > SKILL_START_MAX:
            found.append(
                Finding(
                    where, f"{name} {level} is above the starting maximum of {SKILL_START_MAX}."
                )
            )
    if c.specialist_level < SPECIALIST_START_MIN:
        found.append(
            Finding(
                "specialist_level", f"{specialist} needs at least level {SPECIALIST_START_MIN}."
            )
        )

    # [001 "You can pick one talent when creating your character"]
    if len(c.talents) < STARTING_TALENTS:
        found.append(Finding("talents", "Pick one talent your role's description in the rulebook allows: "
                                         "press Add and type its name."))
    elif len(c.talents) > STARTING_TALENTS:
        found.append(Finding("talents", f"Only one talent at creation; you have {len(c.talents)}."))
    for i, talent in enumerate(c.talents):
        if talent.role and c.role.name and talent.role != c.role.name:
            found.append(
                Finding(
                    f"talents.{i}",
                    f"{talent.name} is a {talent.role} talent; pick one from the "
                    f"{c.role.name} list.",
                )
            )
        elif not talent.role:
            found.append(
                Finding(
                    f"talents.{i}",
                    f"At creation your talent comes from your role's list; write the role "
                    f"beside {talent.name or 'the talent'} if it is one.",
                    "warning",
                )
            )
    return found
