"""Statuses: what a game says a condition does to a character (Stunned, Surprised, Burning).

Each system declares its statuses (``Rules.statuses``) as :class:`Status` records in the
game's own words, with the rule they come from and what they do in numbers: a modifier to
named checks, checks made impossible, actions lost, damage at the start of a turn, and how the
status ends. A check answers to names (its id, its group, and whatever the system adds: an
attribute, "attack", "senses"); a status names the checks it touches by those names, and
``"*"`` touches every check.

Which statuses are set is saved on the character (``CharacterBase.statuses`` unless the
system keeps them elsewhere) and changed with the generic ``status.set`` / ``status.clear``
actions. Some hold by themselves while the sheet's numbers say so (a Body track full of stun,
0 power points): ``Rules.standing_statuses``. A status may make checks **impossible** (they
cannot be attempted) or make them **fail automatically** (attempted, never succeeding); the
core treats both alike in every game: the odds are 0 % with the reason
(``Odds.refused``), and a roll is refused with the reason. The core also adds the
modifiers the set statuses declare to the check's situation (``Situation.imposed``) before any
system works out its odds or rolls it, so a declared modifier applies in every game. A check
also answers to the toggles set in its situation ("evading", "pain_terror"), so a status may
modify a check only in that situation; each status counts once, by its first matching
modifier (list the narrowest first).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .situation import Option

EVERY = "*"
IMPOSSIBLE = "impossible"
"""The only outcome of a check a status makes impossible."""
FAILS = "fails automatically"
"""The only outcome of a check a status makes fail automatically."""
END_OF_ROUND = "end of the round"
"""The ``ends`` of a status the generic ``round.end`` action clears."""


@dataclass(frozen=True)
class Asked:
    """A number the table enters when a status is set, where the excerpt names it but never
    says what it is (GRIMWIRE's "critical level"): asked by ``status.set`` (its arg ``id``)
    and remembered on the sheet at ``where``, so it is asked once and can be changed there."""

    id: str
    label: str
    value: int | None
    """What the sheet remembers; None until the table has entered one."""
    where: str
    """The sheet's path that remembers it."""
    minimum: int = 0
    maximum: int = 99
    source: str = ""
    help: str = ""

    @property
    def option(self) -> Option:
        """The question as every input is declared: a whole number in range, required (no
        value is assumed), starting from what the sheet remembers."""
        return Option(self.id, self.label, "count", self.value, self.minimum, self.maximum,
                      source=self.source, help=self.help, required=True)

    def accept(self, given: object) -> int:
        """The entered value as a whole number in range, or a refusal naming it."""
        return int(self.option.accept(given))  # type: ignore[arg-type]


@dataclass(frozen=True)
class Status:
    """One status a game declares."""

    id: str
    label: str
    effect: str
    """What it does, in the game's words (shown as the badge's meaning)."""
    source: str = ""
    """The rule it comes from: a quotation with its excerpt."""
    modifiers: tuple[tuple[str, int], ...] = ()
    """(check name or group, signed modifier) pairs; ``"*"`` for every check."""
    impossible: tuple[str, ...] = ()
    """Check names or groups that cannot be attempted at all; ``"*"`` for every check."""
    fails: tuple[str, ...] = ()
    """Check names or groups that fail automatically ("automatically fails PER rolls")."""
    actions_lost: str = ""
    """Which actions the character loses ("all", "movement"), in words; empty for none."""
    turn_damage: str = ""
    """Damage at the start of each turn, as dice ("2d6"); empty for none."""
    ends: str = ""
    """How it ends: "end of the round", "a rest", "a check", "removed by the GM"."""
    severity: str = "warning"
    asks: tuple[Asked, ...] = ()
    """Numbers the table enters when it is set (the excerpt leaves them open)."""
    holds_while: str = ""
    """For a standing status: while what it holds by itself ("power points are at 0")."""
    no_turn: bool = False
    """The character takes no turn while it is set ("cannot act or move on their turn"),
    though some checks stay possible; see :meth:`takes_the_turn`."""

    def takes_the_turn(self) -> bool:
        """Whether the character acts not at all on their turn: declared (``no_turn``), or
        every check is impossible (Surprised, Unconscious, Dead)."""
        return self.no_turn or EVERY in self.impossible

    def touches(self, names: Iterable[str], among: tuple[str, ...]) -> str | None:
        """The first of ``among`` that names one of ``names`` (or every check)."""
        wanted = set(names)
        return next((n for n in among if n == EVERY or n in wanted), None)


def barred(statuses: Iterable[Status], check_label: str,
           names: Iterable[str]) -> tuple[str, str] | None:
    """The outcome (:data:`IMPOSSIBLE` or :data:`FAILS`) and the reason, in words with the
    rule, of a check these statuses bar; None when none does."""
    names = tuple(names)
    for s in statuses:
        why = f" ({s.source})" if s.source else ""
        if s.touches(names, s.impossible):
            return IMPOSSIBLE, f"{check_label} is impossible while {s.label}: {s.effect}{why}"
        if s.touches(names, s.fails):
            return FAILS, f"{check_label} fails automatically while {s.label}: {s.effect}{why}"
    return None


def refusal(statuses: Iterable[Status], check_label: str, names: Iterable[str]) -> str:
    """Why a check cannot succeed under these statuses, or "" when it can."""
    found = barred(statuses, check_label, names)
    return found[1] if found else ""


def modifier_lines(statuses: Iterable[Status], names: Iterable[str]) -> list[tuple[str, int]]:
    """One breakdown line per status that modifies a check of these names (each status once,
    the first of its matching modifiers)."""
    names = tuple(names)
    out = []
    for s in statuses:
        for target, value in s.modifiers:
            if target == EVERY or target in names:
                out.append((s.label, value))
                break
    return out


def by_id(statuses: Iterable[Status], status_id: str) -> Status | None:
    key = status_id.strip().casefold()
    return next((s for s in statuses if s.id.casefold() == key or s.label.casefold() == key),
                None)
