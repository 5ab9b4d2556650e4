"""The end of a session for a whole party: XP awards, each game's between-session steps
(rests, per-session resets, improvement rolls), and one line per step for the session log.

Pure domain code: it returns new characters and never touches files or widgets, so the
party view can show the summary first and apply it all as one undoable step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date

from .actions import Action, Refusal
from .campaign import Award, SessionRecord
from .character import CharacterBase
from .ledger import LedgerEntry
from .registry import system_of
from .rules import Context


@dataclass(frozen=True)
class MemberPlan:
    """What the GM chose for one member."""

    key: str
    """The member's path in the campaign."""
    character: CharacterBase
    xp: int = 0
    reason: str = ""
    steps: tuple[Action, ...] = ()
    """The game's between-session actions to apply (by default all of them)."""


@dataclass
class MemberOutcome:
    key: str
    before: CharacterBase
    after: CharacterBase
    entries: list[LedgerEntry] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)


def default_steps(character: CharacterBase) -> tuple[Action, ...]:
    return tuple(system_of(character).rules.session_actions(character))


def end_session(
    plans: Iterable[MemberPlan], title: str, context: Context, *, on: date | None = None
) -> tuple[list[MemberOutcome], SessionRecord]:
    """Apply every member's plan in order; a refused step is reported, never fatal."""
    context.session = title
    outcomes: list[MemberOutcome] = []
    awards: list[Award] = []
    log: list[str] = []
    for plan in plans:
        rules = system_of(plan.character).rules
        outcome = MemberOutcome(plan.key, plan.character, plan.character)
        actions: list[Action] = []
        if plan.xp > 0:
            actions.append(
                Action("xp.award", {"amount": plan.xp, "reason": plan.reason, "session": title},
                       label=f"Award {plan.xp} XP")
            )
            awards.append(Award(member=plan.key, amount=plan.xp, reason=plan.reason))
        actions.extend(plan.steps)
        for action in actions:
            try:
                applied = rules.apply(outcome.after, action, context)
            except Refusal as refusal:
                outcome.refused.append(f"{action.describe()}: {refusal.message}")
                continue
            outcome.after = applied.character
            outcome.entries.extend(applied.entries)
            line = action.describe() + (f" — {applied.message}" if applied.message else "")
            outcome.lines.append(line)
        name = plan.character.display_name
        log.extend(f"{name}: {line}" for line in outcome.lines)
        log.extend(f"{name}: refused {line}" for line in outcome.refused)
        outcomes.append(outcome)
    record = SessionRecord(date=on or context.at.date(), title=title, awards=awards, actions=log)
    return outcomes, record


def plans_for(
    members: Mapping[str, CharacterBase], xp: Mapping[str, tuple[int, str]] | None = None
) -> list[MemberPlan]:
    """Default plans: the given XP and every between-session step of each member's game."""
    xp = xp or {}
    return [
        MemberPlan(key, c, *xp.get(key, (0, "")), steps=default_steps(c))
        for key, c in members.items()
    ]
