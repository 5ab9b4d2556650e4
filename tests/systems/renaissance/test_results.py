"""The six result bands, margins and the upgrade/downgrade ladders [002 "Special Results"]."""

from __future__ import annotations

import pytest

from sheetkeeper.systems.renaissance.results import (
    BANDS,
    CRITICAL_FAILURE,
    CRITICAL_SUCCESS,
    DOWNGRADE,
    EXCEL,
    EXCEPTIONAL_FAILURE,
    EXCEPTIONAL_SUCCESS,
    NORMAL_FAILURE,
    NORMAL_SUCCESS,
    STUMBLE,
    UPGRADE,
    band,
    band_counts,
    clamp,
    margin,
    resolve,
    shifted,
    simple,
)


@pytest.mark.parametrize("target", range(0, 99))
def test_band_counts_match_enumerating_the_hundred_faces(target, read_the_rule):
    enumerated = dict.fromkeys(BANDS, 0)
    for roll in range(100):
        enumerated[read_the_rule(roll, target)] += 1
    assert band_counts(target) == enumerated
    assert sum(band_counts(target).values()) == 100


def test_band_counts_at_target_50_are_the_digests():
    # [002-3 "target 50: critical success 5, exceptional success 18, normal success 28"]
    assert list(band_counts(50).values()) == [5, 18, 28, 27, 17, 5]


@pytest.mark.parametrize(
    ("roll", "target", "expected", "mos_or_mof"),
    [
        (45, 80, EXCEPTIONAL_SUCCESS, 45),  # [002 "A 45 would succeed (Margin of Success: 45)"]
        (85, 80, NORMAL_FAILURE, 5),  # [002 "an 85 would fail (Margin of Failure of 5)"]
        (32, 60, EXCEPTIONAL_SUCCESS, 32),  # [002 "Margin of Success of 32"]
        (73, 65, NORMAL_FAILURE, 8),  # [002 "a Margin of Failure of 8"]
        (30, 50, NORMAL_SUCCESS, 30),  # [002 "your MoS is over 30"]: exactly 30 is not
        (31, 50, EXCEPTIONAL_SUCCESS, 31),
        (80, 50, NORMAL_FAILURE, 30),  # MoF exactly 30 is not "over 30"
        (81, 50, EXCEPTIONAL_FAILURE, 31),
        (44, 50, CRITICAL_SUCCESS, 44),  # double and MoS over 30: critical wins (002-12 #3)
        (88, 50, CRITICAL_FAILURE, 38),  # double and MoF over 30: critical wins
        (22, 50, CRITICAL_SUCCESS, 22),
        (11, 5, CRITICAL_FAILURE, 6),  # [002 "if you fail and roll a double"]
    ],
)
def test_band_and_margin_of_a_roll(roll, target, expected, mos_or_mof):
    assert band(roll, target) == expected
    assert margin(roll, target) == mos_or_mof


@pytest.mark.parametrize("target", [-40, 0, 50, 98, 150])
def test_zero_always_succeeds_critically_with_mos_zero(target):
    # [002 "a 0 always succeeds, and is a critical success"]; MoS is the roll (002-12 #14)
    assert band(0, target) == CRITICAL_SUCCESS
    assert margin(0, target) == 0


@pytest.mark.parametrize("target", [-40, 0, 50, 98, 150])
def test_ninety_nine_always_fails_critically(target):
    # [002 "a 99 always fails, and is always a critical failure"]
    assert band(99, target) == CRITICAL_FAILURE


@pytest.mark.parametrize(("raw", "clamped"), [(-15, 0), (0, 0), (55, 55), (98, 98), (120, 98)])
def test_targets_are_limited_to_0_to_98(raw, clamped):
    assert clamp(raw) == clamped


def test_mof_uses_the_clamped_target():
    # digest 002-12 #9: raw -15 -> target 0, roll 32 -> MoF 32, exceptional failure
    assert margin(32, -15) == 32
    assert band(32, -15) == EXCEPTIONAL_FAILURE


def test_low_targets_cannot_be_exceptional_successes_and_high_ones_cannot_fail_exceptionally():
    # digest 002-12 #2: "A target ≤ 30 can never give an exceptional success"
    assert all(band_counts(t)[EXCEPTIONAL_SUCCESS] == 0 for t in range(31))
    assert band_counts(31)[EXCEPTIONAL_SUCCESS] == 1
    # "a target ≥ 69 can never give an exceptional failure"
    assert all(band_counts(t)[EXCEPTIONAL_FAILURE] == 0 for t in range(69, 99))
    # ... and already at 68: only 99 is over 98, and 99 is a critical failure
    assert band_counts(68)[EXCEPTIONAL_FAILURE] == 0
    assert band_counts(67)[EXCEPTIONAL_FAILURE] == 1  # a 98 is MoF 31


# -- ladders ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("start", "up", "down"),
    [
        # [002 "an exceptional success becomes a critical success"]; critical stays (002-12 #6)
        (CRITICAL_SUCCESS, CRITICAL_SUCCESS, EXCEPTIONAL_SUCCESS),
        # [002 "an exceptional success becomes a normal success"] (one step, 002-12 #4)
        (EXCEPTIONAL_SUCCESS, CRITICAL_SUCCESS, NORMAL_SUCCESS),
        # [002 "a normal success becomes an exceptional success"];
        # [002 "a normal success does not become a normal failure"]
        (NORMAL_SUCCESS, EXCEPTIONAL_SUCCESS, NORMAL_SUCCESS),
        # [002 "a normal failure does not become a normal success"];
        # [002 "A normal failure becomes an exceptional failure"]
        (NORMAL_FAILURE, NORMAL_FAILURE, EXCEPTIONAL_FAILURE),
        # [002 "a critical failure or exceptional failure becomes a normal failure"];
        # [002 "an exceptional failure becomes a critical failure"]
        (EXCEPTIONAL_FAILURE, NORMAL_FAILURE, CRITICAL_FAILURE),
        (CRITICAL_FAILURE, NORMAL_FAILURE, CRITICAL_FAILURE),
    ],
)
def test_upgrade_and_downgrade_ladders(start, up, down):
    assert UPGRADE[start] == up
    assert DOWNGRADE[start] == down
    assert shifted(start, upgrade=True) == up
    assert shifted(start, downgrade=True) == down


@pytest.mark.parametrize("start", BANDS)
def test_ladders_never_cross_between_success_and_failure(start):
    # [002 "when upgrading, a normal failure does not become a normal success"]
    successes = set(BANDS[:3])
    assert (UPGRADE[start] in successes) == (start in successes)
    assert (DOWNGRADE[start] in successes) == (start in successes)


@pytest.mark.parametrize("start", BANDS)
def test_an_upgrade_and_a_downgrade_on_one_test_cancel(start):
    # [002 "you can’t upgrade or downgrade any one test more than once"]; order unstated
    assert shifted(start, upgrade=True, downgrade=True) == start


def test_upgrading_keeps_the_margin():
    # [002 "your MoS and MoF don’t actually change"]
    plain, up = resolve(25, 60), resolve(25, 60, upgrade=True)
    assert (plain.band, up.band) == (NORMAL_SUCCESS, EXCEPTIONAL_SUCCESS)
    assert plain.margin == up.margin == 25
    down = resolve(95, 60, downgrade=True)
    assert (down.rolled_band, down.band, down.margin) == (
        EXCEPTIONAL_FAILURE, CRITICAL_FAILURE, 35)


@pytest.mark.parametrize(("roll", "word"), [(0, EXCEL), (60, EXCEL), (61, STUMBLE), (99, STUMBLE)])
def test_simple_checks_excel_or_stumble(roll, word):
    # [002 "If you roll less than or equal to your target, you *excel; *if you roll more
    # than your target, you *stumble*"]
    assert simple(roll, 60) == word
