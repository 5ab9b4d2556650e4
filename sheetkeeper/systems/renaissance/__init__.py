"""Renaissance: D% read 0-99, success on a roll at or under the target, six result bands."""

from ...core.registry import GameSystem
from .model import RenaissanceCharacter
from .rules import RenaissanceRules

SYSTEM = GameSystem(
    id="renaissance",
    name="Renaissance",
    model=RenaissanceCharacter,
    rules=RenaissanceRules(),
    dice="D% 0-99, success on a roll at or under the target",
)
