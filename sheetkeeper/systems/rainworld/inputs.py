"""What a Rainworld player or GM gives the rules beyond a button press, declared once for the
offer, its dialog and ``apply`` (``Rules.inputs``): the injury healed, a fall's height, an
explosion's distance and effects."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.actions import Action
from ...core.rules import Inputs
from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .model import RainworldCharacter

_SIDES = (("left", "injury"), ("right", "stun"))


def heal(c: RainworldCharacter, action: Action) -> tuple[Option, ...]:
    return (Option("amount", QT_TRANSLATE_NOOP("Rules", "Boxes of injury healed"), "count", 1, 1, max(1, c.body.length),
                   source='000 "A period of downtime ranging from days to months is '
                          'necessary to naturally heal injury."'),)


def fall(c: RainworldCharacter, action: Action) -> tuple[Option, ...]:
    return (Option("metres", QT_TRANSLATE_NOOP("Rules", "Height (m)"), "count", 5, 0, 1_000,
                   source='000 "1d4 boxes of injury for each full 5m they fall"'),)


def explosion(c: RainworldCharacter, action: Action) -> tuple[Option, ...]:
    source = ('000 "characters within the epicentre radius suffer the epicentre effect. '
              'Characters outside the epicentre radius, but within 2×the epicentre radius, '
              'suffer the falloff effect."')
    return (
        Option("distance", QT_TRANSLATE_NOOP("Rules", "Distance from the blast (m)"), "number", 0, 0, 1_000, decimals=1,
               source=source),
        Option("radius", QT_TRANSLATE_NOOP("Rules", "Epicentre radius (m)"), "number", 3, 0.1, 1_000, decimals=1,
               source=source),
        Option("epicentre", QT_TRANSLATE_NOOP("Rules", "Epicentre effect (boxes)"), "count", 0, 0, 40, source=source),
        Option("epicentre_side", QT_TRANSLATE_NOOP("Rules", "Epicentre effect marks"), "choice", "left", choices=_SIDES,
               source=source),
        Option("falloff", QT_TRANSLATE_NOOP("Rules", "Falloff effect (boxes)"), "count", 0, 0, 40, source=source),
        Option("falloff_side", QT_TRANSLATE_NOOP("Rules", "Falloff effect marks"), "choice", "left", choices=_SIDES,
               source=source),
    )


BY_KIND: Mapping[str, Inputs] = {
    "rainworld.heal": heal,
    "rainworld.fall": fall,
    "rainworld.explosion": explosion,
}
"""The inputs of each action kind that takes any (``Rules.inputs_of``)."""
