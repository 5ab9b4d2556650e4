"""One turn order of members and foes: rolled by each game's rule, stepped through (a round's
end through each game's ``round.end``, a turn a status takes skipped with the reason), and
moved by the GM."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.actions import Action, Refusal
from ..core.campaign import Campaign
from ..core.character import CharacterBase
from ..core.context import Context
from ..core.dice import RandomSource
from ..core.encounter import Encounter, Turn
from ..core.initiative import GAMES_IN_TURN
from ..core.registry import system_of
from ..party import placed
from .combatants import combatants
from .under_way import under_way, with_encounter


@dataclass
class Stepped:
    """What a step of the turn order did: the party, the members the round's end changed
    (by path), and what happened in words (a round ended, a turn skipped and why)."""

    campaign: Campaign
    members: dict[str, CharacterBase] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)


def roll_order(campaign: Campaign, members: Mapping[str, CharacterBase], rng: RandomSource, *,
               files: Mapping[str, CharacterBase] | None = None,
               conditions: Mapping[str, Mapping[str, Any]] | None = None) -> Stepped:
    """Roll initiative for everyone in the encounter under way and start its first round:
    each game by its own rule (see ``sheetkeeper.encounters``), games one after another;
    ``conditions`` as for ``api.initiative`` (members' and foes' keys). The first turn is the
    first a status does not take (the step's lines say whose were passed over, and why)."""
    encounter = under_way(campaign)
    everyone = combatants(campaign, members, files)
    enemies = {f.key for f in encounter.foes}
    turns: list[Turn] = []
    rules = []
    for order, _group in placed(list(everyone.items()), rng, conditions, enemies=enemies):
        rules.append(f"{order.system}: {order.rule}")
        if order.rounds:
            turns += [Turn(who=e.key, name=e.name, total=e.total, detail=e.detail, phase=phase)
                      for phase, e in order.rounds]
        else:
            turns += [Turn(who=e.key, name=e.name, total=e.total, detail=e.detail)
                      for e in order.entries]
    if len(rules) > 1:
        rules.append(GAMES_IN_TURN)
    started = encounter.model_copy(update={
        "order": turns, "rule": "; ".join(rules), "round": 1, "current": 0})
    after = with_encounter(campaign, started)
    return _skip_from(Stepped(after), everyone, 1, members)


def current_turn(campaign: Campaign) -> Turn | None:
    encounter = campaign.encounter
    if encounter is None or not encounter.order or encounter.round == 0:
        return None
    return encounter.order[min(encounter.current, len(encounter.order) - 1)]


def _takes_the_turn(c: CharacterBase) -> str:
    rules = system_of(c).rules
    status = next((s for s in rules.active_statuses(c) if s.takes_the_turn()), None)
    return f"{status.label}: {status.effect}" if status is not None else ""


def _skip_from(stepped: Stepped, everyone: Mapping[str, CharacterBase], way: int,
               members: Mapping[str, CharacterBase] | None = None) -> Stepped:
    """From the current turn, pass over turns whose combatant a status keeps from acting
    (one pass round the order at most: when nobody can act the turn stays put and says so)."""
    encounter = under_way(stepped.campaign)
    order = encounter.order
    for _ in range(len(order)):
        turn = order[encounter.current]
        c = everyone.get(turn.who)
        why = _takes_the_turn(c) if c is not None else ""
        if not why:
            break
        stepped.lines.append(f"{turn.name} is skipped: {why}")
        encounter, ended = _moved(encounter, way)
        if ended:
            stepped, encounter, everyone = _round_end(stepped, encounter, everyone, members)
    stepped.campaign = with_encounter(stepped.campaign, encounter)
    return stepped


def _moved(encounter: Encounter, way: int) -> tuple[Encounter, bool]:
    """One turn on (``way`` 1) or back (-1); whether a round ended going on."""
    n = len(encounter.order)
    at, round_ = encounter.current + way, encounter.round
    ended = False
    if at >= n:
        at, round_, ended = 0, round_ + 1, True
    elif at < 0:
        if round_ <= 1:
            raise Refusal("this is the first turn of the first round")
        at, round_ = n - 1, round_ - 1
    return encounter.model_copy(update={"current": at, "round": round_}), ended


def _round_end(stepped: Stepped, encounter: Encounter, everyone: Mapping[str, CharacterBase],
               members: Mapping[str, CharacterBase] | None) -> tuple[Stepped, Encounter, dict]:
    """Every member and foe through its game's ``round.end``: the statuses that end with
    the round end, members on their sheets, foes in the encounter."""
    everyone = dict(everyone)
    stepped.lines.append(f"Round {encounter.round - 1} ends; round {encounter.round} begins")
    foes = list(encounter.foes)
    for key, c in list(everyone.items()):
        rules = system_of(c).rules
        applied = rules.apply(c, Action("round.end"), Context())
        if applied.character == c:
            continue
        everyone[key] = applied.character
        stepped.lines.append(f"{c.display_name}: {applied.message}")
        foe = encounter.foe(key) if key.startswith("foe:") else None
        if foe is not None:
            kept = [s for s in foe.statuses if s in set(rules.status_ids(applied.character))]
            foes = [f.model_copy(update={"statuses": kept}) if f.id == foe.id else f for f in foes]
        elif members is not None and key in members:
            stepped.members[key] = applied.character
    return stepped, encounter.model_copy(update={"foes": foes}), everyone


def next_turn(campaign: Campaign, members: Mapping[str, CharacterBase], *,
              files: Mapping[str, CharacterBase] | None = None) -> Stepped:
    """The next turn (see ``sheetkeeper.encounters``): past the last, the round ends through
    the rules."""
    encounter = under_way(campaign)
    if encounter.round == 0 or not encounter.order:
        raise Refusal("roll initiative first: the encounter has no turn order yet")
    everyone = combatants(campaign, members, files)
    stepped = Stepped(campaign)
    encounter, ended = _moved(encounter, 1)
    if ended:
        stepped, encounter, everyone = _round_end(stepped, encounter, everyone, members)
    stepped.campaign = with_encounter(campaign, encounter)
    return _skip_from(stepped, everyone, 1, members)


def previous_turn(campaign: Campaign, members: Mapping[str, CharacterBase], *,
                  files: Mapping[str, CharacterBase] | None = None) -> Stepped:
    """Back one turn (a turn a status takes is passed over again); going back does not bring
    back what a round's end ended: Undo does."""
    encounter = under_way(campaign)
    if encounter.round == 0 or not encounter.order:
        raise Refusal("roll initiative first: the encounter has no turn order yet")
    everyone = combatants(campaign, members, files)
    encounter, _ = _moved(encounter, -1)
    stepped = Stepped(with_encounter(campaign, encounter))
    try:
        return _skip_from(stepped, everyone, -1)
    except Refusal:
        return stepped


def move_turn(campaign: Campaign, index: int, to: int) -> Campaign:
    """The GM moves a turn to another place (the turn under way stays the one under way)."""
    encounter = under_way(campaign)
    turns = list(encounter.order)
    if not (0 <= index < len(turns) and 0 <= to < len(turns)):
        raise Refusal(f"the turn order has {len(turns)} turns: there is no turn {max(index, to) + 1}")
    current = turns[encounter.current] if turns else None
    turns.insert(to, turns.pop(index))
    at = next(i for i, t in enumerate(turns) if t is current) if current is not None else 0
    return with_encounter(campaign, encounter.model_copy(update={"order": turns, "current": at}))
