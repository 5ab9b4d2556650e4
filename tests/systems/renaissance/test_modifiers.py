"""Skill modifiers: each printed value, what cannot be assisted, and that everything stacks."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Refusal
from sheetkeeper.systems.renaissance.model import (
    Aptitudes,
    RenaissanceCharacter,
    Skill,
    SustainedAction,
)
from sheetkeeper.systems.renaissance.modifiers import (
    Situation,
    related_skill_bonus,
    sustained_penalty,
    time_modifier,
)


def _sheet(sustained=0):
    return RenaissanceCharacter(
        name="Duelist",
        aptitudes=Aptitudes(COO=30, SOM=20, WIL=20, SAV=20, INT=20, COG=20, DUR=20),
        skills=[
            Skill(name="One-Handed Melee Weapons", aptitude="COO", ranks=30, kind="proficiency",
                  specialisation="Swords", proficiencies=["Swords", "Knives"]),
            Skill(name="Stealth", aptitude="COO", ranks=20),
            Skill(name="Perception", aptitude="INT", ranks=20),
            Skill(name="Search", aptitude="COG", ranks=25),
            Skill(name="Knowledge: Theology", aptitude="COG", ranks=40, kind="field"),
            Skill(name="Profession: Cleric", aptitude="SAV", ranks=10, kind="field"),
            Skill(name="Read", aptitude="INT", ranks=9),
        ],
        sustained=[SustainedAction(name=f"Sustained {i}") for i in range(sustained)],
    )


def _target(sit, check="skill:Search", sustained=0):
    from sheetkeeper.core.registry import get_system

    return get_system("renaissance").rules.target(_sheet(sustained), check, sit)


@pytest.mark.parametrize(("assistants", "bonus"), [(1, 10), (2, 20), (3, 30), (5, 30)])
def test_assistance_is_10_each_up_to_30(assistants, bonus):
    # [002 "Being assisted: +10 per character assisting, maximum +30."]
    t = _target(Situation(assistants=assistants))
    assert (f"Assisted by {assistants}", bonus) in t.lines


@pytest.mark.parametrize("skill", ["Stealth", "Perception"])
def test_stealth_and_perception_cannot_be_assisted(skill):
    # [002 "Attack, Stealth and Perception tests normally cannot be assisted."]
    with pytest.raises(Refusal, match=f"{skill} tests normally cannot be assisted"):
        _target(Situation(assistants=1), f"skill:{skill}")


def test_attacks_cannot_be_assisted_but_the_gm_may_allow_it():
    with pytest.raises(Refusal, match="Attack tests"):
        _target(Situation(assistants=1, attack=True), "skill:One-Handed Melee Weapons")
    # [002 "The GM may rule that certain tests cannot be assisted."] and the reverse
    t = _target(Situation(assistants=1, attack=True, assistance_allowed=True),
                "skill:One-Handed Melee Weapons")
    assert ("Assisted by 1", 10) in t.lines


@pytest.mark.parametrize(("ranks", "bonus"), [
    (0, 0), (9, 0), (10, 10), (24, 10), (25, 20), (39, 20), (40, 30), (80, 30),
])
def test_related_skill_bonus_by_ranks(ranks, bonus):
    # [002 "10-24 Ranks: +10"], [002 "25-39 Ranks: +20"], [002 "40+ Ranks: +30"]
    assert related_skill_bonus(ranks) == bonus


def test_related_skill_on_the_sheet_adds_its_bonus():
    # [002 "Knowledge: Theology might assist Profession: Cleric"]
    t = _target(Situation(related_skill="Knowledge: Theology"), "skill:Profession: Cleric")
    assert ("Related skill: Knowledge: Theology (40 ranks)", 30) in t.lines


def test_related_skill_with_under_10_ranks_is_refused():
    with pytest.raises(Refusal, match="Read has 9 ranks"):
        _target(Situation(related_skill="Read"))


def test_specialisation_adds_10_only_when_it_applies():
    # [002 "Character recieves +10 when Specialization applies; there is *no effect
    # *(including *no penalty*) when Specialization does not apply"]
    check = "skill:One-Handed Melee Weapons"
    assert ("Specialisation [Swords]", 10) in _target(Situation(specialisation_applies=True),
                                                       check).lines
    assert _target(Situation(), check).value == 60
    with pytest.raises(Refusal, match="no specialisation"):
        _target(Situation(specialisation_applies=True), "skill:Search")


def test_one_specialisation_per_skill_is_a_single_field():
    # [002 "Any given skill can only have one specialization."]
    with pytest.raises(ValueError):
        Skill(name="Art: Painting", aptitude="INT", kind="field",
              specialisation=["Landscapes", "Portraits"])


@pytest.mark.parametrize(("proficiency", "penalty"), [("Swords", 0), ("knives", 0), ("Axes", -20)])
def test_missing_proficiency_costs_20(proficiency, penalty):
    # [002 "you take a -20 penalty if you don't have an appropriate *proficiency*"]
    t = _target(Situation(proficiency=proficiency), "skill:One-Handed Melee Weapons")
    assert t.value == 60 + penalty


@pytest.mark.parametrize(("difficulty", "line"), [
    (30, ("Difficulty (Very Easy)", 30)), (-30, ("Difficulty (Very Hard)", -30)),
    (-10, ("Difficulty", -10)),
])
def test_difficulty_from_very_easy_to_very_hard(difficulty, line):
    # [002 "Run from Very Easy (+30) to Very Hard (-30), and all shades in-between."]
    assert line in _target(Situation(difficulty=difficulty)).lines


def test_difficulty_beyond_30_is_refused():
    with pytest.raises(Refusal, match="Very Hard"):
        _target(Situation(difficulty=-40))


@pytest.mark.parametrize(("change", "modifier"), [
    (49, 0), (50, 10), (99, 10), (100, 20), (150, 30), (300, 30),
    (-24, 0), (-25, -10), (-50, -20), (-74, -20), (-75, -30), (-90, -30),
])
def test_taking_your_time_and_rushing(change, modifier):
    # [002 "for every +50% increase in timeframe, +10 to the check (up to +150% time for
    # +30)"], [002 "for every -25% *reduction* in timeframe, -10 to the check (up to -75%
    # for -30)"]; rounding down between steps [002 "always round down"]
    assert time_modifier(change) == modifier


def test_time_modifiers_apply_only_to_tasks_and_jobs():
    # [002 "only applies to Task Actions and Jobs"]
    with pytest.raises(Refusal, match="Task Actions and Jobs"):
        _target(Situation(time_change_percent=50))
    t = _target(Situation(time_change_percent=50, task_or_job=True))
    assert ("Taking your time (+50% time)", 10) in t.lines


def test_passive_tests_take_minus_20():
    # [002 "Passive checks have a -20 penalty"]
    assert ("Passive test", -20) in _target(Situation(passive=True)).lines


@pytest.mark.parametrize(("count", "penalty"), [(0, 0), (1, 0), (2, -10), (3, -20), (5, -40)])
def test_sustained_actions_beyond_the_first_cost_10_each(count, penalty):
    # [002 "if you maintain three Sustained Actions, you take a -20 penalty to all tests"]
    assert sustained_penalty(count) == penalty


@pytest.mark.parametrize("check", ["skill:Search", "common:react-quickly", "apt:DUR"])
def test_sustained_penalty_applies_to_every_check_automatically(check):
    # [002 "you take a -10 penalty to all tests for each Sustained Action"]
    assert _target(Situation(), check, sustained=3).value == _target(Situation(), check).value - 20


def test_trying_again_costs_10_per_retry():
    # [002 "GMs may apply a cumulative -10 penalty for each time a player *tries again*"]
    assert ("Trying again (2×)", -20) in _target(Situation(retries=2)).lines


def test_everything_stacks():
    # [002 "Everything stacks unless it specifically says it doesn’t."]
    sit = Situation(modifier=5, difficulty=-10, assistants=2, related_skill="Knowledge: Theology",
                    passive=True, retries=1, task_or_job=True, time_change_percent=-25)
    t = _target(sit, sustained=2)
    assert t.value == 20 + 25 + 5 - 10 + 20 + 30 - 20 - 10 - 10 - 10
    assert len(t.lines) == 10
