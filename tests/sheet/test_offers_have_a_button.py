"""Every group of offers the rules make has a button on the sheet that opens it: for each
sample character and a new character of each game, each offer's group is reached by the
form (a pool's, a table's or derived values' ``offers``, the XP or hours ledger's Advance…,
the states' Hazards…) or by the party's End session…. An offer no button opens cannot be
used in the window, however right its rules: there is no list of exceptions (BRP's Age one
year and GRIMWIRE's crafting outcome had none)."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms import form_for
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))
def reached(system_id: str) -> set[str]:
    """The offer groups a person can open on this game's sheet or from the party."""
    groups = {"session"}  # End session… on the party dashboard
    for page in form_for(system_id).pages:
        for section in page.sections:
            for element in section.elements:
                groups |= set(getattr(element, "offers", ()))
                if element.kind == "ledger" and element.ledger in ("xp", "hours"):
                    groups.add("advance")
                if element.kind == "states":
                    groups.add("hazard")
    return groups


def characters():
    """Every sample, and a new character of each game (what the rules offer a sheet just made)."""
    found = [(p, load_character(samples_dir() / p).character) for p in SAMPLES]
    return found + [(f"new {s.id}", api.new_character(s.id, "Ada")) for s in all_systems()]


@pytest.mark.parametrize(("name", "character"), characters(), ids=[n for n, _ in characters()])
def test_every_offer_has_a_button(name, character):
    missing = sorted({f"{o.group}: {o.action.describe()}" for o in api.offers(character)
                      if o.group not in reached(character.system)})
    assert not missing, f"{name}: nothing in the window opens {missing}"
