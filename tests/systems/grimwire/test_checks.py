"""d20 + attribute >= TN, the attack rules and every modifier, against brute-force counts."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.systems.grimwire.checks import TARGET_NUMBER, Circumstances, plan
from sheetkeeper.systems.grimwire.model import StatusEffect, Weapon
from sheetkeeper.systems.grimwire.numbers import friendly_fire_tn

from .helpers import RULES, character, with_pools


def _effects(c, *names):
    return c.model_copy(update={"status_effects": [StatusEffect(name=n) for n in names]})


def _bonus(c, check_id):
    """What the roll adds to the d20, from the odds' breakdown (statuses included)."""
    return sum(value for label, value in RULES.odds(c, check_id).breakdown if label != TARGET_NUMBER)


def _weapon(c, **kw):
    return c.model_copy(update={"weapons": [Weapon(name="Maul", **kw)]})


def test_the_excerpts_climb_needs_13_with_the_drink_and_11_fails():
    # [003 "That’s a -2 to AGL. So it would be 13."]
    c = character(AGL=4)
    p = plan(c, "attr:AGL@15", modifier=-2)
    assert p.needed == 13
    result = RULES.roll(c, "attr:AGL@15", FixedDice([11]), modifier=-2)
    assert not result.success
    assert "vs AGL 15" in result.text


def test_natural_20_on_a_task_is_just_24_against_int_25():
    # [003 "rolling a 20 would only be 24, not enough to succeed"]; INT reads as MND
    c = character(MND=4)
    assert RULES.odds(c, "attr:INT@25").success == 0
    assert not RULES.roll(c, "attr:INT@25", FixedDice([20])).success


def test_natural_20_on_an_attack_hits_even_short_of_the_tn_and_doubles_damage():
    # [003 "Rolling a 20 ... for an attack always succeeds, even if it falls short"]
    c = character(COR=0)
    odds = RULES.odds(c, "attack:unarmed@40")
    assert odds.success == Fraction(1, 20)
    assert odds.outcomes == {"critical hit (double damage)": Fraction(1, 20),
                             "miss": Fraction(18, 20),
                             "miss, may hit an unintended target": Fraction(1, 20)}
    result = RULES.roll(c, "attack:unarmed@40", FixedDice([20]))
    assert result.success and "doubles the damage" in result.text


def test_natural_1_always_fails_even_with_a_huge_bonus():
    # [003 "Rolling a 1 always fails"]
    c = character(TOG=10)
    assert RULES.odds(c, "attr:TOG@2").success == Fraction(19, 20)
    assert not RULES.roll(c, "attr:TOG@2", FixedDice([1])).success
    attack = RULES.roll(c, "attack:unarmed@2", FixedDice([1]))
    assert not attack.success and "unintended target" in attack.text


@given(bonus=st.integers(-25, 25), tn=st.integers(-5, 45), attack=st.booleans())
def test_odds_equal_a_count_of_the_twenty_faces(bonus, tn, attack):
    c = character()
    check = f"{'attack:unarmed' if attack else 'attr:MND'}@{tn}"
    odds = RULES.odds(c, check, modifier=bonus)
    if attack:
        wins = sum(1 for r in range(1, 21) if r == 20 or (r > 1 and r + bonus >= tn))
    else:
        wins = sum(1 for r in range(2, 21) if r + bonus >= tn)
    assert odds.success == Fraction(wins, 20)
    assert sum(odds.outcomes.values()) == 1


@pytest.mark.parametrize(("level", "penalty"), [(1, -1), (2, -3), (3, -5)])
def test_burnout_penalises_every_roll(level, penalty):
    # [003 "Level 2: -3 penalty to all rolls"]
    c = with_pools(character(PER=2), burnout=level)
    assert plan(c, "attr:PER").bonus == 2 + penalty
    assert plan(c, "attack:unarmed").bonus == penalty


def test_knocked_down_and_grappled_stack_but_two_grapples_do_not():
    # [003 "Penalties from being knocked down and grappled do stack."]
    # [003 "Penalties from multiple grapples do not stack."]
    c = _effects(character(AGL=3), "Knocked down", "Grappled", "grappled")
    assert _bonus(c, "attr:AGL") == 3 - 3 - 5


def test_stun_fails_per_rolls_and_paralysis_fails_attacks():
    # [003 "automatically fails PER rolls"], [003 "They automatically fail TOG, COR, and AGL"]
    stunned = _effects(character(PER=10), "Stun")
    per = RULES.odds(stunned, "attr:PER@2")
    assert per.success == 0 and per.outcomes == {"fails automatically": 1}
    assert "fails automatically while Stun" in per.refused
    assert RULES.odds(stunned, "attr:PER").refused.startswith(
        "Perception (PER) fails automatically while Stun")
    with pytest.raises(Refusal, match="fails automatically while Stun"):
        RULES.roll(stunned, "attr:PER@2", None)
    assert _bonus(stunned, "attr:MND") == -3
    paralysed = _effects(character(COR=10), "Paralysis")
    assert RULES.odds(paralysed, "attr:COR@2").success == 0
    # [003 "They cannot move or act on their turn."]: an attack is refused, not rolled
    assert "impossible while Paralysis" in RULES.odds(paralysed, "attack:unarmed@2").refused
    with pytest.raises(Refusal, match="impossible while Paralysis"):
        RULES.roll(paralysed, "attack:unarmed@2", None)
    assert RULES.odds(paralysed, "attr:RSN@2").success == Fraction(19, 20)


def test_sensory_impairment_inebriation_and_terrain():
    # [003 "A -5 penalty to PER and anything requiring senses including attack"]
    c = _effects(character(COR=2, PER=2), "Sensory impairment")
    assert _bonus(c, "attack:unarmed") == 2 - 5
    assert _bonus(c, "attr:PER") == 2 - 5
    # [003 "+1 to TOG due to reduction of muscle tension"]
    drunk = _effects(character(TOG=1, MND=1), "Inebriated")
    assert _bonus(drunk, "attr:TOG") == 2
    assert _bonus(drunk, "attr:MND") == -2
    # [003 "incurs a -2 penalty to AGL"]
    assert _bonus(_effects(character(), "Difficult terrain"), "attr:AGL") == -2


def test_surprise_range_and_targeted_attack_modifiers():
    c = character(COR=1)
    # [003 "the first attack gets a +5 COR bonus to hit"], [003 "only +2"]
    assert plan(c, "attack:unarmed", situation=Circumstances(surprise="unaware")).bonus == 6
    assert plan(c, "attack:unarmed", situation=Circumstances(surprise="alert")).bonus == 3
    # [003 "a -5 penalty to COR for being used beyond their range up to 9m(30’) and a -10"]
    assert plan(c, "attack:unarmed", situation=Circumstances(beyond_range="near")).bonus == -4
    assert plan(c, "attack:unarmed", situation=Circumstances(beyond_range="far")).bonus == -9
    # [003 "The target number usually increases by 3"]
    targeted = plan(c, "attack:unarmed@11", situation=Circumstances(targeted=3))
    assert targeted.needed == 11 - 1 + 3


def test_an_unmet_tog_requirement_widens_friendly_fire_to_natural_3():
    # [003 "A PC with 1 TOG uses a weapon that requires 3 TOG. Rolling a natural 3 or below"]
    c = _weapon(character(TOG=1, COR=10), kind="heavy", damage="2d6", tog_requirement=3)
    odds = RULES.odds(c, "attack:Maul@2")
    assert odds.outcomes["miss, may hit an unintended target"] == Fraction(3, 20)
    assert not RULES.roll(c, "attack:Maul@2", FixedDice([3])).success
    assert RULES.roll(c, "attack:Maul@2", FixedDice([4])).success
    assert "lift:Maul" in {ch.id for ch in RULES.checks(c)}


def test_frenzy_adds_5_to_the_friendly_fire_range():
    # [003 "Risk of hitting a friendly target increases by 5."]
    c = _effects(character(COR=10), "Frenzy")
    assert RULES.odds(c, "attack:unarmed@2").outcomes[
        "miss, may hit an unintended target"] == Fraction(6, 20)


def test_friendly_fire_target_number_drops_by_the_attackers_cor():
    # [003 "PC1 has 2 COR so the target number is 9 (11 minus 2)."]
    assert friendly_fire_tn(2) == 9


def test_heavy_armour_without_the_tog_gives_its_agl_penalty():
    # [003 "Not meeting the requirement causes a penalty to the PCs AGL."]
    from sheetkeeper.systems.grimwire.model import Armour

    c = character(TOG=1, AGL=2).model_copy(
        update={"armour": Armour(points=3, tog_requirement=3, agl_penalty=-2)})
    assert plan(c, "attr:AGL").bonus == 0
    assert plan(c.model_copy(update={"attributes": c.attributes.model_copy(
        update={"TOG": 3})}), "attr:AGL").bonus == 2


def test_check_ids_name_weapons_and_refuse_unknown_ones():
    c = _weapon(character(), kind="light", damage="d6")
    ids = [ch.id for ch in RULES.checks(c)]
    assert "attack:Maul" in ids and "attr:RSN" in ids
    from sheetkeeper.core.actions import Refusal

    with pytest.raises(Refusal, match="no weapon"):
        RULES.odds(c, "attack:Spear")
    with pytest.raises(Refusal, match="no attribute"):
        RULES.odds(c, "attr:CHA")


def test_the_optional_seventh_attribute_is_offered_only_when_set():
    from sheetkeeper.systems.grimwire.model import ExtraAttribute

    c = character()
    assert "attr:SOC" not in {ch.id for ch in RULES.checks(c)}
    c = c.model_copy(update={"extra_attribute": ExtraAttribute(abbreviation="SOC", value=2)})
    assert plan(c, "attr:SOC").bonus == 2
