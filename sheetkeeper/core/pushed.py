"""A pushed roll: the new result, and what pushing costs, as actions to apply.

Game Rules Lite lets a failed (or successful) roll be pushed once [001 "If you are desperate
to succeed, you can push your roll. That means you grab all dice that didn’t come up with a
(6) or (1), and roll them again."]; the push may damage gear or, by a house rule, cost
attribute points. Those consequences are returned as actions rather than applied, so a
script (or the roller, through the document's undo stack) decides when to apply them.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action
from .checks import RollResult


class Pushed(NamedTuple):
    """Unpacks as ``result, actions = api.push(...)``."""

    result: RollResult
    actions: tuple[Action, ...]
    """Apply each with ``api.apply(character, action)`` (gear that loses Gear Bonus)."""
