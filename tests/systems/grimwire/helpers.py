"""Shared set-up for the GRIMWIRE tests: real rules, real actions, no mocks."""

from __future__ import annotations

from datetime import UTC, datetime

from sheetkeeper.core.actions import Action
from sheetkeeper.core.rules import Context
from sheetkeeper.systems.grimwire import SYSTEM
from sheetkeeper.systems.grimwire.model import Attributes, GrimwireCharacter, Technique

RULES = SYSTEM.rules
AT = datetime(2025, 1, 1, tzinfo=UTC)


def act(c: GrimwireCharacter, kind: str, **args) -> GrimwireCharacter:
    return RULES.apply(c, Action(kind, args), Context(at=AT)).character


def character(
    condition: int = 20, focus: int = 10, techniques: list[Technique] | None = None, **attrs
) -> GrimwireCharacter:
    """A level-1 character with the given maxima (full) and attributes."""
    c = RULES.new("Tester")
    return c.model_copy(update={
        "attributes": Attributes(**attrs),
        "condition": c.condition.model_copy(update={"current": condition, "maximum": condition}),
        "focus": c.focus.model_copy(update={"current": focus, "maximum": focus}),
        "techniques": techniques or [],
    })


def with_pools(c: GrimwireCharacter, **values: int) -> GrimwireCharacter:
    """Set current Condition/Focus (and burnout level) directly, as a player editing paper."""
    update = {}
    for name in ("condition", "focus"):
        if name in values:
            update[name] = getattr(c, name).model_copy(update={"current": values[name]})
    if "burnout" in values:
        update["burnout"] = c.burnout.model_copy(update={"level": values["burnout"]})
    return c.model_copy(update=update)
