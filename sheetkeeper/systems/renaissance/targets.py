"""Targets: which checks a sheet offers and the lines that add up to each target.

Skill check = linked aptitude + ranks + modifiers [002 "the target is: the Linked Aptitude
for the skill + your Ranks in the skill + any modifiers"]; aptitude checks come from the
printed list; a single aptitude x 1 is both the "very difficult" check and the default for a
missing skill [002 "roll a check against your COO (that is, COO×1)"]. The breakdown ends
with the target limits so its lines always sum to the target used.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Refusal
from ...core.situation import Situation
from ...core.words import QT_TRANSLATE_NOOP
from .catalogue import COMMON_CHECKS
from .model import APTITUDES, RenaissanceCharacter, Skill
from .modifiers import Line, Modifier, table_modifiers
from .results import HIGHEST_TARGET, LOWEST_TARGET


@dataclass(frozen=True)
class Target:
    label: str
    value: int
    lines: tuple[Line, ...]
    skill: Skill | None = None
    modifiers: tuple[Modifier, ...] = ()
    """The situation's modifiers among the lines, each with the option it comes from."""


def _term(c: RenaissanceCharacter, name: str, times: int) -> Line:
    value = c.luck if name == "luck" else getattr(c.aptitudes, name)
    label = QT_TRANSLATE_NOOP("Rules", "Luck") if name == "luck" else name
    return (label if times == 1 else QT_TRANSLATE_NOOP("Rules", "{value} × {times}").format(value=label, times=times), value * times)


def base_lines(c: RenaissanceCharacter, check_id: str) -> tuple[str, list[Line], Skill | None]:
    kind, _, key = check_id.partition(":")
    if kind == "skill":
        skill = c.skill(key)
        if skill is not None:
            return skill_lines(c, skill)
    elif kind == "apt" and key in APTITUDES:
        return f"{key} × 1", [_term(c, key, 1)], None
    elif kind == "common":
        for check in COMMON_CHECKS:
            if check.slug == key:
                return check.label, [_term(c, n, t) for n, t in check.terms], None
    raise Refusal(f"no check {check_id!r} on this sheet")


def skill_lines(c: RenaissanceCharacter, skill: Skill) -> tuple[str, list[Line], Skill]:
    return skill.name, [(skill.aptitude, getattr(c.aptitudes, skill.aptitude)),
                        (QT_TRANSLATE_NOOP("Rules", "{skill} ranks").format(skill=skill.name), skill.ranks)], skill


def target(c: RenaissanceCharacter, check_id: str, situation: Situation | None = None) -> Target:
    """The target of a check in a settled situation (none: every option at its default)."""
    return _target(c, *base_lines(c, check_id), situation)


def sheet_targets(c: RenaissanceCharacter) -> list[tuple[str, str, str, Target]]:
    """(id, label, group, target) of every check on the sheet, at the defaults: the skills
    looked up by name once for the whole sheet (as :meth:`~.model.RenaissanceCharacter.skill`
    finds them: the first row of the name, case aside), not once for each."""
    first: dict[str, Skill] = {}
    for skill in c.skills:
        first.setdefault(skill.name.casefold(), skill)
    out = []
    for check_id, label, group in check_ids(c):
        kind, _, key = check_id.partition(":")
        lines = skill_lines(c, first[key.casefold()]) if kind == "skill" else base_lines(c, check_id)
        out.append((check_id, label, group, _target(c, *lines, None)))
    return out


def _target(c: RenaissanceCharacter, label: str, lines: list[Line], skill: Skill | None,
            situation: Situation | None) -> Target:
    applied = table_modifiers(c, skill, situation or Situation())
    lines += [m.line for m in applied]
    raw = sum(v for _, v in lines)
    if raw > HIGHEST_TARGET:
        lines.append(("Target limit (never above 98)", HIGHEST_TARGET - raw))
    elif raw < LOWEST_TARGET:
        lines.append(("Target limit (never below 0)", LOWEST_TARGET - raw))
    return Target(label, sum(v for _, v in lines), tuple(lines), skill, tuple(applied))


def describe(lines: tuple[Line, ...]) -> str:
    """'COO 20 + Stealth ranks 40 + Situational modifier 20', 'WIL × 2 (60)'."""
    text = ""
    for i, (label, value) in enumerate(lines):
        amount = f"({abs(value)})" if "×" in label else str(abs(value))
        sign = "−" if value < 0 else "+"
        text += (f"{sign} " if value < 0 else "") if i == 0 else f" {sign} "
        text += f"{label} {amount}"
    return text


def check_ids(c: RenaissanceCharacter) -> list[tuple[str, str, str]]:
    """(id, label, group) for every check on the sheet, skills first."""
    rows = [(f"skill:{s.name}", s.name + (f" [{s.specialisation}]" if s.specialisation else ""),
             "skills") for s in c.skills]
    rows += [(f"common:{k.slug}", k.label, "aptitude checks") for k in COMMON_CHECKS]
    rows += [(f"apt:{a}", f"{a} × 1", "aptitudes") for a in APTITUDES]
    return rows
