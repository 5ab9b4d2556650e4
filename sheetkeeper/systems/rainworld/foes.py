"""A quick foe in Rainworld: what the fight reads of it. Its armour's STOP (the one value a
target's damage reads), its Body track's boxes (where hits land), and Tactical Awareness
(initiative is [000 "2d10 + Tactical Awareness"])."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.situation import Option
from ...core.track import Track
from .catalogue import TACTICAL_AWARENESS
from .fights import _STOP_SOURCE
from .model import Armour, RainworldCharacter, Rank

OPTIONS: tuple[Option, ...] = (
    Option("stop", "STOP", "count", 0, 0, 99, source=_STOP_SOURCE,
           help="The foe's armour STOP (0 for an unarmoured foe)."),
    Option("body", "Body track boxes", "count", 10, 1, 100,
           source='000 "If the Body track completely fills with injury, the character is dying."'),
    Option("tactical_awareness", TACTICAL_AWARENESS, "count", 0, 0, 30,
           source='000 "everyone involved rolls 2d10 + Tactical Awareness; the number they get '
                  'is their Initiative"'),
)


def stand_in(name: str, values: Mapping[str, Any]) -> RainworldCharacter:
    """Its Body track, its STOP as worn armour (where a hit's damage reads a character's
    STOP), its Tactical Awareness."""
    ta = int(values.get("tactical_awareness", 0))
    stop = int(values.get("stop", 0))
    return RainworldCharacter(
        name=name, body=Track(length=int(values.get("body", 10))),
        skills=[Rank(name=TACTICAL_AWARENESS, rank=ta)] if ta else [],
        armour=[Armour(name="Armour", stop=stop, worn=True)] if stop else [])
