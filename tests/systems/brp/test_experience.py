"""Experience checks and the experience roll between adventures."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.brp.advancement import experience_bonus


def tick(rules, c, skill, **args):
    return rules.apply(c, Action("brp.experience_check", {"skill": skill, **args})).character


def improve(rules, c, skill, dice, **args):
    return rules.apply(c, Action("brp.improve", {"skill": skill, **args}), Context(FixedDice(dice)))


def test_experience_bonus_is_half_int_rounded_up():
    # [004 "experience bonus (equal to 1/2 INT, rounded up)"]
    assert experience_bonus(13) == 7 and experience_bonus(16) == 8


def test_a_check_is_ticked_once_per_adventure(rules, hero):
    # [004 "An experience check for a particular skill is made only once per adventure"]
    c = tick(rules, hero, "Ride")
    assert c.skill("Ride").experience_check
    assert c.ledger.entries[-1].subject == "experience: Ride"
    with pytest.raises(Refusal, match="already has its experience check"):
        tick(rules, c, "Ride")
    assert not hero.skill("Ride").experience_check  # the input is never changed


def test_an_easy_roll_earns_no_check(rules, hero):
    # [004 "If a skill roll was Easy, no experience check is allowed."]
    with pytest.raises(Refusal, match="Easy"):
        tick(rules, hero, "Ride", difficulty="easy")


def test_a_blacked_out_box_takes_no_check(rules, hero):
    # [004 "If there is no box next to the skill percentile, then the skill cannot be increased"]
    with pytest.raises(Refusal, match="blacked out"):
        tick(rules, hero, "Language (Own)")


def test_experience_roll_over_the_skill_adds_1d6_and_clears_the_check(rules, hero):
    # [004 "If the result of an experience roll is higher than your character’s current skill
    # rating, then the experience roll succeeds."] INT 13: bonus +7; 39 + 7 = 46 > 45
    c = tick(rules, hero, "Ride")
    applied = improve(rules, c, "Ride", [39, 4])
    ride = applied.character.skill("Ride")
    assert ride.rating == 49 and not ride.experience_check
    assert applied.entries[-1].amount == 4 and "39 + 7 = 46" in applied.entries[-1].reason


def test_experience_roll_equal_to_the_skill_fails_but_still_clears(rules, hero):
    c = tick(rules, hero, "Ride")
    applied = improve(rules, c, "Ride", [38])  # 38 + 7 = 45, not higher than 45
    assert applied.character.skill("Ride").rating == 45
    assert not applied.character.skill("Ride").experience_check
    assert "no gain" in applied.entries[-1].reason


def test_the_bonus_is_not_added_to_the_gain(rules, hero):
    # [004 "The experience bonus is not added to the actual skill points gained"]
    applied = improve(rules, tick(rules, hero, "Ride"), "Ride", [90, 1])
    assert applied.character.skill("Ride").rating == 46


@pytest.mark.parametrize(("die", "flat"), [(6, 3), (8, 4), (10, 5)])
def test_a_declared_default_is_half_the_dice_maximum(rules, hero, die, flat):
    # [004 "you can choose to add a default of +3 ... for 1D8 it’s +4, and for 1D10 it’s +5"]
    c = tick(rules, hero, "Ride").model_copy(update={"options": hero.options.model_copy(update={"experience_die": die})})
    applied = improve(rules, c, "Ride", [80], flat=True)
    assert applied.character.skill("Ride").rating == 45 + flat


def test_epic_games_roll_1d8(rules, hero):
    # [004 "your gamemaster may increase the experience roll to +1D8 for epic"]
    c = tick(rules, hero, "Ride").model_copy(update={"options": hero.options.model_copy(update={"experience_die": 8})})
    assert improve(rules, c, "Ride", [80, 8]).character.skill("Ride").rating == 53


def test_at_100_percent_the_total_must_pass_100(rules, hero):
    # [004 "you must roll over 100 on D100 ... which means that the experience modifier is
    # necessary"]
    c = tick(rules, hero, "Research")
    assert improve(rules, c, "Research", [93]).character.skill("Research").rating == 100
    assert improve(rules, c, "Research", [94, 2]).character.skill("Research").rating == 102
    high = c.model_copy(update={"skills": [s.model_copy(update={"rating": 130}) if s.name == "Research"
                                           else s for s in c.skills]})
    assert api.odds(c, "exp:Research").success == api.odds(high, "exp:Research").success == Fraction(7, 100)


def test_no_check_no_roll(rules, hero):
    with pytest.raises(Refusal, match="no experience check"):
        improve(rules, hero, "Ride", [50])


def test_session_actions_are_the_rolls_for_ticked_skills(rules, hero):
    c = tick(rules, tick(rules, hero, "Ride"), "Stealth")
    actions = rules.session_actions(c)
    assert [(a.kind, a.args["skill"]) for a in actions] == [("brp.improve", "Ride"), ("brp.improve", "Stealth")]
    for action in actions:
        c = rules.apply(c, action, Context(FixedDice([99, 6]))).character
    assert c.skill("Ride").rating == 51 and c.skill("Stealth").rating == 46
    assert rules.session_actions(c) == []


def test_pow_check_needs_an_equal_or_greater_opponent(rules, hero):
    # [004 "successfully matches their POW against an opponent with equal or greater POW"]
    with pytest.raises(Refusal, match="POW 12 or more"):
        rules.apply(hero, Action("brp.pow_check", {"opponent_pow": 11}))
    c = rules.apply(hero, Action("brp.pow_check", {"opponent_pow": 12})).character
    assert c.pow_check


def test_pow_gain_rolls_21_minus_pow_times_5_then_1d3_minus_1(rules, hero):
    # [004 "Subtract the amount of your character’s current POW from that total. Multiply the
    # remainder by ×5"]: POW 12 -> 45%
    c = rules.apply(hero, Action("brp.pow_check", {"opponent_pow": 14})).character
    assert rules.odds(c, "exp:POW").success == pytest.approx(0.45)
    won = rules.apply(c, Action("brp.pow_gain"), Context(FixedDice([45, 3]))).character
    assert won.characteristics.POW.current == 14 and not won.pow_check
    lost = rules.apply(c, Action("brp.pow_gain"), Context(FixedDice([46]))).character
    assert lost.characteristics.POW.current == 12
    flat = rules.apply(c, Action("brp.pow_gain", {"flat": True}), Context(FixedDice([10]))).character
    assert flat.characteristics.POW.current == 13  # [004 "just add +1 to your character’s POW"]
