"""XP from the seven questions, and 5-XP advances [001 "Once you have collected five XP you
can improve your PC – either raise a skill of your choice by one level, or learn one new
talent."]."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sheetkeeper.core.actions import Action, Applied, Offer, Refusal
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.rules import Context

from .model import LiteCharacter, Talent
from .tables import ADVANCE_COST, BASIC_SKILLS, SKILL_MAX, XP_QUESTIONS


def answers_of(args: Mapping[str, Any]) -> list[bool]:
    """The seven yes/no answers: the questions themselves as keys (the offer's inputs, as a
    dialog fills them in), or ``answers`` as a list in the excerpt's order or a mapping by
    question text."""
    given = args if any(q in args for q in XP_QUESTIONS) else args.get("answers", args)
    if isinstance(given, Mapping):
        return [bool(given.get(q, False)) for q in XP_QUESTIONS]
    answers = [bool(a) for a in given]
    if len(answers) != len(XP_QUESTIONS):
        raise Refusal(f"Answer all {len(XP_QUESTIONS)} questions (yes or no).")
    return answers


def session_xp(c: LiteCharacter, args: Mapping[str, Any], context: Context) -> Applied:
    """[001 "For each of the following questions that you can answer with a “yes”, you get
    one XP"]; [001 "The GM has the final say"]: ``override`` replaces the count; ``reason``
    (the GM's words) goes before the questions answered yes."""
    answers = answers_of(args)
    amount = sum(answers)
    override = args.get("override")
    said = str(args.get("reason") or "").strip()  # the GM's own words beside the award
    reason = "; ".join([*([said] if said else []),
                        *(q for q, yes in zip(XP_QUESTIONS, answers, strict=True) if yes)])
    if override is not None:
        if int(override) != amount:
            head = f"GM's award of {int(override)} (questions gave {amount})"
            reason = f"{head}: {reason}" if reason else head
        amount = int(override)
    if amount <= 0:
        raise Refusal("No question was answered yes: there is no XP to award.")
    ledger, entry = c.ledger.append(
        "xp.award", amount, subject="session", reason=reason, session=context.session, at=context.at
    )
    return Applied(set_path(c, "ledger", ledger), (entry,), f"+{amount} XP")


def _afford(c: LiteCharacter, what: str) -> None:
    have = c.ledger.xp_available
    if have < ADVANCE_COST:
        raise Refusal(f"{what} costs {ADVANCE_COST} XP; you have {have}.")


def skill_refusal(c: LiteCharacter, skill: str) -> str:
    """Why ``skill`` cannot be raised now, or '' [001 "You can raise any basic skill you like
    (even if you had no level in it to begin with), but not specialist skills from another
    role."]."""
    own = c.role.specialist_skill
    if skill not in BASIC_SKILLS and skill != own:
        yours = f" and your specialist skill {own}" if own else ""
        return (
            f"{skill} is not yours to raise: you can raise the twelve basic skills{yours}, "
            "not another role's specialist skill."
        )
    level = c.skill_level(skill)
    if level >= SKILL_MAX:
        return f"{skill} is already at level {SKILL_MAX}, the highest."
    have = c.ledger.xp_available
    if have < ADVANCE_COST:
        return f"Raising {skill} costs {ADVANCE_COST} XP; you have {have}."
    return ""


def raise_skill(c: LiteCharacter, args: Mapping[str, Any], context: Context) -> Applied:
    skill = str(args["skill"])
    reason = skill_refusal(c, skill)
    if reason:
        raise Refusal(reason)
    level = c.skill_level(skill) + 1
    if skill in BASIC_SKILLS:
        raised = set_path(c, "skills", {**c.skills, skill: level})
    else:
        raised = set_path(c, "specialist_level", level)
    ledger, entry = c.ledger.append(
        "xp.spend",
        ADVANCE_COST,
        subject=skill,
        reason=f"{skill} {level - 1} → {level}",
        session=context.session,
        at=context.at,
    )
    return Applied(set_path(raised, "ledger", ledger), (entry,), f"{skill} is now {level}")


def learn_talent(c: LiteCharacter, args: Mapping[str, Any], context: Context) -> Applied:
    """[001 "You can choose a talent specific to your role, or any of the general talents,
    but not a talent from another role."]"""
    name = str(args.get("name", "")).strip()
    role = str(args.get("role", "")).strip()
    if not name:
        raise Refusal("Name the talent to learn.")
    if role and role != c.role.name:
        raise Refusal(
            f"{name} is a {role} talent; learn a {c.role.name or 'role'} talent or a general one."
        )
    if any(t.name.casefold() == name.casefold() for t in c.talents):
        raise Refusal(f"You already have the talent {name}.")
    _afford(c, f"Learning {name}")
    talents = [*c.talents, Talent(name=name, role=role, notes=str(args.get("notes", "")))]
    ledger, entry = c.ledger.append(
        "xp.spend",
        ADVANCE_COST,
        subject=f"talent: {name}",
        reason=f"new talent {name}",
        session=context.session,
        at=context.at,
    )
    learned = set_path(c, "talents", talents)
    return Applied(set_path(learned, "ledger", ledger), (entry,), f"Learned {name}")


def session_action(answers: Sequence[bool] | None = None) -> Action:
    answers = list(answers) if answers is not None else [True] + [False] * 6
    return Action("xp.session", {"answers": answers}, label="Award session XP")


def offers(c: LiteCharacter) -> list[Offer]:
    out: list[Offer] = []
    skills = list(BASIC_SKILLS) + ([c.role.specialist_skill] if c.role.specialist_skill else [])
    for skill in skills:
        level = c.skill_level(skill)
        reason = skill_refusal(c, skill)
        action = Action(
            "advance.skill",
            {"skill": skill},
            label=f"Raise {skill} to {min(level + 1, SKILL_MAX)}",
        )
        out.append(Offer(action, "advance", f"{ADVANCE_COST} XP", not reason, reason))
    have = c.ledger.xp_available
    talent_reason = (
        "" if have >= ADVANCE_COST else f"A new talent costs {ADVANCE_COST} XP; you have {have}."
    )
    out.append(
        Offer(
            Action("advance.talent", {}, label="Learn a new talent"),
            "advance",
            f"{ADVANCE_COST} XP",
            not talent_reason,
            talent_reason,
        )
    )
    out.append(
        Offer(session_action(), "session")
    )
    out.append(Offer(Action("day.new", {}, label="New day: eat and drink"), "resource"))
    return out
