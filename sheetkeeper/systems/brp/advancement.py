"""Character improvement as pure rules: experience rolls, training, research, characteristic
training and its caps, POW gain, and the aging tables. The action handlers use these."""

from __future__ import annotations

from math import ceil

from ...core.actions import Refusal
from .damage_dice import parse
from .model import BRPCharacter

#: An average character's training time [004 "An average character has 50 hours of time per
#: week available for training"]; more than double is gruelling.
HOURS_PER_WEEK = 50
GRUELLING_HOURS_PER_WEEK = 2 * HOURS_PER_WEEK

#: Characteristics that training or research can raise [004 "STR, CON, DEX, and CHA can
#: increase through training and research"]; SIZ only when the gamemaster allows it.
TRAINABLE = ("STR", "CON", "DEX", "CHA")


def experience_bonus(intelligence: int) -> int:
    """[004 "experience bonus (equal to 1/2 INT, rounded up)"]."""
    return ceil(intelligence / 2)


def experience_target(rating: int) -> int:
    """The total must be higher than this: the current skill, and over 100 from 100% on
    [004 "you must roll over 100 on D100 for your character to succeed"]."""
    return min(rating, 100)


def experience_succeeds(roll: int, bonus: int, rating: int) -> bool:
    """[004 "If the result of an experience roll is higher than your character’s current skill
    rating, then the experience roll succeeds."]"""
    return roll + bonus > experience_target(rating)


def flat_gain(die: int) -> int:
    """The declared default instead of rolling: half the die's maximum (+3, +4, +5)."""
    return die // 2


def training_hours(rating: int) -> int:
    """[004 "train for hours equal to their current skill rank"]; research takes the same."""
    return rating


def trained_rating(rating: int, change: int, cap: int | None) -> int:
    """A training result: never below 0, and a gain stops at the cap (digest 004-12, 8)
    [004 "No skill can be trained above 75%"]."""
    new = max(0, rating + change)
    if change > 0 and cap is not None:
        new = min(new, max(cap, rating))
    return new


def research_gain(die_face: int) -> int:
    """1D6-2, never below 0 (digest 004-12, 7) [004 "increase the skill by 1D6–2 points"]."""
    return max(0, die_face - 2)


def characteristic_hours(value: int) -> int:
    """[004 "the current value for the characteristic multiplied by ×25"]."""
    return value * 25


def characteristic_cap(c: BRPCharacter, name: str) -> int | None:
    """The most training or research can bring a characteristic to.

    STR and CON: the highest original STR, CON or SIZ; DEX and CHA: half again the
    original, rounded up [004 "limited to half again the original characteristic (round
    up)"]; all of them (POW excepted) at most the species maximum."""
    chars = c.characteristics
    if name in ("STR", "CON"):
        cap: int | None = max(chars.original("STR"), chars.original("CON"), chars.original("SIZ"))
    elif name in ("DEX", "CHA"):
        original = chars.original(name)
        cap = original + ceil(original / 2)
    else:
        cap = None
    limit = c.options.species_max if name != "POW" else None
    if limit is not None:
        cap = limit if cap is None else min(cap, limit)
    return cap


def pow_gain_chance(c: BRPCharacter) -> int:
    """(max rollable POW + min rollable POW - current POW) x 5, within 0-100
    [004 "Multiply the remainder by ×5 and try to roll that result or less on D100."]."""
    rest = c.options.pow_max_rollable + c.options.pow_min_rollable - c.characteristics.value("POW")
    return max(0, min(100, rest * 5))


POW_BONUS_AS_D6 = 6


def rollable_pow(text: str) -> tuple[int, int]:
    """The maximum and minimum rollable POW of a creation roll written as dice ("3D6",
    "2D6+6"), each bonus of +6 counted as a D6 [004 "add their maximum possible rolled POW (18
    for humans) plus their minimum rollable POW (3 for humans if the standard character
    creation system is used—consider each bonus of +6 as a single D6 for other character
    creation systems)"]: 2D6+6 is read as 3D6, 18 and 3. Another bonus or a negative term the
    excerpt does not read: refused, the user enters the two numbers."""
    dice = parse(text, "the POW roll")
    if not any(term.sides for term in dice.terms):
        raise Refusal(f"the POW roll {text!r} has no dice: write it as dice, such as 3D6 or 2D6+6")
    high = low = 0
    for term in dice.terms:
        if term.sign < 0:
            raise Refusal(f"the POW roll {text!r} takes something away: the excerpt reads only "
                          "dice and +6 bonuses; enter the maximum and minimum rollable POW")
        if term.sides:
            high, low = high + term.count * term.sides, low + term.count
        elif term.count % POW_BONUS_AS_D6:
            raise Refusal(f"the POW roll {text!r} has a bonus of +{term.count}: the excerpt "
                          "counts only each +6 as a D6; enter the maximum and minimum "
                          "rollable POW")
        else:
            d6 = term.count // POW_BONUS_AS_D6
            high, low = high + 6 * d6, low + d6
    return high, low


#: Characteristic Point Loss Table, 2D6 -> points lost (6-8 print "—": no loss).
POINTS_LOST = {2: 4, 3: 3, 4: 2, 5: 1, 6: 0, 7: 0, 8: 0, 9: 1, 10: 2, 11: 3, 12: 4}

#: Characteristic Table, 1D10 -> characteristic losing a point (9-10: none).
AGING_LOSS = {1: "STR", 2: "STR", 3: "CON", 4: "CON", 5: "DEX", 6: "DEX", 7: "CHA", 8: "CHA",
              9: None, 10: None}

#: [004 "When your character reaches 41 years of age and each year after"]
AGING_FROM = 41
