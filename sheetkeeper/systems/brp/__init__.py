"""Basic Roleplaying (BRP): D100 roll-under, with the Skill Results Table, the Resistance
Table, experience checks and rolls, training and research hours, and ENC."""

from __future__ import annotations

from ...core.registry import GameSystem
from .model import BRPCharacter
from .rules import BRPRules

SYSTEM = GameSystem(
    id="brp",
    name="Basic Roleplaying",
    model=BRPCharacter,
    rules=BRPRules(),
    dice="D100 roll under the chance; critical, special and fumble ranges",
)
