"""Trauma, food and water, gear damage and repair."""

from __future__ import annotations

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.rules import Context


def _apply(rules, c, kind, **args):
    return rules.apply(c, Action(kind, args), Context())


def test_trauma_lowers_the_current_attribute_and_zero_is_broken(rules, kay):
    # [001 "Agility is decreased by fatigue"]; [001 "If an attribute reaches zero you are
    # broken."]
    applied = _apply(rules, kay, "trauma", attribute="agility", amount=7)
    assert applied.character.agility.current == 0
    assert applied.character.agility.base == 5
    assert "broken" in applied.message
    assert "Broken" in [s.name for s in rules.states(applied.character)]
    assert kay.agility.current == 5  # the input is never changed


def test_recovery_stops_at_the_base_score(rules, kay):
    # [001 "Agility ... recovered by water"]
    tired = _apply(rules, kay, "trauma", attribute="agility", amount=2).character
    rested = _apply(rules, tired, "recover", attribute="agility", amount=5).character
    assert rested.agility.current == 5
    with pytest.raises(Refusal, match="already at its base score"):
        _apply(rules, rested, "recover", attribute="agility")


def test_new_day_uses_one_food_and_one_water_and_flags_going_without(rules, kay):
    # [001 "must consume one ration of food and one ration of water per day, or they will
    # suffer"]
    c = kay.model_copy(update={"food": 1, "water": 0})
    applied = _apply(rules, c, "day.new")
    assert (applied.character.food, applied.character.water) == (0, 0)
    assert "went without water" in applied.message
    assert [s.name for s in rules.states(applied.character)] == ["Thirsty"]
    again = _apply(rules, applied.character, "day.new").character
    assert (again.days_without_food, again.days_without_water) == (1, 2)


def test_gear_damage_and_zero_stops_working(rules, angus):
    # [001 "If the Gear Bonus reaches zero the gear no longer works at all."]
    c = _apply(rules, angus, "gear.damage", index=0, amount=2).character
    assert c.inventory[0].gear_bonus == 0
    assert c.inventory[0].max_gear_bonus == 2
    assert "skill:Athletics+gear:0" not in {ch.id for ch in rules.checks(c)}
    with pytest.raises(Refusal, match="no longer works"):
        rules.odds(c, "skill:Athletics+gear:0")


def test_successful_repair_restores_the_full_bonus(rules, angus):
    # [001 "If successful, the piece of gear is repaired and the Gear Bonus fully restored."]
    damaged = _apply(rules, angus, "gear.damage", index=0, amount=1).character
    assert (
        _apply(rules, damaged, "gear.repair", index=0, success=True)
        .character.inventory[0]
        .gear_bonus
        == 2
    )


def test_failed_repair_makes_the_current_bonus_the_maximum(rules, angus):
    # [001 "If the roll fails, the Gear Bonus is permanently reduced to the current level."]
    damaged = _apply(rules, angus, "gear.damage", index=0, amount=1).character
    item = _apply(rules, damaged, "gear.repair", index=0, success=False).character.inventory[0]
    assert (item.gear_bonus, item.max_gear_bonus) == (1, 1)


def test_failed_repair_at_zero_destroys_the_gear(rules, angus):
    # [001 "If the Gear Bonus is currently zero and the repair roll fails, the gear is
    # permanently destroyed."]
    broken = _apply(rules, angus, "gear.damage", index=0, amount=2).character
    applied = _apply(rules, broken, "gear.repair", index=0, success=False)
    assert applied.character.inventory == []
    assert applied.entries[0].kind == "event" and "destroyed" in applied.entries[0].reason


def test_push_actions_apply_to_the_gear(rules, angus):
    from sheetkeeper.core.fixed_dice import FixedDice

    first = rules.roll(angus, "skill:Athletics+gear:0", FixedDice([2, 2, 2, 2, 2, 2, 2, 2]))
    _, actions = rules.push(angus, first, FixedDice([2, 2, 2, 2, 2, 2, 1, 3]))
    c = angus
    for action in actions:
        c = rules.apply(c, action, Context()).character
    assert c.inventory[0].gear_bonus == 1
