"""Foes joining an encounter whose order was rolled: each placed among its game's turns by
its game's roll, or last, saying so, for the GM to move."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..core.campaign import Campaign
from ..core.character import CharacterBase
from ..core.dice import RandomSource
from ..core.encounter import NOT_PLACED, Encounter, Foe, Turn
from ..party import placed
from .combatants import foe_character
from .under_way import with_encounter


@dataclass
class Placing:
    """What placing a foe added after the roll takes: the dice of its initiative, the
    members (by path: the game of each member's turns) and the characters of foes from
    files (by foe id)."""

    rng: RandomSource
    members: Mapping[str, CharacterBase] = field(default_factory=dict)
    files: Mapping[str, CharacterBase] = field(default_factory=dict)


def joined(campaign: Campaign, encounter: Encounter, foes: list[Foe], placing: Placing | None = None
            ) -> Campaign:
    """The foes join the encounter; after the roll each gets its turns, placed by its game's
    rule with ``placing``, else last."""
    turns, current = list(encounter.order), encounter.current
    if encounter.order:
        games = {key: c.system for key, c in (placing.members.items() if placing else ())}
        games.update({f.key: f.system for f in [*encounter.foes, *foes]})
        for foe in foes:
            if placing is None:
                turns.append(Turn(who=foe.key, name=foe.display_name, detail=NOT_PLACED))
                continue
            for turn in _rolled(foe, placing):
                at, turn = _spot(turns, games, foe.system, turn)
                turns.insert(at, turn)
                current += 1 if at <= current and encounter.round else 0
    return with_encounter(campaign, encounter.model_copy(update={
        "foes": [*encounter.foes, *foes], "order": turns, "current": current}))


def _rolled(foe: Foe, placing: Placing) -> list[Turn]:
    """The foe's turns as its game's rule rolls them (Rainworld: one a phase it acts in)."""
    c = foe_character(foe, placing.files.get(foe.id))
    ((order, _group),) = placed([(foe.key, c)], placing.rng, enemies={foe.key})
    if order.rounds:
        return [Turn(who=foe.key, name=foe.display_name, total=e.total, detail=e.detail, phase=phase)
                for phase, e in order.rounds]
    return [Turn(who=foe.key, name=foe.display_name, total=e.total, detail=e.detail)
            for e in order.entries]


def _spot(turns: list[Turn], games: Mapping[str, str], game: str, turn: Turn) -> tuple[int, Turn]:
    """Where a turn rolled after the order goes: among its game's turns (of its phase) before
    the first that rolled lower; a tie goes after those it ties with, and its detail says the
    game's tie rule is the GM's to apply; a game without a roll, or a phase none of its game
    act in yet, goes after the last of its game's turns (or last), its detail saying so."""
    ours = [i for i, t in enumerate(turns) if games.get(t.who) == game]
    same = [i for i in ours if turns[i].phase == turn.phase]
    if turn.total is None or not same:
        at = ours[-1] + 1 if ours else len(turns)
        said = "added after the roll: placed last of its game, move it where it goes"
        return at, turn.model_copy(update={"detail": f"{turn.detail}; {said}" if turn.detail else said})
    lower = [i for i in same if turns[i].total is not None and turns[i].total < turn.total]
    at = lower[0] if lower else same[-1] + 1
    ties = [turns[i].name for i in same if turns[i].total == turn.total]
    said = (f"added after the roll, tied with {', '.join(ties)}: its game's tie rule is the GM's "
            "to apply (move it)" if ties else "added after the roll, placed by it")
    return at, turn.model_copy(update={"detail": f"{turn.detail}; {said}" if turn.detail else said})
