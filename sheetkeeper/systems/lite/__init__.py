"""Game Rules Lite: a pool of d6, every six a success, one push (seed 001)."""

from sheetkeeper.core.registry import GameSystem


def _parts():
    from .model import LiteCharacter
    from .rules import LiteRules

    return LiteCharacter, LiteRules()


SYSTEM = GameSystem(
    id="lite",
    name="Game Rules Lite",
    dice="pool of d6, success on any six, one push",
    parts=_parts,
)
