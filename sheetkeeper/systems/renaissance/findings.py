"""What the sheet checks beyond the file's schema, in words that say what to change."""

from __future__ import annotations

from ...core.actions import Finding
from .catalogue import catalogue_entry
from .model import RenaissanceCharacter


def findings(c: RenaissanceCharacter, *, creation: bool = False) -> list[Finding]:
    out: list[Finding] = []
    seen: set[str] = set()
    for i, skill in enumerate(c.skills):
        where = f"skills.{i}"
        folded = skill.name.casefold()
        if folded in seen:
            out.append(Finding(where, f"{skill.name} is listed twice; merge the two rows"))
        seen.add(folded)
        field, colon, subject = skill.name.partition(":")
        if skill.kind == "field" and not (colon and field.strip() and subject.strip()):
            out.append(Finding(where, f"name the field skill {skill.name!r} as "
                               "'Field: Subject', e.g. Art: Painting"))
        if skill.proficiencies and skill.kind != "proficiency":
            out.append(Finding(where, f"{skill.name} is not a proficiency skill; make it one "
                               "or remove its proficiencies"))
        if skill.kind == "proficiency" and not skill.proficiencies:
            out.append(Finding(where, f"{skill.name} has no proficiencies yet: every use "
                               "takes the -20 penalty", "warning"))
        entry = catalogue_entry(skill.name)
        if entry and entry.aptitude and entry.aptitude != skill.aptitude:
            out.append(Finding(where, f"the rules link {entry.name} to {entry.aptitude}, "
                               f"not {skill.aptitude}", "warning"))
        if entry and entry.kind != skill.kind:
            out.append(Finding(where, f"{entry.name} is a {entry.kind} skill, not "
                               f"{skill.kind}", "warning"))
    for i, job in enumerate(c.jobs):
        if job.skill and job.skill.casefold() not in seen:  # no skill of that name, as c.skill finds it
            out.append(Finding(f"jobs.{i}", f"{job.name} uses {job.skill}, which is not on "
                               "the sheet; add the skill or change the job's skill", "warning"))
    if creation:
        unset = [name for name, value in c.aptitudes.model_dump().items() if value == 0]
        if unset:
            # [002 "the target is: the Linked Aptitude for the skill + your Ranks in the
            # skill"]: an aptitude left at 0 is one nobody has entered yet
            out.append(Finding("aptitudes", "enter the aptitudes agreed with your GM: "
                               f"{', '.join(unset)} {'is' if len(unset) == 1 else 'are'} still 0"))
        out.append(Finding("", "the rules excerpt has no character-creation budgets; agree "
                           "aptitudes, ranks and specialisations with your GM", "info"))
    return out
