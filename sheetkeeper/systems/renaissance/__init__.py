"""Renaissance: D% read 0-99, success on a roll at or under the target, six result bands."""

from ...core.registry import GameSystem


def _parts():
    from .model import RenaissanceCharacter
    from .rules import RenaissanceRules

    return RenaissanceCharacter, RenaissanceRules()


SYSTEM = GameSystem(
    id="renaissance",
    name="Renaissance",
    dice="D% 0-99, success on a roll at or under the target",
    parts=_parts,
)
