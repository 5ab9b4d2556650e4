"""Inventory rows against capacity [001 "You can carry a number of regular items equal to
double your Strength score. Use your base Strength for this"]."""

from __future__ import annotations

from fractions import Fraction
from math import ceil

from sheetkeeper.core.inventory import Encumbrance

from ...core.words import QT_TRANSLATE_NOOP
from .model import LiteCharacter, LiteItem
from .tables import (
    AMMUNITION,
    CAPACITY_PER_STRENGTH,
    DOSES_PER_BOTTLE,
    OVER_ENCUMBERED,
    RATIONS_PER_ROW,
    SIZES,
)


def ammunition_rows(rounds: int) -> Fraction:
    """[001 "Individual bullets count as tiny items."] up to 10; then light, regular, heavy."""
    for more_than, rows in AMMUNITION:
        if rounds > more_than:
            return rows
    return Fraction(0)


def item_rows(item: LiteItem) -> Fraction | None:
    """Regular-item rows one inventory line takes, or ``None`` for a size word we do not
    know. Items loaded on a mount or cart take none [001 "That way, you won’t be
    over-encumbered by it."]."""
    size = item.size.strip().lower()
    if item.on_mount:
        return Fraction(0)
    if size == "ammunition":
        return ammunition_rows(item.quantity)
    if size == "booze":
        # Quantity counts doses; each started bottle of ten is one regular item.
        return Fraction(ceil(item.quantity / DOSES_PER_BOTTLE))
    if size.isdigit():
        return Fraction(int(size)) * item.quantity
    if size in SIZES:
        return SIZES[size] * item.quantity
    return None


def capacity(c: LiteCharacter) -> int:
    return CAPACITY_PER_STRENGTH * c.strength.base


def load(c: LiteCharacter) -> Fraction:
    rows = sum((item_rows(i) or Fraction(0) for i in c.inventory), Fraction(0))
    return rows + Fraction(c.food + c.water, RATIONS_PER_ROW)


def encumbrance(c: LiteCharacter) -> Encumbrance:
    carried, limit = load(c), capacity(c)
    over = carried > limit
    return Encumbrance(
        load=float(carried),
        capacity=float(limit),
        unit=QT_TRANSLATE_NOOP("Rules", "items"),
        over=over,
        consequence=OVER_ENCUMBERED if over else "",
    )
