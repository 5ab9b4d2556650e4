"""Status effects that change numbers on the sheet (digest 003-4, 003-6).

Names are matched without regard to case, so a player may type "knocked down" or pick it
from the list; any other name ("Hexed by the Warden") is kept as a free note.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .tables import ATTRIBUTES


@dataclass(frozen=True)
class Effect:
    name: str
    meaning: str
    modifiers: dict[str, int] = field(default_factory=dict)
    """Attribute abbreviation, or "attack" for every attack roll, to a signed modifier."""
    auto_fail: tuple[str, ...] = ()
    friendly_fire: int = 0
    extra_attacks: int = 0


_INEBRIATED = {a: -3 for a in ATTRIBUTES if a != "TOG"} | {"TOG": 1}

EFFECTS: tuple[Effect, ...] = (
    Effect("Knocked down", "-3 AGL; crawl 3m per turn; getting up costs the movement",
           {"AGL": -3}),  # [003 "-3 AGL"]
    Effect("Grappled", "-5 AGL; movement halved; contests to act and move",
           {"AGL": -5}),  # [003 "You get a -5 penalty to AGL."]
    Effect("Stun", "Cannot act or move; -3 AGL and MND; PER rolls fail",
           {"AGL": -3, "MND": -3}, ("PER",)),  # [003 "automatically fails PER rolls"]
    Effect("Sensory impairment", "-5 PER and to attacks and evasion; no aimed ranged attacks",
           {"PER": -5, "attack": -5}),  # [003 "A -5 penalty to PER and anything requiring"]
    Effect("Inebriated", "+1 TOG, +3 temporary Condition, -3 to all other attributes",
           _INEBRIATED),  # [003 "-3 Penalty to all other attributes"]
    Effect("Paralysis", "Cannot move or act; TOG, COR and AGL rolls fail",
           {}, ("TOG", "COR", "AGL")),  # [003 "They automatically fail TOG, COR, and AGL rolls"]
    Effect("Difficult terrain", "-2 AGL while standing in it",
           {"AGL": -2}),  # [003 "incurs a -2 penalty to AGL"]
    Effect("Frenzy", "+1 attack per turn; friendly-fire risk +5; melee attacks or dash only",
           friendly_fire=5, extra_attacks=1),  # [003 "Risk of hitting a friendly target"]
    Effect("Amok", "As frenzy, and attacks the closest target, friend or foe",
           friendly_fire=5, extra_attacks=1),
    Effect("Burning", "2d6 at the start of each turn until out of the fire; causes agony"),
    Effect("Bleeding", "Damage at the start of each turn until stopped"),
    Effect("Terror", "MND roll at the start of each turn or cower or flee"),
    Effect("Out cold", "Needs 10 minutes of attention to wake, or wakes after 8 hours"),
    Effect("Knocked out", "Woken as an auxiliary action, or wakes after a minute"),
    Effect("Unconscious", "Limp; cannot act; immune to mental status effects"),
    Effect("Sleep", "Noise or other stimuli wake the character"),
    Effect("Brainwashed", "Play the indoctrinated beliefs as true"),
    Effect("Mind controlled", "Does whatever the controlling being directs"),
    Effect("Hexed", "A supernatural effect that lasts until removed"),
)

BY_NAME = {e.name.lower(): e for e in EFFECTS}
NAMES = tuple(e.name for e in EFFECTS)


def known(name: str) -> Effect | None:
    return BY_NAME.get(name.strip().lower())


def active(names: list[str]) -> set[str]:
    """The known effects among ``names``, by their table name."""
    return {e.name for e in _unique(names)}


def modifiers_for(names: list[str], attribute: str, attack: bool) -> list[tuple[str, int]]:
    """The breakdown lines the named effects put on a roll of ``attribute``.

    Several grapples do not stack [003 "Penalties from multiple grapples do not stack."], so
    each effect counts once however often it is listed."""
    lines = []
    for effect in _unique(names):
        value = effect.modifiers.get(attribute, 0) + (effect.modifiers.get("attack", 0)
                                                      if attack else 0)
        if value:
            lines.append((effect.name, value))
    return lines


def auto_fails(names: list[str], attribute: str) -> str | None:
    """The effect that makes a roll of ``attribute`` fail outright, if any."""
    for effect in _unique(names):
        if attribute in effect.auto_fail:
            return effect.name
    return None


def friendly_fire_bonus(names: list[str]) -> int:
    return max((e.friendly_fire for e in _unique(names)), default=0)


def extra_attacks(names: list[str]) -> int:
    return max((e.extra_attacks for e in _unique(names)), default=0)


def _unique(names: list[str]) -> list[Effect]:
    seen: dict[str, Effect] = {}
    for name in names:
        effect = known(name)
        if effect is not None:
            seen.setdefault(effect.name, effect)
    return list(seen.values())
