"""The checks on a BRP sheet: skill rolls, characteristic rolls and experience rolls.

Check ids: ``skill:<name>``, ``char:<STR>`` and ``exp:<name>`` / ``exp:POW``. A skill or
characteristic id may end in ``@easy`` or ``@difficult`` for that difficulty's odds.
Permanent modifiers are part of the rating; difficulty is applied first, then the ENC
penalty and the situational modifier [004 "Any situational modifier is applied after a
skill is modified due to being Difficult or Easy."].
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...core.actions import Refusal
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource
from ...core.dice import roll as roll_dice
from . import encumbrance as enc
from .advancement import experience_bonus, experience_chance, experience_target, pow_gain_chance
from .model import CHARACTERISTICS, BRPCharacter
from .results import degree, degree_odds, ranges, success_chance
from .tables import DIFFICULTIES, Difficulty, apply_difficulty

_DIFFICULTY_LINE = {"easy": "Easy (doubled)", "difficult": "Difficult (halved, rounded up)"}


@dataclass(frozen=True)
class Target:
    """What a roll is made against: the unmodified chance and the modified one."""

    label: str
    base: int
    chance: int
    breakdown: tuple[tuple[str, int], ...]
    improvable: bool = False


def split_id(check_id: str) -> tuple[str, str, Difficulty]:
    kind, _, rest = check_id.partition(":")
    name, _, difficulty = rest.partition("@")
    difficulty = difficulty or "average"
    if difficulty not in DIFFICULTIES:
        raise Refusal(f"no difficulty {difficulty!r}: use easy, average or difficult")
    return kind, name, difficulty  # type: ignore[return-value]


def target(c: BRPCharacter, check_id: str, modifier: int = 0) -> Target:
    kind, name, difficulty = split_id(check_id)
    if kind == "skill":
        skill = c.skill(name)
        if skill is None:
            raise Refusal(f"no skill {name!r} on this sheet")
        label, base, penalty = skill.name, skill.rating, enc.skill_penalty(skill, c)
        lines = [(f"{skill.name} {skill.rating}%", skill.rating)]
        improvable = skill.can_improve and difficulty != "easy"
    elif kind == "char" and name in CHARACTERISTICS:
        base = c.characteristics.value(name) * 5
        label, penalty, improvable = f"{name} ×5", enc.characteristic_penalty(name, c), False
        lines = [(f"{name} {c.characteristics.value(name)} ×5", base)]
    else:
        raise Refusal(f"no check {check_id!r} on this sheet")
    chance = apply_difficulty(base, difficulty)
    if difficulty != "average":
        lines.append((_DIFFICULTY_LINE[difficulty], chance - base))
    if penalty:
        lines.append((f"ENC {enc.points_over(c)} over the maximum", penalty))
    if modifier:
        lines.append(("Situational", modifier))
    return Target(label, base, chance + penalty + modifier, tuple(lines), improvable)


def checks(c: BRPCharacter) -> list[Check]:
    found = []
    for name in CHARACTERISTICS:
        t = target(c, f"char:{name}")
        found.append(Check(f"char:{name}", t.label, "characteristics", f"{t.chance}%"))
    for skill in c.skills:
        t = target(c, f"skill:{skill.name}")
        detail = "" if t.chance == t.base else f"{t.base}% before ENC"
        found.append(Check(f"skill:{skill.name}", skill.name, "skills", f"{t.chance}%", detail))
    bonus = experience_bonus(c.characteristics.value("INT"))
    for skill in c.skills:
        if skill.experience_check:
            found.append(Check(f"exp:{skill.name}", f"Experience roll: {skill.name}", "experience",
                               f"D100+{bonus} > {experience_target(skill.rating)}"))
    found.append(Check("exp:POW", "POW gain roll", "experience", f"{pow_gain_chance(c)}%"))
    return found


def odds(c: BRPCharacter, check_id: str, modifier: int = 0) -> Odds:
    kind, name, _ = split_id(check_id)
    if kind == "exp":
        return _experience_odds(c, name, modifier)
    t = target(c, check_id, modifier)
    outcomes = {d.label: p for d, p in degree_odds(t.chance, t.base).items()}
    extra: dict[str, Fraction] = {}
    if "@" not in check_id:
        for other in ("easy", "difficult"):
            t2 = target(c, f"{check_id}@{other}", modifier)
            extra[other.capitalize()] = success_chance(t2.chance, t2.base)
    won = success_chance(t.chance, t.base)
    return Odds(outcomes, won, extra, t.breakdown)


def _experience_odds(c: BRPCharacter, name: str, modifier: int) -> Odds:
    if name == "POW":
        p = Fraction(max(0, min(100, pow_gain_chance(c) + modifier)), 100)
        return Odds({"POW may rise": p, "No gain": 1 - p}, p)
    skill = c.skill(name)
    if skill is None:
        raise Refusal(f"no skill {name!r} on this sheet")
    bonus = experience_bonus(c.characteristics.value("INT")) + modifier
    p = Fraction(experience_chance(bonus, skill.rating), 100)
    return Odds({"Improves": p, "No improvement": 1 - p}, p,
                breakdown=(("Experience bonus", bonus), ("Must exceed", experience_target(skill.rating))))


def roll(c: BRPCharacter, check_id: str, rng: RandomSource, modifier: int = 0) -> RollResult:
    kind, name, _ = split_id(check_id)
    face = roll_dice(rng, 100)[0]
    shown = "00" if face == 100 else f"{face:02d}"
    if kind == "exp":
        won = odds_for_face(c, name, face, modifier)
        outcome = ("Improves" if name != "POW" else "POW may rise") if won else "No improvement"
        return RollResult(check_id, (face,), face, outcome, won, f"{name} experience: rolled {shown} — {outcome}")
    t = target(c, check_id, modifier)
    d = degree(face, t.chance, t.base)
    r = ranges(t.chance)
    text = (
        f"{t.label} {t.chance}%: rolled {shown} — {d.label} "
        f"(critical {r.critical}, special {r.special}, fumble {r.fumble})"
    )
    if d.succeeded and t.improvable:
        text += "; tick the experience check if something was at stake"
    return RollResult(check_id, (face,), face, d.label, d.succeeded, text, details={"chance": t.chance})


def odds_for_face(c: BRPCharacter, name: str, face: int, modifier: int = 0) -> bool:
    if name == "POW":
        return face <= pow_gain_chance(c) + modifier
    skill = c.skill(name)
    if skill is None:
        raise Refusal(f"no skill {name!r} on this sheet")
    bonus = experience_bonus(c.characteristics.value("INT")) + modifier
    return face + bonus > experience_target(skill.rating)
