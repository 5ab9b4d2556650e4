"""Condition, Focus and burnout actions: damage, dying, revival, agony and rests."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Refusal
from sheetkeeper.systems.grimwire.model import Affinity, Armour, StatusEffect

from .helpers import RULES, act, character, with_pools


def test_max_focus_15_from_minus_5_rests_to_10():
    # [003 "max Focus of 15 and current Focus of -5, resting would only restore their Focus to 10"]
    c = with_pools(character(focus=15), focus=-5)
    assert act(c, "rest.long").focus.current == 10


def test_short_rest_restores_20_percent_condition_and_half_focus():
    # [003 "restore Condition equal to 20% of their max Condition and Focus equal to half"]
    c = with_pools(character(condition=23, focus=9), condition=5, focus=0)
    rested = act(c, "rest.short")
    assert (rested.condition.current, rested.focus.current) == (5 + 4, 4)


def test_long_rest_restores_half_condition_capped_at_max():
    c = with_pools(character(condition=20), condition=15)
    assert act(c, "rest.long").condition.current == 20


def test_two_short_rests_and_one_long_rest_a_day_then_refusals():
    # [003 "Characters can only benefit from two short rests and one long rest per day."]
    c = act(act(character(), "rest.short"), "rest.short")
    with pytest.raises(Refusal, match="Two short rests a day"):
        act(c, "rest.short")
    c = act(c, "rest.long")
    with pytest.raises(Refusal, match="One long rest a day"):
        act(c, "rest.long")
    refused = {o.action.kind: o for o in RULES.offers(c)}
    assert not refused["rest.long"].allowed and refused["rest.long"].reason
    c = act(c, "day.new")
    assert act(c, "rest.short").today.short_rests == 1


def test_long_rest_removes_one_burnout_level_unless_downtime_and_once_a_day():
    # [003 "Burnout is reduced by one level at the end of a long rest."]
    c = with_pools(character(), burnout=2)
    assert act(c, "rest.long").burnout.level == 1
    # [003 "they will not recover from burnout"] when doing downtime activities
    assert act(c, "rest.long", downtime=True).burnout.level == 2
    # [003 "Characters can only recover from one level of burnout per day."]
    once = act(c, "rest.long")
    again = act(once.model_copy(update={"today": once.today.model_copy(
        update={"long_rests": 0})}), "rest.long")
    assert again.burnout.level == 1


def test_rest_condition_is_capped_by_burnout_before_the_level_drops():
    # digest 003-12 #14
    c = with_pools(character(condition=20), condition=5, burnout=2)
    rested = act(c, "rest.long")
    assert rested.condition.current == 15 and rested.burnout.level == 1


def test_damage_applies_affinity_then_armour_and_dropping_to_0_means_dying():
    c = character(condition=10).model_copy(update={
        "armour": Armour(points=3),
        "affinities": [Affinity(damage_type="heat", affinity="weak")],
    })
    assert act(c, "damage", amount=5, damage_type="edged").condition.current == 8
    hot = act(c, "damage", amount=5, damage_type="heat")  # armour not physical: 10 taken
    assert hot.condition.current == 0
    # [003 "If a character’s Condition drops to 0 or below, they begin dying"]
    assert "Dying" in {s.name for s in RULES.states(hot)}
    assert hot.burnout.level == 1  # [003 "Condition dropping to 0 or below"] (003-12 #17)


def test_dying_loses_1_per_turn_and_minus_10_still_lives_minus_11_dies():
    # [003 "If a character falls below -10 Condition, they are dead."]
    c = with_pools(character(), condition=-10)
    assert "Dying" in {s.name for s in RULES.states(c)}
    dead = act(c, "dying.turn")
    assert dead.condition.current == -11
    assert "Dead" in {s.name for s in RULES.states(dead)}
    with pytest.raises(Refusal, match="dead"):
        act(dead, "revive")


def test_revive_gives_1_condition_0_focus_out_cold_and_a_burnout_level():
    # [003 "A successfully revived character has 1 Condition and 0 Focus is out cold"]
    c = with_pools(character(), condition=-4, focus=3)
    revived = act(c, "revive")
    assert (revived.condition.current, revived.focus.current) == (1, 0)
    assert revived.burnout.level == 1
    assert "Out cold" in revived.effect_names
    with pytest.raises(Refusal, match="not dying"):
        act(revived, "revive")


def test_healing_a_dying_character_stops_at_0():
    # [003 "can raise their Condition up to 0, making them easier to revive"]
    c = with_pools(character(), condition=-6)
    assert act(c, "heal", amount=10).condition.current == 0


def test_pushing_focus_negative_costs_one_burnout_and_blocks_techniques():
    # [003 "A character with negative Focus takes one level of burnout."]
    c = with_pools(character(focus=10), focus=2)
    pushed = act(c, "focus.use", amount=5)
    assert (pushed.focus.current, pushed.burnout.level) == (-3, 1)
    # [003 "PCs can not use any Specialty Techniques, even passive abilities"]
    with pytest.raises(Refusal, match="no specialty techniques"):
        act(pushed, "focus.use", amount=1)
    edited = act(c, "pool", path="focus", value=-1)  # a hand edit has the same consequence
    assert edited.burnout.level == 1


def test_burnout_3_blocks_techniques_and_burnout_2_caps_current_condition():
    # [003 "characters can not use specialty techniques"]
    with pytest.raises(Refusal, match="burnout 3"):
        act(with_pools(character(), burnout=3), "focus.use", amount=1)
    capped = act(character(condition=20), "ladder", path="burnout", level=2)
    assert capped.condition.current == 16


def test_burnout_4_drops_condition_to_0_but_agony_only_knocks_out():
    # [003 "Level 4: Character drops to 0 Condition and begins dying"]
    c = with_pools(character(condition=20), burnout=3)
    assert act(c, "ladder", path="burnout", level=4).condition.current == 0
    # [003 "they do not lose any condition, they do not begin dying, but instead are merely
    # out cold"]
    knocked = act(c, "agony")
    assert knocked.condition.current == 10  # the level-4 cap of 50% still applies
    assert "Out cold" in knocked.effect_names
    assert act(knocked, "agony.end").burnout.effective == 3


def test_frenzy_is_immune_to_agony():
    # [003 "Immune to agony and fear."]
    c = character().model_copy(update={"status_effects": [StatusEffect(name="Frenzy")]})
    with pytest.raises(Refusal, match="immune to agony"):
        act(c, "agony")


def test_session_actions_are_a_new_day_and_the_long_rest():
    c = act(with_pools(character(focus=15), focus=-5), "rest.long")
    for action in RULES.session_actions(c):
        c = RULES.apply(c, action).character
    assert c.focus.current == 15 and c.today.long_rests == 1


def test_actions_never_change_the_character_they_are_given():
    c = with_pools(character(), focus=2)
    before = c.model_dump()
    act(c, "focus.use", amount=5)
    act(c, "rest.short")
    assert c.model_dump() == before
