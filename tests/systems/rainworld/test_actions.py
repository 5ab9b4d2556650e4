"""Rainworld actions: overnight rest, Click, recovery for XP, healing, hazards, session steps."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.pool import Pool
from sheetkeeper.core.rules import Context
from sheetkeeper.core.track import Track
from sheetkeeper.systems.rainworld import SYSTEM
from sheetkeeper.systems.rainworld.model import Addiction

RULES = SYSTEM.rules
AT = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)


def fresh(xp: int = 0, **update):
    c = RULES.new("Test").model_copy(update=update)
    if xp:
        c = RULES.apply(c, Action("xp.award", {"amount": xp})).character
    return c


def apply(c, kind, dice=(), **args):
    return RULES.apply(c, Action(kind, args), Context(FixedDice(dice), AT, "Session 4"))


def test_overnight_rest_removes_all_stun_and_all_shock_only():
    # [000 "An overnight period of reasonable rest and self-care will remove all stun."]
    # [000 "will remove all shock"]
    c = fresh(body=Track(left=3, right=4), mind=Track(left=2, right=5))
    applied = apply(c, "rainworld.rest")
    new = applied.character
    assert (new.body.left, new.body.right, new.mind.left, new.mind.right) == (3, 0, 2, 0)
    assert applied.entries[0].kind == "event" and applied.entries[0].session == "Session 4"
    assert "4 stun and 5 shock" in applied.message
    assert (c.body.right, c.mind.right) == (4, 5)  # the input is never changed


@pytest.mark.parametrize(("xp", "trauma", "count", "left_xp"), [(5, 1, 1, 0), (12, 3, 2, 2)])
def test_removing_trauma_costs_five_xp_per_point(xp, trauma, count, left_xp):
    # [000 "5XP per point of trauma removed"]
    applied = apply(fresh(xp, mind=Track(left=trauma)), "rainworld.remove_trauma", count=count)
    assert applied.character.mind.left == trauma - count
    assert applied.character.ledger.xp_available == left_xp
    (entry,) = applied.entries
    assert (entry.kind, entry.amount, entry.subject) == ("xp.spend", 5 * count, "trauma")


def test_removing_trauma_without_enough_xp_explains_the_shortfall():
    with pytest.raises(Refusal, match="Removing 1 trauma costs 5 XP; you have 3"):
        apply(fresh(3, mind=Track(left=2)), "rainworld.remove_trauma", count=1)


def test_removing_more_trauma_than_there_is_is_refused():
    with pytest.raises(Refusal, match="only 1 trauma"):
        apply(fresh(20, mind=Track(left=1)), "rainworld.remove_trauma", count=2)


def test_a_breakdown_cannot_be_bought_off():
    # [000 "the character’s mental health permanently breaks down"]
    with pytest.raises(Refusal, match="permanent"):
        apply(fresh(60, mind=Track(left=10)), "rainworld.remove_trauma")


def test_removing_addiction_costs_one_xp_per_box():
    # [000 "spending 1XP per box of addiction removed"]
    c = fresh(3, addictions=[Addiction(substance="Lucent", track=Track(length=4, left=3))])
    applied = apply(c, "rainworld.remove_addiction", index=0, count=2)
    assert applied.character.addictions[0].track.left == 1
    assert applied.character.ledger.xp_available == 1
    assert applied.entries[0].amount == 2
    with pytest.raises(Refusal, match="costs 1 XP; you have 0"):
        apply(fresh(0, addictions=c.addictions), "rainworld.remove_addiction", index=0)


@pytest.mark.parametrize("use", ["reroll", "effect", "item", "privilege"])
def test_spending_click_takes_one_and_writes_a_ledger_line(use):
    # [000 "you can spend one to"]
    applied = apply(fresh(click=Pool(current=2, maximum=3)), "rainworld.click", use=use)
    assert applied.character.click.current == 1
    assert applied.entries[0].subject == "Click"


def test_no_click_left_is_refused_with_the_refill():
    with pytest.raises(Refusal, match="refills to 3"):
        apply(fresh(click=Pool(current=0, maximum=3)), "rainworld.click", use="reroll")


def test_only_humans_have_social_privilege():
    # [000 "all human characters can use their social privilege"]
    with pytest.raises(Refusal, match="only human"):
        apply(fresh(human=False, click=Pool(current=2, maximum=2)), "rainworld.click",
              use="privilege")


def test_click_resets_to_the_click_stat():
    # [000 "You start each game session with a pool of Click equal to your character's Click"]
    applied = apply(fresh(click=Pool(current=0, maximum=3)), "rainworld.click.reset")
    assert applied.character.click.current == 3


def test_session_actions_are_the_rest_and_the_click_reset():
    c = fresh(body=Track(right=2), click=Pool(current=0, maximum=2))
    kinds = [a.kind for a in RULES.session_actions(c)]
    assert kinds == ["rainworld.rest", "rainworld.click.reset"]
    for action in RULES.session_actions(c):
        c = RULES.apply(c, action).character
    assert (c.body.right, c.click.current) == (0, 2)


def test_stabilising_with_click_and_surviving_adds_trauma():
    # [000 "Stabilise your dying character"]
    # [000 "Reaching the dying state and surviving gains the character 1 trauma"]
    c = fresh(body=Track(left=10), click=Pool(current=1, maximum=1))
    c = apply(c, "rainworld.stabilise", click=True).character
    assert c.stabilised and c.click.current == 0
    assert "Stabilised" in {s.name for s in RULES.states(c)}
    healed = apply(c, "rainworld.heal", amount=3)
    assert healed.character.body.left == 7
    assert healed.character.mind.left == 1
    assert not healed.character.stabilised
    assert "survived dying" in healed.message


def test_stabilising_someone_not_dying_is_refused():
    with pytest.raises(Refusal, match="only a dying character"):
        apply(fresh(body=Track(left=4)), "rainworld.stabilise")


@pytest.mark.parametrize(
    ("metres", "dice", "injury"),
    [(4, [], 0), (5, [3], 3), (12, [2, 4], 6), (50, [1] * 10, 10)],
)
def test_falling_does_1d4_injury_per_full_5_metres(metres, dice, injury):
    # [000 "1d4 boxes of injury for each full 5m they fall"]
    applied = apply(fresh(), "rainworld.fall", dice, metres=metres)
    assert applied.character.body.left == injury
    if metres >= 50:
        assert "unconditionally lethal" in applied.message
        assert "Dying" in {s.name for s in RULES.states(applied.character)}


def test_fire_does_1d4_injury_a_round():
    # [000 "Characters who are on fire take 1d4 boxes of injury per round."]
    assert apply(fresh(), "rainworld.fire", [4]).character.body.left == 4


def test_without_air_stun_then_injury_once_unconscious():
    # [000 "1 box of stun per round — then, once unconscious, 1 box of injury per round"]
    c = apply(fresh(body=Track(right=9)), "rainworld.breath").character
    assert (c.body.left, c.body.right) == (0, 10)
    c = apply(c, "rainworld.breath").character
    assert (c.body.left, c.body.right) == (1, 10)


def test_refused_offers_say_why():
    c = fresh(2, human=False, mind=Track(left=1))
    offers = {o.action.label: o for o in RULES.offers(c)}
    trauma = offers["Remove 1 trauma"]
    assert not trauma.allowed and trauma.reason == "Removing 1 trauma costs 5 XP; you have 2"
    assert "only human" in next(o.reason for o in offers.values() if "privilege" in o.action.label)
