"""Basic Roleplaying (BRP): D100 roll-under, with the Skill Results Table, the Resistance
Table, experience checks and rolls, training and research hours, ENC, recovery over time,
movement over time and power points as fate points.

Breakdowns before an action applies (the action does the same sums):
``recovery_preview(c, rest_minutes=, sleep_hours=, awake_hours=, weeks=)`` for
``brp.recover``, ``journey(c, mode, hours=, turns=, rounds=, terrain=)`` for ``brp.travel``,
``maximum_damage(c, "1D6+1")`` for ``brp.max_damage``."""

from __future__ import annotations

from ...core.registry import GameSystem
from .fate import maximum_damage
from .model import BRPCharacter
from .recovery import preview as recovery_preview
from .rules import BRPRules
from .travel import journey

SYSTEM = GameSystem(
    id="brp",
    name="Basic Roleplaying",
    model=BRPCharacter,
    rules=BRPRules(),
    dice="D100 roll under the chance; critical, special and fumble ranges",
)

__all__ = ["SYSTEM", "journey", "maximum_damage", "recovery_preview"]
