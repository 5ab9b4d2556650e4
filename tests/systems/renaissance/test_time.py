"""Initiative, down-time jobs advanced a shift per day, and sustained actions as actions."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.renaissance.initiative import (
    Initiative,
    roll_initiative,
    turn_order,
)
from sheetkeeper.systems.renaissance.jobs import time_before_failing
from sheetkeeper.systems.renaissance.results import (
    CRITICAL_FAILURE,
    EXCEPTIONAL_FAILURE,
    NORMAL_FAILURE,
    NORMAL_SUCCESS,
)


def test_initiative_is_1d10_plus_modifier():
    # [002 "Initiative is 1d10 + *Initiative Modifier*"]
    assert roll_initiative(FixedDice([7]), 4).total == 11
    with pytest.raises(ValueError, match="cannot come from a 1-10 roll"):
        roll_initiative(FixedDice([11]), 4)


def test_turn_order_highest_first_ties_to_higher_base():
    # [002 "Highest initiative roll first"], [002 "let highest base-initiative go first"]
    order = turn_order({"Alice": Initiative(7, 4), "Bob": Initiative(9, 2),
                        "Ven": Initiative(3, 1)})
    assert order == ["Alice", "Bob", "Ven"]


@pytest.mark.parametrize(("shifts", "band", "lost"), [
    (8, NORMAL_FAILURE, 2),  # [002 "works for 25% of the ... Job’s shifts (on a Failure)"]
    (8, EXCEPTIONAL_FAILURE, 4),  # [002 "or 50% (on an Exceptional Failure)"]
    (8, CRITICAL_FAILURE, 4),  # not stated: like exceptional (digest 002-12 #10)
    (3, NORMAL_FAILURE, 0),  # [002 "always round down"]
    (5, EXCEPTIONAL_FAILURE, 2),
    (8, NORMAL_SUCCESS, None),
])
def test_time_worked_before_a_failed_job_is_abandoned(shifts, band, lost):
    assert time_before_failing(shifts, band) == lost


def test_a_down_time_day_advances_a_job_one_shift(rules, bob):
    # [002 "if they do, that Job is one Shift closer to being complete"]
    applied = rules.apply(bob, Action("job.work", {"index": 0}))
    assert applied.character.jobs[0].completed == 2
    assert bob.jobs[0].completed == 1  # the input is never changed
    assert "2 of 4 shifts" in applied.message


def test_a_complete_job_refuses_more_shifts(rules, ven):
    done = rules.apply(ven, Action("job.work", {"index": 0})).character
    assert done.jobs[0].completed == 3
    with pytest.raises(Refusal, match="complete"):
        rules.apply(done, Action("job.work", {"index": 0}))
    offer = next(o for o in rules.offers(done) if o.action.args["index"] == 0)
    assert not offer.allowed and "complete" in offer.reason


def test_a_failed_job_stops_where_the_character_realises_it_will_fail(rules, ven):
    # Ven's translation (8 shifts) began with a Normal failure: 25% = 2 shifts
    applied = rules.apply(ven, Action("job.work", {"index": 1, "days": 5}))
    assert applied.character.jobs[1].completed == 2
    assert "will fail" in applied.message
    with pytest.raises(Refusal, match="will fail"):
        rules.apply(applied.character, Action("job.work", {"index": 1}))


def test_beginning_a_job_rolls_its_check_when_begun(rules, bob):
    # [002 "that check should be made when the action is *begun.*"]
    action = Action("job.begin", {"name": "Sell the spices", "skill": "Barter", "shifts": 4,
                                  "roll": True})
    applied = rules.apply(bob, action, Context(rng=FixedDice([90])))
    job = applied.character.jobs[-1]
    assert (job.check, job.completed) == (NORMAL_FAILURE, 0)
    assert "Barter (target 65): rolled 90" in applied.message


def test_a_job_begun_with_more_time_rolls_in_that_situation(rules, bob):
    # [002 "Taking your Time: for every +50% increase in timeframe, +10 to the check"],
    # [002 "only applies to Task Actions and Jobs"]
    action = Action("job.begin", {"name": "Sell the spices", "skill": "Barter", "shifts": 4,
                                  "roll": True, "situation": {"time": 100}})
    applied = rules.apply(bob, action, Context(rng=FixedDice([70])))
    assert applied.character.jobs[-1].check == "Exceptional success"
    assert "Barter (target 85): rolled 70" in applied.message


def test_sustaining_actions_reports_the_new_penalty(rules, alice):
    applied = rules.apply(alice, Action("sustain.start", {"name": "Humming a ward"}))
    assert applied.message == "Sustaining 2: -10 to all tests"
    assert rules.states(applied.character)[0].name == "Distracted"
    back = rules.apply(applied.character, Action("sustain.stop", {"index": 0}))
    assert back.message == "Sustaining 1: no penalty"
