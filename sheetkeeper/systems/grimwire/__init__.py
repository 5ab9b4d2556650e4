"""GRIMWIRE: d20 + attribute >= target number; Condition, Focus, burnout, XP levels and the
learning-hour ledger for techniques (seed 003, digest section 003)."""

from ...core.registry import GameSystem
from .model import GrimwireCharacter
from .rules import GrimwireRules

SYSTEM = GameSystem(
    id="grimwire",
    name="GRIMWIRE",
    model=GrimwireCharacter,
    rules=GrimwireRules(),
    dice="d20 + attribute >= target number",
)
