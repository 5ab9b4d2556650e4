"""Rainworld combat numbers: attack modifiers, burst/auto pools, damage through armour."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from sheetkeeper import api
from sheetkeeper.storage import load_character
from sheetkeeper.systems.rainworld import SYSTEM
from sheetkeeper.systems.rainworld.combat import (
    burst_threshold,
    damage,
    full_increments,
    hit_distribution,
    hits,
    min_phys_lines,
    range_lines,
    shotgun_dmg,
    split_lines,
    throw_lines,
    unaimed_lines,
)

RULES = SYSTEM.rules
KESSLER = next(p for p in SYSTEM.samples if "kessler" in p.name)


def value(lines):
    return sum(v for _, v in lines)


@pytest.mark.parametrize(
    ("distance", "increment", "in_melee", "long_arm", "modifier"),
    [
        (1, 10, True, False, -3),   # "firing at someone attacking you in melée: -3"
        (1, 30, True, True, -6),    # "doubled to -6 for firearms longer than a pistol"
        (4, 10, False, False, 3),   # "point blank range (less than 5m): +3"
        (5, 10, False, False, 0),   # "up to the first Increment ... no modifier"
        (10, 10, False, False, 0),  # exactly at the first Increment [DIGEST 000-12 #4]
        (11, 10, False, False, -1),  # "-1 for targets beyond the first Increment"
        (20, 10, False, False, -1),
        (21, 10, False, False, -4),  # "-4 for targets beyond the second"
        (31, 10, False, False, -9),  # "-9 for targets beyond the third"
    ],
)
def test_firearm_range_modifiers(distance, increment, in_melee, long_arm, modifier):
    assert value(range_lines(distance, increment, in_melee=in_melee, long_arm=long_arm)) == modifier


@pytest.mark.parametrize(("phys", "minimum", "modifier"), [(3, 5, -2), (5, 5, 0), (7, 5, 0)])
def test_minimum_phys_takes_the_difference(phys, minimum, modifier):
    # [000 "take the difference as a penalty to their attack"]
    assert value(min_phys_lines(phys, minimum)) == modifier


@pytest.mark.parametrize(
    ("off_hand", "two_targets", "modifier"),
    [(False, False, 0), (True, False, -3), (False, True, -3), (True, True, -6)],
)
def test_split_attack_penalties(off_hand, two_targets, modifier):
    # [000 "attacks with their off hand take a -3 penalty"]
    # [000 "both checks take an additional -3 penalty"]
    assert value(split_lines(off_hand=off_hand, two_targets=two_targets)) == modifier


def test_unaimed_shot_takes_minus_three():
    # [000 "Unaimed shots take a -3 penalty."]
    assert value(unaimed_lines(False)) == -3 and unaimed_lines(True) == []


@pytest.mark.parametrize(
    ("distance", "phys", "con", "modifier"), [(4, 4, 6, 0), (5, 4, 6, -2), (7, 6, 4, -6)]
)
def test_throwing_beyond_the_lower_of_phys_and_con(distance, phys, con, modifier):
    # [000 "the lowest of their PHYS or CON; for each 1m beyond that ... an additional -2"]
    assert value(throw_lines(distance, phys, con)) == modifier


@pytest.mark.parametrize(
    ("autofire", "increments", "spraying", "threshold"),
    [
        (0, 0, False, 6),   # "The default threshold is 6"
        (2, 0, False, 4),   # "Each rank in the Autofire quirk reduces the threshold by 1"
        (6, 0, False, 2),   # "(to a minimum of 2)"
        (6, 2, False, 4),   # minimum first, then Increments [DIGEST 000-12 #5]
        (1, 1, False, 6),   # "Each full range Increment increases the threshold by 1"
        (5, 0, True, 10),   # spraying: "The default threshold is 10", Autofire does not apply
        (0, 1, True, 11),
    ],
)
def test_burst_thresholds(autofire, increments, spraying, threshold):
    assert burst_threshold(autofire, increments, spraying=spraying) == threshold


@pytest.mark.parametrize(("rounds", "threshold"), [(1, 6), (3, 4), (3, 10), (4, 11), (3, 2)])
def test_hit_distribution_matches_enumeration(rounds, threshold):
    # [000 "every die that rolls equal to or over the success threshold represents a bullet"]
    counts: dict[int, int] = {}
    for dice in product(range(1, 11), repeat=rounds):
        n = sum(1 for d in dice if d >= threshold)
        counts[n] = counts.get(n, 0) + 1
    expected = {k: Fraction(v, 10**rounds) for k, v in counts.items()}
    got = {k: p for k, p in hit_distribution(rounds, threshold).items() if p}
    assert got == expected


def test_hits_count_dice_at_or_over_the_threshold():
    assert hits([3, 5, 6, 10], 5) == 3
    assert hits([10, 10], 11) == 0


@pytest.mark.parametrize(
    ("dmg", "stop", "ap", "taken"),
    [(4, 0, 0, 4), (4, 3, 0, 1), (4, 3, 2, 3), (4, 2, 5, 4), (2, 6, 1, 0)],
)
def test_damage_through_armour(dmg, stop, ap, taken):
    # [000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall below 0"]
    assert damage(dmg, stop, ap) == taken


@pytest.mark.parametrize(("distance", "dmg"), [(10, 5), (11, 4), (25, 3), (100, 0)])
def test_shotgun_pellets_lose_dmg_per_full_increment(distance, dmg):
    # [000 "Shotguns firing shot pellets have their DMG reduced by the number of full"]
    assert shotgun_dmg(5, full_increments(distance, 10)) == dmg


def test_attack_lines_combine_on_a_real_character():
    c = load_character(KESSLER).character  # Firearms 4, PHYS 7, 3 injury (-1)
    shotgun = next(i for i, w in enumerate(c.weapons) if w.shotgun)  # min PHYS 8
    odds = api.odds(c, f"attack:{shotgun}", situation={
        "aimed": False, "distance": 15, "off_hand": True, "two_targets": True, "raise": 1,
        "manoeuvring": 2})
    labels = dict(odds.breakdown)
    assert labels["Firearms 4"] == 4
    assert labels["Below minimum PHYS 8"] == -1
    assert labels["Unaimed"] == -3
    assert labels["Range: 1 full Increment"] == -1
    assert labels["Raise 1"] == -1
    assert labels["Injury (3 boxes)"] == -1
    assert value(odds.breakdown) == 4 - 1 - 3 - 3 - 3 - 1 - 1 - 2 - 1


def test_burst_hits_from_the_sheet_use_effective_autofire():
    c = load_character(KESSLER).character  # Autofire 2, carbine Increment 30, burst 3
    carbine = f"attack:{next(i for i, w in enumerate(c.weapons) if w.burst)}"
    aimed_at = api.odds(c, carbine, situation={"mode": "burst", "distance": 31})
    # threshold 6 - 2 Autofire + 1 full Increment = 5: each d10 hits 6 times in 10
    assert aimed_at.outcomes == {"3 hits": Fraction(27, 125), "2 hits": Fraction(54, 125),
                                 "1 hit": Fraction(36, 125), "no hits": Fraction(8, 125)}
    spraying = api.odds(c, carbine, situation={"mode": "burst", "spraying": True})
    assert spraying.success == 1 - Fraction(9, 10) ** 3


def test_attack_damage_from_the_sheet_applies_falloff_then_armour():
    c = load_character(KESSLER).character
    shotgun = next(i for i, w in enumerate(c.weapons) if w.shotgun)  # DMG 5, AP 0, Inc 10
    carbine = next(i for i, w in enumerate(c.weapons) if w.burst)  # DMG 4, AP 2
    # 10 + 9 - 2 hits at 25 m (2 full Increments: -4, and the pellets lose 2 DMG)
    shot = api.resolve(c, f"attack:{shotgun}", [10, 9], situation={"stop": 1, "distance": 25})
    assert shot.success and shot.text.endswith("a hit does 2 injury")  # 5 - 2 - (1 - 0)
    rounds = api.resolve(c, f"attack:{carbine}", [5, 6], situation={"stop": 3})
    assert rounds.success and rounds.text.endswith("a hit does 3 injury")  # 4 - (3 - 2)
