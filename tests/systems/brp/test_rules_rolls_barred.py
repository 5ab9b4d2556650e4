"""Experience rolls the rules make themselves (an experience check's roll, the POW gain roll,
research's experience roll) go through the same status path as the dice roller's ``exp:``
checks: a Fainted or Dead character is refused as ``api.odds`` says, before any die."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.brp.model import Skill


def fainted(c):
    # [004 "if reduced to 0 power points, your character is exhausted and faints until
    # regaining at least 1 power point."]
    return c.model_copy(update={"power_points": c.power_points.model_copy(update={"current": 0})})


def refused_as_the_odds_say(rules, c, check_id, action):
    odds = rules.odds(c, check_id)
    assert odds.success == 0 and "impossible while Fainted" in odds.refused
    with pytest.raises(Refusal) as refused:
        rules.apply(c, action, Context(FixedDice([])))  # no die is asked for
    assert str(refused.value) == odds.refused


def test_an_experience_roll_while_fainted_is_refused_as_its_check(rules, hero):
    # [004 "In this downtime, you may make an experience roll for each experience check"]
    c = rules.apply(hero, Action("brp.experience_check", {"skill": "Ride"})).character
    refused_as_the_odds_say(rules, fainted(c), "exp:Ride", Action("brp.improve", {"skill": "Ride"}))
    rolled = rules.apply(c, Action("brp.improve", {"skill": "Ride"}), Context(FixedDice([90, 4])))
    assert rolled.character.skill("Ride").rating == 49


def test_the_pow_gain_roll_while_fainted_is_refused_as_its_check(rules, hero):
    c = rules.apply(hero, Action("brp.pow_check", {"opponent_pow": 14})).character
    refused_as_the_odds_say(rules, fainted(c), "exp:POW", Action("brp.pow_gain"))
    assert rules.apply(c, Action("brp.pow_gain"), Context(FixedDice([45, 3]))).character \
        .characteristics.POW.current == 14


def test_researchs_experience_roll_while_fainted_is_refused_as_the_skills_experience_roll(rules, hero):
    # [004 "After the required time is spent, make an experience roll as normal."]
    c = hero.model_copy(update={"skills": [Skill(name="Occult", rating=80)]})
    c = rules.apply(c, Action("brp.study", {"method": "research", "target": "Occult",
                                            "hours": 80})).character
    refused_as_the_odds_say(rules, fainted(c), "exp:Occult",
                            Action("brp.research", {"skill": "Occult", "flat": True}))
    flat = Action("brp.research", {"skill": "Occult", "flat": True})
    assert rules.apply(c, flat, Context(FixedDice([80]))).character.skill("Occult").rating == 82
