"""A hit on a foe: the damage action applied by the foe's game's rules to the foe as a
character, what it changed kept on the foe, the hit in the encounter's log."""

from __future__ import annotations

from collections.abc import Mapping

from ..core.actions import Action, Applied, Refusal
from ..core.campaign import Campaign
from ..core.changes import changed_paths
from ..core.character import CharacterBase
from ..core.context import Context
from ..core.encounter import MAX_LOG, Logged
from ..core.paths import get_path
from ..core.registry import get_system
from .combatants import foe_character, hurt
from .foes import foe_names
from .under_way import under_way, with_encounter


def hit_foe(campaign: Campaign, foe_id: str, action: Action, *, text: str = "",
            files: Mapping[str, CharacterBase] | None = None) -> tuple[Campaign, Applied]:
    """A hit's damage on a foe of the encounter under way: ``action`` (a :class:`Damage`'s,
    worked out against :func:`foe_character`) applied by the foe's game's rules to the foe
    as a character, and what it changed on the sheet kept on the foe (``Foe.sheet``, its
    statuses with ``Foe.statuses``); ``text`` (else the action's words) goes in the
    encounter's log, for the session log. A refusal of the rules is raised as it is."""
    encounter = under_way(campaign)
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
    bare = hurt(from_file, ()) if from_file is not None else rules.stand_in(foe.display_name, foe.numbers)
    own = set(rules.status_ids(bare))
    statuses = [s for s in rules.status_ids(after) if s not in own]
    wounded = foe.model_copy(update={"sheet": sheet, "statuses": statuses})
    name = foe_names(encounter)[foe.id]
    said = text or action.describe()
    if name not in said:
        said = f"{name}: {said}"
    log = [*encounter.log, Logged(text=said)][-MAX_LOG:]
    changed = encounter.model_copy(update={
        "foes": [wounded if f.id == foe.id else f for f in encounter.foes], "log": log})
    return with_encounter(campaign, changed), applied
