"""Skill modifiers. Everything stacks and rounding is always down [002 "When rounding,
always round down."], [002 "Everything stacks unless it specifically says it doesn’t."].

A :class:`Situation` holds what the GM rules for one test; :func:`situation_lines` turns it
into the signed lines of the target's breakdown. Sustained actions come from the sheet and
apply to every test.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Refusal
from .catalogue import UNASSISTED_SKILLS
from .model import RenaissanceCharacter, Skill

Line = tuple[str, int]

ASSIST_EACH, ASSIST_MAX = 10, 30  # [002 "+10 per character assisting, maximum +30"]
ASSISTANT_MIN_RANKS = 10  # [002 "Assisting characters must have 10 Ranks in a useful skill"]
SPECIALISATION = 10  # [002 "Character recieves +10 when Specialization applies"]
MISSING_PROFICIENCY = -20  # [002 "you take a -20 penalty if you don't have an appropriate"]
DIFFICULTY_LIMIT = 30  # [002 "Run from Very Easy (+30) to Very Hard (-30)"]
PASSIVE = -20  # [002 "Passive checks have a -20 penalty"]
PER_SUSTAINED = -10  # [002 "-10 penalty to all tests for each Sustained Action you maintain beyond the first"]
PER_RETRY = -10  # [002 "cumulative -10 penalty for each time a player *tries again*"]


def related_skill_bonus(ranks: int) -> int:
    """[002 "10-24 Ranks: +10"], [002 "25-39 Ranks: +20"], [002 "40+ Ranks: +30"]."""
    if ranks >= 40:
        return 30
    if ranks >= 25:
        return 20
    if ranks >= 10:
        return 10
    return 0


def time_modifier(change_percent: int) -> int:
    """Taking your time: +10 per +50% of the timeframe, up to +30 at +150%; rushing: -10 per
    25% cut, up to -30 at -75% [002 "for every +50% increase in timeframe, +10"], [002 "for
    every -25% *reduction* in timeframe, -10"]. Between steps rounds down; beyond the caps
    stays at 30 (digest 002-12 #11)."""
    if change_percent >= 0:
        return min(30, change_percent // 50 * 10)
    return -min(30, -change_percent // 25 * 10)


def sustained_penalty(count: int) -> int:
    """[002 "if you maintain three Sustained Actions, you take a -20 penalty to all tests"]."""
    return PER_SUSTAINED * max(0, count - 1)


@dataclass(frozen=True)
class Situation:
    """What the GM rules for one test. All fields default to "does not apply"."""

    modifier: int = 0
    """Situational modifiers (a magic cloak's +20) [002 "The GM may assign modifiers"]."""
    difficulty: int = 0
    assistants: int = 0
    assistance_allowed: bool | None = None
    """None = the excerpt's default (Attack, Stealth and Perception cannot be assisted)."""
    attack: bool = False
    related_skill: str = ""
    specialisation_applies: bool = False
    proficiency: str = ""
    """The proficiency the task calls for (proficiency skills only)."""
    task_or_job: bool = False
    time_change_percent: int = 0
    passive: bool = False
    retries: int = 0
    default_penalty: int = 0
    """The GM's penalty for defaulting to a related skill (Barter at -30)."""
    simple: bool = False
    upgrade: bool = False
    downgrade: bool = False


def situation_lines(
    c: RenaissanceCharacter, skill: Skill | None, s: Situation, test: str
) -> list[Line]:
    """The modifier lines for one test, in the excerpt's order. ``test`` names it in
    refusals ("Stealth tests normally cannot be assisted")."""
    lines: list[Line] = []
    if s.default_penalty > 0:
        raise Refusal("a defaulting penalty is a penalty: enter it as 0 or less")
    if s.default_penalty:
        lines.append(("Defaulting (related skill)", s.default_penalty))
    if s.assistants:
        lines.append(_assistance(skill, s, test))
    if s.related_skill:
        lines.append(_related(c, skill, s.related_skill))
    if s.specialisation_applies:
        if skill is None or not skill.specialisation:
            raise Refusal(f"{test} has no specialisation; add one to the skill first")
        lines.append((f"Specialisation [{skill.specialisation}]", SPECIALISATION))
    if s.proficiency:
        lines += _proficiency(skill, s.proficiency, test)
    if s.difficulty:
        if abs(s.difficulty) > DIFFICULTY_LIMIT:
            raise Refusal("difficulty runs from Very Hard (-30) to Very Easy (+30)")
        name = {30: "Very Easy", -30: "Very Hard"}.get(s.difficulty, "")
        lines.append((f"Difficulty ({name})" if name else "Difficulty", s.difficulty))
    if s.time_change_percent:
        if not s.task_or_job:
            raise Refusal("taking your time and rushing only apply to Task Actions and Jobs")
        word = "Taking your time" if s.time_change_percent > 0 else "Rushing"
        lines.append((f"{word} ({s.time_change_percent:+d}% time)",
                      time_modifier(s.time_change_percent)))
    if s.passive:
        lines.append(("Passive test", PASSIVE))
    if s.retries:
        if s.retries < 0:
            raise Refusal("the number of tries again cannot be negative")
        lines.append((f"Trying again ({s.retries}×)", PER_RETRY * s.retries))
    if s.modifier:
        lines.append(("Situational modifier", s.modifier))
    if len(c.sustained) > 1:
        lines.append((f"Sustained actions ({len(c.sustained)})", sustained_penalty(len(c.sustained))))
    return lines


def _assistance(skill: Skill | None, s: Situation, test: str) -> Line:
    if s.assistants < 0:
        raise Refusal("the number of assistants cannot be negative")
    allowed = s.assistance_allowed
    if allowed is None:
        allowed = not s.attack and not (skill and skill.name.casefold() in UNASSISTED_SKILLS)
    if not allowed:
        what = "Attack" if s.attack else test
        raise Refusal(f"{what} tests normally cannot be assisted; "
                      "remove the assistants unless the GM rules otherwise")
    bonus = min(ASSIST_MAX, ASSIST_EACH * s.assistants)
    return (f"Assisted by {s.assistants}", bonus)


def _related(c: RenaissanceCharacter, skill: Skill | None, name: str) -> Line:
    related = c.skill(name)
    if related is None:
        raise Refusal(f"{name} is not on the sheet; pick a related skill you have")
    if skill is not None and related.name == skill.name:
        raise Refusal(f"{name} cannot be related to itself; pick another skill")
    bonus = related_skill_bonus(related.ranks)
    if not bonus:
        raise Refusal(f"{related.name} has {related.ranks} ranks; a related skill needs 10 "
                      "or more")
    return (f"Related skill: {related.name} ({related.ranks} ranks)", bonus)


def _proficiency(skill: Skill | None, proficiency: str, test: str) -> list[Line]:
    if skill is None or skill.kind != "proficiency":
        raise Refusal(f"{test} is not a proficiency skill; leave the proficiency empty")
    have = {p.casefold() for p in skill.proficiencies}
    if proficiency.casefold() in have:
        return []
    return [(f"No {proficiency} proficiency", MISSING_PROFICIENCY)]
