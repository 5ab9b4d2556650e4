"""The situation at the table for Game Rules Lite, through ``sheetkeeper.api`` alone: every
option of the excerpt, odds against enumerating the dice, and rolls against the odds."""

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
from sheetkeeper.systems.lite.model import Attribute, LiteItem

from .conftest import make


def ids(hero, check_id):
    return [o.id for o in api.situations(hero, check_id)]


def small(strength=1, wits=2, fight=0, gear=None):
    """A weak character, so that every pool stays small enough to enumerate."""
    c = make(Fight=fight, Lore=1)
    c = c.model_copy(update={
        "strength": Attribute(base=max(1, strength), current=strength),
        "wits": Attribute(base=wits, current=wits),
    })
    if gear:
        c = c.model_copy(update={"inventory": [
            LiteItem(name=name, size="regular", gear_bonus=bonus, max_gear_bonus=bonus)
            for name, bonus in gear
        ]})
    return c


# -- enumeration, from the rule text -----------------------------------------------------------


def outcome(net: int, ones: int, botch: bool) -> str:
    # [001 "For your action to succeed, you must roll at least one (6)"]
    # [001 "If you roll more than one , you can perform stunts."]
    if net == 0:
        if botch and ones:
            # [001 "The more ones you roll without any sixes, the more serious the result."]
            return f"Botch, {ones} one{'s' if ones > 1 else ''}"
        return "Failure"
    if net == 1:
        return "Success"
    return f"Success, {net - 1} stunt{'s' if net > 2 else ''}"


def enumerate_first_roll(base, skill, gear, negative, botch=False):
    """Every face of every die: sixes on Base, Skill and Gear dice, less the sixes on
    negative Skill dice [001 "Any 6 on negative Skill Dice eliminate an equal number of 6s"]."""
    n = base + skill + gear + negative
    counts: Counter = Counter()
    for faces in itertools.product(range(1, 7), repeat=n):
        positive = sum(f == 6 for f in faces[: n - negative])
        cancelled = sum(f == 6 for f in faces[n - negative:])
        counts[outcome(max(0, positive - cancelled), faces.count(1), botch)] += 1
    return {name: Fraction(k, 6**n) for name, k in counts.items()}


def enumerate_push_if_failed(base, skill, gear, negative):
    """Success when a failed first roll is pushed: sixes stay, Base and Gear 1s stay, every
    other die (negative dice too) is rolled again [001 "you must reroll all Gear Dice that
    don’t show 1 or 6"], [001 "If you push your roll you must reroll negative Skill Dice
    too"]."""
    kinds = ["base"] * base + ["skill"] * skill + ["gear"] * gear + ["negative"] * negative

    def net(faces):
        pos = sum(f == 6 for k, f in zip(kinds, faces, strict=True) if k != "negative")
        neg = sum(f == 6 for k, f in zip(kinds, faces, strict=True) if k == "negative")
        return max(0, pos - neg)

    wins = Fraction(0)
    for faces in itertools.product(range(1, 7), repeat=len(kinds)):
        p = Fraction(1, 6 ** len(kinds))
        if net(faces):
            wins += p
            continue
        again = [i for i, (k, f) in enumerate(zip(kinds, faces, strict=True))
                 if f != 6 and not (f == 1 and k in ("base", "gear"))]
        for new in itertools.product(range(1, 7), repeat=len(again)):
            after = list(faces)
            for i, f in zip(again, new, strict=True):
                after[i] = f
            wins += p * Fraction(int(net(after) > 0), 6 ** len(again))
    return wins


# -- what each check offers --------------------------------------------------------------------


def test_a_skill_check_offers_every_option_of_the_excerpt(angus):
    assert ids(angus, "skill:Athletics") == [
        "attribute", "difficulty", "helpers", "gear", "modifier", "botch",
    ]
    for option in api.situations(angus, "skill:Athletics"):
        assert option.label and option.help, option.id
        assert option.source.startswith("[001]") or option.id == "modifier", option.id


def test_an_attribute_roll_has_no_other_attribute_and_no_gear_without_gear(kay):
    # [001 "the GM decides what attribute is most useful in the situation, and you roll only
    # Base Dice"]
    assert ids(kay, "attr:wits") == ["difficulty", "helpers", "modifier", "botch"]


def test_help_is_one_skill_die_per_helper():
    # [001 "For every person helping you, you get a +1 modification."]
    hero = small(strength=1)
    odds = api.odds(hero, "skill:Fight", situation={"helpers": 2})
    assert odds.outcomes == enumerate_first_roll(base=1, skill=2, gear=0, negative=0)
    assert ("Help from 2", 2) in odds.breakdown
    assert [line.text for line in odds.situation] == ["2 helpers: +2 Skill dice"]


def test_no_more_than_three_helpers(angus):
    # [001 "No more than three people can help you make the roll, which means your maximum
    # modification for help from others is +3."]
    assert api.odds(angus, "skill:Fight", situation={"helpers": 3}).breakdown[2] == ("Help from 3", 3)
    with pytest.raises(Refusal, match="Helpers: 4 is outside 0 to 3"):
        api.odds(angus, "skill:Fight", situation={"helpers": 4})


def test_no_help_on_the_specialist_skill(angus):
    # [001 "You can not get help when using your specialist skill. When using a specialist
    # skill, you are always on you own."]
    assert "helpers" not in ids(angus, "skill:Crafts")
    with pytest.raises(Refusal, match="no option 'helpers'"):
        api.roll(angus, "skill:Crafts", random.Random(1), situation={"helpers": 1})


def test_a_breeze_is_three_more_skill_dice():
    # [001 "A Breeze+3"]
    hero = small(strength=1)
    odds = api.odds(hero, "skill:Fight", situation={"difficulty": "a_breeze"})
    assert odds.outcomes == enumerate_first_roll(base=1, skill=3, gear=0, negative=0)
    assert [line.text for line in odds.situation] == ["A Breeze: +3 Skill dice"]
    normal = api.odds(hero, "skill:Fight", situation={"difficulty": "Normal (±0)"})
    assert normal == api.odds(hero, "skill:Fight")  # [001 "Normal± 0"]


def test_hard_is_angus_minus_two(angus):
    # [001 "the GM says the action is hard and gives Angus a −2 modification. Accordingly, he
    # rolls five Base Dice and one negative Skill Die."]
    odds = api.odds(angus, "skill:Athletics", situation={"difficulty": "hard", "gear": "none"})
    assert odds.outcomes == enumerate_first_roll(base=5, skill=0, gear=0, negative=1)
    result = api.resolve(angus, "skill:Athletics", [6, 3, 2, 4, 5, 6],
                         situation={"difficulty": "hard", "gear": "none"})
    assert (result.details["base"], result.details["negative"]) == (5, 1)
    assert result.outcome == "Failure"  # [001 "This 6 eliminates the other, and the roll fails."]


def test_one_item_of_gear_per_roll():
    # [001 "You can’t get Gear Bonus for the same roll from more than one object."]
    hero = small(strength=1, gear=[("Crowbar", 2), ("Rope", 1), ("Broken saw", 0)])
    gear = next(o for o in api.situations(hero, "skill:Fight") if o.id == "gear")
    assert gear.kind == "choice"  # one item or none, never two
    assert gear.choices == (("none", "No gear"), ("0", "Crowbar (2 Gear dice)"), ("1", "Rope (1 Gear die)"))
    odds = api.odds(hero, "skill:Fight", situation={"gear": "0"})
    assert odds.outcomes == enumerate_first_roll(base=1, skill=0, gear=2, negative=0)
    # [001 "If the Gear Bonus reaches zero the gear no longer works at all."]
    with pytest.raises(Refusal, match="Gear: '2' is not one of none, 0, 1"):
        api.odds(hero, "skill:Fight", situation={"gear": "2"})


def test_gear_dice_join_the_check_the_sheet_lists_with_its_gear(angus):
    # the sheet's "Athletics with Crowbar" is Athletics with the Crowbar chosen
    listed = api.odds(angus, "skill:Athletics+gear:0")
    chosen = api.odds(angus, "skill:Athletics", situation={"gear": "0"})
    assert (listed.outcomes, listed.breakdown) == (chosen.outcomes, chosen.breakdown)
    assert api.odds(angus, "skill:Athletics+gear:0", situation={"gear": "none"}).breakdown == (
        api.odds(angus, "skill:Athletics").breakdown
    )


def test_another_attribute_when_the_gm_allows_it(kay):
    # [001 "It is possible to use a different attribute with a skill, if the GM allows it and
    # it makes sense in the specific situation."]
    odds = api.odds(kay, "skill:Stealth", situation={"attribute": "wits"})
    assert odds.breakdown[0] == ("Wits (Base dice)", 3)
    assert odds.success == 1 - Fraction(5, 6) ** (3 + 2)
    assert [line.text for line in odds.situation] == ["Wits instead of Agility: 3 Base dice"]


def test_modifications_only_ever_affect_skill_dice():
    # [001 "Modification only ever affects Skill Dice – never Base Dice or Gear Dice."]
    # [001 "If you go below zero, you must roll this negative number of Skill Dice."]
    hero = small(strength=2, gear=[("Crowbar", 1)], fight=1)
    situation = {"modifier": -3, "gear": "0"}
    odds = api.odds(hero, "skill:Fight", situation=situation)
    assert odds.outcomes == enumerate_first_roll(base=2, skill=0, gear=1, negative=2)
    # [001 "If several modifications apply to the same roll, add them together."]
    both = api.odds(hero, "skill:Fight", situation={"helpers": 2, "difficulty": "hard", "modifier": 1})
    assert both.outcomes == enumerate_first_roll(base=2, skill=2, gear=0, negative=0)


def test_the_other_modification_is_bounded_and_named_when_refused(kay):
    with pytest.raises(Refusal, match="Other modification: 11 is outside -10 to 10"):
        api.odds(kay, "skill:Stealth", situation={"modifier": 11})
    with pytest.raises(Refusal, match="Difficulty: 'impossible' is not one of a_breeze, normal, hard"):
        api.odds(kay, "skill:Stealth", situation={"difficulty": "impossible"})
    with pytest.raises(Refusal, match="Attribute \\(Base dice\\): 'luck' is not one of"):
        api.odds(kay, "skill:Stealth", situation={"attribute": "luck"})


def test_the_optional_botch_counts_the_ones():
    # [001 "If your roll shows no sixes (6) and at last a one (1) something very bad happened
    # (there is potential for harm to the character or his gear). The more ones you roll
    # without any sixes, the more serious the result."]
    hero = small(strength=2, fight=1)
    odds = api.odds(hero, "skill:Fight", situation={"botch": True, "modifier": -2})
    assert odds.outcomes == enumerate_first_roll(base=2, skill=0, gear=0, negative=1, botch=True)
    assert "Botch, 3 ones" in odds.outcomes
    result = api.resolve(hero, "skill:Fight", [1, 1, 6], situation={"botch": True, "modifier": -2})
    assert result.outcome == "Botch, 2 ones"
    assert api.resolve(hero, "skill:Fight", [1, 1, 6]).outcome == "Success"


def test_the_botch_follows_the_house_rule_by_default(kay):
    botching = kay.model_copy(update={"house_rules": kay.house_rules.model_copy(update={"botch": True})})
    assert next(o for o in api.situations(botching, "skill:Stealth") if o.id == "botch").default is True
    plain = api.odds(botching, "skill:Stealth", situation={"botch": False})
    assert not any(name.startswith("Botch") for name in plain.outcomes)


def test_odds_before_and_after_a_push_follow_the_situation():
    # [001 "Usually, you would only push a roll if you failed it"]: the odds give the first
    # roll and the chance once a failed roll is pushed.
    hero = small(strength=1, gear=[("Crowbar", 1)])
    situation = {"gear": "0", "modifier": -1}
    odds = api.odds(hero, "skill:Fight", situation=situation)
    assert odds.success == 1 - enumerate_first_roll(1, 0, 1, 1)["Failure"]
    assert odds.extra["after push"] == enumerate_push_if_failed(base=1, skill=0, gear=1, negative=1)
    helped = api.odds(hero, "skill:Fight", situation={"helpers": 2})
    assert helped.extra["after push"] == enumerate_push_if_failed(base=1, skill=2, gear=0, negative=0)


def test_a_pushed_roll_keeps_its_situation(angus):
    # [001 "you grab all dice that didn’t come up with a or , and roll them again"]
    situation = {"helpers": 1, "difficulty": "hard", "attribute": "wits"}
    first = api.resolve(angus, "skill:Athletics+gear:0", [2, 3, 4, 1, 2], situation=situation)
    assert (first.details["base"], first.details["skill"], first.details["gear"]) == (3, 0, 2)
    pushed, _ = api.system("lite").rules.push(angus, first, random.Random(2))
    assert pushed.details["helpers"] == 1 and pushed.details["base"] == 3
    assert pushed.situation == first.situation
    assert "Athletics (Wits) with Crowbar, 1 helping" in pushed.text


# -- every situation, and rolls against the odds ----------------------------------------------

SITUATIONS = st.fixed_dictionaries({}, optional={
    "helpers": st.integers(0, 3),
    "difficulty": st.sampled_from(["a_breeze", "normal", "hard"]),
    "gear": st.sampled_from(["none", "0"]),
    "attribute": st.sampled_from(["strength", "agility", "wits", "empathy"]),
    "modifier": st.integers(-10, 10),
    "botch": st.booleans(),
})


def _hero():
    hero = make(Athletics=1, Fight=3, Endure=3, Lore=2, strength=5, agility=3, wits=3, empathy=3)
    return hero.model_copy(update={"inventory": [
        LiteItem(name="Crowbar", size="regular", gear_bonus=2, skill="Athletics"),
    ]})


HERO = _hero()
CHECKS = [c.id for c in api.checks(HERO)]


@settings(max_examples=80, deadline=None)
@given(check=st.sampled_from(CHECKS), situation=SITUATIONS)
def test_every_situation_of_every_check_partitions_certainty(check, situation):
    offered = set(ids(HERO, check))
    situation = {k: v for k, v in situation.items() if k in offered}
    odds = api.odds(HERO, check, situation=situation)
    assert sum(odds.outcomes.values()) == 1
    assert odds.success == sum(p for name, p in odds.outcomes.items() if name.startswith("Success"))
    assert odds.success <= odds.extra["after push"] <= 1
    assert {line.option for line in odds.situation} <= set(situation)


@pytest.mark.parametrize(
    ("check", "situation"),
    [
        ("skill:Fight", {"helpers": 1, "botch": True, "modifier": -2}),
        ("skill:Fight", {"difficulty": "hard", "gear": "0"}),
        ("skill:Lore", {"attribute": "strength", "difficulty": "a_breeze"}),
    ],
)
def test_enumerated_odds_for_a_sample_of_situations(check, situation):
    hero = small(strength=2, gear=[("Club", 1)], fight=1)
    odds = api.odds(hero, check, situation=situation)
    d = {"base": 0, "skill": 0, "gear": 0, "negative": 0}
    first = api.resolve(hero, check, [2] * 10, situation=situation).details
    d = {k: first[k] for k in d}
    assert odds.outcomes == enumerate_first_roll(**d, botch=bool(situation.get("botch")))


@pytest.mark.parametrize("seed", [11, 12])
def test_seeded_rolls_land_as_often_as_the_odds_say(angus, seed):
    situation = {"helpers": 2, "difficulty": "hard", "modifier": -3, "botch": True}
    odds = api.odds(angus, "skill:Fight", situation=situation)
    rng = random.Random(seed)
    n = 4000
    seen = Counter(api.roll(angus, "skill:Fight", rng, situation=situation).outcome for _ in range(n))
    for name, p in odds.outcomes.items():
        # five standard deviations and a seeded source: this cannot flake
        sigma = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(seen[name] / n - float(p)) <= 5 * sigma + 1 / n, name
    assert set(seen) <= set(odds.outcomes)
