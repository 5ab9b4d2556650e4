"""GRIMWIRE: d20 + attribute >= target number; Condition, Focus, burnout, XP levels and the
learning-hour ledger for techniques (seed 003, digest section 003)."""

from ...core.registry import GameSystem


def _parts():
    from .model import GrimwireCharacter
    from .rules import GrimwireRules

    return GrimwireCharacter, GrimwireRules()


SYSTEM = GameSystem(
    id="grimwire",
    name="GRIMWIRE",
    dice="d20 + attribute >= target number",
    parts=_parts,
)
