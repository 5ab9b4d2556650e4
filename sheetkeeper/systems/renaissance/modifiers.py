"""Skill modifiers. Everything stacks and rounding is always down [002 "When rounding,
always round down."], [002 "Everything stacks unless it specifically says it doesn’t."].

:func:`table_modifiers` turns the situation the table chose (the core's settled
:class:`~sheetkeeper.core.situation.Situation`, options declared in ``situations.py``) into
the signed modifiers of one test, each named after its option. Sustained actions default to
the sheet's count and apply to every test.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Refusal
from ...core.situation import Situation
from ...core.words import QT_TRANSLATE_NOOP
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
RELATED_MIN_RANKS = 10  # [002 "10-24 Ranks: +10"]


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


def assistance_barred(skill: Skill | None, attack: bool) -> str:
    """The kind of test that normally cannot be assisted, or "" [002 "Attack, Stealth and
    Perception tests normally cannot be assisted."]."""
    if attack:
        return "Attack"
    if skill is not None and skill.name.casefold() in UNASSISTED_SKILLS:
        return skill.name
    return ""


@dataclass(frozen=True)
class Modifier:
    """One modifier of a test: the option it comes from and its line in the breakdown."""

    option: str
    label: str
    value: int

    @property
    def line(self) -> Line:
        return (self.label, self.value)


def table_modifiers(c: RenaissanceCharacter, skill: Skill | None, s: Situation) -> list[Modifier]:
    """The modifiers of one test in the situation, in the excerpt's order. Options a check
    does not offer read as "does not apply"."""
    out: list[Modifier] = []

    def add(option: str, label: str, value: int) -> None:
        if value:
            out.append(Modifier(option, label, value))

    add("defaulting", "Defaulting (related skill)", int(s.get("defaulting") or 0))
    assistants = int(s.get("assistants") or 0)
    if assistants:
        barred = assistance_barred(skill, bool(s.get("attack")))
        if barred and not s.get("assistance_allowed"):
            raise Refusal(f"Assistants: {barred} tests normally cannot be assisted; tick "
                          "“GM allows assistance” or set no assistants")
        least = int(s.get("assistant_ranks", ASSISTANT_MIN_RANKS))
        if least < ASSISTANT_MIN_RANKS:
            raise Refusal(f"Assistants: an assistant with {least} ranks cannot assist; "
                          f"\"Assisting characters must have {ASSISTANT_MIN_RANKS} Ranks in a "
                          "useful skill\"")
        bonus = min(ASSIST_MAX, ASSIST_EACH * assistants)
        add("assistants", f"Assisted by {assistants}", bonus)
    related = str(s.get("related") or "")
    if related:
        other = c.skill(related)
        if other is None:  # the options only offer skills on the sheet
            raise Refusal(f"Related skill: {related} is not on the sheet")
        add("related", QT_TRANSLATE_NOOP("Rules", "Related skill: {skill} ({ranks} ranks)").format(skill=other.name, ranks=other.ranks),
            related_skill_bonus(other.ranks))
    if s.get("specialisation") and skill is not None:
        add("specialisation", QT_TRANSLATE_NOOP("Rules", "Specialisation [{specialisation}]").format(
            specialisation=skill.specialisation), SPECIALISATION)
    if s.get("no_proficiency"):
        add("no_proficiency", QT_TRANSLATE_NOOP("Rules", "No appropriate proficiency"), MISSING_PROFICIENCY)
    difficulty = int(s.get("difficulty") or 0)
    name = {DIFFICULTY_LIMIT: QT_TRANSLATE_NOOP("Rules", "Very Easy"), -DIFFICULTY_LIMIT: QT_TRANSLATE_NOOP("Rules", "Very Hard")}.get(difficulty)
    add("difficulty", QT_TRANSLATE_NOOP("Rules", "Difficulty ({name})").format(name=name) if name else QT_TRANSLATE_NOOP("Rules", "Difficulty"), difficulty)
    change = int(s.get("time") or 0)
    word = QT_TRANSLATE_NOOP("Rules", "Taking your time") if change > 0 else QT_TRANSLATE_NOOP("Rules", "Rushing")
    add("time", QT_TRANSLATE_NOOP("Rules", "{how} ({change}% time)").format(how=word, change=f"{change:+d}"), time_modifier(change))
    add("passive", QT_TRANSLATE_NOOP("Rules", "Passive test"), PASSIVE if s.get("passive") else 0)
    retries = int(s.get("retries") or 0)
    add("retries", QT_TRANSLATE_NOOP("Rules", "Trying again ({times}×)").format(times=retries), PER_RETRY * retries)
    add("modifier", QT_TRANSLATE_NOOP("Rules", "Situational modifier"), s.free_modifier())
    for imposed in s.imposed:
        add(f"status:{imposed.status.casefold()}", imposed.status, imposed.value)
    sustained = int(s.get("sustained", len(c.sustained)) or 0)
    add("sustained", QT_TRANSLATE_NOOP("Rules", "Sustained actions ({actions})").format(actions=sustained), sustained_penalty(sustained))
    return out
