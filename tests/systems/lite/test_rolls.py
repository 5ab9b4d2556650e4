"""Pools, odds, rolls and pushes [001 "03 Skills"]."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.dice import binomial
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.sixes import Hand, push_if_failed, success
from sheetkeeper.systems.lite.pools import Circumstances, compose
from sheetkeeper.systems.lite.rolls import AFTER_PUSH, BASE_ONE


def test_kay_rolls_five_base_and_two_skill_dice(rules, kay):
    # [001 "she gets to roll five Base Dice and two Skill Dice"]
    comp = compose(kay, "skill:Stealth")
    assert comp.hand == Hand(base=5, skill=2)
    assert comp.target == "5 Base + 2 Skill"
    odds = rules.odds(kay, "skill:Stealth")
    assert odds.success == 1 - Fraction(5, 6) ** 7
    # push when failed: Skill dice reroll everything but a 6, Base dice keep 1s
    assert odds.extra[AFTER_PUSH] == 1 - Fraction(25, 36) ** 2 * Fraction(13, 18) ** 5
    assert odds.extra[BASE_ONE] == 1 - Fraction(13, 18) ** 5


def test_angus_rolls_five_base_and_one_negative_die(rules, angus):
    # [001 "he rolls five Base Dice and one negative Skill Die"]
    hard = {"difficulty": "hard"}
    comp = compose(angus, "skill:Athletics", Circumstances(difficulty=-2))
    assert comp.hand == Hand(base=5, negative=1)
    odds = rules.odds(angus, "skill:Athletics", situation=hard)
    assert ("Difficulty", -2) in odds.breakdown
    pos, neg = binomial(5, Fraction(1, 6)), binomial(1, Fraction(1, 6))
    expected = sum(pos[a] * neg[c] for a in pos for c in neg if a > c)
    assert odds.success == expected


def test_angus_six_is_eliminated_by_the_negative_six(rules, angus):
    # [001 "He rolls one 6 on the Base Dice but also on the Skill Die! This 6 eliminates the
    # other, and the roll fails."]
    result = rules.roll(angus, "skill:Athletics", FixedDice([6, 3, 2, 4, 5, 6]), -2)
    assert result.details["negative"] == 1
    assert not result.success
    assert result.outcome == "Failure"
    assert result.can_push
    assert "You may push" in result.text


def test_modification_to_exactly_zero_rolls_base_dice_only(angus):
    # [001 "If, after modification, you end up with exactly zero Skill Dice, you just roll
    # your Base Dice"]
    assert compose(angus, "skill:Athletics", Circumstances(modifier=-1)).hand == Hand(base=5)


def test_gear_adds_gear_dice_from_one_item(rules, angus):
    # [001 "You can’t get Gear Bonus for the same roll from more than one object."]
    comp = compose(angus, "skill:Athletics+gear:0")
    assert comp.hand == Hand(base=5, skill=1, gear=2)
    ids = {c.id for c in rules.checks(angus)}
    assert "skill:Athletics+gear:0" in ids


def test_help_is_plus_one_per_helper_up_to_three(angus):
    # [001 "your maximum modification for help from others is +3"]
    assert compose(angus, "skill:Fight", Circumstances(helpers=3)).hand.skill == 6
    with pytest.raises(Refusal, match="No more than 3"):
        compose(angus, "skill:Fight", Circumstances(helpers=4))


def test_no_help_on_a_specialist_skill(angus):
    # [001 "You can not get help when using your specialist skill."]
    with pytest.raises(Refusal, match="can not get help"):
        compose(angus, "skill:Crafts", Circumstances(helpers=1))


def test_specialist_skill_needs_level_one(rules, angus):
    # [001 "To use a specialist skill, you need at least skill level 1."]
    untrained = angus.model_copy(update={"specialist_level": 0})
    assert "skill:Crafts" not in {c.id for c in rules.checks(untrained)}
    with pytest.raises(Refusal, match="at least skill level 1"):
        rules.odds(untrained, "skill:Crafts")


def test_basic_skill_at_zero_rolls_base_dice(kay):
    # [001 "You can always roll for a skill, even if your skill level is zero"]
    assert compose(kay, "skill:Lore").hand == Hand(base=3)


def test_odds_outcomes_name_stunts_and_partition_one(rules, kay):
    odds = rules.odds(kay, "skill:Stealth")
    assert list(odds.outcomes)[0] == "Success, 6 stunts"
    assert odds.outcomes["Failure"] == Fraction(5, 6) ** 7
    assert odds.outcomes["Success"] == 7 * Fraction(1, 6) * Fraction(5, 6) ** 6
    assert sum(odds.outcomes.values()) == 1


def test_botch_reading_splits_failure(rules, kay):
    # [001 "If your roll shows no sixes (6) and at last a one (1) something very bad happened"]
    botching = kay.model_copy(
        update={"house_rules": kay.house_rules.model_copy(update={"botch": True})}
    )
    odds = rules.odds(botching, "skill:Stealth")
    # no six on 7 dice and not all of them 2-5
    botched = sum(p for name, p in odds.outcomes.items() if name.startswith("Botch"))
    assert botched == Fraction(5, 6) ** 7 - Fraction(4, 6) ** 7
    result = rules.roll(botching, "skill:Stealth", FixedDice([1, 2, 3, 4, 5, 2, 3]))
    assert result.outcome == "Botch, 1 one"


def test_push_rerolls_all_but_sixes_and_base_and_gear_ones(rules, angus):
    # [001 "You can never push dice that show or they stay as they were on the table."]
    # [001 "you must reroll all Gear Dice that don’t show 1 or 6"]
    # Base 1 2 3 4 5 | Skill 1 | Gear 1 4
    first = rules.roll(angus, "skill:Athletics+gear:0", FixedDice([1, 2, 3, 4, 5, 1, 1, 4]))
    assert not first.success
    # rerolled in order: base 2 3 4 5, skill 1, gear 4 -> 6 new faces
    rng = FixedDice([1, 6, 2, 2, 3, 1])
    pushed, actions = rules.push(angus, first, rng)
    assert rng.used == 6
    assert pushed.dice == (1, 1, 6, 2, 2, 3, 1, 1)
    assert pushed.success
    assert pushed.details["base_ones"] == 2
    assert pushed.details["gear_ones"] == 2
    assert "2 Base-die 1s after the push" in pushed.text
    assert [a.kind for a in actions] == ["gear.damage"]
    assert actions[0].args == {"index": 0, "amount": 2}
    assert actions[0].describe() == "Crowbar loses 2 Gear Bonus"


def test_push_only_once(rules, kay):
    # [001 "You can only push your roll once."]
    first = rules.roll(kay, "skill:Stealth", random.Random(3))
    pushed, _ = rules.push(kay, first, random.Random(4))
    assert not pushed.can_push
    with pytest.raises(Refusal, match="only push your roll once"):
        rules.push(kay, pushed, random.Random(5))


def test_push_after_a_success_keeps_the_sixes(rules, kay):
    # [001 "you can push a roll even if you did get in your first roll, to get more of them"]
    first = rules.roll(kay, "skill:Stealth", FixedDice([6, 2, 2, 2, 2, 3, 3]))
    assert first.success and first.can_push
    pushed, _ = rules.push(kay, first, FixedDice([6, 2, 2, 2, 6, 3]))
    assert pushed.details["sixes"] == 3
    assert pushed.outcome == "Success, 2 stunts"


def test_house_rule_turns_base_ones_into_trauma(rules, kay):
    harsh = kay.model_copy(
        update={"house_rules": kay.house_rules.model_copy(update={"push_costs_attribute": True})}
    )
    first = rules.roll(harsh, "skill:Stealth", FixedDice([1, 2, 2, 2, 2, 3, 3]))
    _, actions = rules.push(harsh, first, FixedDice([2, 2, 2, 2, 3, 3]))
    assert [(a.kind, a.args) for a in actions] == [
        ("trauma", {"attribute": "agility", "amount": 1})
    ]
    assert actions[0].describe() == "Suffer 1 fatigue"


def test_total_hand_reading_rerolls_ones_too(rules, kay):
    # [001 "just use a total hand of dice to roll at least one six"]
    plain = kay.model_copy(
        update={"house_rules": kay.house_rules.model_copy(update={"coloured_dice": False})}
    )
    first = rules.roll(plain, "skill:Stealth", FixedDice([1, 2, 2, 2, 2, 3, 3]))
    rng = FixedDice([2] * 7)
    rules.push(plain, first, rng)
    assert rng.used == 7
    assert rules.odds(plain, "skill:Stealth").extra[AFTER_PUSH] == 1 - Fraction(25, 36) ** 7


def test_pushed_rolls_are_distributed_as_the_odds_say(rules, kay):
    """Every first roll and push of a 2-die Strength roll, through roll() and push()."""
    import itertools

    weak = kay.model_copy(update={"strength": kay.strength.model_copy(update={"current": 1})})
    # Strength 1, Endure 0, one helper: one Base die and one Skill die
    check, helped = "skill:Endure", {"helpers": 1}
    hand = compose(weak, check, Circumstances(helpers=1)).hand
    assert hand == Hand(base=1, skill=1)
    wins = Fraction(0)
    for faces in itertools.product(range(1, 7), repeat=2):
        first = rules.roll(weak, check, FixedDice(faces), situation=helped)
        if first.success:
            wins += Fraction(1, 36)
            continue
        rerolled = 1 if faces[0] == 1 else 2  # no six showed; a Base-die 1 stays
        for new in itertools.product(range(1, 7), repeat=rerolled):
            pushed, _ = rules.push(weak, first, FixedDice(new))
            wins += Fraction(int(pushed.success), 36 * 6**rerolled)
    odds = rules.odds(weak, check, situation=helped)
    assert wins == success(push_if_failed(hand)) == odds.extra[AFTER_PUSH]
