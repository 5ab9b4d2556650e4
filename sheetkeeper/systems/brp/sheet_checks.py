"""The checks on a BRP sheet: skill rolls, characteristic rolls and experience rolls.

Check ids: ``skill:<name>``, ``char:<STR>`` and ``exp:<name>`` / ``exp:POW``; the
difficulty and everything else said at the table is the check's situation (``situations.py``).
Permanent modifiers are part of the rating; difficulty is applied first, then the ENC
penalty and the situational modifier [004 "Any situational modifier is applied after a
skill is modified due to being Difficult or Easy."].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from ...core.actions import Action, Refusal
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource
from ...core.dice import roll as roll_dice
from ...core.words import QT_TRANSLATE_NOOP
from . import advancement as adv
from . import encumbrance as enc
from .advancement import experience_bonus, experience_target, pow_gain_chance
from .model import CHARACTERISTICS, BRPCharacter, Skill
from .tables import Difficulty, apply_difficulty

_DIFFICULTY_LINE = {"easy": "Easy (doubled)", "difficult": "Difficult (halved, rounded up)"}


@dataclass(frozen=True)
class Target:
    """What a roll is made against: the unmodified chance and the modified one."""

    label: str
    base: int
    chance: int
    breakdown: tuple[tuple[str, int], ...]
    improvable: bool = False


POW_MAY_RISE, NO_GAIN = QT_TRANSLATE_NOOP("Rules", "POW may rise"), QT_TRANSLATE_NOOP("Rules", "No gain")
IMPROVES, NO_IMPROVEMENT = QT_TRANSLATE_NOOP("Rules", "Improves"), QT_TRANSLATE_NOOP("Rules", "No improvement")

def split_id(check_id: str) -> tuple[str, str]:
    kind, _, name = check_id.partition(":")
    return kind, name


def target(
    c: BRPCharacter, check_id: str, difficulty: Difficulty = "average",
    modifiers: tuple[tuple[str, int], ...] = (),
) -> Target:
    """The chance of a skill or characteristic roll: the rating, the difficulty, the ENC
    penalty, then each situational modifier (label, value)."""
    kind, name = split_id(check_id)
    if kind == "skill":
        skill = c.skill(name)
        if skill is None:
            raise Refusal(f"no skill {name!r} on this sheet")
        return skill_target(c, skill, enc.points_over(c), difficulty, modifiers)
    if kind == "char" and name in CHARACTERISTICS:
        base = c.characteristics.value(name) * 5
        lines = [(f"{name} {c.characteristics.value(name)} ×5", base)]
        return _target(f"{name} ×5", base, lines, enc.points_over(c),
                       enc.characteristic_penalty(name, c), False, difficulty, modifiers)
    raise Refusal(f"no check {check_id!r} on this sheet")


def skill_target(
    c: BRPCharacter, skill: Skill, over: int, difficulty: Difficulty = "average",
    modifiers: tuple[tuple[str, int], ...] = (),
) -> Target:
    """A skill's chance, ``over`` the whole ENC points over the maximum (worked out once
    for every skill of the sheet)."""
    penalty = -5 * over if enc.skill_penalised(skill, c) else 0
    lines = [(f"{skill.name} {skill.rating}%", skill.rating)]
    improvable = skill.can_improve and difficulty != "easy"
    return _target(skill.name, skill.rating, lines, over, penalty, improvable, difficulty, modifiers)


def _target(
    label: str, base: int, lines: list[tuple[str, int]], over: int, penalty: int,
    improvable: bool, difficulty: Difficulty, modifiers: tuple[tuple[str, int], ...],
) -> Target:
    chance = apply_difficulty(base, difficulty)
    if difficulty != "average":
        lines.append((_DIFFICULTY_LINE[difficulty], chance - base))
    if penalty:
        lines.append((QT_TRANSLATE_NOOP("Rules", "ENC {over} over the maximum").format(over=over), penalty))
    lines += [line for line in modifiers if line[1]]
    total = chance + penalty + sum(value for _, value in modifiers)
    return Target(label, base, total, tuple(lines), improvable)


def checks(c: BRPCharacter) -> list[Check]:
    found = []
    for name in CHARACTERISTICS:
        t = target(c, f"char:{name}")
        found.append(Check(f"char:{name}", t.label, "characteristics", f"{t.chance}%"))
    over = enc.points_over(c)
    for skill in c.skills:
        t = skill_target(c, skill, over)
        detail = "" if t.chance == t.base else f"{t.base}% before ENC"
        found.append(Check(f"skill:{skill.name}", skill.name, "skills", f"{t.chance}%", detail))
    bonus = experience_bonus(c.characteristics.value("INT"))
    for skill in c.skills:
        if skill.experience_check:
            found.append(Check(f"exp:{skill.name}", QT_TRANSLATE_NOOP("Rules", "Experience roll: {skill}").format(skill=skill.name), "experience",
                               f"D100+{bonus} > {experience_target(skill.rating)}",
                               action=Action("brp.improve", {"skill": skill.name},
                                             QT_TRANSLATE_NOOP("Rules", "Experience roll: {skill}").format(skill=skill.name))))
    found.append(Check("exp:POW", QT_TRANSLATE_NOOP("Rules", "POW gain roll"), "experience", f"{pow_gain_chance(c)}%",
                       action=Action("brp.pow_gain", {}, "POW gain roll")))
    return found


MODIFIER_LABEL = "Other situational modifier"
"""The free modifier's line, in the words of its option (``situations.modifier``)."""


def _experience_target(c: BRPCharacter, name: str, modifier: int) -> tuple[int, int]:
    """(bonus added to the D100, the total it must exceed) for an experience roll; the POW
    gain roll is a plain roll under its chance, i.e. D100 must not exceed it."""
    if name == "POW":
        return 0, -1
    skill = c.skill(name)
    if skill is None:
        raise Refusal(f"no skill {name!r} on this sheet")
    return experience_bonus(c.characteristics.value("INT")) + modifier, experience_target(skill.rating)


def experience_succeeds(c: BRPCharacter, name: str, face: int, modifier: int = 0) -> bool:
    """One D100 of an experience roll (or of the POW gain roll): does it succeed?"""
    return _experience_rule(c, name, modifier)(face)


def _experience_rule(c: BRPCharacter, name: str, modifier: int) -> Callable[[int], bool]:
    """Whether a D100 face succeeds, the skill looked up once for all the faces."""
    if name == "POW":
        chance = pow_gain_chance(c) + modifier
        return lambda face: face <= chance
    skill = c.skill(name)
    if skill is None:
        raise Refusal(f"no skill {name!r} on this sheet")
    bonus = experience_bonus(c.characteristics.value("INT")) + modifier
    return lambda face: adv.experience_succeeds(face, bonus, skill.rating)


def experience_odds(c: BRPCharacter, name: str, modifier: int) -> Odds:
    """Counted over the 100 faces with :func:`experience_succeeds`, the rule a roll uses."""
    succeeds = _experience_rule(c, name, modifier)
    p = Fraction(sum(succeeds(face) for face in range(1, 101)), 100)
    modifier_line = ((MODIFIER_LABEL, modifier),) if modifier else ()
    if name == "POW":
        return Odds({POW_MAY_RISE: p, NO_GAIN: 1 - p}, p,
                    breakdown=(("POW gain chance", pow_gain_chance(c)), *modifier_line))
    bonus, must_exceed = _experience_target(c, name, 0)
    return Odds({IMPROVES: p, NO_IMPROVEMENT: 1 - p}, p,
                breakdown=((QT_TRANSLATE_NOOP("Rules", "Experience bonus"), bonus), *modifier_line, (QT_TRANSLATE_NOOP("Rules", "Must exceed"), must_exceed)))


def experience_roll(c: BRPCharacter, check_id: str, name: str, rng: RandomSource, modifier: int) -> RollResult:
    face = roll_dice(rng, 100)[0]
    won = experience_succeeds(c, name, face, modifier)
    outcome = (POW_MAY_RISE if name == "POW" else IMPROVES) if won else (
        NO_GAIN if name == "POW" else NO_IMPROVEMENT)
    return RollResult(check_id, (face,), face, outcome, won,
                      QT_TRANSLATE_NOOP("Rules", "{name} experience: rolled {face} — {outcome}").format(
                          name=name, face=face_text(face), outcome=outcome))


def face_text(face: int) -> str:
    return "00" if face == 100 else f"{face:02d}"
