"""What sorting and filtering the dashboard need of one member, without a widget.

A 500-member party is sorted and filtered before most of its cards exist (the cards are built
a screenful first, the rest soon after: see :mod:`.cards`), so the order and the filter come
from here: the member's states as its rules give them, and the sort values from the character.
The card shows the very same states (``MemberCard.states`` reads them from here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...core.actions import State
from ...storage import MemberSlot, OpenedCampaign
from ...storage.file_key import resolved_key
from ...translate import shown
from ..document import Document
from ..open_documents import OPEN

if TYPE_CHECKING:
    from .card import MemberCard

SEVERITY = {"danger": 2, "warning": 1, "info": 0}


class Member:
    """One slot of the roster: its file, its document (None when missing or broken), and its
    card once built. ``hidden`` is what the dashboard last asked of the card, so a filter
    that changes nothing calls no ``setVisible``."""

    __slots__ = ("slot", "document", "card", "hidden", "_character", "_states")

    def __init__(self, slot: MemberSlot, document: Document | None):
        self.slot = slot
        self.document = document
        self.card: MemberCard | None = None
        self.hidden = False
        self._character = None
        self._states: list[State] = []
        if document is None:
            self._states = [State(QCoreApplication.translate("Member", "Not opened"), slot.error or "", "danger")]

    @property
    def key(self) -> str:
        return str(self.slot.path)

    @property
    def states(self) -> list[State]:
        """The states a GM should see (``rules.attention``), worked out again only when the
        character changed (documents replace their character on every change)."""
        document = self.document
        if document is not None and document.character is not self._character:
            self._character = document.character
            self._states = list(document.rules.attention(self._character))
        return self._states

    @property
    def state_names(self) -> set[str]:
        return {shown(s.name) for s in self.states}

    @property
    def urgency(self) -> tuple[int, int]:
        """Worst severity first, then how many states."""
        states = self.states
        worst = max((SEVERITY.get(s.severity, 1) for s in states), default=-1)
        return worst, len(states)

    @property
    def name(self) -> str:
        return self.document.character.display_name if self.document else self.slot.member.path

    def sort_value(self, key: str):
        if key == "attention":
            worst, count = self.urgency
            return (-worst, -count, self.name.casefold())
        if self.document is None:
            return (self.slot.member.path.casefold(), "")
        c = self.document.character
        if key == "xp":
            return (-c.ledger.xp_available, c.display_name.casefold())
        if key == "player":
            return (c.player.casefold(), c.display_name.casefold())
        if key == "system":
            return (self.document.system.name.casefold(), c.display_name.casefold())
        return (c.display_name.casefold(), "")


def documents_for(opened: OpenedCampaign) -> dict[str, Document]:
    """The document of every member that opened, keyed by its file path: the one already
    open in the app (a sheet tab, another party) where there is one (see open_documents)."""
    return {str(slot.path): OPEN.document(slot.opened, key=resolved_key(slot.path))
            for slot in opened.members if slot.opened is not None}
