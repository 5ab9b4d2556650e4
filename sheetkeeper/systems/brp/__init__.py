"""Basic Roleplaying (BRP): D100 roll-under, with the Skill Results Table, the Resistance
Table, experience checks and rolls, training and research hours, ENC, recovery over time,
movement over time and power points as fate points.

Breakdowns before an action applies (the action does the same sums):
``recovery_preview(c, rest_minutes=, sleep_hours=, awake_hours=, weeks=)`` for
``brp.recover``, ``journey(c, mode, hours=, turns=, rounds=, terrain=)`` for ``brp.travel``,
``maximum_damage(c, "1D6+1")`` for ``brp.max_damage``."""

from __future__ import annotations

from importlib import import_module

from ...core.registry import GameSystem


def _parts():
    from .model import BRPCharacter
    from .rules import BRPRules

    return BRPCharacter, BRPRules()


SYSTEM = GameSystem(
    id="brp",
    name="Basic Roleplaying",
    dice="D100 roll under the chance; critical, special and fumble ranges",
    parts=_parts,
)

_BREAKDOWNS = {"journey": ("travel", "journey"), "maximum_damage": ("fate", "maximum_damage"),
               "recovery_preview": ("recovery", "preview")}


def __getattr__(name: str):
    """The breakdowns, imported with the rules when first asked for."""
    if name not in _BREAKDOWNS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = _BREAKDOWNS[name]
    return getattr(import_module(f"{__name__}.{module}"), attribute)


__all__ = ["SYSTEM", "journey", "maximum_damage", "recovery_preview"]
