"""A task action timed: a failed task stops after a quarter of its time (half on an
exceptional failure); its check is made when it is begun."""

from __future__ import annotations

import pytest

from sheetkeeper import api


@pytest.fixture
def alice():
    return api.load(api.system("renaissance").samples[0]).character


@pytest.mark.parametrize(("band", "said"), [
    ("Normal failure", "you work 15 of 60 minutes, then realise the task will fail"),
    ("Exceptional failure", "you work 30 of 60 minutes, then realise the task will fail"),
    ("Critical failure", "you work 30 of 60 minutes"),
    ("Normal success", "done in 60 minutes"),
])
def test_a_failed_task_stops_after_a_quarter_of_its_time(alice, band, said):
    """[002] "If the check is failed, the character in question works for 25% of the Task
    Action’s timeframe or Job’s shifts (on a Failure), or 50% (on an Exceptional Failure),
    before realizing that the task will fail (and, presumably, stopping)." """
    done = api.apply(alice, "task", {"name": "Pick the lock", "timeframe": 60, "check": band})
    assert said in done.message and done.character == alice


def test_the_check_is_rolled_when_the_task_is_begun_and_taking_time_lengthens_it(alice):
    """[002] "If a Task Action or Job requires a check, that check should be made when the
    action is *begun.*"; "Taking your Time: for every +50% increase in timeframe, +10 to the
    check" """
    skill = alice.skills[0].name
    context = api.Context(rng=api.FixedDice([99]))
    done = api.apply(alice, "task", {"name": "Climb", "timeframe": 60, "skill": skill,
                                     "situation": {"time": 50}}, context=context)
    assert "you work 45 of 90 minutes" in done.message and "rolled 99" in done.message
    quick = api.apply(alice, "task", {"name": "Climb", "timeframe": 60, "skill": skill},
                      context=api.Context(rng=api.FixedDice([12])))
    assert "done in 60 minutes" in quick.message


def test_a_task_without_a_result_or_a_skill_is_refused_in_words(alice):
    with pytest.raises(api.Refusal, match="give the check's result"):
        api.apply(alice, "task", {"name": "Climb", "timeframe": 60})
    with pytest.raises(api.Refusal, match="give a timeframe of at least 1 minutes"):
        api.apply(alice, "task", {"name": "Climb", "timeframe": 0, "check": "Normal success"})


def test_assistants_need_10_ranks_in_a_useful_skill(alice):
    """[002] "Being assisted: +10 per character assisting, maximum +30. Assisting characters
    must have 10 Ranks in a useful skill (but it doesn't have to be the *same* skill)." """
    check = "skill:Athletics"
    helped = api.odds(alice, check, situation={"assistants": 2, "assistant_ranks": 12})
    plain = api.odds(alice, check)
    assert helped.success > plain.success
    with pytest.raises(api.Refusal, match="an assistant with 6 ranks cannot assist"):
        api.odds(alice, check, situation={"assistants": 1, "assistant_ranks": 6})
    with pytest.raises(api.Refusal, match="applies only when"):
        api.odds(alice, check, situation={"assistant_ranks": 6})
