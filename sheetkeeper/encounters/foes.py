"""The encounter's foes: added quick or from a file, brought from a kept encounter, removed,
their statuses set for the fight, and their names as the table tells them apart."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.actions import Refusal
from ..core.campaign import Campaign
from ..core.encounter import Encounter, Foe, Turn, new_id
from ..core.registry import UnknownSystem, get_system
from ..core.situation import Option, active, settle
from ..core.status import by_id
from .combatants import foe_character
from .placing import Placing, joined
from .under_way import under_way, with_encounter


def add_foe(campaign: Campaign, system_id: str, name: str, numbers: Mapping[str, Any] | None = None,
            *, path: str = "", notes: str = "", placing: Placing | None = None) -> tuple[Campaign, Foe]:
    """A foe joins the encounter under way: a quick foe with the numbers its game's fights
    read (``Rules.foe_options``; an unknown key or a value out of range refused naming it,
    the others at their defaults), or with ``path`` a saved character file (relative to the
    party file). After the order was rolled, the foe's turn is placed by its game's rule
    with ``placing`` (see :class:`Placing`), else it goes last, its turn saying so
    (:data:`NOT_PLACED`) until the GM moves it (:func:`move_turn`) or rolls again."""
    encounter = under_way(campaign)
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
    return joined(campaign, encounter, [foe], placing), foe


def edit_foe(campaign: Campaign, foe_id: str, numbers: Mapping[str, Any], name: str | None = None
             ) -> tuple[Campaign, Foe]:
    """A quick foe's numbers (and name) entered again, refused as :func:`add_foe` refuses
    them; its place in the order, its statuses and what the fight did to it stay (refused,
    in words, where the new numbers cannot hold those wounds). A foe from a file is edited
    in its file."""
    encounter = under_way(campaign)
    foe = encounter.foe(foe_id)
    if foe is None:
        raise Refusal(f"no foe {foe_id!r} in “{encounter.display_name}”")
    if foe.path:
        raise Refusal(f"{foe.display_name} is a saved sheet ({foe.path}): open the file to change it")
    name = foe.name if name is None else name
    _, fresh = add_foe(with_encounter(campaign, encounter.model_copy(update={"order": [], "foes": []})),
                       foe.system, name, numbers)
    changed = foe.model_copy(update={"name": fresh.name, "numbers": fresh.numbers})
    try:
        foe_character(changed)
    except (ValueError, Refusal):
        raise Refusal(f"{foe.display_name}'s wounds in this fight do not fit those numbers: "
                      "heal it first, or add it anew") from None
    order = [t.model_copy(update={"name": changed.display_name}) if t.who == foe.key else t
             for t in encounter.order]
    return with_encounter(campaign, encounter.model_copy(update={
        "foes": [changed if f.id == foe.id else f for f in encounter.foes], "order": order})), changed


def _applying(options: Sequence[Option], values: Mapping[str, Any]) -> dict[str, Any]:
    """A quick foe's settled numbers without those its other numbers make moot (a Rainworld
    foe without an attack keeps no weapon DMG)."""
    applying = active(options, values)
    return {k: v for k, v in values.items() if k in applying}


def bring_foes(campaign: Campaign, encounter_id: str, foe_ids: Sequence[str] | None = None, *,
               as_left: bool = False, placing: Placing | None = None) -> tuple[Campaign, list[Foe]]:
    """Foes of a kept encounter (all, or those of ``foe_ids``) join the one under way as
    new foes (new ids: both fights keep theirs): fresh, without the statuses and the damage
    that fight left on them, or ``as_left``, as they were when it ended. A foe from a file
    reads its file again, as it is now (a fight never writes it). After the roll, their turns are placed as
    :func:`add_foe` places one."""
    encounter = under_way(campaign)
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
    return joined(campaign, encounter, brought, placing), brought


def remove_foe(campaign: Campaign, foe_id: str) -> Campaign:
    encounter = under_way(campaign)
    foe = encounter.foe(foe_id)
    if foe is None:
        raise Refusal(f"no foe {foe_id!r} in “{encounter.display_name}”")
    turns = [t for t in encounter.order if t.who != foe.key]
    current = _index_after_removal(encounter, foe.key, turns)
    return with_encounter(campaign, encounter.model_copy(update={
        "foes": [f for f in encounter.foes if f.id != foe.id], "order": turns, "current": current}))


def _index_after_removal(encounter: Encounter, key: str, turns: list[Turn]) -> int:
    gone_before = sum(1 for t in encounter.order[:encounter.current] if t.who == key)
    return min(max(0, encounter.current - gone_before), max(0, len(turns) - 1))


def set_foe_status(campaign: Campaign, foe_id: str, status_id: str, on: bool = True) -> Campaign:
    """Set (or clear) one of its game's statuses on a foe, for this fight."""
    encounter = under_way(campaign)
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
    return with_encounter(campaign, encounter.model_copy(update={
        "foes": [changed if f.id == foe.id else f for f in encounter.foes]}))


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
