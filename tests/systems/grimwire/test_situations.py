"""The situation at the table for GRIMWIRE, through ``sheetkeeper.api`` alone: every option of
the excerpt, odds against counting every face of every die, and rolls against the odds."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.systems.grimwire.checks import TARGET_NUMBER
from sheetkeeper.systems.grimwire.model import Weapon

from .helpers import character

CRIT, HIT, MISS = "critical hit (double damage)", "hit", "miss"
UNINTENDED = "miss, may hit an unintended target"
SUCCESS, FAILURE, NATURAL_1 = "success", "failure", "natural 1 (always fails)"


def armed(c, *weapons):
    return c.model_copy(update={"weapons": [Weapon(name=n, kind=k, damage="d8") for n, k in weapons]})


def ids(c, check_id):
    return [o.id for o in api.situations(c, check_id)]


def task(face, bonus, tn):
    """[003 "If the player rolls that number or higher, they succeed."] [003 "Rolling a 1
    always fails"]"""
    return face > 1 and face + bonus >= tn


def attack(face, bonus, tn):
    """[003 "Rolling a 20 ... for an attack always succeeds"]; a natural 1 may hit someone else."""
    if face == 20:
        return CRIT
    if face == 1:
        return UNINTENDED
    return HIT if face + bonus >= tn else MISS


def counted(outcomes):
    total = sum(outcomes.values())
    return {k: Fraction(v, total) for k, v in outcomes.items() if v}


def exhaustive(c, check_id, situation, dice):
    """Resolve every combination of ``dice`` d20s: how often each outcome comes up."""
    seen: Counter = Counter()
    for faces in itertools.product(range(1, 21), repeat=dice):
        seen[api.resolve(c, check_id, faces, situation=situation).outcome] += 1
    return counted(seen)


# -- what each check offers ----------------------------------------------------------------------


def test_each_kind_of_check_offers_its_options():
    c = armed(character(COR=2), ("Pistol", "ranged"), ("Knife", "light"))
    assert ids(c, "attr:AGL") == [
        "tn", "evading", "fall", "shield_other", "opponent", "assistant_1", "assistant_2", "assistant_3",
        "modifier",
    ]
    assert ids(c, "attr:PER") == ["tn", "opponent", "assistant_1", "assistant_2", "assistant_3", "modifier"]
    assert ids(c, "attack:Pistol") == [
        "tn", "surprise", "range", "splash", "targeted", "opponent", "spare", "bystander", "modifier",
    ]
    assert "range" not in ids(c, "attack:Knife")
    assert "targeted" not in ids(c, "attack:supernatural")
    for check in api.checks(c):
        for option in api.situations(c, check.id):
            assert option.label and option.help and option.source, (check.id, option.id)


def test_the_gm_gives_the_target_number():
    # [003 "GM: Roll AGL. You’ll have to roll at least a 15."] [003 "I have +4 AGL."]
    # [003 "Ok so you’d have to roll an 11 or higher."]
    c = character(AGL=4)
    odds = api.odds(c, "attr:AGL", situation={"tn": 15})
    assert odds.success == Fraction(10, 20)
    assert odds.breakdown[-1] == (TARGET_NUMBER, 15)
    assert [line.text for line in odds.situation] == ["Target number: AGL 15"]
    # [003 "That’s a -2 to AGL. So it would be 13."] and the climb that fails on an 11
    drunk = {"tn": 15, "modifier": -2}
    assert api.odds(c, "attr:AGL", situation=drunk).success == Fraction(8, 20)
    assert not api.resolve(c, "attr:AGL", [11], situation=drunk).success


def test_a_target_number_in_the_check_id_still_works_and_is_the_default():
    c = character(AGL=4)
    assert next(o for o in api.situations(c, "attr:AGL@15") if o.id == "tn").default == 15
    assert api.odds(c, "attr:AGL@15").outcomes == api.odds(c, "attr:AGL", situation={"tn": 15}).outcomes
    assert api.odds(c, "attr:AGL@15", situation={"tn": 11}).success == Fraction(14, 20)


def test_target_numbers_and_modifiers_out_of_range_are_refused_by_name():
    c = character()
    with pytest.raises(Refusal, match="Target number: 41 is outside 1 to 40"):
        api.odds(c, "attr:AGL", situation={"tn": 41})
    with pytest.raises(Refusal, match="Other bonus or penalty: 31 is outside -30 to 30"):
        api.odds(c, "attr:AGL", situation={"modifier": 31})
    with pytest.raises(Refusal, match="Surprise: 'ambush' is not one of none, unaware, alert"):
        api.odds(c, "attack:unarmed", situation={"surprise": "ambush"})
    with pytest.raises(Refusal, match="no option 'range'"):
        api.odds(c, "attack:unarmed", situation={"range": "far"})


@pytest.mark.parametrize(("fall", "tn"), [("4.5", 10), ("9", 13), ("45", 19), ("180", 28)])
def test_breaking_a_fall_takes_the_tables_target_number(fall, tn):
    # [003 "Characters can succeed on an AGL roll to break their fall"], the table's "Target
    # Number to Break Fall": 10, 13, 16, 19, 22, 25, 28
    c = character(AGL=2)
    odds = api.odds(c, "attr:AGL", situation={"fall": fall})
    assert odds.breakdown[-1] == (TARGET_NUMBER, tn)
    assert odds.success == Fraction(sum(task(f, 2, tn) for f in range(1, 21)), 20)
    with pytest.raises(Refusal, match="Breaking a fall: the fall table gives the target number"):
        api.odds(c, "attr:AGL", situation={"fall": fall, "tn": 12})


def test_raising_a_shield_after_a_failed_agl_roll():
    # [003 "PC is attacked with a machete, AGL 14 to evade. Player rolls a 12, failing the
    # roll. Player has an agrarian sledgehammer with +2 shielding, which they activate. PC
    # avoids taking damage and instead rolls a d20."]
    c = character(AGL=0).model_copy(update={"weapons": [
        Weapon(name="Agrarian sledgehammer", kind="heavy", damage="d8", shielding=2, instability_die=20),
    ]})
    evade = {"tn": 14, "shield": "Agrarian sledgehammer"}
    result = api.resolve(c, "attr:AGL", [12], situation=evade)
    assert result.outcome == "shield or weapon hit instead (instability roll)" and result.success
    assert "roll d20 for instability" in result.text
    assert api.resolve(c, "attr:AGL", [11], situation=evade).outcome == FAILURE
    assert api.resolve(c, "attr:AGL", [1], situation=evade).outcome == NATURAL_1
    odds = api.odds(c, "attr:AGL", situation=evade)
    assert odds.outcomes["shield or weapon hit instead (instability roll)"] == Fraction(2, 20)
    assert odds.success == Fraction(9, 20)  # 12 to 20: the roll or the shield keeps the damage off
    assert exhaustive(c, "attr:AGL", evade, 1) == odds.outcomes
    # against another PC there is no target number to lift a failed roll to [003 "each PC
    # rolls and the higher of the two (with bonuses and penalties included) succeeds"]
    with pytest.raises(Refusal, match="Raise a shield after a failed roll: applies only when "
                                      "Opposed by a PC with bonus is not given"):
        api.odds(c, "attr:AGL", situation={"shield": "Agrarian sledgehammer", "opponent": 3})


def test_shielding_another_is_opposed_by_the_attackers_cor_with_plus_5():
    # [003 "The character attempting to be the shield must make an AGL roll opposed by the
    # COR of the attacker with a +5 bonus."]
    c = character(AGL=1)
    odds = api.odds(c, "attr:AGL", situation={"shield_other": True, "opponent": 4})
    assert ("Shielding another", 5) in odds.breakdown
    seen = Counter(
        SUCCESS if a + 6 > d + 4 else FAILURE if d + 4 > a + 6 else "tie: the GM decides"
        for a, d in itertools.product(range(1, 21), repeat=2)
    )
    assert odds.outcomes == counted(seen)
    with pytest.raises(Refusal, match="Shielding another: the roll is opposed by the attacker's COR"):
        api.odds(c, "attr:AGL", situation={"shield_other": True})


@pytest.mark.parametrize(("surprise", "bonus"), [("unaware", 5), ("alert", 2)])
def test_surprise_gives_the_first_attack_a_bonus(surprise, bonus):
    # [003 "If characters are able to attack a group of enemies who are unaware of their
    # presence ... the first attack gets a +5 COR bonus to hit."] [003 "If the enemies are
    # aware of a possible threat nearby ... the bonus to the first attack is only +2."]
    c = character(COR=1)
    odds = api.odds(c, "attack:unarmed", situation={"surprise": surprise, "tn": 14})
    expected = counted(Counter(attack(f, 1 + bonus, 14) for f in range(1, 21)))
    assert odds.outcomes == expected


@pytest.mark.parametrize(("where", "penalty"), [("near", -5), ("far", -10)])
def test_ranged_attacks_beyond_their_range(where, penalty):
    # [003 "Ranged attacks incur a -5 penalty to COR for being used beyond their range up to
    # 9m(30’) and a -10 penalty for being used on targets greater than 9m(30’) beyond their
    # range."]
    c = armed(character(COR=3), ("Rifle", "ranged"), ("Spear", "thrown"))
    for weapon in ("Rifle", "Spear"):
        odds = api.odds(c, f"attack:{weapon}", situation={"range": where, "tn": 8})
        assert odds.outcomes == counted(Counter(attack(f, 3 + penalty, 8) for f in range(1, 21)))


def test_a_targeted_attack_raises_the_target_number():
    # [003 "Such attacks are made with an increase to the target number for their COR roll
    # ... The target number usually increases by 3"]
    c = character(COR=2)
    odds = api.odds(c, "attack:unarmed", situation={"targeted": 3, "tn": 11})
    assert odds.breakdown[-1] == (TARGET_NUMBER, 14)
    assert odds.outcomes == counted(Counter(attack(f, 2, 14) for f in range(1, 21)))
    # the sheet's TN 11 is the default, so only the targeted attack is a chosen option
    assert [line.text for line in odds.situation] == ["Targeted attack: TN 11 + 3 = 14"]


def test_sparing_an_unintended_target_lowers_their_target_number():
    # [003 "PC1 has 2 COR so the target number is 9 (11 minus 2)."]
    # [003 "The new target must make an AGL or RSN roll with target number 11"]
    c = character(COR=2)
    for spare, tn in ((False, 11), (True, 9)):
        situation = {"spare": spare, "bystander": 1}
        odds = api.odds(c, "attack:unarmed", situation=situation)
        their_fail = Fraction(sum(not task(f, 1, tn) for f in range(1, 21)), 20)
        assert odds.extra["unintended target hit"] == Fraction(1, 20) * their_fail
        assert exhaustive(c, "attack:unarmed", situation, 2) == odds.outcomes
        hit = api.resolve(c, "attack:unarmed", [1, tn - 2], situation=situation)
        assert hit.details["unintended_target_hit"] == 1
        assert f"vs AGL {tn}: they are hit" in hit.text
        avoided = api.resolve(c, "attack:unarmed", [1, tn - 1], situation=situation)
        assert avoided.details["unintended_target_hit"] == 0


def test_a_supernatural_attacker_spares_with_mnd():
    # [003 "or applying their MND in the case of supernatural attacks"]
    c = character(COR=1, MND=4)
    label = next(o.label for o in api.situations(c, "attack:supernatural") if o.id == "spare")
    assert "MND" in label
    line = api.odds(c, "attack:supernatural", situation={"spare": True}).situation[0]
    assert line.text == "Sparing an unintended target: their TN 7"


def test_assisting_uses_the_highest_result():
    # [003 "When assisting, all players involved make a roll, each applying their own bonuses
    # or penalties. The highest result is used."]
    c = character(MND=1)
    situation = {"tn": 15, "assistant_1": 4, "assistant_2": -1}
    odds = api.odds(c, "attr:MND", situation=situation)
    seen: Counter = Counter()
    for own, a, b in itertools.product(range(1, 21), repeat=3):
        if task(own, 1, 15) or task(a, 4, 15) or task(b, -1, 15):
            seen[SUCCESS] += 1
        else:
            seen[NATURAL_1 if own == 1 else FAILURE] += 1
    assert odds.outcomes == counted(seen)
    # someone else's roll carries the task
    assert api.resolve(c, "attr:MND", [3, 11, 2], situation=situation).outcome == SUCCESS
    assert api.resolve(c, "attr:MND", [3, 10, 2], situation=situation).outcome == FAILURE


def test_player_against_player_the_higher_total_wins():
    # [003 "Cyrus, a delver with +3 COR, tries to punch Aune who has +3 AGL."]
    # [003 "The player role-playing Cyrus rolls an 8, making it effectively an 11"]
    # [003 "Aune rolls a 13–effectively a 16 with Aune’s AGL bonus. Aune ducks the punch."]
    cyrus = character(COR=3)
    punch = {"opponent": 3}
    result = api.resolve(cyrus, "attack:unarmed", [8, 13], situation=punch)
    assert result.outcome == MISS and "11 against their 13 +3 = 16" in result.text
    # [003 "In the event of ties, if the rolls are for attack/defense the defending PC takes
    # half damage."]
    assert api.resolve(cyrus, "attack:unarmed", [9, 9], situation=punch).outcome == (
        "tie: the defender takes half damage")
    # [003 "For other rolls, the GM will decide what happens"]
    assert api.resolve(cyrus, "attr:COR", [9, 9], situation=punch).outcome == "tie: the GM decides"
    odds = api.odds(cyrus, "attack:unarmed", situation=punch)
    seen = Counter(
        HIT if a + 3 > d + 3 else MISS if d > a else "tie: the defender takes half damage"
        for a, d in itertools.product(range(1, 21), repeat=2)
    )
    assert odds.outcomes == counted(seen)
    assert odds.outcomes["tie: the defender takes half damage"] == Fraction(1, 20)


def test_what_the_rules_leave_undefined_against_another_pc_is_refused():
    c = character()
    # [003 "each PC rolls and the higher of the two (with bonuses and penalties included)
    # succeeds"]: no target number, so assisting and a targeted attack do not apply
    with pytest.raises(Refusal, match="Assistant 1: bonus: applies only when Opposed by a PC "
                                      "with bonus is not given"):
        api.odds(c, "attr:AGL", situation={"opponent": 2, "assistant_1": 3})
    with pytest.raises(Refusal, match="Targeted attack: TN raised by: applies only when "
                                      "Defending PC's bonus is not given"):
        api.roll(c, "attack:unarmed", random.Random(1), situation={"opponent": 2, "targeted": 3})


# -- every situation, and rolls against the odds ----------------------------------------------

ATTACK = st.fixed_dictionaries({}, optional={
    "tn": st.integers(1, 40),
    "surprise": st.sampled_from(["none", "unaware", "alert"]),
    "range": st.sampled_from(["within", "near", "far"]),
    "targeted": st.integers(0, 10),
    "spare": st.booleans(),
    "bystander": st.none() | st.integers(-10, 10),
    "modifier": st.integers(-30, 30),
})


@settings(max_examples=40, deadline=None)
@given(situation=ATTACK, cor=st.integers(-3, 6))
def test_every_attack_situation_matches_resolving_every_face(situation, cor):
    c = armed(character(COR=cor), ("Pistol", "ranged"))
    odds = api.odds(c, "attack:Pistol", situation=situation)
    assert sum(odds.outcomes.values()) == 1
    dice = 1 if situation.get("bystander") is None else 2  # the unintended target's roll
    assert exhaustive(c, "attack:Pistol", situation, dice) == odds.outcomes


@settings(max_examples=25, deadline=None)
@given(tn=st.integers(1, 40), opponent=st.none() | st.integers(-20, 40),
       helper=st.none() | st.integers(-20, 40), modifier=st.integers(-30, 30))
def test_every_task_situation_matches_resolving_every_face(tn, opponent, helper, modifier):
    c = character(PER=2)
    situation = {"tn": tn, "modifier": modifier, "opponent": opponent}
    if opponent is None:
        situation["assistant_2"] = helper
    odds = api.odds(c, "attr:PER", situation=situation)
    assert sum(odds.outcomes.values()) == 1
    assert exhaustive(c, "attr:PER", situation, 2) == odds.outcomes


@pytest.mark.parametrize(
    ("check", "situation"),
    [
        ("attr:AGL", {"tn": 16, "assistant_1": 2, "assistant_3": 0}),
        ("attack:unarmed", {"opponent": 1, "surprise": "alert"}),
        ("attack:unarmed", {"bystander": 0, "spare": True, "tn": 30}),
    ],
)
def test_seeded_rolls_land_as_often_as_the_odds_say(check, situation):
    c = character(AGL=1, COR=2)
    odds = api.odds(c, check, situation=situation)
    rng, n = random.Random(2026), 4000
    results = [api.roll(c, check, rng, situation=situation) for _ in range(n)]
    seen = Counter(r.outcome for r in results)
    assert set(seen) <= set(odds.outcomes)
    for name, p in odds.outcomes.items():
        # five standard deviations and a seeded source: this cannot flake
        sigma = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(seen[name] / n - float(p)) <= 5 * sigma + 1 / n, name
    if "bystander" in situation:
        hit = sum(r.details.get("unintended_target_hit", 0) for r in results) / n
        p = float(odds.extra["unintended target hit"])
        assert abs(hit - p) <= 5 * (p * (1 - p) / n) ** 0.5 + 1 / n
