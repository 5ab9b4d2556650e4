"""Who acts first: what a game's initiative hook returns (``Rules.initiative``).

Each game orders its own combatants by its own rule in its own folder; the party's roll
(:mod:`sheetkeeper.party`) groups members by game and asks each game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Entry:
    key: str
    name: str
    total: int | None
    """None when the game has no initiative roll."""
    detail: str
    phases: tuple[str, ...] = ()
    takes_no_turn: str = ""
    """Why the member acts not this round, in the game's words ("Surprised: can't take any
    actions this round"): a status that takes the turn; empty when they act."""


GAMES_IN_TURN = QT_TRANSLATE_NOOP(
    "Rules", "games one after another, in the order they first appear in the party")
"""How an encounter's turn order puts the games whose orders differ."""
NO_INITIATIVE_ROLL = QT_TRANSLATE_NOOP(
    "Rules", "no initiative roll in this game's rules excerpt: the GM decides the order")
"""The order of a game whose excerpt rolls no initiative."""


@dataclass
class Order:
    """One game's combatants, first to act first."""

    system: str
    rule: str
    entries: list[Entry] = field(default_factory=list)
    rounds: list[tuple[str, Entry]] = field(default_factory=list)
    """Rainworld: every action of a round, phase by phase."""
