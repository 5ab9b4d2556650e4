"""GRIMWIRE's remaining status rules as code: Frenzy's temporary Condition, Terror's MND roll
at the start of the turn, and no aimed ranged attacks while Sensory impaired."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.systems.grimwire.model import Weapon

from .helpers import character


def status(c, name: str):
    return api.apply(c, "status.set", {"status": name}).character


def armed(c, *weapons: Weapon):
    return c.model_copy(update={"weapons": list(weapons)})


def test_frenzy_gives_temporary_condition_equal_to_the_critical_level_the_table_enters():
    # [003 "Receive temporary Condition equal to your character’s critical level."] The
    # excerpt never says what the critical level is: the table enters it, nothing is assumed.
    c = character()
    with pytest.raises(api.Refusal, match="Frenzy: enter the critical level first"):
        api.apply(c, "status.set", {"status": "Frenzy"})
    with pytest.raises(api.Refusal, match="the critical level: give a whole number"):
        api.apply(c, "status.set", {"status": "Frenzy", "critical_level": "high"})
    with pytest.raises(api.Refusal, match="the critical level: -1 is outside 0 to 99"):
        api.apply(c, "status.set", {"status": "Frenzy", "critical_level": -1})
    frenzied = api.apply(c, "status.set", {"status": "Frenzy", "critical_level": 4})
    assert frenzied.character.condition.temporary == c.condition.temporary + 4
    assert "+4 temporary Condition (critical level 4, as the table entered it" in frenzied.message
    assert frenzied.character.options.critical_level == 4  # remembered on the sheet
    frenzy = next(s for s in api.active_statuses(frenzied.character) if s.label == "Frenzy")
    assert "critical level (4, as the table entered it" in frenzy.effect
    # [003 "the same effects as frenzy"]: Amok on top does not count it twice
    amok = status(frenzied.character, "Amok")
    assert amok.condition.temporary == c.condition.temporary + 4
    calm = api.apply(api.apply(amok, "status.clear", {"status": "Amok"}).character,
                     "status.clear", {"status": "Frenzy"}).character
    assert calm.condition.temporary == c.condition.temporary
    # asked once: the remembered value serves the next time, and the sheet's edit changes it
    again = api.apply(calm, "status.set", {"status": "Amok"}).character
    assert again.condition.temporary == c.condition.temporary + 4
    edited = api.apply(calm, "set", {"path": "options.critical_level", "value": 2}).character
    assert status(edited, "Frenzy").condition.temporary == c.condition.temporary + 2


def test_frenzy_on_the_sheet_says_the_critical_level_is_not_entered_until_it_is():
    c = character()
    frenzy = next(s for s in api.statuses(c) if s.label == "Frenzy")
    assert "critical level (not entered yet: asked when set)" in frenzy.effect
    (asked,) = frenzy.asks
    assert (asked.id, asked.value, asked.where) == ("critical_level", None, "options.critical_level")
    assert "never define" in asked.help and asked.source.startswith("003 ")


def test_terror_a_failed_mnd_roll_leaves_only_cower_or_flee_a_success_removes_it():
    # [003 "A terrified character must make a MND roll at the beginning of their turn. If they
    # fail, they cannot do anything except cower or flee. If you succeed on the roll, the
    # terror is removed."]
    c = status(character(MND=2), "Terror")
    offer = next(o for o in api.offers(c) if o.action.kind == "terror.roll")
    assert "cower or flee" in offer.cost
    failed = api.apply(c, "terror.roll", {"die": 5, "tn": 11})
    assert failed.message == "Terror: MND 5+2 = 7 against 11: can do nothing but cower or flee this turn"
    assert "Terror" in [s.label for s in api.active_statuses(failed.character)]
    passed = api.apply(c, "terror.roll", {"die": 9, "tn": 11})
    assert passed.message.endswith("11 against 11: the terror is removed")
    assert api.active_statuses(passed.character) == []
    assert not any(o.action.kind == "terror.roll" for o in api.offers(passed.character))


def test_terror_roll_takes_the_statuses_modifiers_and_frenzy_is_immune_to_fear():
    # [003 "+3 and no penalty to MND rolls to resist pain and terror"] is the table's to
    # tick; a plain MND roll while Inebriated takes the -3 [003 "-3 Penalty to all other
    # attributes"]
    drunk = status(status(character(MND=2), "Terror"), "Inebriated")
    assert "MND 9-1 = 8" in api.apply(drunk, "terror.roll", {"die": 9, "tn": 11}).message
    # [003 "Immune to agony and fear."]
    wild = api.apply(status(character(MND=0), "Terror"), "status.set",
                     {"status": "Frenzy", "critical_level": 1}).character
    freed = api.apply(wild, "terror.roll", {"die": 1})
    assert "immune to fear" in freed.message
    assert "Terror" not in [s.label for s in api.active_statuses(freed.character)]
    with pytest.raises(api.Refusal, match="Terror is not set"):
        api.apply(character(), "terror.roll", {"die": 10})


def test_sensory_impairment_refuses_aimed_ranged_attacks_but_not_splash_or_melee():
    # [003 "Cannot choose targets for aimed ranged attacks but can still make attacks with
    # splash damage, melee, or supernatural attacks (with the penalty)."]
    c = status(armed(character(COR=2), Weapon(name="Rifle", kind="ranged", damage="d10"),
                     Weapon(name="Grenade", kind="thrown", damage="2d6"),
                     Weapon(name="Knife", damage="d4")), "Sensory impairment")
    rifle = api.odds(c, "attack:Rifle")
    assert rifle.success == 0 and "Rifle is impossible while Sensory impairment" in rifle.refused
    with pytest.raises(api.Refusal, match="Grenade is impossible while Sensory impairment"):
        api.roll(c, "attack:Grenade", rng=FixedDice([15]))
    splash = api.odds(c, "attack:Grenade", situation={"splash": True})
    assert ("Sensory impairment", -5) in splash.breakdown
    assert ("Sensory impairment", -5) in api.odds(c, "attack:Knife").breakdown
    assert api.odds(c, "attack:supernatural").success > 0
