"""A Basic Roleplaying attack does the damage of the weapon row used with its skill, through
``api.attack`` and ``api.damage`` as in the other games: the weapon's dice and the damage
modifier, less the target's armour; a critical at the weapon's maximum through the armour;
a special naming what the weapon inflicts."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Action
from sheetkeeper.core.context import Context
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.pool import Pool
from sheetkeeper.systems.brp.model import Armour, Weapon

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
    # who, with what, to whom: worded as the other games' hits are, for the logs
    assert damage.action.describe() == "Brannoc Tarl's Broadsword: 7 damage to Eleanor Marsh"


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


def _with_brawl(brannoc):
    """Brannoc with two weapons of his Brawl skill."""
    return brannoc.model_copy(update={"weapons": [
        *brannoc.weapons, Weapon(name="Fist", skill="Brawl", damage="1D3"),
        Weapon(name="Kick", skill="Brawl", damage="1D6")]})


def test_several_weapons_of_one_skill_are_a_choice_in_the_roller(brannoc, eleanor):
    """The weapon the attack is made with is an option of the check, listing the weapons of
    that skill; the damage is the chosen one's."""
    brawler = _with_brawl(brannoc)
    weapon = next(o for o in api.system("brp").rules.situations(brawler, "skill:Brawl")
                  if o.id == "weapon")
    assert (weapon.kind, weapon.choices, weapon.default) == (
        "choice", (("Fist", "Fist"), ("Kick", "Kick")), "Fist")
    assert "weapon" not in {o.id for o in api.system("brp").rules.situations(brawler, BROADSWORD)}
    fist = api.damage(brawler, "skill:Brawl", target=eleanor, dice=[3, 3])
    kick = api.damage(brawler, "skill:Brawl", situation={"weapon": "Kick"}, target=eleanor,
                      dice=[6, 3])
    assert fist.lines[0].text.startswith("Fist 1D3") and fist.lines[0].value == 3
    assert kick.lines[0].text.startswith("Kick 1D6") and kick.lines[0].value == 6
    attack = api.attack(brawler, "skill:Brawl", situation={"weapon": "Kick"}, target=eleanor,
                        dice=[1, 3])
    assert attack.roll.outcome == "Critical success"
    assert attack.damage.lines[0].value == 6  # the kick's maximum
    with pytest.raises(api.Refusal, match="Weapon"):
        api.damage(brawler, "skill:Brawl", situation={"weapon": "Headbutt"}, dice=[1, 1])


def test_maximum_damage_for_power_points_reads_the_weapon_row(brannoc):
    """[004 "Spend power points equal to the entire damage range of your weapon to inflict
    maximum damage in a single successful strike"]: the weapon's damage from its row; the
    crossbow's row adds no damage modifier."""
    fated = brannoc.model_copy(update={
        "power_points": Pool(current=12, maximum=12),
        "options": brannoc.options.model_copy(update={"fate_points": True})})
    inputs = api.system("brp").rules.inputs(fated, Action("brp.max_damage", {}))
    weapon = next(o for o in inputs if o.id == "weapon")
    assert weapon.default == "Broadsword"
    assert ("Crossbow and bolts", "Crossbow and bolts (2D4+2)") in weapon.choices
    done = api.apply(fated, "brp.max_damage", {"weapon": "Broadsword"},
                     context=Context(FixedDice([3])))
    assert done.character.power_points.current == 12 - 9  # 1D8+1 at most 9
    assert done.entries[0].amount == 9 + 3  # the damage modifier rolled with it
    bolt = api.apply(fated, "brp.max_damage", {"weapon": "Crossbow and bolts"},
                     context=Context(FixedDice([])))
    assert (bolt.character.power_points.current, bolt.entries[0].amount) == (12 - 10, 10)
    typed = api.apply(fated, "brp.max_damage", {"weapon": "", "damage": "1D6+1"},
                      context=Context(FixedDice([3])))
    assert typed.character.power_points.current == 12 - 7
    with pytest.raises(api.Refusal, match="applies"):
        api.apply(fated, "brp.max_damage", {"weapon": "Broadsword", "damage": "3D6"})
