"""A quick foe in GRIMWIRE: its Condition, its armour (what a hit's damage reads of a target)
and its PER (initiative is [003 "all PCs roll PER to see in what order they take their
turn"], d20 + PER, and [003 "In ties for initiative, enemies are prioritized."])."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.pool import Pool
from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .model import Armour, Attributes, GrimwireCharacter
from .tables import ATTRIBUTE_MAX

OPTIONS: tuple[Option, ...] = (
    Option("condition", QT_TRANSLATE_NOOP("Rules", "Condition"), "count", 10, 1, 999,
           source='003 "Condition is a character’s “health” or “hit points”."'),
    Option("armour", QT_TRANSLATE_NOOP("Rules", "Armour"), "count", 0, 0, 99,
           source='003 "Each point of armor reduces damage by 1 for each attack to a minimum '
                  'of 1."'),
    Option("PER", QT_TRANSLATE_NOOP("Rules", "PER"), "count", 0, -10, ATTRIBUTE_MAX,
           source='003 "all PCs roll PER to see in what order they take their turn"'),
)


def stand_in(name: str, values: Mapping[str, Any]) -> GrimwireCharacter:
    """Its Condition, its armour (where a hit's damage reads a character's armour), its PER."""
    condition = int(values.get("condition", 10))
    return GrimwireCharacter(name=name, attributes=Attributes(PER=int(values.get("PER", 0))),
                             condition=Pool(current=condition, maximum=condition, floor=None),
                             armour=Armour(name="Armour", points=int(values.get("armour", 0))))
