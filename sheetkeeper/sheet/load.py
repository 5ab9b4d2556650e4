"""Encumbrance in words, once: what is carried, of what, and the warning when it matters.

The same text is on the sheet's meter, on the party card and under the inventory on paper,
in the user's language (:mod:`..translate`); the unit and the consequence are the game's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.inventory import Encumbrance
from ..translate import number, shown, translate


@dataclass(frozen=True)
class LoadView:
    text: str
    """``Load 4 of 3 items``."""
    warning: str
    """``Over capacity: roll Might to walk any distance``, or the consequence when near it;
    empty when there is nothing to warn about."""
    over: bool
    load: float
    capacity: float
    layout: str
    """How the inventory is laid out, as the system declares it: ``rows`` (one item a row,
    numbered up to the capacity) or ``weight`` (each item has its own weight in ``unit``)."""
    unit: str


def load_view(enc: Encumbrance | None) -> LoadView | None:
    if enc is None:
        return None
    text = translate("LoadView", "Load {0} of {1} {2}").format(
        number(enc.load), number(enc.capacity), shown(enc.unit))
    near = enc.warning_at is not None and enc.load >= enc.warning_at
    warning = ""
    if enc.over:
        warning = (translate("LoadView", "Over capacity: {0}").format(shown(enc.consequence))
                   if enc.consequence else translate("LoadView", "Over capacity"))
    elif near and enc.consequence:
        warning = shown(enc.consequence)
    return LoadView(text, warning, enc.over, enc.load, enc.capacity, enc.layout, enc.unit)
