"""Rainworld Granular Time: initiative, tie-breaks and the phases each character acts in."""

from __future__ import annotations

import random

import pytest

from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.systems.rainworld import SYSTEM
from sheetkeeper.systems.rainworld.initiative import (
    Conditions,
    Initiative,
    initiative,
    order,
    phases,
    round_order,
)
from sheetkeeper.systems.rainworld.model import Rank

C = Conditions


@pytest.mark.parametrize(
    ("conditions", "expected"),
    [
        (C(), ("Go",)),                               # "everyone gets to act once ... Go Phase"
        (C(surprised=True, go_again=True), ()),       # "can’t take any actions this round"
        (C(fast_start=True), ("Fast",)),
        (C(slow_start=True), ("Slow",)),
        (C(fast_start=True, slow_start=True), ("Go",)),  # "resets to the Go phase"
        (C(go_again_plus=True), ("Fast", "Go")),      # "fastest phase that they don’t already"
        (C(go_again=True), ("Go", "Slow")),           # "slowest phase that they don’t already"
        (C(fast_start=True, go_again_plus=True), ("Fast", "Go")),
        (C(slow_start=True, go_again=True), ("Go", "Slow")),
        (C(go_again=True, go_again_plus=True), ("Fast", "Go", "Slow")),  # "up to three times"
    ],
)
def test_phases_from_round_conditions(conditions, expected):
    assert phases(conditions) == expected


def test_initiative_is_2d10_plus_tactical_awareness():
    # [000 "everyone involved rolls 2d10 + Tactical Awareness"]
    c = SYSTEM.rules.new("Scout").model_copy(
        update={"skills": [Rank(name="Tactical Awareness", rank=3)]})
    result = initiative(c, (4, 9), C(fast_start=True))
    assert (result.total, result.tactical_awareness, result.phases) == (16, 3, ("Fast",))
    with pytest.raises(ValueError):
        initiative(c, (0, 9))


def test_ties_go_to_higher_tactical_awareness_then_random():
    # [000 "the character with the highest Tactical Awareness goes first; if still equal,
    # Control determines randomly"]
    a = Initiative("A", 15, 1, ("Go",))
    b = Initiative("B", 15, 3, ("Go",))
    c = Initiative("C", 18, 0, ("Go",))
    d = Initiative("D", 15, 3, ("Go",))
    ranked, tie_dice = order([a, b, c], random.Random(1))
    assert [e.name for e in ranked] == ["C", "B", "A"] and tie_dice == {}  # no tie, no die
    seen = {tuple(e.name for e in order([b, d], random.Random(seed))[0]) for seed in range(20)}
    assert seen == {("B", "D"), ("D", "B")}
    ranked, tie_dice = order([b, d], FixedDice([4, 9]))  # a d10 each: the higher goes first
    assert [e.name for e in ranked] == ["D", "B"] and tie_dice == {id(b): (4,), id(d): (9,)}
    ranked, tie_dice = order([b, d], FixedDice([6, 6, 2, 5]))  # equal again: roll again
    assert [e.name for e in ranked] == ["D", "B"] and tie_dice[id(b)] == (6, 2)


def test_round_order_runs_phase_by_phase_in_initiative_order():
    # [000 "Within each phase, everyone able to act in it goes in Initiative order"]
    fast = Initiative("Fast one", 8, 0, ("Fast", "Go"))
    high = Initiative("High", 20, 2, ("Go",))
    slow = Initiative("Slow one", 25, 5, ("Slow",))
    steps = [(p, e.name) for p, e in round_order([fast, high, slow])]
    assert steps == [("Fast", "Fast one"), ("Go", "High"), ("Go", "Fast one"),
                     ("Slow", "Slow one")]
