"""GRIMWIRE's printed tables, checked row by row against the excerpt."""

from __future__ import annotations

import pytest

from sheetkeeper.systems.grimwire import tables
from sheetkeeper.systems.grimwire.numbers import level_for_xp, light_attacks

from .helpers import RULES


# [003 "4+2 Attribute Increase+3 Max Condition/Focus Specialty Learning Capacity +10 120"]
@pytest.mark.parametrize(
    ("level", "increases", "condition_focus", "hours", "xp"),
    [
        (1, 0, 5, 5, 0), (2, 1, 3, 7, 20), (3, 1, 3, 8, 60), (4, 2, 3, 10, 120),
        (5, 1, 3, 12, 200), (6, 1, 4, 15, 300), (7, 1, 4, 17, 420), (8, 2, 4, 18, 580),
        (9, 1, 5, 20, 780), (10, 1, 5, 24, 1000),
    ],
)
def test_rewards_by_level_match_the_printed_table(level, increases, condition_focus, hours, xp):
    row = tables.reward(level)
    assert (row.attribute_increases, row.max_condition_focus, row.learning_hours,
            row.total_xp) == (increases, condition_focus, hours, xp)
    assert level_for_xp(xp) == level
    if level > 1:
        assert level_for_xp(xp - 1) == level - 1


def test_cumulative_learning_capacity_at_level_10_is_136():
    # digest 003-8 derived totals: 5+7+8+10+12+15+17+18+20+24
    assert sum(r.learning_hours for r in tables.LEVELS) == 136
    assert sum(r.max_condition_focus for r in tables.LEVELS) == 39


# [003 "CORAttacks Per Turn"]
@pytest.mark.parametrize(
    ("cor", "attacks"),
    [(1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3), (7, 3), (8, 3), (9, 4), (10, 4)],
)
def test_light_weapon_attacks_per_turn_follow_the_cor_table(cor, attacks):
    assert light_attacks(cor) == attacks


def test_cor_zero_or_less_still_makes_one_attack_and_frenzy_adds_one():
    # digest 003-12 #10; [003 "Can make 1 additional attack per turn."]
    assert light_attacks(0) == 1
    assert light_attacks(-3) == 1
    assert light_attacks(3, frenzy=1) == 3


# [003 "Level 1: -1 penalty to all rolls"], [003 "Level 3: -5 penalty to all rolls"]
@pytest.mark.parametrize(("level", "penalty", "percent"),
                         [(0, 0, 100), (1, -1, 100), (2, -3, 80), (3, -5, 50)])
def test_burnout_levels_give_the_printed_penalties_and_caps(level, penalty, percent):
    row = tables.BURNOUT[level]
    assert (row.penalty, row.max_condition_percent) == (penalty, percent)


# [003 "Distance FallenTime Until ImpactDamageTarget Number to Break Fall"]
@pytest.mark.parametrize(
    ("metres", "dice", "sides", "tn"),
    [(4.5, 1, 6, 10), (9, 2, 8, 13), (18, 2, 12, 16), (45, 3, 20, 19), (81, 4, 20, 22),
     (126, 5, 20, 25), (180, 6, 20, 28)],
)
def test_fall_table_rows(metres, dice, sides, tn):
    row = tables.fall_row(metres)
    assert (row.damage_dice, row.damage_sides, row.break_tn) == (dice, sides, tn)


def test_falls_between_rows_use_the_row_below_and_beyond_180m_stay_at_terminal_velocity():
    # digest 003-12 #11; [003 "After falling 180 m, a character ceases to accelerate"]
    assert tables.fall_row(12).break_tn == 13
    assert tables.fall_row(500).damage_dice == 6
    assert tables.fall_row(3) is None
    assert "soft surface" in tables.fall_row(45).special


def test_instability_rolls_for_durable_items_and_consumables():
    # [003 "If a 3 is rolled, it doesn’t work"], [003 "A d10 is used for the roll"]
    assert tables.instability(3) == "It doesn't work"
    assert "repaired" in tables.instability(2)
    assert "permanently" in tables.instability(1)
    assert tables.instability(4) == "It works"
    assert tables.instability(2, consumable=True) == tables.instability(3, consumable=True)
    assert "harmful" in tables.instability(1, consumable=True)
    assert tables.INSTABILITY_CONSUMABLE.die == 10


def test_combat_ranges_are_listed_in_order():
    # [003 "Handguns – 9 to 18m"]
    assert dict(tables.RANGES)["Handguns"] == "9 to 18m"
    assert [name for name, _ in tables.RANGES][0] == "Melee"


def test_every_level_reward_is_reachable_through_the_rules():
    assert RULES.new("x").ledger.hours_granted == tables.reward(1).learning_hours
