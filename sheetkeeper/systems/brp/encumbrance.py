"""ENC: what the character carries against STR and the average of STR+CON.

[004 "Your character can only easily carry as many points of ENC as they have points in STR
and can only maneuver normally for any length of time carrying ENC equal to or less than
their average of STR+CON (round up)."] Penalties count from the second figure by default
(digest 004-12, 9); the option ``enc_threshold = "STR"`` counts from STR instead.
"""

from __future__ import annotations

from math import ceil

from ...core.inventory import Encumbrance
from ...core.words import QT_TRANSLATE_NOOP
from .model import BRPCharacter, Skill


def load(c: BRPCharacter) -> float:
    """Total ENC carried: the inventory (items on a mount or cart don't count), the weapons
    and the armour."""
    return (sum(item.enc * item.quantity for item in c.inventory if not item.on_mount)
            + sum(w.enc for w in c.weapons) + sum(a.enc for a in c.armour))


def easy_carry(c: BRPCharacter) -> int:
    return c.characteristics.value("STR")


def maximum(c: BRPCharacter) -> int:
    chars = c.characteristics
    if c.options.enc_threshold == "STR":
        return chars.value("STR")
    return ceil((chars.value("STR") + chars.value("CON")) / 2)


def points_over(c: BRPCharacter) -> int:
    """Whole ENC points over the maximum; a part of a point counts as a point."""
    return max(0, ceil(load(c) - maximum(c)))


def skill_penalised(skill: Skill, c: BRPCharacter) -> bool:
    """[004 "–5% to all Agility, Manipulation, Stealth, Dodge, and weapon skills"]: matched
    against the skill's category or its name (before any "(specialty)")."""
    wanted = {w.casefold() for w in c.options.enc_penalised}
    name = skill.name.split("(")[0].strip().casefold()
    return skill.category.casefold() in wanted or name in wanted


def characteristic_penalty(name: str, c: BRPCharacter) -> int:
    """-5% per point over on the Agility characteristic roll (DEX unless chosen otherwise)."""
    return -5 * points_over(c) if name == c.options.agility_roll else 0


def mov(c: BRPCharacter) -> int:
    """MOV after the -1 per ENC point over the maximum."""
    return max(0, c.mov - points_over(c))


def encumbrance(c: BRPCharacter) -> Encumbrance:
    over = points_over(c)
    consequence = ""
    if over:
        consequence = QT_TRANSLATE_NOOP("Rules", "{over} ENC over the maximum: MOV -{over}, -{percent}% to the Agility roll "
                                        "and to Agility, Manipulation, Stealth, Dodge and weapon skills; "
                                        "lose {over} more fatigue point(s) per turn while exerting").format(
            over=over, percent=5 * over)
    return Encumbrance(
        load=load(c), capacity=maximum(c), unit="ENC", over=over > 0, consequence=consequence,
        layout="weight",
    )
