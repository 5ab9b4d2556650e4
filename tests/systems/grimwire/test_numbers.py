"""Derived numbers: damage, armour, affinities, ranges, breath, movement, technique slots."""

from __future__ import annotations

import pytest

from sheetkeeper.systems.grimwire import numbers
from sheetkeeper.systems.grimwire.model import StatusEffect, Weapon

from .helpers import RULES, character, with_pools


def test_armour_examples_5_becomes_2_and_2_becomes_1():
    # [003 "They are hit for 5 damage, their armor reduces it by 3, so they take only 2"]
    assert numbers.after_armour(5, 3) == 2
    # [003 "Their armor cannot reduce the attack below 1, so they take 1 damage."]
    assert numbers.after_armour(2, 3) == 1


@pytest.mark.parametrize(("affinity", "taken"),
                         [("weak", 10), ("resistant", 2), ("immune", 0), (None, 5)])
def test_damage_affinities(affinity, taken):
    # [003 "take double damage"], [003 "take half damage"], [003 "immune"]
    assert numbers.after_affinity(5, affinity) == taken


def test_tog_adds_to_melee_damage_with_a_minimum_of_1_and_unarmed_is_tog():
    # [003 "Damage for a successful attack cannot be lower than 1."]
    assert numbers.melee_damage(2, -4) == 1
    assert numbers.melee_damage(4, 2) == 6
    # [003 "Unarmed attacks do damage equal to the PC’s TOG attribute, to a minimum of 1."]
    assert numbers.unarmed_damage(-2) == 1
    assert numbers.unarmed_damage(3) == 3
    knife = Weapon(name="Knife", kind="thrown", damage="d4")
    assert numbers.damage_text(knife, 2) == "d4+2 TOG (min 1)"
    pistol = Weapon(name="Pistol", kind="ranged", damage="2d6")
    assert numbers.damage_text(pistol, 4) == "2d6"


@pytest.mark.parametrize(("rsn", "metres"), [(0, 18), (3, 24), (-2, 14)])
def test_magic_range_is_18m_plus_2m_per_rsn(rsn, metres):
    # [003 "A character’s magic range is equal to 18m plus (or minus ...) 2m for every point"]
    assert numbers.magic_range(rsn) == metres


def test_breath_hold_is_2_minutes_plus_tog():
    # [003 "hold their breath for 2 mins plus one additional minute for each point"]
    assert numbers.breath_minutes(3) == 5


def test_seven_max_focus_allows_three_active_techniques():
    # [003 "So at 7 Focus max a PC would have 3 special techniques."]
    assert numbers.max_active_techniques(7) == 3


@pytest.mark.parametrize(("level", "cap"), [(0, 21), (1, 21), (2, 16), (3, 10)])
def test_burnout_caps_max_condition_rounded_down(level, cap):
    # [003 "max Condition reduced to 80% (rounded down)"], [003 "50% (rounded down)"]
    c = with_pools(character(condition=21), burnout=level)
    assert numbers.effective_max_condition(c) == cap


def test_movement_adds_agl_and_burnout_halves_then_crawls():
    # [003 "AGL increases a character’s movement speed by 1 m per point"]
    c = character(AGL=2).model_copy(update={"base_movement": 9})
    assert numbers.movement(c) == "11m"
    assert numbers.movement(with_pools(c, burnout=2)) == "5.5m"  # "movement speed halved"
    assert "crawl" in numbers.movement(with_pools(c, burnout=3))  # "can only crawl"
    down = c.model_copy(update={"status_effects": [StatusEffect(name="Knocked down")]})
    assert numbers.movement(down) == "crawl 3m (knocked down)"


def test_derived_values_are_on_the_sheet():
    values = {d.key: d.value for d in RULES.derived(character(RSN=1, COR=6))}
    assert values["magic.range"] == "20m"
    assert values["attacks.light"] == "3"
    assert values["techniques.active"] == "0 of 5"
