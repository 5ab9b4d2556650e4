"""Checks a status makes impossible or fail automatically, in every game whose excerpt has such
a state, through one path: the odds are 0 % with the reason, a roll is refused with it."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.track import Track
from sheetkeeper.systems.brp.model import Characteristic
from sheetkeeper.systems.grimwire.model import StatusEffect


def barred(c, check_id: str) -> str:
    """The reason the odds give, after checking they are 0 % and the roll is refused with the
    same reason (before any die is asked for)."""
    odds = api.odds(c, check_id)
    assert odds.success == 0 and sum(odds.outcomes.values()) == 1
    assert odds.refused
    with pytest.raises(api.Refusal) as refused:
        api.roll(c, check_id, rng=None)
    assert refused.value.message == odds.refused
    return odds.refused


def test_rainworld_incapacitated_by_the_body_track_can_attempt_nothing():
    # [000 "if the Body track fills with stun, or if stun and injury overlap somewhere in the
    # middle of it (a / and a \ form an X), the character is incapacitated — knocked
    # unconscious or completely immobilised."]
    c = api.new_character("rainworld", "Ana")
    stunned = c.model_copy(update={"body": Track(length=10, left=0, right=10)})
    assert [s.label for s in api.active_statuses(stunned)] == ["Incapacitated"]
    assert barred(stunned, "skill:Gymnastics").startswith(
        "Gymnastics is impossible while Incapacitated: knocked unconscious")
    crossed = c.model_copy(update={"body": Track(length=10, left=6, right=5)})
    assert "Incapacitated" in barred(crossed, "skill:Stealth")
    # one box short of it: the check is made (with the injury penalty)
    hurt = c.model_copy(update={"body": Track(length=10, left=5, right=4)})
    assert api.active_statuses(hurt) == [] and api.odds(hurt, "skill:Stealth").success > 0
    # it holds by itself: clearing it by hand says what ends it
    with pytest.raises(api.Refusal, match="holds by itself while the Body track is full of stun"):
        api.apply(stunned, "status.clear", {"status": "Incapacitated"})
    # only one badge for it on the sheet
    names = [s.name for s in api.system("rainworld").rules.states(stunned)]
    assert names.count("Incapacitated") == 1


def test_brp_a_characteristic_at_0_means_death_and_nothing_is_attempted():
    # [004 "If a characteristic is lowered to 0, your character dies, even if the
    # characteristic is CHA."]
    c = api.new_character("brp", "Ada")
    chars = c.characteristics.model_copy(update={"CHA": Characteristic(current=0, original=10)})
    dead = c.model_copy(update={"characteristics": chars})
    assert "Dead" in [s.label for s in api.active_statuses(dead)]
    assert "impossible while Dead" in barred(dead, "char:STR")
    states = {s.name: s.meaning for s in api.system("brp").rules.states(dead)}
    assert states["Dead"] == "CHA has fallen to 0: the character dies"


def test_grimwire_dying_is_out_cold_and_can_do_nothing():
    # [003 "A dying character is out cold and therefore can’t do anything."]
    c = api.new_character("grimwire", "Vex")
    dying = c.model_copy(update={"condition": c.condition.model_copy(update={"current": 0})})
    assert [s.label for s in api.active_statuses(dying)] == ["Dying"]
    assert "impossible while Dying" in barred(dying, "attr:MND")
    # [003 "If a character falls below -10 Condition, they are dead."]
    dead = c.model_copy(update={"condition": c.condition.model_copy(update={"current": -11})})
    assert [s.label for s in api.active_statuses(dead)] == ["Dead"]
    assert "impossible while Dead" in barred(dead, "attack:unarmed")
    # the sheet's badges show each once
    names = [s.name for s in api.system("grimwire").rules.states(dying)]
    assert names.count("Dying") == 1


def test_grimwire_stun_fails_per_rolls_automatically_and_the_check_list_says_so():
    # [003 "A stunned character cannot act or move on their turn and receives a -3 penalty to
    # AGL and MND rolls and automatically fails PER rolls."]
    c = api.new_character("grimwire", "Vex")
    stunned = c.model_copy(update={"status_effects": [StatusEffect(name="Stun")]})
    reason = barred(stunned, "attr:PER")
    assert reason.startswith("Perception (PER) fails automatically while Stun")
    assert api.odds(stunned, "attr:PER").outcomes == {"fails automatically": 1}
    listed = {k.id: k.detail for k in api.checks(stunned)}
    assert listed["attr:PER"] == "fails automatically"
    assert listed["attack:unarmed"] == "impossible"
    assert listed["attr:RSN"].startswith("needs ")
    # a PER roll the rules ask for against a number of their own is named in words too
    assert barred(stunned, "attr:PER@12").startswith(
        "Perception (PER) against TN 12 fails automatically while Stun")


def test_the_games_without_such_a_state_bar_nothing():
    # Game Rules Lite and Renaissance declare no status at all (docs/rules say why)
    for system in ("lite", "renaissance"):
        c = api.new_character(system, "Pat")
        assert api.statuses(c) == []
        for check in api.checks(c)[:3]:
            assert api.odds(c, check.id).refused == ""
