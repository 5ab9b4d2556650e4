"""Party-level undo steps: the end of a session as one step across every member.

Each member's change is also a step on that member's own undo stack (so its sheet shows it
and the file is marked modified). Undoing the party step undoes those member steps when they
are still on top; if the member was edited since, the earlier character is put back as a new
step on the member's stack instead, so the later edit is one member Undo away, never gone.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from ...core.campaign import Campaign, SessionRecord
from ...core.character import CharacterBase
from ..document import Document


class MemberChange:
    """One member's before and after, and where its step sits on the member's stack."""

    def __init__(self, document: Document, before: CharacterBase, after: CharacterBase):
        self.document = document
        self.before = before
        self.after = after
        self.index = -1
        """The member stack's index just after our step was pushed."""

    def _ours_on_top(self, label: str) -> bool:
        stack = self.document.undo_stack
        return stack.index() == self.index and stack.text(self.index - 1) == label

    def redo(self, label: str) -> None:
        stack = self.document.undo_stack
        if self.index > 0 and stack.index() == self.index - 1 and stack.text(self.index - 1) == label:
            stack.redo()
        else:
            self.document.replace(self.after, label)
            self.index = stack.index()

    def undo(self, label: str) -> None:
        if self._ours_on_top(label):
            self.document.undo_stack.undo()
        else:
            self.document.replace(self.before, QCoreApplication.translate("MemberChange", "Undo {0}").format(label))
            self.index = -1


class EndSessionCommand(QUndoCommand):
    """Every member's outcome and the session record, applied and undone together."""

    def __init__(self, campaign: Campaign, record: SessionRecord, changes: list[MemberChange],
                 on_change: Callable[[], None]):
        title = record.title or QCoreApplication.translate("EndSessionCommand", "session")
        super().__init__(QCoreApplication.translate("EndSessionCommand", "End of session: {0}").format(title))
        self.campaign = campaign
        self.record = record
        self.changes = changes
        self.on_change = on_change

    def redo(self) -> None:
        for change in self.changes:
            change.redo(self.text())
        self.campaign.sessions = [*self.campaign.sessions, self.record]
        self.on_change()

    def undo(self) -> None:
        for change in reversed(self.changes):
            change.undo(self.text())
        sessions = list(self.campaign.sessions)
        for i in range(len(sessions) - 1, -1, -1):
            if sessions[i] == self.record:
                del sessions[i]
                break
        self.campaign.sessions = sessions
        self.on_change()
