"""Which states concern which part of the sheet: declared by the system, never guessed.

A :class:`~sheetkeeper.core.actions.State` names the paths it concerns (``concerns``), such as
``"body"`` or ``"addictions.0.track"``; a track shows the states that name its path.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.actions import State


def states_for(states: Iterable[State], path: str) -> list[State]:
    """The states that declare they concern ``path``, in the rules' order."""
    return [s for s in states if path in s.concerns]
