"""A Basic Roleplaying attack does the damage of the weapon row used with its skill, through
``api.attack`` and ``api.damage`` as in the other games: the weapon's dice and the damage
modifier, less the target's armour; a critical at the weapon's maximum through the armour;
a special naming what the weapon inflicts."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.systems.brp.model import Armour

BROADSWORD = "skill:Melee Weapon (Broadsword)"  # 72%: 01-04 critical, 05-15 special


@pytest.fixture
def brannoc():
    return api.load("resources/samples/brp-brannoc-tarl.skchar").character


@pytest.fixture
def eleanor():
    e = api.load("resources/samples/brp-eleanor-marsh.skchar").character
    return e.model_copy(update={"armour": [Armour(name="Leather", points=2, enc=1)]})


def test_a_hit_rolls_the_weapon_and_the_damage_modifier_less_the_armour(brannoc, eleanor):
    attack = api.attack(brannoc, BROADSWORD, target=eleanor, dice=[50, 5, 3])
    assert attack.roll.outcome == "Success"
    damage = attack.damage
    assert [line.value for line in damage.lines] == [6, 3, -2]  # 1D8+1 → 5+1; +1D4 → 3
    assert damage.amount == 7
    hurt = api.apply(eleanor, damage.action).character
    assert hurt.hit_points.current == eleanor.hit_points.current - 7


def test_a_critical_does_the_weapons_maximum_and_bypasses_armour(brannoc, eleanor):
    """[004 "Weapons that critically hit utterly bypass the target’s armor and do maximum
    damage (plus the normally rolled damage modifier)"]"""
    attack = api.attack(brannoc, BROADSWORD, target=eleanor, dice=[2, 3])
    assert attack.roll.outcome == "Critical success"
    assert attack.damage.amount == 9 + 3  # 1D8+1 at its maximum, the modifier rolled
    assert "bypassed" in attack.damage.text


def test_a_special_names_what_the_weapon_inflicts(brannoc, eleanor):
    """[004 "an attack that rolls a special success can inflict a knockdown or impale based on
    the type of weapon"]: the excerpt gives no numbers, so nothing is added to the damage."""
    attack = api.attack(brannoc, BROADSWORD, target=eleanor, dice=[10, 5, 3])
    assert attack.roll.outcome == "Special success"
    assert "Special success: impale" in attack.damage.text
    assert attack.damage.amount == 7


def test_damage_alone_against_an_ad_hoc_target_with_armour(brannoc):
    assert [o.id for o in api.target_fields(brannoc, "skill:Missile Weapon (Crossbow)")] == ["armour"]
    damage = api.damage(brannoc, "skill:Missile Weapon (Crossbow)",
                        target={"name": "Guard", "armour": 3}, dice=[2, 3])
    assert damage.amount == 2 + 3 + 2 - 3  # 2D4+2, no damage modifier for the crossbow


def test_a_skill_no_weapon_is_used_with_says_so(brannoc):
    with pytest.raises(api.Refusal) as refused:
        api.damage(brannoc, "skill:Dodge", dice=[1])
    assert "no weapon on the sheet is used with Dodge" in refused.value.message
