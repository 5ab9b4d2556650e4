"""A quick foe in Renaissance: its Initiative Modifier (initiative is [002 "Initiative is 1d10
+ *Initiative Modifier*"]). The excerpt's fights read nothing else of a foe that the GM would
not enter at the roll."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .model import RenaissanceCharacter

OPTIONS: tuple[Option, ...] = (
    Option("initiative_modifier", QT_TRANSLATE_NOOP("Rules", "Initiative Modifier"), "count", 0, -99, 99,
           source='002 "Initiative is 1d10 + *Initiative Modifier*"'),
)


def stand_in(name: str, values: Mapping[str, Any]) -> RenaissanceCharacter:
    return RenaissanceCharacter(name=name,
                                initiative_modifier=int(values.get("initiative_modifier", 0)))
