"""Situations: options settle against what a check declares, and refuse what it does not."""

from __future__ import annotations

import random

import pytest

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.situation import Option, settle

HELPERS = Option("helpers", "Helpers", "count", 0, 0, 3, source="[001] at most three helpers")
DIFFICULTY = Option(
    "difficulty", "Difficulty", "choice",
    choices=(("average", "Average"), ("difficult", "Difficult")),
)
AIMED = Option("aimed", "Aimed", "toggle", True)


def test_defaults_fill_every_option():
    s = settle([HELPERS, DIFFICULTY, AIMED])
    assert s.values == {"helpers": 0, "difficulty": "average", "aimed": True}
    assert s.is_plain() and s.describe() == "" and s.lines() == ()


def test_chosen_options_describe_themselves_with_their_source():
    s = settle([HELPERS, DIFFICULTY, AIMED], {"helpers": 2, "difficulty": "Difficult", "aimed": False})
    assert s["difficulty"] == "difficult"  # a label is accepted and stored as its value
    assert s.describe() == "Helpers: 2, Difficulty: Difficult, Aimed: no"
    assert s.lines()[0].source == "[001] at most three helpers"
    assert s.as_dict() == {"helpers": 2, "difficulty": "difficult", "aimed": False}


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ({"helper": 1}, "no option 'helper' (its options: helpers, difficulty, aimed)"),
        ({"helpers": 4}, "Helpers: 4 is outside 0 to 3"),
        ({"helpers": "two"}, "Helpers: give a whole number"),
        ({"difficulty": "hard"}, "Difficulty: 'hard' is not one of average, difficult"),
        ({"aimed": "maybe"}, "Aimed: give yes or no"),
    ],
)
def test_unknown_options_and_bad_values_are_refused_by_name(given, words):
    with pytest.raises(Refusal, match=words.replace("(", r"\(").replace(")", r"\)")):
        settle([HELPERS, DIFFICULTY, AIMED], given)


@pytest.mark.parametrize("system_id", [s.id for s in api.systems()])
def test_every_check_keeps_the_free_modifier_and_refuses_unknown_options(system_id):
    hero = api.system(system_id).rules.new("Ada")
    assert api.checks(hero), "a new character has checks to make"
    for check in api.checks(hero)[:3]:
        ids = [o.id for o in api.situations(hero, check.id)]
        assert "modifier" in ids
        plain = api.odds(hero, check.id)
        assert api.odds(hero, check.id, situation={"modifier": 0}) == plain
        with pytest.raises(Refusal, match="no option 'nonsense'"):
            api.odds(hero, check.id, situation={"nonsense": 1})


@pytest.mark.parametrize("system_id", [s.id for s in api.systems()])
def test_the_modifier_given_to_roll_is_the_one_its_result_names(system_id):
    hero = api.system(system_id).rules.new("Ada")
    check = api.checks(hero)[0]
    result = api.roll(hero, check.id, random.Random(3), situation={"modifier": 1})
    assert [line.option for line in result.situation] == ["modifier"]
    assert [line.option for line in api.odds(hero, check.id, situation={"modifier": 1}).situation] == ["modifier"]


@pytest.mark.parametrize("system_id", [s.id for s in api.systems()])
def test_resolving_with_too_few_dice_is_refused_with_the_reason(system_id):
    hero = api.system(system_id).rules.new("Ada")
    check = api.checks(hero)[0]
    with pytest.raises(Refusal, match="more dice were needed than the 0 given"):
        api.resolve(hero, check.id, [])
