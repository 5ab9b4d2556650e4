"""Members joining and leaving the party as undoable steps on the party's stack.

The member's document travels with its slot: a member put back by Undo is the same
character with the same unsaved edits and undo history, at the same place in the roster.
Character files are never deleted; leaving the party only takes the name off the roster.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from ...storage import MemberSlot
from ..document import Document
from .commands import PartyStep

if TYPE_CHECKING:
    from .view import PartyView


class RosterChange(PartyStep):
    def __init__(self, view: PartyView, slot: MemberSlot, document: Document | None, index: int,
                 joining: bool, text: str, notes: tuple[str, str] = ("", "")):
        super().__init__(text)
        # Weak: the view owns its stack, and so this step; a strong link back would be a cycle.
        self._view = weakref.ref(view)
        self.slot = slot
        self.document = document
        self.index = index
        self.joining = joining
        self.notes = notes
        """What to tell the user when the step is done, and when it is undone."""

    def _move(self, join: bool, note: str) -> None:
        view = self._view()
        if view is None:
            return
        if join:
            view.join(self.slot, self.document, self.index)
        else:
            self.index = view.leave(self.slot)
        if note:
            view.message.emit(note)

    def forward(self) -> None:
        self._move(self.joining, self.notes[0])

    def back(self) -> None:
        self._move(not self.joining, self.notes[1])
