"""Encumbrance in words, once: what is carried, of what, and the warning when it matters.

The same text is on the sheet's meter, on the party card and under the inventory on paper.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.inventory import Encumbrance


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
    text = f"Load {enc.load:g} of {enc.capacity:g} {enc.unit}"
    near = enc.warning_at is not None and enc.load >= enc.warning_at
    warning = ""
    if enc.over:
        warning = "Over capacity" + (f": {enc.consequence}" if enc.consequence else "")
    elif near and enc.consequence:
        warning = enc.consequence
    return LoadView(text, warning, enc.over, enc.load, enc.capacity, enc.layout, enc.unit)
