"""Combat numbers: attack modifiers, burst and auto fire, damage through armour.

Distances are whole metres (one grid square is 1 m [000 "each such square represents 1m2"]).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ...core.dice import Distribution, binomial
from ...core.words import QT_TRANSLATE_NOOP
from .checks import Modifier

POINT_BLANK_UNDER = 5
OFF_HAND = -3
TWO_TARGETS = -3
UNAIMED = -3
MELEE = -3
THROW_PER_METRE = -2
BURST_THRESHOLD = 6
SPRAY_THRESHOLD = 10
MIN_THRESHOLD = 2


def full_increments(distance: int, increment: int) -> int:
    """Full Increments a shot crosses; a target exactly at a multiple of the Increment has not
    crossed it [DIGEST 000-12 #4]: k = ceil(d / I) - 1."""
    if increment <= 0 or distance <= 0:
        return 0
    return (distance - 1) // increment


def range_lines(distance: int, increment: int, *, in_melee: bool = False,
                long_arm: bool = False) -> list[Modifier]:
    """Firearm range modifiers [000 "firing at someone attacking you in melée: -3, doubled to
    -6 for firearms longer than a pistol"], [000 "point blank range (less than 5m): +3"],
    [000 "a penalty equal to the square of the number of full Increments the shot crosses"]."""
    if in_melee:
        return [("Firing in melée" + (" (longer than a pistol)" if long_arm else ""),
                 MELEE * (2 if long_arm else 1))]
    if distance < POINT_BLANK_UNDER:
        return [("Point blank", 3)]
    k = full_increments(distance, increment)
    return [(f"Range: {k} full Increment{'s' if k != 1 else ''}", -(k * k))] if k else []


def min_phys_lines(phys: int, minimum: int) -> list[Modifier]:
    """[000 "Characters whose PHYS stat is below the requirement take the difference as a
    penalty to their attack."]"""
    return [(QT_TRANSLATE_NOOP("Rules", "Below minimum PHYS {minimum}").format(minimum=minimum), phys - minimum)] if phys < minimum else []


def split_lines(*, off_hand: bool, two_targets: bool) -> list[Modifier]:
    """One hand of a split attack [000 "attacks with their off hand take a -3 penalty"],
    [000 "both checks take an additional -3 penalty"]."""
    lines: list[Modifier] = []
    if off_hand:
        lines.append(("Off hand", OFF_HAND))
    if two_targets:
        lines.append(("Split between two targets", TWO_TARGETS))
    return lines


def unaimed_lines(aimed: bool) -> list[Modifier]:
    """[000 "Unaimed shots take a -3 penalty."]"""
    return [] if aimed else [("Unaimed", UNAIMED)]


def throw_lines(distance: int, phys: int, con: int) -> list[Modifier]:
    """[000 "the distance (in m) which characters can throw things without penalty is the
    lowest of their PHYS or CON; for each 1m beyond that ... an additional -2 penalty"]."""
    beyond = distance - min(phys, con)
    return [(f"Throwing {beyond} m too far", THROW_PER_METRE * beyond)] if beyond > 0 else []


def defence_lines(gymnastics: int) -> list[Modifier]:
    """[000 "opponents take the character’s Gymnastics skill as a penalty when attacking"]"""
    return [(f"Target manoeuvring (Gymnastics {gymnastics})", -gymnastics)] if gymnastics else []


# -- burst and auto fire ------------------------------------------------------------------


def threshold_lines(autofire_ranks: int, increments: int, *, spraying: bool = False,
                    autofire: str = "") -> list[Modifier]:
    """The threshold of burst or auto fire as labelled lines [000 "The default threshold is
    6"], [000 "Each rank in the Autofire quirk reduces the threshold by 1 (to a minimum of
    2)"], [000 "Each full range Increment increases the threshold by 1"]; spraying starts at
    10 and ignores Autofire. The minimum applies before the Increments [DIGEST 000-12 #5].
    ``autofire`` names where the effective ranks come from."""
    if spraying:
        lines: list[Modifier] = [("Spraying an area: threshold", SPRAY_THRESHOLD)]
    else:
        lines = [("Default threshold", BURST_THRESHOLD)]
        lowered = max(MIN_THRESHOLD, BURST_THRESHOLD - autofire_ranks) - BURST_THRESHOLD
        if lowered:
            floor = BURST_THRESHOLD - autofire_ranks < MIN_THRESHOLD
            lines.append((f"Autofire {autofire or autofire_ranks}"
                          + (" (to a minimum of 2)" if floor else ""), lowered))
    if increments:
        lines.append((f"{increments} full Increment{'s' if increments != 1 else ''}", increments))
    return lines


def burst_threshold(autofire_ranks: int, increments: int, *, spraying: bool = False) -> int:
    return sum(v for _, v in threshold_lines(autofire_ranks, increments, spraying=spraying))


def hit_chance(threshold: int) -> Fraction:
    """One d10 hits when it rolls the threshold or more."""
    return Fraction(max(0, min(10, 11 - threshold)), 10)


def hits(dice: Sequence[int], threshold: int) -> int:
    """[000 "every die that rolls equal to or over the success threshold represents a bullet
    hitting a target"]"""
    return sum(1 for d in dice if d >= threshold)


def hit_distribution(rounds: int, threshold: int) -> Distribution:
    """Exact chance of each number of hits from ``rounds`` d10."""
    return binomial(rounds, hit_chance(threshold))


# -- damage -------------------------------------------------------------------------------


def damage(dmg: int, stop: int = 0, ap: int = 0) -> int:
    """[000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall
    below 0"]"""
    return max(0, dmg - max(0, stop - ap))


def shotgun_dmg(dmg: int, increments: int) -> int:
    """[000 "Shotguns firing shot pellets have their DMG reduced by the number of full
    Increments crossed."]"""
    return max(0, dmg - increments)
