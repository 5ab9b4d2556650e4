"""Status effects that change numbers on the sheet (digest 003-4, 003-6).

Names are matched without regard to case, so a player may type "knocked down" or pick it
from the list; any other name ("Hexed by the Warden") is kept as a free note.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ...core.status import EVERY, Status
from ...core.words import QT_TRANSLATE_NOOP
from .tables import ATTRIBUTES

AIMED_RANGED = "aimed ranged"
"""The name a ranged or thrown attack answers to unless the table says it does splash
damage (Sensory impairment makes it impossible)."""


@dataclass(frozen=True)
class Effect:
    name: str
    meaning: str
    modifiers: dict[str, int] = field(default_factory=dict)
    """Attribute abbreviation, "attack" for every attack roll, or a toggle of the roll's
    situation ("evading", "pain_terror") to a signed modifier; the core applies the first
    that matches a check."""
    friendly_fire: int = 0
    extra_attacks: int = 0
    source: str = ""
    impossible: tuple[str, ...] = ()
    """Checks that cannot be attempted: "attack" (acting), "technique", "*" (anything)."""
    fails: tuple[str, ...] = ()
    """Checks that fail automatically (attribute abbreviations)."""
    actions_lost: str = ""
    turn_damage: str = ""
    ends: str = QT_TRANSLATE_NOOP("Rules", "removed by the GM")
    no_turn: bool = False
    """The character cannot act on their turn (initiative gives them none)."""


# The narrowest first: a status counts once, by its first matching modifier, so a MND roll
# resisting pain or terror takes +3 and not the -3 [003 "+3 and no penalty to MND rolls to
# resist pain and terror"].
_INEBRIATED = {"pain_terror": 3, "TOG": 1} | {a: -3 for a in ATTRIBUTES if a != "TOG"}

EFFECTS: tuple[Effect, ...] = (
    Effect(QT_TRANSLATE_NOOP("Rules", "Knocked down"), QT_TRANSLATE_NOOP("Rules", "-3 AGL; crawl 3m per turn; getting up costs the movement"),
           {"AGL": -3}, source='003 "-3 AGL"', actions_lost=QT_TRANSLATE_NOOP("Rules", "movement beyond a 3m crawl"),
           ends=QT_TRANSLATE_NOOP("Rules", "getting up (the turn's movement)")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Grappled"), QT_TRANSLATE_NOOP("Rules", "-5 AGL; movement halved; contests to act and move"),
           {"AGL": -5}, source='003 "You get a -5 penalty to AGL."', ends=QT_TRANSLATE_NOOP("Rules", "a contest won")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Stun"), QT_TRANSLATE_NOOP("Rules", "Cannot act or move; -3 AGL and MND; PER rolls fail"),
           {"AGL": -3, "MND": -3}, fails=("PER",),
           source='003 "A stunned character cannot act or move on their turn and receives a '
                  '-3 penalty to AGL and MND rolls and automatically fails PER rolls."',
           impossible=("attack",), actions_lost=QT_TRANSLATE_NOOP("Rules", "all actions and movement"), no_turn=True),
    Effect(QT_TRANSLATE_NOOP("Rules", "Sensory impairment"), QT_TRANSLATE_NOOP("Rules", "-5 PER and to attacks and evasion; no aimed ranged attacks"),
           {"PER": -5, "attack": -5, "evading": -5},
           source='003 "A -5 penalty to PER and anything requiring senses including attack '
                  'and evasion. Cannot choose targets for aimed ranged attacks but can still '
                  'make attacks with splash damage, melee, or supernatural attacks (with the '
                  'penalty)."',
           impossible=(AIMED_RANGED,)),
    Effect(QT_TRANSLATE_NOOP("Rules", "Inebriated"), QT_TRANSLATE_NOOP("Rules", "+1 TOG, +3 temporary Condition, -3 to all other attributes; +3 and "
           "no penalty to MND rolls to resist pain and terror"), _INEBRIATED,
           source='003 "+1 to TOG", "+3 temporary Condition", "-3 Penalty to all other '
                  'attributes", "+3 and no penalty to MND rolls to resist pain and terror"',
           ends=QT_TRANSLATE_NOOP("Rules", "sobering up (body weight and how much was had)")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Paralysis"), QT_TRANSLATE_NOOP("Rules", "Cannot move or act; TOG, COR and AGL rolls fail"),
           fails=("TOG", "COR", "AGL"),
           source='003 "They cannot move or act on their turn. They automatically fail TOG, '
                  'COR, and AGL rolls"', impossible=("attack",),
           actions_lost=QT_TRANSLATE_NOOP("Rules", "all actions and movement"), no_turn=True),
    Effect(QT_TRANSLATE_NOOP("Rules", "Difficult terrain"), QT_TRANSLATE_NOOP("Rules", "-2 AGL while standing in it"),
           {"AGL": -2}, source='003 "incurs a -2 penalty to AGL"', ends=QT_TRANSLATE_NOOP("Rules", "leaving it")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Frenzy"), QT_TRANSLATE_NOOP("Rules", "Temporary Condition equal to the critical level{critical}; +1 attack "
           "per turn; friendly-fire risk +5; melee attacks or dash only; immune to agony and fear").format(
               critical=""),
           friendly_fire=5, extra_attacks=1,
           source='003 "Receive temporary Condition equal to your character\u2019s critical '
                  'level." "Can make 1 additional attack per turn. Risk of hitting a friendly '
                  'target increases by 5." "Can\u2019t use any techniques, take any actions '
                  'other than making melee attacks or dashing"',
           impossible=("ranged", "thrown", "attack:supernatural"),
           actions_lost=QT_TRANSLATE_NOOP("Rules", "techniques; anything but melee attacks or dashing")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Amok"), QT_TRANSLATE_NOOP("Rules", "As frenzy (temporary Condition equal to the critical level{critical}, "
           "once with both), and attacks the closest target, friend or foe").format(critical=""),
           friendly_fire=5, extra_attacks=1,
           source='003 "the same effects as frenzy except the character can no longer '
                  'distinguish their allies"',
           impossible=("ranged", "thrown", "attack:supernatural"),
           actions_lost=QT_TRANSLATE_NOOP("Rules", "techniques; anything but melee attacks on the closest target")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Burning"), QT_TRANSLATE_NOOP("Rules", "2d6 at the start of each turn until out of the fire; causes agony"),
           source='003 "The character takes 2d6 at the beginning of each of their turns until '
                  'the character leaves the burning area and extinguishes any flames on their '
                  'body. Causes agony."', turn_damage="2d6",
           ends=QT_TRANSLATE_NOOP("Rules", "leaving the burning area and putting the flames out")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Bleeding"), QT_TRANSLATE_NOOP("Rules", "Damage at the start of each turn until stopped"),
           source='003 "Damages a player at the beginning of each of their turns."',
           turn_damage=QT_TRANSLATE_NOOP("Rules", "the GM's amount"), ends=QT_TRANSLATE_NOOP("Rules", "items, or holding pressure on the wound")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Terror"), QT_TRANSLATE_NOOP("Rules", "MND roll at the start of each turn: on a failure only cower or flee; "
           "on a success the terror is removed"),
           source='003 "must make a MND roll at the beginning of their turn. If they fail, they '
                  'cannot do anything except cower or flee. If you succeed on the roll, the '
                  'terror is removed."', ends=QT_TRANSLATE_NOOP("Rules", "a MND roll succeeds")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Out cold"), QT_TRANSLATE_NOOP("Rules", "Needs 10 minutes of attention to wake, or wakes after 8 hours"),
           source='003 "requires 10 minutes of attention from a conscious character"',
           impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"),
           ends=QT_TRANSLATE_NOOP("Rules", "10 minutes of attention, or 8 hours")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Knocked out"), QT_TRANSLATE_NOOP("Rules", "Woken as an auxiliary action, or wakes after a minute"),
           source='003 "they wake up after a minute"', impossible=(EVERY,),
           actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"), ends=QT_TRANSLATE_NOOP("Rules", "woken, or a minute")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Unconscious"), QT_TRANSLATE_NOOP("Rules", "Limp; cannot act; immune to mental status effects"),
           source='003 "They can\u2019t speak, act, move, or do anything else."',
           impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"), ends=QT_TRANSLATE_NOOP("Rules", "waking")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Sleep"), QT_TRANSLATE_NOOP("Rules", "Noise or other stimuli wake the character"),
           source='003 "Can be awakened by noise or other stimuli."', ends=QT_TRANSLATE_NOOP("Rules", "noise or stimuli")),
    Effect(QT_TRANSLATE_NOOP("Rules", "Brainwashed"), QT_TRANSLATE_NOOP("Rules", "Play the indoctrinated beliefs as true"),
           source='003 "Players must role-play their character as if they truly believe the '
                  'brainwashing"'),
    Effect(QT_TRANSLATE_NOOP("Rules", "Mind controlled"), QT_TRANSLATE_NOOP("Rules", "Does whatever the controlling being directs"),
           source='003 "They must do whatever the controlling character directs."'),
    Effect(QT_TRANSLATE_NOOP("Rules", "Hexed"), QT_TRANSLATE_NOOP("Rules", "A supernatural effect that lasts until removed"),
           source='003 "Hexes are supernatural status effects that last indefinitely"'),
)

BY_NAME = {e.name.lower(): e for e in EFFECTS}
NAMES = tuple(e.name for e in EFFECTS)


def known(name: str) -> Effect | None:
    return BY_NAME.get(name.strip().lower())


def active(names: list[str]) -> set[str]:
    """The known effects among ``names``, by their table name."""
    return {e.name for e in _unique(names)}


def declared() -> list[Status]:
    """Every effect of the excerpt's list as a core :class:`Status`."""
    return list(_declared())


@cache
def _declared() -> tuple[Status, ...]:
    """Made once: the list is the excerpt's, and a status never changes (every round's end
    and every repaint of the turn order asks for it, for each GRIMWIRE combatant)."""
    return tuple(
        Status(e.name.casefold(), e.name, e.meaning, e.source,
               tuple(e.modifiers.items()), e.impossible, e.fails, e.actions_lost,
               e.turn_damage, e.ends, no_turn=e.no_turn)
        for e in EFFECTS
    )


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
