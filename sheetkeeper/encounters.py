"""The GM's table: an encounter's foes and one turn order of members and foes (no Qt).

Every function takes the party (a :class:`Campaign`) and returns a new one, never changing
the one given, so the app can put each step on its undo stack and a script can keep both.

**The order.** Each game places its own combatants by its own rule (``Rules.initiative``:
Rainworld's 2d10 + Tactical Awareness phase by phase, Fast, Go then Slow, a combatant acting
in two phases having two turns; GRIMWIRE's d20 + PER, ties to the enemies; Renaissance's
1d10 + Initiative Modifier, ties to the higher modifier); a game without an initiative roll
(Basic Roleplaying, Game Rules Lite) lists its combatants as the party does and the GM
places them. No game's rules put two games in one fight, so ours do: the games follow one
another in the order they first appear (the members', then any game only foes play). The
GM may move any turn (:func:`move_turn`).

**A turn.** :func:`next_turn` goes to the next turn; past the last one the round ends: every
member and foe goes through the game's ``round.end`` (the statuses that end with the round
end), and the round counter goes up. A turn whose combatant has a status that takes the turn
(Surprised, Stun, Unconscious) is skipped, and the step says whose and why.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Any

from .core.actions import Action, Applied, Refusal
from .core.campaign import Campaign
from .core.changes import changed_paths
from .core.character import CharacterBase
from .core.context import Context
from .core.dice import RandomSource
from .core.encounter import MAX_LOG, NOT_PLACED, Encounter, Foe, Logged, Turn, new_id
from .core.paths import get_path, set_path
from .core.pool import Pool
from .core.registry import UnknownSystem, get_system, system_of
from .core.situation import Option, active, settle
from .core.status import by_id
from .party import placed
from .storage import LoadError, load_character
from .storage.campaign_file import resolved

__all__ = [
    "NOT_PLACED", "Placing", "Stepped", "add_foe", "bring_foes", "combatants", "current_turn",
    "end_encounter", "foe_character", "foe_files", "foe_names", "foe_state", "hit_foe",
    "move_turn", "next_turn", "previous_turn", "remove_foe", "roll_order", "set_foe_status",
    "start_encounter",
]

GAMES_IN_TURN = "games one after another, in the order they first appear in the party"


@dataclass
class Stepped:
    """What a step of the turn order did: the party, the members the round's end changed
    (by path), and what happened in words (a round ended, a turn skipped and why)."""

    campaign: Campaign
    members: dict[str, CharacterBase] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)


def _under_way(campaign: Campaign) -> Encounter:
    encounter = campaign.encounter
    if encounter is None:
        raise Refusal("no encounter is under way: start one first")
    return encounter


def _with(campaign: Campaign, encounter: Encounter) -> Campaign:
    encounters = [encounter if e.id == encounter.id else e for e in campaign.encounters]
    return campaign.model_copy(update={"encounters": encounters})


def start_encounter(campaign: Campaign, name: str = "", *, on: dt.date | None = None) -> Campaign:
    """A new encounter, under way; refused while another is (end that one first)."""
    if campaign.encounter is not None:
        raise Refusal(f"“{campaign.encounter.display_name}” is still under way: end it first")
    encounter = Encounter(name=name, started=on or dt.date.today())
    return campaign.model_copy(update={"encounters": [*campaign.encounters, encounter]})


def add_foe(campaign: Campaign, system_id: str, name: str, numbers: Mapping[str, Any] | None = None,
            *, path: str = "", notes: str = "", placing: Placing | None = None) -> tuple[Campaign, Foe]:
    """A foe joins the encounter under way: a quick foe with the numbers its game's fights
    read (``Rules.foe_options``; an unknown key or a value out of range refused naming it,
    the others at their defaults), or with ``path`` a saved character file (relative to the
    party file). After the order was rolled, the foe's turn is placed by its game's rule
    with ``placing`` (see :class:`Placing`), else it goes last, its turn saying so
    (:data:`NOT_PLACED`) until the GM moves it (:func:`move_turn`) or rolls again."""
    encounter = _under_way(campaign)
    try:
        game = get_system(system_id)
    except UnknownSystem:
        raise Refusal(f"there is no game {system_id!r}") from None
    numbers = dict(numbers or {})
    options = game.rules.foe_options()
    unknown = [k for k in numbers if k not in {o.id for o in options}]
    if unknown:
        have = ", ".join(f"{o.id!r} ({o.label})" for o in options) or "nothing but a name"
        raise Refusal(f"a {game.name} foe has no {', '.join(map(repr, unknown))}: "
                      f"what its fights read is {have}")
    values = _applying(options, settle(options, numbers).values) if not path else {}
    if values:
        game.rules.stand_in(name, values)  # what its numbers make of it is refused here, in words
    foe = Foe(name=name, system=game.id, numbers=values, path=path, notes=notes)
    return _joined(campaign, encounter, [foe], placing), foe


def _applying(options: Sequence[Option], values: Mapping[str, Any]) -> dict[str, Any]:
    """A quick foe's settled numbers without those its other numbers make moot (a Rainworld
    foe without an attack keeps no weapon DMG)."""
    applying = active(options, values)
    return {k: v for k, v in values.items() if k in applying}


@dataclass
class Placing:
    """What placing a foe added after the roll takes: the dice of its initiative, the
    members (by path: the game of each member's turns) and the characters of foes from
    files (by foe id)."""

    rng: RandomSource
    members: Mapping[str, CharacterBase] = field(default_factory=dict)
    files: Mapping[str, CharacterBase] = field(default_factory=dict)


def _joined(campaign: Campaign, encounter: Encounter, foes: list[Foe], placing: Placing | None = None
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
    return _with(campaign, encounter.model_copy(update={
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


def bring_foes(campaign: Campaign, encounter_id: str, foe_ids: Sequence[str] | None = None, *,
               as_left: bool = False, placing: Placing | None = None) -> tuple[Campaign, list[Foe]]:
    """Foes of a kept encounter (all, or those of ``foe_ids``) join the one under way as
    new foes (new ids: both fights keep theirs): fresh, without the statuses and the damage
    that fight left on them, or ``as_left``, as they were when it ended. A foe from a file
    reads its file again, as it is now (a fight never writes it). After the roll, their turns are placed as
    :func:`add_foe` places one."""
    encounter = _under_way(campaign)
    past = next((e for e in campaign.encounters if e.id == encounter_id), None)
    if past is None:
        raise Refusal(f"there is no encounter {encounter_id!r} in this party")
    if past.id == encounter.id:
        raise Refusal(f"“{past.display_name}” is the encounter under way: its foes are in it already")
    wanted = list(foe_ids) if foe_ids is not None else [f.id for f in past.foes]
    unknown = [i for i in wanted if past.foe(i) is None]
    if unknown:
        raise Refusal(f"“{past.display_name}” has no foe {', '.join(map(repr, unknown))}")
    if not wanted:
        raise Refusal("choose at least one foe to bring")
    brought = [past.foe(i).model_copy(update={"id": new_id(), **({} if as_left else {"statuses": [], "sheet": {}})})
               for i in dict.fromkeys(wanted)]
    return _joined(campaign, encounter, brought, placing), brought


def remove_foe(campaign: Campaign, foe_id: str) -> Campaign:
    encounter = _under_way(campaign)
    foe = encounter.foe(foe_id)
    if foe is None:
        raise Refusal(f"no foe {foe_id!r} in “{encounter.display_name}”")
    turns = [t for t in encounter.order if t.who != foe.key]
    current = _index_after_removal(encounter, foe.key, turns)
    return _with(campaign, encounter.model_copy(update={
        "foes": [f for f in encounter.foes if f.id != foe.id], "order": turns, "current": current}))


def _index_after_removal(encounter: Encounter, key: str, turns: list[Turn]) -> int:
    gone_before = sum(1 for t in encounter.order[:encounter.current] if t.who == key)
    return min(max(0, encounter.current - gone_before), max(0, len(turns) - 1))


def combatants(campaign: Campaign, members: Mapping[str, CharacterBase],
               files: Mapping[str, CharacterBase] | None = None) -> dict[str, CharacterBase]:
    """Everyone in the encounter under way as a character of their game, by turn key: the
    members given (by path), and each foe: a foe from a file as ``files`` gives it (by foe
    id; a stand-in by its name when not given), a quick foe as its game's stand-in holding
    its numbers (``Rules.stand_in``), each with the statuses set on it in this fight."""
    encounter = _under_way(campaign)
    out = dict(members)
    for foe in encounter.foes:
        out[foe.key] = foe_character(foe, (files or {}).get(foe.id))
    return out


def foe_files(campaign: Campaign, party_path: Path | str, encounter: Encounter | None = None
              ) -> tuple[dict[str, CharacterBase], list[str]]:
    """The characters of the encounter's foes from saved files (the encounter under way, or
    ``encounter``), by foe id, each read from its path relative to the party file (never
    written: a fight's statuses stay on the foe); and what could not be read, in words (that
    foe then fights as a stand-in by its name)."""
    encounter = encounter or campaign.encounter
    found: dict[str, CharacterBase] = {}
    problems = []
    for foe in (encounter.foes if encounter is not None else []):
        if not foe.path:
            continue
        try:
            found[foe.id] = load_character(resolved(Path(party_path).parent / PurePosixPath(foe.path))).character
        except LoadError as error:
            problems.append(f"{foe.display_name}: {error.message}")
    return found, problems


def foe_character(foe: Foe, from_file: CharacterBase | None = None) -> CharacterBase:
    """The foe as a character of its game: its file's, or the stand-in holding its numbers,
    with what the fight did to its sheet (``Foe.sheet``) and the statuses set on it in this
    fight."""
    if from_file is None:
        return _stand_in(foe.system, foe.display_name, tuple(foe.numbers.items()), tuple(foe.statuses),
                         tuple((k, _frozen(v)) for k, v in foe.sheet.items()))
    c = _hurt(from_file, foe.sheet.items())
    if not foe.statuses:
        return c
    rules = get_system(foe.system).rules
    return rules.with_status_ids(c, [*rules.status_ids(c), *foe.statuses])


def _frozen(value: Any) -> Any:
    """A kept sheet value as a key of the stand-in cache (lists and mappings made tuples)."""
    if isinstance(value, dict):
        return ("{}", tuple((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("[]", tuple(_frozen(v) for v in value))
    return value


def _thawed(value: Any) -> Any:
    if isinstance(value, tuple) and value and value[0] == "{}":
        return {k: _thawed(v) for k, v in value[1]}
    if isinstance(value, tuple) and value and value[0] == "[]":
        return [_thawed(v) for v in value[1]]
    return value


def _hurt(c: CharacterBase, sheet) -> CharacterBase:
    """The character with the values the fight left on the foe's sheet (a path its sheet no
    longer has, a file changed since, is passed over)."""
    for path, value in sheet:
        try:
            c = set_path(c, path, _thawed(value))
        except (Refusal, ValueError):
            continue
    return c


@lru_cache(maxsize=512)
def _stand_in(system_id: str, name: str, numbers: tuple, statuses: tuple, sheet: tuple = ()) -> CharacterBase:
    """A quick foe's stand-in, made once for the same numbers, sheet and statuses
    (characters are never changed in place, so one may serve every step of a fight)."""
    rules = get_system(system_id).rules
    c = _hurt(rules.stand_in(name, dict(numbers)), sheet)
    return rules.with_status_ids(c, [*rules.status_ids(c), *statuses]) if statuses else c


def foe_names(encounter: Encounter) -> dict[str, str]:
    """Each foe's name as the table tells them apart, by foe id: a name two foes share is
    numbered in the order they joined ("Bandit 1", "Bandit 2")."""
    counts: dict[str, int] = {}
    for foe in encounter.foes:
        counts[foe.display_name] = counts.get(foe.display_name, 0) + 1
    seen: dict[str, int] = {}
    out = {}
    for foe in encounter.foes:
        name = foe.display_name
        if counts[name] > 1:
            seen[name] = seen.get(name, 0) + 1
            name = f"{name} {seen[name]}"
        out[foe.id] = name
    return out


def hit_foe(campaign: Campaign, foe_id: str, action: Action, *, text: str = "",
            files: Mapping[str, CharacterBase] | None = None) -> tuple[Campaign, Applied]:
    """A hit's damage on a foe of the encounter under way: ``action`` (a :class:`Damage`'s,
    worked out against :func:`foe_character`) applied by the foe's game's rules to the foe
    as a character, and what it changed on the sheet kept on the foe (``Foe.sheet``, its
    statuses with ``Foe.statuses``); ``text`` (else the action's words) goes in the
    encounter's log, for the session log. A refusal of the rules is raised as it is."""
    encounter = _under_way(campaign)
    foe = encounter.foe(foe_id)
    if foe is None:
        raise Refusal(f"no foe {foe_id!r} in “{encounter.display_name}”")
    from_file = (files or {}).get(foe.id)
    rules = get_system(foe.system).rules
    before = foe_character(foe, from_file)
    applied = rules.apply(before, action, Context())
    after = applied.character
    # What the statuses changed is kept as statuses; the rest as sheet values, the ledger aside
    # (a foe keeps no history of its own: the encounter's log does).
    same_statuses = rules.with_status_ids(after, rules.status_ids(before))
    sheet = dict(foe.sheet)
    for path in sorted(changed_paths(before, same_statuses)):
        if not path or path.split(".")[0] == "ledger":
            continue
        value = get_path(same_statuses, path)
        sheet[path] = value.model_dump(mode="json") if hasattr(value, "model_dump") else value
    bare = _hurt(from_file, ()) if from_file is not None else rules.stand_in(foe.display_name, foe.numbers)
    own = set(rules.status_ids(bare))
    statuses = [s for s in rules.status_ids(after) if s not in own]
    hurt = foe.model_copy(update={"sheet": sheet, "statuses": statuses})
    name = foe_names(encounter)[foe.id]
    said = text or action.describe()
    if name not in said:
        said = f"{name}: {said}"
    log = [*encounter.log, Logged(text=said)][-MAX_LOG:]
    changed = encounter.model_copy(update={
        "foes": [hurt if f.id == foe.id else f for f in encounter.foes], "log": log})
    return _with(campaign, changed), applied


def foe_state(foe: Foe, from_file: CharacterBase | None = None) -> str:
    """What the fight has done to the foe, in the game's words: each pool and track the fight
    changed, as it stands ("Body 3/10", "Condition 6/10"), and the states its game shows for
    it (Dying, Incapacitated); empty while untouched."""
    c = foe_character(foe, from_file)
    rules = system_of(c).rules
    parts = []
    for top in dict.fromkeys(path.split(".")[0] for path in foe.sheet):
        value = getattr(c, top, None)
        label = _label(foe.system, top)
        if isinstance(value, Pool) and value.maximum is not None:
            parts.append(f"{label} {value.current}/{value.maximum}")
        elif hasattr(value, "length") and hasattr(value, "left"):  # a track: boxes marked of all
            parts.append(f"{label} {min(value.length, value.left + value.right)}/{value.length}")
        elif isinstance(value, int | float | str) and not isinstance(value, bool):
            parts.append(f"{label} {value}")
    touched = bool(foe.sheet) or bool(foe.statuses)
    states = [s.name for s in rules.states(c) if s.severity in ("danger", "warning")] if touched else []
    return ", ".join(dict.fromkeys([*parts, *states]))


@lru_cache(maxsize=64)
def _label(system_id: str, path: str) -> str:
    """The label the game's sheet gives a path ("Body" for ``body``), else the path in words."""
    from .forms import form_for
    from .sheet.places import element_for

    shown = element_for(form_for(system_id), path)
    return shown.label if shown is not None and shown.label else path.replace("_", " ").capitalize()


def roll_order(campaign: Campaign, members: Mapping[str, CharacterBase], rng: RandomSource, *,
               files: Mapping[str, CharacterBase] | None = None,
               conditions: Mapping[str, Mapping[str, Any]] | None = None) -> Stepped:
    """Roll initiative for everyone in the encounter under way and start its first round:
    each game by its own rule (see the module), games one after another; ``conditions`` as
    for ``api.initiative`` (members' and foes' keys). The first turn is the first a status
    does not take (the step's lines say whose were passed over, and why)."""
    encounter = _under_way(campaign)
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
    after = _with(campaign, started)
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
    encounter = _under_way(stepped.campaign)
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
    stepped.campaign = _with(stepped.campaign, encounter)
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
    """The next turn (see the module): past the last, the round ends through the rules."""
    encounter = _under_way(campaign)
    if encounter.round == 0 or not encounter.order:
        raise Refusal("roll initiative first: the encounter has no turn order yet")
    everyone = combatants(campaign, members, files)
    stepped = Stepped(campaign)
    encounter, ended = _moved(encounter, 1)
    if ended:
        stepped, encounter, everyone = _round_end(stepped, encounter, everyone, members)
    stepped.campaign = _with(campaign, encounter)
    return _skip_from(stepped, everyone, 1, members)


def previous_turn(campaign: Campaign, members: Mapping[str, CharacterBase], *,
                  files: Mapping[str, CharacterBase] | None = None) -> Stepped:
    """Back one turn (a turn a status takes is passed over again); going back does not bring
    back what a round's end ended: Undo does."""
    encounter = _under_way(campaign)
    if encounter.round == 0 or not encounter.order:
        raise Refusal("roll initiative first: the encounter has no turn order yet")
    everyone = combatants(campaign, members, files)
    encounter, _ = _moved(encounter, -1)
    stepped = Stepped(_with(campaign, encounter))
    try:
        return _skip_from(stepped, everyone, -1)
    except Refusal:
        return stepped


def move_turn(campaign: Campaign, index: int, to: int) -> Campaign:
    """The GM moves a turn to another place (the turn under way stays the one under way)."""
    encounter = _under_way(campaign)
    turns = list(encounter.order)
    if not (0 <= index < len(turns) and 0 <= to < len(turns)):
        raise Refusal(f"the turn order has {len(turns)} turns: there is no turn {max(index, to) + 1}")
    current = turns[encounter.current] if turns else None
    turns.insert(to, turns.pop(index))
    at = next(i for i, t in enumerate(turns) if t is current) if current is not None else 0
    return _with(campaign, encounter.model_copy(update={"order": turns, "current": at}))


def set_foe_status(campaign: Campaign, foe_id: str, status_id: str, on: bool = True) -> Campaign:
    """Set (or clear) one of its game's statuses on a foe, for this fight."""
    encounter = _under_way(campaign)
    foe = encounter.foe(foe_id)
    if foe is None:
        raise Refusal(f"no foe {foe_id!r} in “{encounter.display_name}”")
    rules = get_system(foe.system).rules
    c = foe_character(foe)
    declared = by_id(rules.statuses(c), status_id)
    if declared is None:
        have = ", ".join(s.label for s in rules.statuses(c)) or "none"
        raise Refusal(f"{get_system(foe.system).name} has no status {status_id!r} (its statuses: {have})")
    statuses = [s for s in foe.statuses if s.casefold() not in {declared.id.casefold(),
                                                              declared.label.casefold()}]
    if on:
        statuses.append(declared.id)
    changed = foe.model_copy(update={"statuses": statuses})
    return _with(campaign, encounter.model_copy(update={
        "foes": [changed if f.id == foe.id else f for f in encounter.foes]}))


def end_encounter(campaign: Campaign, *, on: dt.date | None = None) -> Campaign:
    """End the encounter under way: it is kept, with its foes and order, and listed in the
    session log."""
    encounter = _under_way(campaign)
    return _with(campaign, encounter.model_copy(update={"ended": on or dt.date.today()}))


def summary(encounter: Encounter) -> str:
    """One line for the session log."""
    foes = ", ".join(f.display_name for f in encounter.foes) or "no foes"
    rounds = f"{encounter.round} round" + ("" if encounter.round == 1 else "s")
    state = "ended" if encounter.ended else "under way"
    return f"{encounter.display_name} ({state}, {rounds}): {foes}"
