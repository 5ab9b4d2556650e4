"""Every group of offers the rules make has a button on the sheet that opens it: for each
sample character, each offer's group is reached by the form (a pool's or a table's
``offers``, the XP or hours ledger's Advance…, the states' Hazards…) or by the party's End
session…. An offer no button opens cannot be used in the window, however right its rules.
The few groups still without a button are named here with why."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.forms import form_for
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))
NOT_YET = {
    "brp": {"other": "ageing a year (Age one year) has no button yet"},
    "grimwire": {"other": "the crafting outcome has no button yet"},
}
"""Groups the rules offer that no button opens yet: the list shrinks as buttons are made."""


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


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_offer_group_has_a_button(sample):
    character = load_character(samples_dir() / sample).character
    offered = {o.group for o in api.offers(character)}
    missing = offered - reached(character.system) - set(NOT_YET.get(character.system, {}))
    assert not missing, f"{sample}: nothing in the window opens {sorted(missing)}"


def test_the_not_yet_list_names_only_real_gaps():
    for system_id, groups in NOT_YET.items():
        assert not set(groups) & reached(system_id), f"{system_id} now has a button for {groups}"
