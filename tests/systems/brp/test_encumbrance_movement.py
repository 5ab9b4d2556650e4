"""ENC thresholds and penalties, and the movement helper."""

from __future__ import annotations

from fractions import Fraction

from sheetkeeper.core.inventory import Item
from sheetkeeper.systems.brp.movement import RATES, apply_terrain, rates_from_round

from .conftest import make


def carrying(c, *encs, **chars):
    update = {"inventory": [Item(name=f"thing {i}", enc=e) for i, e in enumerate(encs)]}
    if chars:
        update["characteristics"] = make(**chars)
    return c.model_copy(update=update)


def test_thresholds_are_str_and_the_average_of_str_and_con_rounded_up(rules, hero):
    # [004 "carrying ENC equal to or less than their average of STR+CON (round up)"]
    c = carrying(hero, 5, 6, STR=12, CON=11)
    report = rules.encumbrance(c)
    assert (report.load, report.capacity, report.over) == (11, 12, False)
    derived = {d.key: d.value for d in rules.derived(c)}
    assert derived["enc_easy"] == "12" and derived["enc_max"] == "12"


def test_items_on_a_mount_do_not_count(rules, hero):
    c = hero.model_copy(update={"inventory": [Item(name="Tent", enc=20, on_mount=True)]})
    assert rules.encumbrance(c).load == 0


def test_each_point_over_costs_mov_and_5_percent_on_agility_stealth_dodge_and_weapons(rules, hero):
    # [004 "–1 to Movement (MOV)", "–5% to the Agility characteristic roll", "–5% to all
    # Agility, Manipulation, Stealth, Dodge, and weapon skills"]
    c = carrying(hero, 10, 5, STR=12, CON=11)  # 15 carried, 12 maximum: 3 over
    assert rules.encumbrance(c).over
    derived = {d.key: d.value for d in rules.derived(c)}
    assert derived["enc_over"] == "3" and derived["mov"] == "7"
    targets = {k.id: k.target for k in rules.checks(c)}
    assert targets["skill:Stealth"] == "25%"  # 40 - 15
    assert targets["skill:Melee Weapon (Sword)"] == "45%"  # Combat category
    assert targets["skill:Ride"] == "45%"  # Physical: untouched
    assert targets["char:DEX"] == "50%"  # 65 - 15
    assert targets["char:STR"] == "60%"
    odds = rules.odds(c, "skill:Stealth")
    assert ("ENC 3 over the maximum", -15) in odds.breakdown
    assert "Over-encumbered" in [s.name for s in rules.states(c)]


def test_the_threshold_can_be_set_to_str(rules, hero):
    c = carrying(hero, 12, STR=12, CON=16)
    assert not rules.encumbrance(c).over
    strict = c.model_copy(update={"options": c.options.model_copy(update={"enc_threshold": "STR"})})
    assert rules.encumbrance(strict).capacity == 12


def test_the_movement_table_rows_follow_the_multipliers():
    # [004 "Multiply a combat round movement rate by ×25 for a turn"], x12 an hour, x10 a day
    for name, (per_round, turn, hour, day) in RATES.items():
        assert rates_from_round(per_round)[:3] == (turn, hour, day), name


def test_mountains_then_forest_turn_36_km_into_8():
    # [004 "36 kilometers of normal horseback movement rate is reduced 12 kilometers per day"]
    # [004 "ending up at around 8 kilometers per day of travel"]
    assert apply_terrain(36, ["Mountains"]) == 12
    assert apply_terrain(36, ["Forest, off road", "Mountains"]) == 8


def test_reductions_are_never_added_together():
    # [004 "They should never be added together"]: 2/3 + 1/3 would leave nothing
    assert apply_terrain(30, [Fraction(2, 3), Fraction(1, 3)]) > 0
