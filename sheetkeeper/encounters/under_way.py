"""The encounter under way: starting one, ending it (kept, listed in the session log), and
the one line the session log gives it."""

from __future__ import annotations

import datetime as dt

from ..core.actions import Refusal
from ..core.campaign import Campaign
from ..core.encounter import Encounter


def under_way(campaign: Campaign) -> Encounter:
    """The encounter under way, or a refusal saying there is none."""
    encounter = campaign.encounter
    if encounter is None:
        raise Refusal("no encounter is under way: start one first")
    return encounter


def with_encounter(campaign: Campaign, encounter: Encounter) -> Campaign:
    """The party with this encounter in place of the one of its id."""
    encounters = [encounter if e.id == encounter.id else e for e in campaign.encounters]
    return campaign.model_copy(update={"encounters": encounters})


def start_encounter(campaign: Campaign, name: str = "", *, on: dt.date | None = None) -> Campaign:
    """A new encounter, under way; refused while another is (end that one first)."""
    if campaign.encounter is not None:
        raise Refusal(f"“{campaign.encounter.display_name}” is still under way: end it first")
    encounter = Encounter(name=name, started=on or dt.date.today())
    return campaign.model_copy(update={"encounters": [*campaign.encounters, encounter]})


def end_encounter(campaign: Campaign, *, on: dt.date | None = None) -> Campaign:
    """End the encounter under way: it is kept, with its foes and order, and listed in the
    session log."""
    encounter = under_way(campaign)
    return with_encounter(campaign, encounter.model_copy(update={"ended": on or dt.date.today()}))


def summary(encounter: Encounter) -> str:
    """One line for the session log."""
    foes = ", ".join(f.display_name for f in encounter.foes) or "no foes"
    rounds = f"{encounter.round} round" + ("" if encounter.round == 1 else "s")
    state = "ended" if encounter.ended else "under way"
    return f"{encounter.display_name} ({state}, {rounds}): {foes}"
