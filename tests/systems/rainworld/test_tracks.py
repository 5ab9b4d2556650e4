"""Rainworld status tracks: Body (injury/stun), Mind (trauma/shock), Addiction (addiction/doses).

Every change goes through the generic ``track`` action, so the form's clicks behave the same.
"""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action
from sheetkeeper.core.track import Track
from sheetkeeper.systems.rainworld import SYSTEM
from sheetkeeper.systems.rainworld.model import Addiction, Options

RULES = SYSTEM.rules


def fresh(**update):
    return RULES.new("Test").model_copy(update=update)


def mark(c, path, side, amount):
    return RULES.apply(c, Action("track", {"path": path, "side": side, "amount": amount}))


def names(c):
    return {s.name for s in RULES.states(c)}


@pytest.mark.parametrize(
    ("injury", "stun", "expected"),
    [
        (10, 0, {"Dying"}),               # "If the Body track completely fills with injury"
        (0, 10, {"Incapacitated"}),       # "if the Body track fills with stun"
        (6, 5, {"Incapacitated", "Injured -3"}),  # "a / and a \\ form an X"
        (6, 4, {"Injured -3"}),           # full, no X: not incapacitated [DIGEST 000-12 #1]
        (1, 0, set()),
        (2, 0, {"Injured -1"}),           # "at their second, fourth, sixth and eighth box"
        (8, 0, {"Injured -4"}),
    ],
)
def test_body_states(injury, stun, expected):
    assert names(fresh(body=Track(left=injury, right=stun))) == expected


def test_full_track_without_x_triggers_when_the_group_reads_it_so():
    c = fresh(body=Track(left=6, right=4), options=Options(full_track_triggers=True))
    assert "Incapacitated" in names(c)


def test_injury_filling_the_body_reports_dying_with_the_phys_window():
    # [000 "they die within PHYS÷2 minutes"]
    applied = mark(fresh(phys=5, body=Track(left=8)), "body", "left", 3)
    assert applied.character.body.left == 10
    assert "2.5 minutes" in applied.message
    assert any("2.5 minutes" in s.meaning for s in RULES.states(applied.character))


def test_stun_overlapping_injury_incapacitates():
    applied = mark(fresh(body=Track(left=5, right=5)), "body", "right", 1)
    assert "Incapacitated" in applied.message
    assert "Incapacitated" in names(applied.character)


@pytest.mark.parametrize(
    ("trauma", "shock", "side", "amount", "after"),
    [
        (3, 7, "right", 1, (4, 0)),   # shock overlaps trauma: episode
        (0, 9, "right", 1, (1, 0)),   # "If the Mind track fills with shock"
        (4, 6, "left", 1, (6, 0)),    # trauma marked into shock makes an X: episode too
        (3, 6, "right", 1, (3, 7)),   # exactly full, no X: nothing [DIGEST 000-12 #1]
        (2, 1, "right", 2, (2, 3)),
    ],
)
def test_mind_episode_clears_shock_and_adds_one_trauma(trauma, shock, side, amount, after):
    # [000 "This will remove all of their current shock and replace it with +1 trauma."]
    applied = mark(fresh(mind=Track(left=trauma, right=shock)), "mind", side, amount)
    assert (applied.character.mind.left, applied.character.mind.right) == after
    assert ("Episode" in applied.message) == (after[1] == 0)


def test_trauma_filling_the_mind_is_a_breakdown():
    # [000 "If the Mind track fills with trauma, the character’s mental health permanently
    # breaks down."]
    applied = mark(fresh(mind=Track(left=9, right=1)), "mind", "right", 1)
    assert applied.character.mind.left == 10 and applied.character.mind.right == 0
    assert "Breakdown" in applied.message
    assert "Breakdown" in names(applied.character)


@pytest.mark.parametrize(
    ("addiction", "doses", "amount", "after"),
    [
        (1, 3, 1, (2, 0)),   # doses overlap addiction (length 4)
        (1, 2, 1, (1, 3)),   # exactly full, no X: nothing yet [DIGEST 000-12 #1]
        (0, 3, 1, (1, 0)),   # "When it fills with doses"
        (1, 2, 0, (1, 2)),
        (0, 1, 1, (0, 2)),
    ],
)
def test_addiction_track_converts_doses_to_addiction(addiction, doses, amount, after):
    # [000 "When it fills with doses or overlaps (X), it is emptied of doses and gains a box of
    # addiction."]
    c = fresh(addictions=[Addiction(substance="Lucent",
                                    track=Track(length=4, left=addiction, right=doses))])
    applied = mark(c, "addictions.0.track", "right", amount)
    t = applied.character.addictions[0].track
    assert (t.left, t.right) == after


def test_addiction_track_full_of_addiction_is_addicted():
    # [000 "When the addiction status track for a substance is filled with points of addiction,
    # the character is addicted to that substance."]
    c = fresh(addictions=[Addiction(substance="Lucent", track=Track(length=3, left=2, right=1),
                                    effects="light-sensitive")])
    applied = mark(c, "addictions.0.track", "right", 1)
    assert applied.character.addictions[0].track.left == 3
    assert "Addicted to Lucent" in applied.message
    state = next(s for s in RULES.states(applied.character) if s.name == "Addicted (Lucent)")
    assert "light-sensitive" in state.meaning


def test_track_changes_never_mutate_the_character_given():
    c = fresh(mind=Track(left=3, right=7))
    mark(c, "mind", "right", 1)
    assert (c.mind.left, c.mind.right) == (3, 7)


def test_a_body_or_mind_track_other_than_ten_boxes_is_an_error():
    # [000 "Each character has two 10-box status tracks, Body and Mind."]
    findings = RULES.validate(fresh(body=Track(length=8)))
    assert [f.path for f in findings if f.severity == "error"] == ["body"]
