"""What a GRIMWIRE player or GM gives the rules beyond a button press, declared once for the
offer, its dialog and ``apply`` (``Rules.inputs``): a level's attribute increases, the hours
put into a technique, a fall's height, a terror roll's target number."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.actions import Action
from ...core.rules import Inputs
from ...core.situation import Option, When
from ...core.words import QT_TRANSLATE_NOOP
from . import advancement
from .model import GrimwireCharacter
from .tables import ALIASES, ATTRIBUTE_MAX, ATTRIBUTE_NAMES, ATTRIBUTES, FALLS, TOP_LEVEL, reward

C = GrimwireCharacter


def level_up(c: C, action: Action) -> tuple[Option, ...]:
    """[003 "Rewards by Level"]: the level's attribute increases, shared by the player;
    [003 "10 is the maximum for any attribute."]."""
    taken = advancement.level(c)
    if taken >= TOP_LEVEL:
        return ()
    row = reward(taken + 1)
    due = min(row.attribute_increases, advancement.attribute_room(c.attributes))
    return (Option(
        "increases", QT_TRANSLATE_NOOP("Rules", "Attribute increases"), "allotment",
        choices=tuple((a, f"{ATTRIBUTE_NAMES[a]} ({c.attributes.value(a)})") for a in ATTRIBUTES),
        total=due, room=tuple((a, ATTRIBUTE_MAX - c.attributes.value(a)) for a in ATTRIBUTES),
        aliases=(*ALIASES.items(), *((name, a) for a, name in ATTRIBUTE_NAMES.items())),
        source='003 "Rewards by Level": attribute increases; "10 is the maximum for any attribute."',
        help=f"level {row.level} gives {due} attribute point{'s' if due != 1 else ''} to share; "
             f"10 is the maximum for any attribute"),)


def technique_learn(c: C, action: Action) -> tuple[Option, ...]:
    # the rules say why more hours than the technique needs or the ledger has are refused
    return (Option("hours", QT_TRANSLATE_NOOP("Rules", "Learning hours"), "count", action.args.get("hours", 1), 1, None,
                   source='003 "they can put as many points as they have in the '
                          'multiplier attribute"'),)


def focus_use(c: C, action: Action) -> tuple[Option, ...]:
    return (Option("amount", QT_TRANSLATE_NOOP("Rules", "Focus cost"), "count", 1, 0, 99,
                   source="003: a technique's Focus cost"),)


def turn_start(c: C, action: Action) -> tuple[Option, ...]:
    if "Bleeding" not in c.effect_names:
        return ()
    return (Option("bleeding", QT_TRANSLATE_NOOP("Rules", "Bleeding damage this turn"), "count", 1, 1, 99,
                   source="003 Bleeding: the GM's amount"),)


def terror_roll(c: C, action: Action) -> tuple[Option, ...]:
    return (Option("tn", QT_TRANSLATE_NOOP("Rules", "Target number"), "count", c.target_number, 1, 40,
                   source='003 "a MND roll"'),)


def fall(c: C, action: Action) -> tuple[Option, ...]:
    return (
        Option("metres", QT_TRANSLATE_NOOP("Rules", "Height (m)"), "number", 4.5, 0, 10_000, decimals=1,
               source='003 "Distance Fallen": ' + ", ".join(f.label for f in FALLS)),
        Option("broken", QT_TRANSLATE_NOOP("Rules", "The AGL roll to break the fall succeeded"), "toggle",
               source='003 "Target Number to Break Fall"'),
        Option("jumped", QT_TRANSLATE_NOOP("Rules", "Jumped on purpose"), "toggle",
               source='003 "intentionally jumps from the 2nd story or lower"'),
        Option("soft", QT_TRANSLATE_NOOP("Rules", "Landed on a soft surface"), "toggle",
               source='003 "if the character lands on a soft surface"'),
        Option("water", QT_TRANSLATE_NOOP("Rules", "Landed in water"), "toggle",
               source='003 "water is not considered a soft surface above this height"'),
    )


def drowning_round(c: C, action: Action) -> tuple[Option, ...]:
    return (Option("underwater", QT_TRANSLATE_NOOP("Rules", "Underwater"), "toggle", True,
                   source='003 "If a character falls unconscious underwater they take 6 '
                          'damage per round"'),)


def craft(c: C, action: Action) -> tuple[Option, ...]:
    return (
        Option("item", QT_TRANSLATE_NOOP("Rules", "Object"), "text", maximum=200),
        Option("knowledge", QT_TRANSLATE_NOOP("Rules", "The MND roll to know how succeeded"), "toggle", True,
               source='003 "If a character succeeds on both MND and COR rolls"'),
        Option("extended", QT_TRANSLATE_NOOP("Rules", "Extended crafting (three COR rolls)"), "toggle",
               source='003 "must succeed on 2 out of 3 COR rolls"'),
        Option("assembly", QT_TRANSLATE_NOOP("Rules", "The COR roll succeeded"), "toggle", True,
               applies=(When("extended", (False,)),),
               source='003 "If a character succeeds on both MND and COR rolls"'),
        Option("successes", QT_TRANSLATE_NOOP("Rules", "COR successes out of 3"), "count", 2, 0, 3,
               applies=(When("extended", (True,)),),
               source='003 "must succeed on 2 out of 3 COR rolls"'),
    )


BY_KIND: Mapping[str, Inputs] = {
    "level.up": level_up,
    "technique.learn": technique_learn,
    "focus.use": focus_use,
    "turn.start": turn_start,
    "terror.roll": terror_roll,
    "fall": fall,
    "drowning.round": drowning_round,
    "craft": craft,
}
"""The inputs of each action kind that takes any (``Rules.inputs_of``)."""
