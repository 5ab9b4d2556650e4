"""Rainworld: 2d10 + skill, success over 10, doubles critical [000 "any result over 10 is a
success"]."""

from ...core.registry import GameSystem


def _parts():
    from .model import RainworldCharacter
    from .rules import RainworldRules

    return RainworldCharacter, RainworldRules()


SYSTEM = GameSystem(
    id="rainworld",
    name="Rainworld",
    dice="2d10 + skill, success over 10",
    parts=_parts,
)
