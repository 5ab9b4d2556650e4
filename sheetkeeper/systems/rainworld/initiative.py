"""Granular Time: initiative and the phases a character acts in, for the GM's party view.

[000 "everyone involved rolls 2d10 + Tactical Awareness; the number they get is their
Initiative"] [000 "Each round has three phases — Fast, Go, and Slow, which happen in that
order."] [000 "Within each phase, everyone able to act in it goes in Initiative order, highest
first."]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ...core.dice import RandomSource, roll
from ...core.initiative import Entry, Order
from ...core.situation import Option, Situation
from ...core.words import QT_TRANSLATE_NOOP
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


CONDITIONS: tuple[Option, ...] = (
    Option("fast_start", "Fast Start", "toggle",
           source='[000] "Fast Start means the character acts in the Fast Phase"'),
    Option("slow_start", "Slow Start", "toggle",
           source='[000] "Slow Start means the character acts in the Slow Phase"; "Fast and '
                  'Slow Start are mutually exclusive. If a character somehow acquires both '
                  'conditions, their default action resets to the Go phase"'),
    Option("go_again", "Go-Again", "toggle",
           source='[000] "Go-Again means the character gets an extra action, in the slowest '
                  'phase that they don’t already act in"'),
    Option("go_again_plus", "Go-Again+", "toggle",
           source='[000] "Go-Again+ means the character gets an extra action, in the fastest '
                  'phase that they don’t already act in"'),
)
"""The round conditions a member may have, declared like a check's situation options (a
Surprised member is a status: it takes the turn)."""


def conditions_of(settled: Situation | None) -> Conditions:
    if settled is None:
        return Conditions()
    return Conditions(**{o.id: bool(settled[o.id]) for o in CONDITIONS})


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


TIE_DIE = 10


def order(entries: Iterable[Initiative], rng: RandomSource | None = None
          ) -> tuple[list[Initiative], dict[int, tuple[int, ...]]]:
    """Highest Initiative first; ties go to the higher Tactical Awareness, then at random
    [000 "if still equal, Control determines randomly"]: those still tied each roll a d10,
    highest first, again among any still tied (kept in the given order without a random
    source). Only a tie rolls: one member, or none tied, rolls nothing. Returns the order
    and the tie-break dice each member rolled (by ``id``)."""
    listed = list(entries)
    tie_dice: dict[int, list[int]] = {}
    groups: dict[tuple[int, int], list[Initiative]] = {}
    for e in listed:
        groups.setdefault((e.total, e.tactical_awareness), []).append(e)
    ranked: list[Initiative] = []
    for key in sorted(groups, key=lambda k: (-k[0], -k[1])):
        ranked += _break_tie(groups[key], rng, tie_dice)
    return ranked, {k: tuple(v) for k, v in tie_dice.items()}


def _break_tie(tied: list[Initiative], rng: RandomSource | None,
               tie_dice: dict[int, list[int]]) -> list[Initiative]:
    if len(tied) < 2 or rng is None:
        return tied
    faces = {id(e): roll(rng, TIE_DIE)[0] for e in tied}
    for e in tied:
        tie_dice.setdefault(id(e), []).append(faces[id(e)])
    out: list[Initiative] = []
    for face in sorted(set(faces.values()), reverse=True):
        out += _break_tie([e for e in tied if faces[id(e)] == face], rng, tie_dice)
    return out


def round_order(entries: Iterable[Initiative], rng: RandomSource | None = None
                ) -> list[tuple[Phase, Initiative]]:
    """Every action of one round, in the order they happen."""
    ranked, _ = order(entries, rng)
    return [(phase, e) for phase in PHASES for e in ranked if phase in e.phases]


def party_order(members: list[tuple[str, RainworldCharacter]], rng: RandomSource,
                conditions: Mapping[str, Situation] | None = None) -> Order:
    """The party's roll: every member's 2d10 + Tactical Awareness, highest first, and the
    round phase by phase with each member's conditions (``Rules.initiative``)."""
    conditions = conditions or {}
    pairs = []
    for key, c in members:
        dice = roll(rng, 10, 2)
        settled = conditions.get(key)
        result = initiative(c, dice, conditions_of(settled))
        detail = f"2d10 {dice[0]}+{dice[1]} + Tactical Awareness {result.tactical_awareness}"
        said = [o.label for o in settled.chosen()] if settled is not None else []
        if said:
            detail += "; " + ", ".join(said)
        pairs.append((result, Entry(key, c.display_name, result.total, detail, result.phases)))
    entry_of = {id(result): entry for result, entry in pairs}
    ranked, tie_dice = order([result for result, _ in pairs], rng)
    for r in ranked:
        if id(r) in tie_dice:
            e = entry_of[id(r)]
            rolled = ", ".join(map(str, tie_dice[id(r)]))
            entry_of[id(r)] = Entry(e.key, e.name, e.total, f"{e.detail}; tie broken at random: "
                                    f"d{TIE_DIE} {rolled}", e.phases)
    out = Order("Rainworld", QT_TRANSLATE_NOOP("Rules", "2d10 + Tactical Awareness, highest first; Fast, Go, Slow phases"))
    out.entries = [entry_of[id(r)] for r in ranked]
    out.rounds = [(phase, entry_of[id(r)]) for phase, r in round_order(ranked)]
    return out
