"""Party-level undo steps: the end of a session as one step across every member.

Each member's change is also a step on that member's own undo stack (so its sheet shows it
and the file is marked modified). Undoing the party step undoes those member steps when they
are still on top; if the member was edited since, the earlier character is put back as a new
step on the member's stack instead, so the later edit is one member Undo away, never gone.
A member step already undone (or redone) on the member's own sheet is left as it is.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from ...core.campaign import Campaign, SessionRecord
from ...core.character import CharacterBase
from ...core.ledger import Ledger
from ..document import Document


class PartyStep(QUndoCommand):
    """A step on the party's undo stack. ``running`` counts the steps being done or undone
    right now: the member steps they cause are theirs, not edits for the party to follow."""

    running = 0
    moved = ""
    """"undo" or "redo" from a step's Undo or Redo (not its first doing) until the party
    view, told by its stack that it moved, reads it to say what was undone or redone."""

    def redo(self) -> None:
        again = getattr(self, "_done", False)
        PartyStep.running += 1
        try:
            self.forward()
        finally:
            PartyStep.running -= 1
        self._done = True
        if again and not self.says(undone=False):
            PartyStep.moved = "redo"

    def undo(self) -> None:
        PartyStep.running += 1
        try:
            self.back()
        finally:
            PartyStep.running -= 1
        if not self.says(undone=True):
            PartyStep.moved = "undo"

    def says(self, undone: bool) -> bool:
        """Whether the step tells the user itself what its Undo (or Redo) did."""
        return False

    def forward(self) -> None:
        raise NotImplementedError

    def back(self) -> None:
        raise NotImplementedError


class MemberChange:
    """One member's before and after, and where its step sits on the member's stack."""

    def __init__(self, document: Document, before: CharacterBase, after: CharacterBase):
        self.document = document
        self.before = before
        self.after = after
        self.index = -1
        """The member stack's index just after our step was pushed."""
        self.text = ""
        """That step's text (it tells our step from another pushed at the same place)."""

    @classmethod
    def pushed(cls, document: Document, before: CharacterBase) -> MemberChange:
        """The step the member's document has just pushed (or merged into its top step)."""
        change = cls(document, before, document.character)
        change.index = document.undo_stack.index()
        change.text = document.undo_stack.text(change.index - 1)
        return change

    def _step_below(self, index: int) -> bool:
        stack = self.document.undo_stack
        return self.index > 0 and stack.index() == index and stack.text(self.index - 1) == self.text

    def redo(self, label: str) -> None:
        character = self.document.character
        if character == self.after:
            return  # redone on the member's sheet already
        if character == self.before and self._step_below(self.index - 1):
            self.document.undo_stack.redo()
        else:
            self.document.replace(self._carried(self.before, self.after), label)
            self.index = self.document.undo_stack.index()
            self.text = label

    def undo(self, label: str) -> None:
        character = self.document.character
        if character == self.before:
            return  # undone on the member's sheet already
        if character == self.after and self._step_below(self.index):
            self.document.undo_stack.undo()
        else:
            self.document.replace(self._carried(self.after, self.before),
                                  QCoreApplication.translate("MemberChange", "Undo {0}").format(label))
            self.index = -1
            self.text = ""

    def _carried(self, start: CharacterBase, end: CharacterBase) -> CharacterBase:
        """The member's sheet now with only our step's change (``start`` to ``end``) carried
        onto it, merged three-way: what was written on the sheet since stays. The history
        takes back (or gets again) exactly our step's own entries, known by what they say
        (:func:`_carried_history`), and keeps any written since. Where the two touched the
        same value (coins split, then some spent; XP awarded, then spent), the sheet is put
        back whole, as it was before the step: half an undo would make or lose coins."""
        from ...merge.result import MergeProblem, merge_characters

        now = self.document.character
        base, theirs = start, end
        if start.ledger != end.ledger:
            history = _carried_history(start.ledger, now.ledger, end.ledger)
            if history is None:
                return end
            base = start.model_copy(update={"ledger": now.ledger})
            theirs = end.model_copy(update={"ledger": history})
        try:
            merged = merge_characters(base, now, theirs)
        except MergeProblem:
            return end
        if merged.conflicts or _overspent(merged.character) > _overspent(end):
            return end
        return merged.character


def _overspent(character: CharacterBase) -> int:
    """How far a history spends more XP or hours than it holds (0 when it does not)."""
    ledger = character.ledger
    return max(0, -ledger.xp_available) + max(0, -ledger.hours_remaining)


def _said(entry) -> str:
    """A history entry by what it says, not its place (``e7`` is only its place in the list)."""
    return json.dumps(entry.model_dump(mode="json", exclude={"id"}), sort_keys=True)


def _carried_history(start: Ledger, now: Ledger, end: Ledger) -> Ledger | None:
    """The history ``now`` with the entries a step wrote (in ``start``, not in ``end``) taken
    out and those it took out (in ``end``, not in ``start``) written again, each one once,
    under a free id; None when that history cannot stand (an entry written since reverses
    one taken out)."""
    taken = Counter(_said(e) for e in start.entries) - Counter(_said(e) for e in end.entries)
    written = Counter(_said(e) for e in end.entries) - Counter(_said(e) for e in start.entries)
    entries = []
    for entry in now.entries:
        if taken[_said(entry)] > 0:
            taken[_said(entry)] -= 1
        else:
            entries.append(entry)
    written -= Counter(_said(e) for e in entries)
    used = {e.id for e in entries}
    for entry in end.entries:
        if written[_said(entry)] > 0:
            written[_said(entry)] -= 1
            if entry.id in used:
                n = len(entries) + 1
                while f"e{n}" in used:
                    n += 1
                entry = entry.model_copy(update={"id": f"e{n}"})
            used.add(entry.id)
            entries.append(entry)
    try:
        return Ledger(entries=entries)
    except ValidationError:
        return None


class EndSessionCommand(PartyStep):
    """Every member's outcome and the session record, applied and undone together."""

    def __init__(self, campaign: Campaign, record: SessionRecord, changes: list[MemberChange],
                 on_change: Callable[[], None]):
        title = record.title or QCoreApplication.translate("EndSessionCommand", "session")
        super().__init__(QCoreApplication.translate("EndSessionCommand", "End of session: {0}").format(title))
        self.campaign = campaign
        self.record = record
        self.changes = changes
        self.on_change = on_change

    def forward(self) -> None:
        for change in self.changes:
            change.redo(self.text())
        self.campaign.sessions = [*self.campaign.sessions, self.record]
        self.on_change()

    def back(self) -> None:
        for change in reversed(self.changes):
            change.undo(self.text())
        sessions = list(self.campaign.sessions)
        for i in range(len(sessions) - 1, -1, -1):
            if sessions[i] == self.record:
                del sessions[i]
                break
        self.campaign.sessions = sessions
        self.on_change()


class CampaignRestore(PartyStep):
    """An autosaved party file put back after a crash: session log, name, GM and notes (the
    roster stays as on disk; the members' own copies restore into their documents)."""

    FIELDS = ("name", "gm", "notes", "sessions")

    def __init__(self, campaign: Campaign, restored: Campaign, label: str, on_change: Callable[[], None]):
        super().__init__(label)
        self.campaign = campaign
        self.before = {f: getattr(campaign, f) for f in self.FIELDS}
        self.after = {f: getattr(restored, f) for f in self.FIELDS}
        self.on_change = on_change

    def _put(self, values: dict) -> None:
        for name, value in values.items():
            setattr(self.campaign, name, value)
        self.on_change()

    def forward(self) -> None:
        self._put(self.after)

    def back(self) -> None:
        self._put(self.before)
