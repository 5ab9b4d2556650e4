"""Initiative through the scripting API alone: each game's members ordered by its own rule,
from seeded or given dice."""

from __future__ import annotations

import random

import pytest

from sheetkeeper import api


def renaissance(name: str, modifier: int) -> api.CharacterBase:
    c = api.new_character("renaissance", name)
    return c.model_copy(update={"initiative_modifier": modifier})


def test_renaissance_orders_by_1d10_plus_the_initiative_modifier():
    # [002 "Initiative is 1d10 + *Initiative Modifier*"]; [002 "Highest initiative roll first,
    # and then in descending order"]
    party = {"ada": renaissance("Ada", 1), "bo": renaissance("Bo", 4)}
    (order,) = api.initiative(party, dice=[9, 3])
    assert [(e.key, e.total) for e in order.entries] == [("ada", 10), ("bo", 7)]
    (order,) = api.initiative(party, dice=[2, 3])
    assert [(e.key, e.total) for e in order.entries] == [("bo", 7), ("ada", 3)]


def test_each_game_present_gets_its_own_order_and_a_game_without_a_roll_lists_its_members():
    members = [api.load(s.samples[0]).character for s in api.systems()]
    orders = api.initiative(members, rng=random.Random(5))
    assert [o.system for o in orders] == [s.name for s in api.systems()]
    unrolled = {o.system for o in orders if all(e.total is None for e in o.entries)}
    assert unrolled == {"Basic Roleplaying", "Game Rules Lite"}  # the GM places them
    assert api.initiative(members, rng=random.Random(5)) == orders  # seeded: the same again


def test_too_few_dice_are_refused_in_words():
    with pytest.raises(api.Refusal, match="initiative: more dice were needed than the 1 given"):
        api.initiative([renaissance("Ada", 0), renaissance("Bo", 0)], dice=[4])


def _set(c: api.CharacterBase, status: str) -> api.CharacterBase:
    return api.apply(c, "status.set", {"status": status}).character


def test_a_surprised_member_keeps_the_roll_but_acts_in_no_phase():
    # [000 "Surprised means that the character can't take any actions this round. The
    # Suprised condition automatically ends at the end of the round"]
    ana, bo = api.new_character("rainworld", "Ana"), api.new_character("rainworld", "Bo")
    (plain,) = api.initiative({"ana": ana, "bo": bo}, rng=random.Random(7))
    (order,) = api.initiative({"ana": _set(ana, "surprised"), "bo": bo}, rng=random.Random(7))
    assert [(e.key, e.total) for e in order.entries] == [(e.key, e.total) for e in plain.entries]
    surprised = next(e for e in order.entries if e.key == "ana")
    assert surprised.phases == () and surprised.detail  # the roll stands, for the next round
    assert surprised.takes_no_turn.startswith("Surprised: can\u2019t take any actions this round")
    bo_now, bo_before = (next(e for e in o.entries if e.key == "bo") for o in (order, plain))
    assert bo_now.phases == bo_before.phases != () and bo_now.takes_no_turn == ""
    assert {e.key for _, e in order.rounds} == {"bo"}  # only Bo acts this round
    assert {e.key for _, e in plain.rounds} == {"ana", "bo"}


def test_a_stunned_grimwire_member_and_an_incapacitated_one_take_no_turn():
    # GRIMWIRE [003 "A stunned character cannot act or move on their turn"]; Rainworld [000 "if
    # the Body track fills with stun ... the character is incapacitated — knocked unconscious or
    # completely immobilised."] (a status that holds by itself)
    kit = _set(api.new_character("grimwire", "Kit"), "stun")
    (order,) = api.initiative([kit], dice=[10])
    assert order.entries[0].takes_no_turn.startswith("Stun: Cannot act or move")
    knocked = api.new_character("rainworld", "Ana")
    knocked = knocked.model_copy(update={"body": knocked.body.model_copy(update={"right": knocked.body.length})})
    (order,) = api.initiative([knocked], rng=random.Random(1))
    assert order.entries[0].takes_no_turn.startswith("Incapacitated")
    assert order.rounds == []


def test_a_member_whose_status_takes_nothing_from_the_turn_acts():
    # GRIMWIRE [003 "-3 AGL"] for Knocked down: movement lost, not the turn
    kit = _set(api.new_character("grimwire", "Kit"), "knocked down")
    (order,) = api.initiative([kit], dice=[10])
    assert order.entries[0].takes_no_turn == ""


def test_one_rainworld_member_rolls_only_the_two_dice_of_the_rule():
    # [000 "everyone involved rolls 2d10 + Tactical Awareness"]: no tie, no tie-break die
    (order,) = api.initiative({"a": api.new_character("rainworld", "Ana")}, dice=[7, 3])
    assert [(e.key, e.total, e.phases) for e in order.entries] == [("a", 10, ("Go",))]


def test_a_rainworld_tie_rolls_a_d10_each_only_then():
    # [000 "the character with the highest Tactical Awareness goes first; if still equal,
    # Control determines randomly"]
    ana, bo = api.new_character("rainworld", "Ana"), api.new_character("rainworld", "Bo")
    (order,) = api.initiative({"ana": ana, "bo": bo}, dice=[5, 5, 6, 4, 3, 8])
    assert [e.key for e in order.entries] == ["bo", "ana"]
    assert order.entries[0].detail.endswith("tie broken at random: d10 8")
    with pytest.raises(api.Refusal, match="more dice were needed than the 4 given"):
        api.initiative({"ana": ana, "bo": bo}, dice=[5, 5, 6, 4])
    (order,) = api.initiative({"ana": ana, "bo": bo}, dice=[9, 9, 1, 1])  # no tie: 4 dice
    assert [(e.key, e.total) for e in order.entries] == [("ana", 18), ("bo", 2)]


def test_rainworld_members_take_their_round_conditions():
    # [000 "Fast Start means the character acts in the Fast Phase"]; [000 "Go-Again means the
    # character gets an extra action, in the slowest phase that they don’t already act in"];
    # [000 "Within each phase, everyone able to act in it goes in Initiative order, highest
    # first."]
    ana, bo = api.new_character("rainworld", "Ana"), api.new_character("rainworld", "Bo")
    assert [o.id for o in api.initiative_options(ana)] == [
        "fast_start", "slow_start", "go_again", "go_again_plus"]
    assert all(o.kind == "toggle" and o.source.startswith("[000]")
               for o in api.initiative_options(ana))
    (order,) = api.initiative({"ana": ana, "bo": bo}, dice=[9, 9, 1, 1], conditions={
        "bo": {"fast_start": True, "go_again": True}})
    phases = {e.key: e.phases for e in order.entries}
    assert phases == {"ana": ("Go",), "bo": ("Fast", "Slow")}
    assert [(p, e.key) for p, e in order.rounds] == [("Fast", "bo"), ("Go", "ana"), ("Slow", "bo")]
    assert "Fast Start, Go-Again" in order.entries[1].detail


def test_bad_initiative_conditions_are_refused_by_name():
    ana = api.new_character("rainworld", "Ana")
    with pytest.raises(api.Refusal, match=r"Ana's initiative has no condition 'fast' "
                                          r"\(its conditions: fast_start, slow_start"):
        api.initiative({"ana": ana}, dice=[1, 1], conditions={"ana": {"fast": True}})
    with pytest.raises(api.Refusal, match="Ana's initiative: Go-Again: give yes or no"):
        api.initiative({"ana": ana}, dice=[1, 1], conditions={"ana": {"go_again": "twice"}})
    with pytest.raises(api.Refusal, match="initiative conditions for 'bo', who is not among"):
        api.initiative({"ana": ana}, dice=[1, 1], conditions={"bo": {"go_again": True}})
    kit = api.new_character("grimwire", "Kit")
    with pytest.raises(api.Refusal, match=r"its conditions: enemy\)"):
        api.initiative({"kit": kit}, dice=[4], conditions={"kit": {"fast_start": True}})
    ven = api.new_character("renaissance", "Ven")
    assert api.initiative_options(ven) == []
    with pytest.raises(api.Refusal, match="its conditions: none in this game"):
        api.initiative({"ven": ven}, dice=[4], conditions={"ven": {"fast_start": True}})
