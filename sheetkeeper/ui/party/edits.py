"""Dashboard edits on the party's undo stack, so Ctrl+Z on the party tab undoes them too.

An edit on a member's card is a step on the member's own stack (its sheet shows it, its file
is marked modified). The party's stack gets a light step mirroring it: undoing that undoes the
member step while it is still on top, or else puts the earlier character back as a new member
step (see :class:`MemberChange`). The two histories move together: Undo or Redo of that very
step on the member's sheet moves the party's stack with it (:func:`follow_member_step`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from .commands import MemberChange, PartyStep

MERGE_ID = 0x5EC7
"""Every dashboard edit offers to merge; :meth:`DashboardEdit.mergeWith` decides."""


class DashboardEdit(PartyStep):
    def __init__(self, change: MemberChange, merged: bool):
        super().__init__(QCoreApplication.translate("DashboardEdit", "{0}: {1}").format(
            change.document.title, change.text))
        self.change = change
        self.merged = merged
        """The member's document merged this edit into its top step (a spin box stepped
        again): the party's step merges with the one mirroring that step."""
        self.label = change.text
        self._pushed = True

    def id(self) -> int:  # noqa: A003 - Qt's name
        return MERGE_ID

    def mergeWith(self, other) -> bool:  # noqa: N802 - Qt's name
        mine, theirs = self.change, getattr(other, "change", None)
        if not (isinstance(other, DashboardEdit) and other.merged and theirs.document is mine.document
                and theirs.index == mine.index and theirs.before == mine.after):
            return False
        mine.after = theirs.after
        return True

    def forward(self) -> None:
        if self._pushed:  # the member's document has done it already
            self._pushed = False
            return
        self.change.redo(self.label)

    def back(self) -> None:
        self.change.undo(self.label)


def follow_member_step(party: QUndoStack, document) -> None:
    """The member's own stack moved (Undo or Redo on its sheet). When the party's next step
    either way mirrors exactly that member step, move the party's stack too."""
    if PartyStep.running:
        return
    at, member_at = party.index(), document.undo_stack.index()
    top = party.command(at - 1) if at > 0 else None
    if (isinstance(top, DashboardEdit) and top.change.document is document
            and member_at == top.change.index - 1 and document.character == top.change.before):
        party.undo()  # the step finds its work done and only moves the stack
        return
    following = party.command(at) if at < party.count() else None
    if (isinstance(following, DashboardEdit) and following.change.document is document
            and member_at == following.change.index and document.character == following.change.after):
        party.redo()
