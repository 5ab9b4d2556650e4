"""In play, removing a row the rules advanced goes through the rules: none of the five
excerpts has a way to lose an advance or get back its cost, so the removal is refused with
the game's reason, or recorded as an adjustment with a reason that validate flags until it is
accepted. In creation, and for rows that hold no advance, removal stays free."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.storage.envelope import decode, encode

# (system, rows, a row holding an advance, what the refusal quotes from the excerpt)
ADVANCED_ROWS = [
    # [000 only prices trauma and addiction removal]: ranks are never bought back
    ("rainworld", "skills", "Firearms", "skill ranks 4", "000"),
    ("rainworld", "quirks", "Autofire", "quirk ranks 2", "000"),
    # [002] has no advancement at all
    ("renaissance", "skills", "Athletics", "ranks 30", "002"),
    # [001 "either raise a skill of your choice by one level, or learn one new talent"]
    ("lite", "talents", "Scrap Hoarder", "gained by advancing", "learn one new talent"),
    # [003 "characters can exchange active abilities for others they have learned"]
    ("grimwire", "techniques", "Throwing Expert", "technique effort 9", "make it inactive"),
    # [004 "a fumble ... reducing the skill by –1D3"]: the only way a rating falls in training
    ("brp", "skills", "Brawl", "skill rating 55", "fumbled Teach roll"),
]


def _played(system_id: str):
    character = load_character(get_system(system_id).samples[0]).character
    assert not character.in_creation
    return character


def _names(character, rows: str) -> list[str]:
    return [row.name for row in getattr(character, rows)]


@pytest.mark.parametrize(("system_id", "rows", "name", "holds", "quoted"), ADVANCED_ROWS,
                         ids=[f"{s}-{r}" for s, r, *_ in ADVANCED_ROWS])
def test_removing_an_advanced_row_in_play_is_refused_then_recorded_as_an_adjustment(
        system_id, rows, name, holds, quoted):
    character = _played(system_id)
    index = _names(character, rows).index(name)
    removal = api.system(system_id).rules.removal(character, rows, index)
    assert removal is not None and removal.holds == holds
    with pytest.raises(api.Refusal) as refused:
        api.apply(character, "list.remove", {"path": rows, "index": index})
    message = refused.value.message
    assert name in message and holds in message and quoted in message and "adjustment" in message
    with pytest.raises(api.Refusal, match="needs a reason"):
        api.apply(character, "list.remove", {"path": rows, "index": index, "adjust": "  "})

    applied = api.apply(character, "list.remove", {"path": rows, "index": index, "adjust": "GM's ruling"})
    assert name not in _names(applied.character, rows)
    entry = applied.entries[-1]
    assert (entry.kind, entry.path, entry.before, entry.after) == ("adjust", f"{rows}.{index}", holds, None)
    assert entry.change == f"removed ({holds})" and entry.reason == "GM's ruling"
    # nothing else the ledger held is touched: spent XP and hours stay spent
    assert applied.character.ledger.entries[:-1] == character.ledger.entries
    flagged = [f for f in api.validate(applied.character) if "changed by hand" in f.message]
    # on the list the row left (its number now names another row, or none), naming the row
    assert len(flagged) == 1 and flagged[0].path == rows and flagged[0].tab
    assert f"{name} removed ({holds})" in flagged[0].message
    accepted = api.apply(applied.character, "adjust.accept", {"id": entry.id}).character
    assert not [f for f in api.validate(accepted) if "changed by hand" in f.message]
    assert decode(encode(accepted)).character == accepted


@pytest.mark.parametrize(("system_id", "rows"), [(s, r) for s, r, *_ in ADVANCED_ROWS],
                         ids=[f"{s}-{r}" for s, r, *_ in ADVANCED_ROWS])
def test_in_creation_removing_any_row_is_free(system_id, rows):
    character = _played(system_id)
    creating = character.model_copy(update={"in_creation": True})
    before = _names(creating, rows)
    applied = api.apply(creating, "list.remove", {"path": rows, "index": 0})
    assert _names(applied.character, rows) == before[1:]
    assert applied.entries == () and applied.character.ledger == creating.ledger


def test_a_row_holding_no_advance_is_removed_freely_in_play():
    """A Rainworld skill added at 0 ranks and never raised holds nothing the rules advanced;
    a weapon is gear, not an advance."""
    character = _played("rainworld")
    added = api.apply(character, "list.add", {"path": "skills", "value": {"name": "Athletics"}}).character
    index = _names(added, "skills").index("Athletics")
    assert api.system("rainworld").rules.removal(added, "skills", index) is None
    assert api.apply(added, "list.remove", {"path": "skills", "index": index}).character == character
    assert api.apply(character, "list.remove", {"path": "weapons", "index": 0}).entries == ()


def test_a_recorded_technique_removal_explains_the_hours_spent_on_it():
    """GRIMWIRE reports learning hours spent on a technique that is not on the sheet; once its
    removal is recorded, the adjustment says why instead."""
    character = _played("grimwire")
    spent = character.ledger.hours_spent_on()
    index = next(i for i, t in enumerate(character.techniques) if spent.get(t.name))
    name = character.techniques[index].name
    removed = api.apply(character, "list.remove",
                        {"path": "techniques", "index": index, "adjust": "GM retcon"}).character
    assert not [f for f in api.validate(removed) if "not on the sheet" in f.message]
    assert [f for f in api.validate(removed)
            if f.path == "techniques" and f"changed by hand: {name} removed" in f.message]


def test_a_removal_names_a_row_that_is_there():
    character = _played("brp")
    with pytest.raises(api.Refusal, match="no row 99"):
        api.apply(character, "list.remove", {"path": "skills", "index": 99})
