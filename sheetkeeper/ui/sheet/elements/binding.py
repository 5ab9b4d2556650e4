"""One binding helper for every editable element: what it reads, the action an edit
dispatches, consecutive edits of one path merged into one undo step, and whether a change
concerns it.

A typed value's editor is the change's initiator: it already shows what was typed, so the
refresh that follows skips it (its cursor stays put). Undo and redo have no initiator, and
refresh it like every other view of the path.
"""

from __future__ import annotations

from typing import Any

from ....core.actions import Action
from ....core.changes import Change
from .base import SheetContext


class Binding:
    def __init__(self, context: SheetContext, path: str, owner: object | None = None, *,
                 skip_own: bool = False) -> None:
        self.context, self.path, self.owner = context, path, owner
        self.skip_own = skip_own
        """Whether the owner's own edits skip its refresh (typed values: True; clicks,
        whose widgets redraw from the model: False)."""

    def read(self, default: Any = None) -> Any:
        return self.context.read(self.path, default)

    def apply(self, kind: str, label: str, *, merge: bool = True, **args: Any) -> bool:
        """Dispatch ``kind`` on this path; ``merge`` folds consecutive edits of the path into
        one undo step. False when refused (the refusal is shown by the sheet)."""
        action = Action(kind, {"path": self.path, **args}, label=label,
                        merge_key=self.path if merge else "")
        return self.context.apply(action, initiator=self.owner if self.skip_own else None)

    def concerns(self, change: Change | None) -> bool:
        """Whether ``change`` asks this binding's view to refresh."""
        if change is None:
            return True
        return change.touches(self.path) and not change.skips(self.owner)
