"""Rainworld: 2d10 + skill, success over 10, doubles critical [000 "any result over 10 is a
success"]."""

from ...core.registry import GameSystem
from .model import RainworldCharacter
from .rules import RainworldRules

SYSTEM = GameSystem(
    id="rainworld",
    name="Rainworld",
    model=RainworldCharacter,
    rules=RainworldRules(),
    dice="2d10 + skill, success over 10",
)
