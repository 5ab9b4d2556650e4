"""Granular Time: initiative and the phases a character acts in, for the GM's party view.

[000 "everyone involved rolls 2d10 + Tactical Awareness; the number they get is their
Initiative"] [000 "Each round has three phases — Fast, Go, and Slow, which happen in that
order."] [000 "Within each phase, everyone able to act in it goes in Initiative order, highest
first."]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from ...core.dice import RandomSource, roll
from ...core.initiative import Entry, Order
from .catalogue import TACTICAL_AWARENESS
from .model import RainworldCharacter

Phase = Literal["Fast", "Go", "Slow"]
PHASES: tuple[Phase, ...] = ("Fast", "Go", "Slow")


@dataclass(frozen=True)
class Conditions:
    """The round conditions [000 "Surprised means that the character can’t take any actions
    this round"] and the four that move or add actions."""

    surprised: bool = False
    fast_start: bool = False
    slow_start: bool = False
    go_again: bool = False
    go_again_plus: bool = False


def phases(conditions: Conditions = Conditions()) -> tuple[Phase, ...]:
    """The phases a character acts in this round, fastest first.

    Fast and Slow Start together reset to Go [000 "Fast and Slow Start are mutually
    exclusive"]; Go-Again+ adds the fastest free phase, Go-Again the slowest, applied in that
    order [DIGEST 000-12 #14]."""
    if conditions.surprised:
        return ()
    start: Phase = "Go"
    if conditions.fast_start != conditions.slow_start:
        start = "Fast" if conditions.fast_start else "Slow"
    acts = {start}
    if conditions.go_again_plus:
        acts.update([p for p in PHASES if p not in acts][:1])
    if conditions.go_again:
        acts.update([p for p in reversed(PHASES) if p not in acts][:1])
    return tuple(p for p in PHASES if p in acts)


@dataclass(frozen=True)
class Initiative:
    name: str
    total: int
    tactical_awareness: int
    phases: tuple[Phase, ...]


def initiative(character: RainworldCharacter, dice: Sequence[int],
               conditions: Conditions = Conditions()) -> Initiative:
    """2d10 + Tactical Awareness with the dice given (the plain sum the text gives: initiative
    is not a check, so neither the untrained nor the injury penalty applies)."""
    a, b = dice
    if not (1 <= a <= 10 and 1 <= b <= 10):
        raise ValueError("initiative dice are two d10 (1 to 10)")
    ta = character.ranks(TACTICAL_AWARENESS)
    return Initiative(character.display_name, a + b + ta, ta, phases(conditions))


def roll_initiative(character: RainworldCharacter, rng: RandomSource,
                    conditions: Conditions = Conditions()) -> Initiative:
    return initiative(character, roll(rng, 10, 2), conditions)


def order(entries: Iterable[Initiative], rng: RandomSource | None = None) -> list[Initiative]:
    """Highest Initiative first; ties go to the higher Tactical Awareness, then at random
    [000 "if still equal, Control determines randomly"] (kept in the given order without a
    random source)."""
    keyed = [(e, rng.randint(0, 1_000_000) if rng else 0, i) for i, e in enumerate(entries)]
    keyed.sort(key=lambda k: (-k[0].total, -k[0].tactical_awareness, k[1], k[2]))
    return [e for e, _, _ in keyed]


def round_order(entries: Iterable[Initiative], rng: RandomSource | None = None
                ) -> list[tuple[Phase, Initiative]]:
    """Every action of one round, in the order they happen."""
    ranked = order(entries, rng)
    return [(phase, e) for phase in PHASES for e in ranked if phase in e.phases]


def party_order(members: list[tuple[str, RainworldCharacter]], rng: RandomSource) -> Order:
    """The party's roll: every member's 2d10 + Tactical Awareness, highest first, and the
    round phase by phase (``Rules.initiative``)."""
    pairs = []
    for key, c in members:
        dice = roll(rng, 10, 2)
        result = initiative(c, dice)
        detail = f"2d10 {dice[0]}+{dice[1]} + Tactical Awareness {result.tactical_awareness}"
        pairs.append((result, Entry(key, c.display_name, result.total, detail, result.phases)))
    entry_of = {id(result): entry for result, entry in pairs}
    ranked = order([result for result, _ in pairs], rng)
    out = Order("Rainworld", "2d10 + Tactical Awareness, highest first; Fast, Go, Slow phases")
    out.entries = [entry_of[id(r)] for r in ranked]
    out.rounds = [(phase, entry_of[id(r)]) for phase, r in round_order(ranked)]
    return out
