"""The end of a session for a whole party: XP awards, each game's between-session steps
(rests, per-session resets, improvement rolls), and one line per step for the session log.

Pure domain code: it returns new characters and never touches files or widgets, so the
party view can show the summary first and apply it all as one undoable step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from .actions import Action, Refusal
from .campaign import Award, SessionRecord
from .character import CharacterBase
from .ledger import LedgerEntry
from .registry import system_of
from .rules import Context
from .situation import Option


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

    @property
    def xp_awarded(self) -> int:
        return sum(e.amount for e in self.entries if e.kind == "xp.award")


@dataclass(frozen=True)
class Step:
    """One between-session step of a member's game and the inputs the GM may set for it
    (declared by the rules for its action: BRP's flat gain, Game Rules Lite's questions)."""

    action: Action
    inputs: tuple[Option, ...] = ()

    def filled(self, values: Mapping[str, Any] | None = None) -> Action:
        """The action with the GM's values for its inputs (the rules settle them)."""
        known = {o.id for o in self.inputs}
        values = {k: v for k, v in (values or {}).items() if k in known}
        if not values:
            return self.action
        return Action(self.action.kind, {**self.action.args, **values}, self.action.label,
                      self.action.merge_key)


def default_steps(character: CharacterBase) -> tuple[Action, ...]:
    return tuple(system_of(character).rules.session_actions(character))


def session_steps(character: CharacterBase) -> list[Step]:
    """Every between-session step of the character's game, with its inputs."""
    rules = system_of(character).rules
    return [Step(action, rules.inputs(character, action))
            for action in rules.session_actions(character)]


def end_session(
    plans: Iterable[MemberPlan], title: str, context: Context, *, on: date | None = None
) -> tuple[list[MemberOutcome], SessionRecord]:
    """Apply every member's plan in order; a refused step is reported, never fatal.

    The record's awards are read from the ledger entries the steps made, so XP a game
    awards by its own step (Game Rules Lite's questions) is logged like a plain award."""
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
                       label=f"Award {plan.xp} XP ({plan.reason})" if plan.reason else f"Award {plan.xp} XP")
            )
        actions.extend(plan.steps)
        for action in actions:
            try:
                applied = rules.apply(outcome.after, action, context)
            except Refusal as refusal:
                outcome.refused.append(f"{action.describe()}: {refusal.message}")
                continue
            outcome.after = applied.character
            outcome.entries.extend(applied.entries)
            outcome.lines.append(_line(action.describe(), applied.message))
        awards.extend(
            Award(member=plan.key, amount=e.amount, reason=e.reason)
            for e in outcome.entries
            if e.kind == "xp.award" and e.amount > 0
        )
        name = plan.character.display_name
        log.extend(f"{name}: {line}" for line in outcome.lines)
        log.extend(f"{name}: refused {line}" for line in outcome.refused)
        outcomes.append(outcome)
    record = SessionRecord(date=on or context.at.date(), title=title, awards=awards, actions=log)
    return outcomes, record


def _line(label: str, message: str) -> str:
    """One log line without saying the same thing twice ("Long rest: Condition 7 -> 17")."""
    if not message or message.lstrip("+").lower() in label.lower():
        line = label
    elif label.lower() in message.lower():
        line = message
    elif ": " in label and message.lower().startswith(label.split(": ", 1)[1].lower()):
        line = f"{label.split(': ', 1)[0]} — {message}"
    else:
        line = f"{label} — {message}"
    return line[:1].upper() + line[1:]


def plans_for(
    members: Mapping[str, CharacterBase], xp: Mapping[str, tuple[int, str]] | None = None
) -> list[MemberPlan]:
    """Default plans: the given XP and every between-session step of each member's game."""
    xp = xp or {}
    return [
        MemberPlan(key, c, *xp.get(key, (0, "")), steps=default_steps(c))
        for key, c in members.items()
    ]
