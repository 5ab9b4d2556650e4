"""Training, research, characteristic training and aging: hours in the ledger, then the roll."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.brp.advancement import characteristic_cap, trained_rating
from sheetkeeper.systems.brp.model import Skill

from .conftest import make


def study(rules, c, target, hours, method="training"):
    return rules.apply(c, Action("brp.study", {"method": method, "target": target, "hours": hours})).character


def train(rules, c, skill, dice, teacher=80, teach=60):
    action = Action("brp.train", {"skill": skill, "teacher": teacher, "teach": teach})
    return rules.apply(c, action, Context(FixedDice(dice))).character


def test_training_takes_hours_equal_to_the_current_skill(rules, hero):
    # [004 "Your character must then train for hours equal to their current skill rank"]
    c = study(rules, hero, "Ride", 30)
    assert c.ledger.entries[-1].kind == "hours.spend"
    assert c.ledger.hours_spent_on() == {"training: Ride": 30}
    with pytest.raises(Refusal, match="needs 45 hours; 30 spent so far"):
        train(rules, c, "Ride", [10, 4])
    c = study(rules, c, "Ride", 15)
    done = train(rules, c, "Ride", [10, 4])
    assert done.skill("Ride").rating == 49
    assert [k for k in rules.offers(done) if "Ride" in k.action.describe()] == []  # course used up


def test_the_teacher_needs_a_higher_skill(rules, hero):
    # [004 "getting instruction in it from another character with a higher rating"]
    c = study(rules, hero, "Ride", 45)
    with pytest.raises(Refusal, match="teacher needs more than 45%"):
        train(rules, c, "Ride", [10, 4], teacher=45)


def test_teach_failure_gives_nothing_and_a_fumble_takes_1d3(rules, hero):
    # [004 "A failure equals no benefit from the instruction, and a fumble is counterproductive"]
    c = study(rules, hero, "Ride", 45)
    assert train(rules, c, "Ride", [70], teach=60).skill("Ride").rating == 45
    assert train(rules, c, "Ride", [100, 2], teach=60).skill("Ride").rating == 43


def test_training_stops_at_75_percent(rules, hero):
    # [004 "No skill can be trained above 75%, no matter how good the instructor."]
    c = hero.model_copy(update={"skills": [Skill(name="Ride", rating=73)]})
    c = study(rules, c, "Ride", 73)
    assert train(rules, c, "Ride", [10, 6]).skill("Ride").rating == 75
    at_cap = hero.model_copy(update={"skills": [Skill(name="Ride", rating=75)]})
    with pytest.raises(Refusal, match="No skill can be trained above 75%"):
        study(rules, at_cap, "Ride", 10)


@given(st.integers(0, 120), st.integers(-3, 10))
def test_training_never_raises_a_skill_past_75(rating, change):
    new = trained_rating(rating, change, 75)
    assert new <= max(75, rating)
    if rating < 75 and change > 0:
        assert new <= 75


@given(st.integers(0, 74), st.integers(1, 6), st.integers(1, 100))
@settings(max_examples=40, deadline=None)
def test_the_training_action_never_leaves_a_skill_over_75(rating, face, teach_roll):
    from sheetkeeper.systems.brp import SYSTEM
    from sheetkeeper.systems.brp.model import BRPCharacter

    rules = SYSTEM.rules
    c = BRPCharacter(skills=[Skill(name="Ride", rating=rating)])
    if rating:
        c = study(rules, c, "Ride", rating)
    gain_die = min(face, 3) if teach_roll == 100 else face  # a fumble rolls 1D3 to lose
    new = train(rules, c, "Ride", [teach_roll, gain_die], teacher=99, teach=90).skill("Ride").rating
    assert new <= 75


def test_research_is_an_experience_roll_for_1d6_minus_2_and_may_pass_75(rules, hero):
    # [004 "If the roll succeeds, increase the skill by 1D6–2 points, or choose to add 2"]
    c = hero.model_copy(update={"skills": [Skill(name="Occult", rating=80)]})
    c = study(rules, c, "Occult", 80, method="research")
    act = Action("brp.research", {"skill": "Occult"})
    assert rules.apply(c, act, Context(FixedDice([80, 6]))).character.skill("Occult").rating == 84
    # 1D6-2 never lowers the skill (digest: minimum 0)
    assert rules.apply(c, act, Context(FixedDice([80, 1]))).character.skill("Occult").rating == 80
    flat = Action("brp.research", {"skill": "Occult", "flat": True})
    assert rules.apply(c, flat, Context(FixedDice([80]))).character.skill("Occult").rating == 82
    # 70 + 7 = 77, not over 80
    assert rules.apply(c, act, Context(FixedDice([70]))).character.skill("Occult").rating == 80


def test_characteristic_training_takes_value_times_25_hours_for_1d3_minus_1(rules, hero):
    # [004 "if your character’s STR is 12, the total number of hours required to increase their
    # STR is 300 hours"]
    c = study(rules, hero, "STR", 299)
    act = Action("brp.train_characteristic", {"characteristic": "STR"})
    with pytest.raises(Refusal, match="needs 300 hours"):
        rules.apply(c, act, Context(FixedDice([2])))
    c = study(rules, c, "STR", 1)
    assert rules.apply(c, act, Context(FixedDice([2]))).character.characteristics.STR.current == 13


def test_str_and_con_stop_at_the_highest_original_str_con_or_siz(rules):
    # [004 "if the highest value of the three is a SIZ of 14, neither STR nor CON can be
    # increased past that number through training"]
    from sheetkeeper.systems.brp.model import BRPCharacter

    c = BRPCharacter(characteristics=make(STR=13, CON=11, SIZ=14))
    assert characteristic_cap(c, "STR") == characteristic_cap(c, "CON") == 14
    c = study(rules, c, "STR", 325)
    act = Action("brp.train_characteristic", {"characteristic": "STR"})
    assert rules.apply(c, act, Context(FixedDice([3]))).character.characteristics.STR.current == 14


def test_dex_and_cha_stop_at_half_again_the_original(rules):
    # [004 "your character with DEX 13 can train or research their DEX up to 20"]
    from sheetkeeper.systems.brp.model import BRPCharacter

    c = BRPCharacter(characteristics=make(DEX=13, CHA=9))
    assert characteristic_cap(c, "DEX") == 20 and characteristic_cap(c, "CHA") == 14


def test_the_species_maximum_of_21_caps_everything_but_pow(rules):
    # [004 "characteristics other than POW can’t improve beyond the species maximum (for
    # humans, this is 21)"]
    from sheetkeeper.systems.brp.model import BRPCharacter

    c = BRPCharacter(characteristics=make(DEX=18))
    assert characteristic_cap(c, "DEX") == 21
    assert characteristic_cap(c, "POW") is None
    epic = c.model_copy(update={"options": c.options.model_copy(update={"species_max": None})})
    assert characteristic_cap(epic, "DEX") == 27


def test_int_and_siz_are_not_trained_unless_allowed(rules, hero):
    with pytest.raises(Refusal, match="INT cannot be raised by training"):
        study(rules, hero, "INT", 10)
    with pytest.raises(Refusal, match="SIZ cannot"):
        study(rules, hero, "SIZ", 10)
    allowed = hero.model_copy(update={"options": hero.options.model_copy(update={"training_size": True})})
    assert study(rules, allowed, "SIZ", 10).ledger.hours_spent == 10


def test_progress_shows_the_weekly_pace(rules, hero):
    # [004 "An average character has 50 hours of time per week available for training"]
    c = study(rules, hero, "STR", 100)
    studies = {d.key: d.value for d in rules.derived(c)}["studies"]
    assert "100 of 300 hours, 200 to go (about 4 weeks at 50 hours a week)" in studies


def test_aging_from_41_rolls_2d6_then_1d10_per_point(rules, hero):
    # [004 "When your character reaches 41 years of age and each year after, roll 2D6"]
    c = hero.model_copy(update={"age": 40, "options": hero.options.model_copy(update={"aging": True})})
    # 2D6 = 1 + 2 = 3 -> 3 points; 1D10: 1 (STR), 4 (CON), 9 (none)
    applied = rules.apply(c, Action("brp.age"), Context(FixedDice([1, 2, 1, 4, 9])))
    new = applied.character
    assert new.age == 41
    assert new.characteristics.STR.current == 11 and new.characteristics.CON.current == 10
    assert new.characteristics.POW.current == 12  # [004 "POW and EDU do not decrease with aging"]
    assert applied.entries[-1].subject == "aging"
    young = rules.apply(c.model_copy(update={"age": 30}), Action("brp.age"), Context(FixedDice([])))
    assert young.character.age == 31 and young.entries == ()


def test_aging_to_zero_kills(rules, hero):
    # [004 "If a characteristic is lowered to 0, your character dies, even if the characteristic
    # is CHA."]
    c = hero.model_copy(update={"age": 70, "characteristics": make(CHA=1),
                                "options": hero.options.model_copy(update={"aging": True})})
    applied = rules.apply(c, Action("brp.age"), Context(FixedDice([6, 6, 7, 10, 10, 10])))
    assert applied.character.characteristics.CHA.current == 0
    assert "dies" in applied.message
    assert "Dead" in [s.name for s in rules.states(applied.character)]


def test_aging_is_optional(rules, hero):
    with pytest.raises(Refusal, match="optional rule"):
        rules.apply(hero, Action("brp.age"))


def test_the_teacher_is_entered_not_assumed(rules, hero):
    """[004 "getting instruction in it from another character with a higher rating in the same
    skill"; "the teacher must attempt a Teach skill roll"]: the offer leaves both to be
    entered, and a missing or impossible teacher is refused with the reason."""
    c = study(rules, hero, "Ride", 45)
    offer = next(o for o in rules.offers(c) if o.action.describe() == "Finish Ride training")
    assert [(o.id, o.label, o.default, o.required) for o in offer.inputs] == [
        ("teacher", "Teacher's Ride %", None, True), ("teach", "Teacher's Teach %", None, True)]
    with pytest.raises(Refusal, match="Teacher's Ride %: to be entered. The teacher needs more than 45% in Ride"):
        train(rules, c, "Ride", [10, 4], teacher="", teach="")
    with pytest.raises(Refusal, match="Teacher's Teach %: to be entered"):
        train(rules, c, "Ride", [10, 4], teacher="70", teach=None)
    with pytest.raises(Refusal, match="Teach 0% cannot succeed"):
        train(rules, c, "Ride", [10, 4], teacher=70, teach=0)
    with pytest.raises(Refusal, match="Teacher's Ride %: give a whole number, not 'seventy'"):
        train(rules, c, "Ride", [10, 4], teacher="seventy", teach=60)
    with pytest.raises(Refusal, match="Teacher's Teach %: 1200 is outside 0 to 999"):
        train(rules, c, "Ride", [10, 4], teacher=70, teach=1200)
    assert train(rules, c, "Ride", [10, 4], teacher="70%", teach="60").skill("Ride").rating == 49
