"""Values the rules advance, and what a direct edit of one means once the character is in play.

A system declares its advanced values as :class:`Advanced` entries (a path pattern such as
``"skills.*.rank"``, a label, and how one step up becomes the game's advance action). In
play, a ``set`` of such a value becomes that advance with its cost, or is refused with the
reason; the user may instead record it as an adjustment with a reason (a ledger entry that
``validate`` flags until it is accepted). During creation fields are free.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action

Step = Callable[[Any, Sequence[str], Any, Any], "Action | None"]
"""(character, the keys ``*`` matched, value before, value wanted) -> the action that
raises the value one step, or None when the rules have no advance for this change."""


@dataclass(frozen=True)
class Advanced:
    """A value the rules advance. ``pattern`` is a dotted path where ``*`` matches one key;
    ``step`` maps a rise to the game's advance; ``why_not`` says, in the game's words, why a
    change has no advance (shown when ``step`` is None or returns None)."""

    pattern: str
    label: str
    step: Step | None = None
    why_not: str = "the rules have no advance that sets this value"
    subject: Callable[[Any, Sequence[str]], str] | None = None
    """The value's name for the history ("Fight", "skill: Firearms"); by default the label."""
    start: Callable[[Any], Any] | None = None
    """Where a row added in play stands before any advance, read from the row (a Basic
    Roleplaying skill at its base chance); by default the field's default."""

    def match(self, path: str) -> tuple[str, ...] | None:
        """The keys ``*`` matched, or None when the path is not this value."""
        want, have = self.pattern.split("."), path.split(".")
        if len(want) != len(have):
            return None
        keys = []
        for w, h in zip(want, have, strict=True):
            if w == "*":
                keys.append(h)
            elif w != h:
                return None
        return tuple(keys)

    def name(self, character: Any, keys: Sequence[str]) -> str:
        return self.subject(character, keys) if self.subject else self.label


@dataclass(frozen=True)
class Edit:
    """What a direct edit of an advanced value in play would be: the advance actions (one per
    step) and their cost, or the reason the rules refuse it."""

    path: str
    subject: str
    before: Any
    after: Any
    actions: tuple[Action, ...] = ()
    cost: str = ""
    refusal: str = ""
    entries: tuple[Any, ...] = field(default=(), repr=False)

    @property
    def allowed(self) -> bool:
        return not self.refusal and bool(self.actions)


def cost_of(entries: Sequence[Any]) -> str:
    """The cost of ledger entries in the game's units ("5 XP", "3 learning hours")."""
    xp = sum(e.amount for e in entries if e.kind == "xp.spend")
    hours = sum(e.amount for e in entries if e.kind == "hours.spend")
    parts = [f"{xp} XP"] if xp else []
    if hours:
        parts.append(f"{hours} learning hour{'s' if hours != 1 else ''}")
    return " and ".join(parts) or "nothing"
