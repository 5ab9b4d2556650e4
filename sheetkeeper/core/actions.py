"""Actions, their results and refusals, and the other plain records a rules service returns.

A widget, a menu, the CLI or a script never changes a character directly: it asks the
system's rules to apply an :class:`Action`. The answer is an :class:`Applied` (a new
character plus ledger entries) or a :class:`Refusal` whose message is in the game's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from .words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .character import CharacterBase
    from .ledger import LedgerEntry
    from .situation import Option


class Arguments(dict):
    """An action's arguments: one that is missing is a refusal naming it (an action typed at
    the command line or built through the API lacks it), not a KeyError deep in a handler."""

    kind = ""

    def __missing__(self, key: str) -> Any:
        raise MissingArgument(f"the action {self.kind!r} needs the argument {key!r}")


@dataclass(frozen=True)
class Action:
    """A request to change a character. ``label`` names it for Undo ("Mark 2 injury");
    actions with the same ``merge_key`` applied one after another merge into one undo step."""

    kind: str
    args: Mapping[str, Any] = field(default_factory=dict)
    label: str = ""
    merge_key: str | None = None

    def __post_init__(self) -> None:
        args = Arguments(self.args)
        args.kind = self.kind
        object.__setattr__(self, "args", args)

    def describe(self) -> str:
        return self.label or self.kind


@dataclass(frozen=True)
class Applied:
    character: CharacterBase
    entries: tuple[LedgerEntry, ...] = ()
    message: str = ""
    """What happened, for a status line ("Episode: shock cleared, +1 trauma")."""


class Refusal(Exception):
    """The rules refuse an action; ``message`` says why in the game's own words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class MissingArgument(Refusal, KeyError):
    def __str__(self) -> str:
        return self.message


Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True)
class Finding:
    """A validation finding: what to change, and where, for the program and for the user.

    ``path`` is the machine's ("skills.3", "role.specialist_skill"; "" for the character as
    a whole), to go to the field; ``where`` the user's words for it ("Skills › Firearms",
    "Skills, row 4"), which the rules fill in from the path; ``tab`` the sheet's tab it is on
    ("Skills"), which the sheet model fills in from the system's form."""

    path: str
    message: str
    severity: Severity = "error"
    where: str = ""
    tab: str = ""
    kind: str = ""
    """What it is, where a screen acts on it in a place of its own: ``adjustment`` (a change
    by hand waiting for the GM's acceptance), ``spelling`` (a name the game's list spells
    otherwise only by case or accent, which one click puts right); "" for the rest."""

    @property
    def place(self) -> str:
        """``Skills › Firearms (Skills tab)``: where, and the tab it is on."""
        if self.where and self.tab:
            return QT_TRANSLATE_NOOP("Rules", "{where} ({tab} tab)").format(where=self.where, tab=self.tab)
        return self.where or (QT_TRANSLATE_NOOP("Rules", "{tab} tab").format(tab=self.tab) if self.tab else "")

    def __str__(self) -> str:
        """As shown to the user: a sentence, with a capital letter whichever rules wrote it."""
        text = f"{self.place}: {self.message}" if self.place else self.message
        return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class State:
    """A named condition the sheet shows as a badge (Dying, Episode, Over-encumbered)."""

    name: str
    meaning: str
    severity: Literal["info", "warning", "danger"] = "warning"
    concerns: tuple[str, ...] = ()
    """The sheet paths this state is about (``"body"``, ``"addictions.0.track"``): a track
    shows the states that name its path beside it. Declared by the system, never guessed."""


@dataclass(frozen=True)
class Derived:
    """A computed value for display (never saved as truth): what the rules call it
    (``key``), what the sheet calls it (``label``), what it is in words (``value``) and the
    rule it comes from (``source``: the excerpt's words, ``[003] "..."``)."""

    key: str
    label: str
    value: str
    source: str = ""


def cited(values: list[Derived], sources: Mapping[str, str]) -> list[Derived]:
    """Each derived value with the rule it comes from: ``sources`` by key, or by the part of
    the key before ``:`` (``weapon:0`` takes ``weapon``'s); a source already given stays."""
    out = []
    for d in values:
        source = d.source or sources.get(d.key) or sources.get(d.key.split(":", 1)[0], "")
        out.append(d if source == d.source else Derived(d.key, d.label, d.value, source))
    return out


OfferGroup = Literal["advance", "rest", "session", "resource", "hazard", "other"]


@dataclass(frozen=True)
class Offer:
    """Something the rules offer the user now (an advance, a rest), with whether it is
    allowed and, when not, why."""

    action: Action
    group: OfferGroup
    cost: str = ""
    allowed: bool = True
    reason: str = ""
    inputs: tuple[Option, ...] = ()
    """What the user gives before applying, declared as the rules check it
    (``Rules.inputs``: kind, range, default, label in the game's words, the rule): the
    attribute increases of a level, a teacher's skill, a fall's height."""
    ledger: str = ""
    """The ledger the advance draws on ("xp", "hours"), so a ledger's own Advance button
    offers only its advances (GRIMWIRE: levels on XP, techniques on learning hours)."""
