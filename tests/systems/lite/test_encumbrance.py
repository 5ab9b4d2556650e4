"""Inventory rows against capacity [001 "You can carry a number of regular items equal to
double your Strength score."]."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper.systems.lite.encumbrance import ammunition_rows, item_rows, load
from sheetkeeper.systems.lite.model import LiteItem


def _carrying(c, *items, food=0, water=0):
    return c.model_copy(update={"inventory": list(items), "food": food, "water": water})


def test_capacity_is_twice_base_strength_not_current(rules, angus):
    # [001 "Use your base Strength for this, not the temporarily decreased value"]
    hurt = angus.model_copy(update={"strength": angus.strength.model_copy(update={"current": 1})})
    assert rules.encumbrance(hurt).capacity == 10


@pytest.mark.parametrize(
    ("size", "quantity", "rows"),
    [
        ("regular", 1, Fraction(1)),
        ("heavy", 1, Fraction(2)),  # [001 "counts as two regular items"]
        ("light", 2, Fraction(1)),  # [001 "you can list two of them on the same row"]
        ("tiny", 5, Fraction(0)),  # [001 "they don’t encumber you at all"]
        ("3", 1, Fraction(3)),  # [001 "as many as three or even more rows"]
        ("booze", 10, Fraction(1)),  # [001 "One such bottle contains ten doses"]
        ("booze", 11, Fraction(2)),
    ],
)
def test_item_sizes_count_rows(size, quantity, rows):
    assert item_rows(LiteItem(name="x", size=size, quantity=quantity)) == rows


@pytest.mark.parametrize(
    ("rounds", "rows"),
    [(1, 0), (10, 0), (11, Fraction(1, 2)), (20, Fraction(1, 2)), (21, 1), (40, 1), (41, 2)],
)
def test_ammunition_thresholds(rounds, rows):
    # [001 "more than 10 bullets ... light item, more than 20 bullets ... basic item and more
    # than 40 as a heavy item"]
    assert ammunition_rows(rounds) == rows


def test_four_rations_are_one_row(angus):
    # [001 "Four rations of food or water count as one regular item."]
    assert load(_carrying(angus, food=2, water=2)) == 1
    assert load(_carrying(angus, LiteItem(name="knife", size="light"), food=2)) == 1


def test_loads_on_a_mount_are_not_counted(angus):
    # [001 "You can use horses, rafts, carts, vehicles and the like to load heavy stuff onto."]
    cart = LiteItem(name="Engine block", size="5", on_mount=True)
    assert load(_carrying(angus, cart)) == 0


def test_over_capacity_is_allowed_but_flagged(rules, kay):
    # [001 "You can temporarily carry more than your normal limit"]; [001 "you have to make a
    # roll for the skill Endure when you want to walk any significant distance"]
    heavy = [LiteItem(name=f"Crate {i}", size="heavy") for i in range(3)]
    at_limit = _carrying(kay, *heavy)
    assert not rules.encumbrance(at_limit).over  # 6 of 6
    over = _carrying(kay, *heavy, LiteItem(name="Lamp", size="light"))
    enc = rules.encumbrance(over)
    assert enc.over and enc.load == 6.5
    assert "Endure" in enc.consequence
    assert "Over-encumbered" in [s.name for s in rules.states(over)]


def test_unknown_size_words_are_findings(rules, kay):
    odd = _carrying(kay, LiteItem(name="Thing", size="huge"))
    assert any(f.path == "inventory.0.size" for f in rules.validate(odd))
