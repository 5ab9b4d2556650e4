"""Power points as fate points earn no experience check, and the rollable POW of a creation
roll written as dice, each +6 counted as a D6."""

from __future__ import annotations

import pytest

from sheetkeeper import api

RIDE = "skill:Ride"


@pytest.fixture
def fated(hero):
    return api.apply(hero, "set", {"path": "options.fate_points", "value": True}).character


def test_a_success_bought_with_power_points_earns_no_experience_check(fated):
    """[004] "Spend 5 power points to re-roll any percentile roll desired. ... Success with
    this re-roll does not earn an experience check."; "Spend 5 power points to ignore a skill
    and trust fate, using a Difficult Luck roll instead. ... Success with this method does not
    earn an experience check or modify POW in any way." """
    plain = api.resolve(fated, RIDE, [30])
    assert plain.success and plain.details.get("experience_check") == 1
    rerolled = api.resolve(fated, RIDE, [30], situation={"fate": "reroll"})
    assert rerolled.success and "experience_check" not in rerolled.details
    assert "no experience check: a success on a re-roll bought with power points" in rerolled.text
    luck = api.resolve(fated, RIDE, [30], situation={"fate": "luck"})
    assert luck.success and "experience_check" not in luck.details
    assert "Difficult Luck roll" in luck.text
    failed = api.resolve(fated, RIDE, [90], situation={"fate": "reroll"})
    assert not failed.success and "no experience check" not in failed.text


def test_the_fate_option_is_there_only_with_the_optional_rule(hero, fated):
    assert "fate" in [o.id for o in api.situations(fated, RIDE)]
    with pytest.raises(api.Refusal, match="has no option 'fate'"):
        api.resolve(hero, RIDE, [30], situation={"fate": "reroll"})


@pytest.mark.parametrize(("dice", "most", "least"), [
    ("3D6", 18, 3),      # "18 for humans" and "3 for humans"
    ("2D6+6", 18, 3),    # "consider each bonus of +6 as a single D6": read as 3D6
    ("1D6+12", 18, 3),
    ("4D6", 24, 4),
])
def test_pow_gain_reads_each_plus_6_of_the_pow_roll_as_a_d6(hero, dice, most, least):
    """[004] "add their maximum possible rolled POW (18 for humans) plus their minimum
    rollable POW (3 for humans if the standard character creation system is used—consider
    each bonus of +6 as a single D6 for other character creation systems)"; "Subtract the
    amount of your character’s current POW from that total. Multiply the remainder by ×5"."""
    done = api.apply(hero, "brp.pow_dice", {"dice": dice})
    c = done.character
    assert (c.options.pow_max_rollable, c.options.pow_min_rollable) == (most, least)
    chance = (most + least - c.characteristics.value("POW")) * 5
    assert {d.key: d.value for d in api.derived(c)}["pow_gain"] == f"{chance}%"
    assert f"maximum {most}, minimum {least}" in done.message


@pytest.mark.parametrize(("dice", "why"), [
    ("2D6+3", r"has a bonus of \+3: the excerpt counts only each \+6 as a D6"),
    ("3D6-2", "takes something away"),
    ("12", "has no dice"),
    ("three dice", "the POW roll"),
])
def test_a_pow_roll_the_excerpt_does_not_read_is_refused_in_words(hero, dice, why):
    with pytest.raises(api.Refusal, match=why):
        api.apply(hero, "brp.pow_dice", {"dice": dice})
