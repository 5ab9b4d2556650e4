"""Resolving a D% check: the six result bands, margins, and the upgrade/downgrade ladders.

D% reads 0..99 [002 "D% runs from 0 to 99, *not* 1 to 100"]. Success is a roll at or under
the target; MoS is the roll itself and MoF is roll - target [002 "Margin of Success (MoS) is
die roll if success"], so a higher successful roll is better.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from ...core.words import QT_TRANSLATE_NOOP
from .model import Band

BANDS: tuple[Band, ...] = get_args(Band)
SUCCESSES: tuple[Band, ...] = BANDS[:3]

CRITICAL_SUCCESS, EXCEPTIONAL_SUCCESS, NORMAL_SUCCESS = BANDS[:3]
NORMAL_FAILURE, EXCEPTIONAL_FAILURE, CRITICAL_FAILURE = BANDS[3:]

#: [002 "Your target can never be greater than 98"], [002 "can never be less than 0"]
LOWEST_TARGET, HIGHEST_TARGET = 0, 98
#: MoS or MoF "over 30" is exceptional; exactly 30 is not.
EXCEPTIONAL_OVER = 30


def clamp(target: int) -> int:
    return max(LOWEST_TARGET, min(HIGHEST_TARGET, target))


def is_double(roll: int) -> bool:
    """[002 "a “double”—that is, a multiple of 11"]; 00 counts (a 0 is a critical success)."""
    return roll % 11 == 0


def band(roll: int, target: int) -> Band:
    """The band of one roll. Critical outranks exceptional when both apply (digest 002-12 #3).
    The target is clamped first, so 0 always succeeds and 99 always fails."""
    if not 0 <= roll <= 99:
        raise ValueError(f"a D% shows 0 to 99, not {roll}")
    target = clamp(target)
    if roll <= target:
        if is_double(roll):
            return CRITICAL_SUCCESS
        return EXCEPTIONAL_SUCCESS if roll > EXCEPTIONAL_OVER else NORMAL_SUCCESS
    if is_double(roll):
        return CRITICAL_FAILURE
    return EXCEPTIONAL_FAILURE if roll - target > EXCEPTIONAL_OVER else NORMAL_FAILURE


def margin(roll: int, target: int) -> int:
    """MoS (the roll) on a success, MoF (roll - clamped target) on a failure. A roll of 0 is
    a critical success with MoS 0 (digest 002-12 #14)."""
    target = clamp(target)
    return roll if roll <= target else roll - target


def _doubles_up_to(n: int) -> int:
    """How many of 0, 11, 22, ... 99 are <= n (n >= 0)."""
    return n // 11 + 1


def band_counts(target: int) -> dict[Band, int]:
    """How many of the 100 faces give each band, counted by formula (the tests check it
    against enumerating the faces). Exceptional success needs a roll of 31..target;
    exceptional failure a roll over target + 30."""
    t = clamp(target)
    critical = _doubles_up_to(t)
    exceptional = max(0, t - EXCEPTIONAL_OVER) - max(0, _doubles_up_to(t) - _doubles_up_to(30))
    worst = t + EXCEPTIONAL_OVER  # failures above this are exceptional
    critical_fail = 10 - _doubles_up_to(t)
    exceptional_fail = max(0, 99 - worst) - max(0, 10 - _doubles_up_to(min(worst, 99)))
    return {
        CRITICAL_SUCCESS: critical,
        EXCEPTIONAL_SUCCESS: exceptional,
        NORMAL_SUCCESS: t + 1 - critical - exceptional,
        NORMAL_FAILURE: 99 - t - critical_fail - exceptional_fail,
        EXCEPTIONAL_FAILURE: exceptional_fail,
        CRITICAL_FAILURE: critical_fail,
    }


# -- upgrading and downgrading [002 "Upgrading and Downgrading."] ---------------------------

UPGRADE: dict[Band, Band] = {
    # [002 "a critical failure or exceptional failure becomes a normal failure"]
    CRITICAL_FAILURE: NORMAL_FAILURE,
    EXCEPTIONAL_FAILURE: NORMAL_FAILURE,
    # [002 "a normal failure does not become a normal success"]
    NORMAL_FAILURE: NORMAL_FAILURE,
    # [002 "a normal success becomes an exceptional success, and an exceptional success
    # becomes a critical success"]
    NORMAL_SUCCESS: EXCEPTIONAL_SUCCESS,
    EXCEPTIONAL_SUCCESS: CRITICAL_SUCCESS,
    CRITICAL_SUCCESS: CRITICAL_SUCCESS,  # not stated: no change (digest 002-12 #6)
}

DOWNGRADE: dict[Band, Band] = {
    # [002 "a critical success becomes an exceptional success, and an exceptional success
    # becomes a normal success"]; one step (digest 002-12 #4)
    CRITICAL_SUCCESS: EXCEPTIONAL_SUCCESS,
    EXCEPTIONAL_SUCCESS: NORMAL_SUCCESS,
    # [002 "a normal success does not become a normal failure"]
    NORMAL_SUCCESS: NORMAL_SUCCESS,
    # [002 "A normal failure becomes an exceptional failure, and an exceptional failure
    # becomes a critical failure"]
    NORMAL_FAILURE: EXCEPTIONAL_FAILURE,
    EXCEPTIONAL_FAILURE: CRITICAL_FAILURE,
    CRITICAL_FAILURE: CRITICAL_FAILURE,  # not stated: no change (digest 002-12 #6)
}


def shifted(result: Band, *, upgrade: bool = False, downgrade: bool = False) -> Band:
    """At most one upgrade and one downgrade per test [002 "you can’t upgrade or downgrade
    any one test more than once"]. When a test has both, they cancel (our reading: the
    excerpt does not order them)."""
    if upgrade and downgrade:
        return result
    if upgrade:
        return UPGRADE[result]
    if downgrade:
        return DOWNGRADE[result]
    return result


@dataclass(frozen=True)
class Resolution:
    """One resolved roll. ``margin`` is MoS or MoF and never changes with the band
    [002 "your MoS and MoF don’t actually change"]."""

    roll: int
    target: int
    band: Band
    rolled_band: Band
    margin: int

    @property
    def success(self) -> bool:
        return self.band in SUCCESSES

    @property
    def margin_name(self) -> str:
        return "MoS" if self.success else "MoF"


def resolve(roll: int, target: int, *, upgrade: bool = False, downgrade: bool = False) -> Resolution:
    target = clamp(target)
    rolled = band(roll, target)
    return Resolution(roll, target, shifted(rolled, upgrade=upgrade, downgrade=downgrade),
                      rolled, margin(roll, target))


# -- simple checks [002 "Simple Checks"] ------------------------------------------------------

EXCEL, STUMBLE = QT_TRANSLATE_NOOP("Rules", "Excel"), QT_TRANSLATE_NOOP("Rules", "Stumble")
BAND_WORDS = (QT_TRANSLATE_NOOP("Rules", "Critical success"), QT_TRANSLATE_NOOP("Rules", "Exceptional success"), QT_TRANSLATE_NOOP("Rules", "Normal success"),
              QT_TRANSLATE_NOOP("Rules", "Normal failure"), QT_TRANSLATE_NOOP("Rules", "Exceptional failure"), QT_TRANSLATE_NOOP("Rules", "Critical failure"),
              QT_TRANSLATE_NOOP("Rules", "exceptional or critical"))
"""The bands' and the extra figure's words, marked for translation (the model's ``Band``
keeps them as written)."""


def simple(roll: int, target: int) -> str:
    """Success is assumed; the roll only says how well [002 "If you roll less than or equal
    to your target, you *excel; *if you roll more than your target, you *stumble*"]. Never
    exceptional or critical."""
    return EXCEL if roll <= clamp(target) else STUMBLE

