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
