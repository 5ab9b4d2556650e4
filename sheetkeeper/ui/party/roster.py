"""Members joining and leaving the party as undoable steps on the party's stack.

The member's document travels with its slot: a member put back by Undo is the same
character with the same unsaved edits and undo history, at the same place in the roster.
Character files are never deleted; leaving the party only takes the name off the roster.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog

from ...core.campaign import MAX_MEMBERS
from ...core.character import CharacterBase
from ...core.registry import CHARACTER_SUFFIX
from ...storage import MemberSlot, OpenedCampaign, SaveError, load_character
from ...storage.campaign_file import relative_member, resolved
from ...storage.errors import LoadError
from ...storage.new_file import create_character_file
from ..document import Document
from ..screen_fit import room_for_title
from .commands import PartyStep
from .member import Member, documents_for

if TYPE_CHECKING:
    from .card import MemberCard
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

    def says(self, undone: bool) -> bool:
        return bool(self.notes[1] if undone else self.notes[0])

    def forward(self) -> None:
        self._move(self.joining, self.notes[0])

    def back(self) -> None:
        self._move(not self.joining, self.notes[1])


class RosterEditing:
    """The party view's roster: adding existing files, creating a new member in the party's
    folder, taking members off, each an undoable :class:`RosterChange`. A mixin of
    :class:`PartyView` (its texts are in the PartyView translation context, written out in full
    so lupdate files them there)."""

    def _refused(self) -> bool:
        if self.opened.read_only:
            self.message.emit(QCoreApplication.translate("PartyView", "The party is open read-only ({0}); its roster cannot change.")
                              .format(self.opened.read_only))
        return bool(self.opened.read_only)

    def add_members(self, paths: Iterable[Path | str]) -> list[MemberCard]:
        """Add existing character files, all as one undoable step."""
        paths = list(paths)
        if len(paths) > 1:
            self.undo_stack.beginMacro(QCoreApplication.translate("PartyView", "Add {0} members").format(len(paths)))
        try:
            cards = [card for path in paths if (card := self.add_member(path)) is not None]
        finally:
            if len(paths) > 1:
                self.undo_stack.endMacro()
        return cards

    def add_member(self, path: Path | str, note: str = "", undone_note: str = "") -> MemberCard | None:
        """Add an existing character file as an undoable step; its path is kept relative to
        the campaign. A file already on the roster is not added twice."""
        if self._refused():
            return None
        path = resolved(path)
        key = str(path)
        if (slot := next((s for s in self.opened.members if s.path == path), None)) is not None:
            self.message.emit(QCoreApplication.translate("PartyView", "{0} is in the party already.").format(path.name))
            return self.card(str(slot.path))
        if len(self.opened.members) >= MAX_MEMBERS:
            self.message.emit(QCoreApplication.translate("PartyView", "{0} was not added: a party holds at most {1} members.")
                              .format(path.name, MAX_MEMBERS))
            return None
        slot = MemberSlot(relative_member(self.opened.path, path), path)
        document = self.departed.get(key) or self.open_document(path)
        if document is None:
            try:
                slot.opened = load_character(path)
            except LoadError as error:
                slot.error = error.message
            else:
                document = documents_for(OpenedCampaign(self.opened.path, self.campaign, [slot]))[key]
        name = document.title if document is not None else path.name
        if not note:
            note = QCoreApplication.translate("PartyView", "Added {0} to the party.").format(name) if document is not None else \
                QCoreApplication.translate("PartyView", "Added {0} to the party, but it did not open: {1}").format(path.name, slot.error)
        undone_note = undone_note or QCoreApplication.translate("PartyView", "Took {0} off the party again.").format(name)
        self.undo_stack.push(RosterChange(self, slot, document, len(self.opened.members), True,
                                          QCoreApplication.translate("PartyView", "Add {0}").format(name), (note, undone_note)))
        return self.card(key)

    def remove_member(self, key: str) -> None:
        """Take a member off the roster as an undoable step (the character file stays on disk;
        Undo puts the member back in the same place, unsaved edits and all)."""
        if self._refused():
            return
        card = self.card(key)
        name = card.document.title if card.document is not None else card.slot.member.path
        index = next(i for i, slot in enumerate(self.opened.members) if slot is card.slot)
        note = QCoreApplication.translate("PartyView", "Took {0} off the party; the file {1} stays on disk. Undo puts {0} back.") \
            .format(name, card.slot.path.name)
        self.undo_stack.push(RosterChange(
            self, card.slot, card.document, index, False, QCoreApplication.translate("PartyView", "Remove {0}").format(name),
            (note, QCoreApplication.translate("PartyView", "Put {0} back in the party.").format(name))))

    def join(self, slot: MemberSlot, document: Document | None, index: int) -> MemberCard:
        """Put a member on the roster at ``index`` (the roster steps do this; use add_member)."""
        index = min(index, len(self.opened.members))
        self.opened.members.insert(index, slot)
        members = list(self.campaign.members)
        members.insert(index, slot.member)
        self.campaign.members = members
        if document is not None:
            self.departed.pop(str(slot.path), None)
            self.documents[str(slot.path)] = document
            self._follow(document)
        member = Member(slot, document)
        self.deck.insert(index, member)
        self.arrange()
        self._emit_modified()
        return member.card

    def leave(self, slot: MemberSlot) -> int:
        """Take a member off the roster; returns where it was (the roster steps do this)."""
        index = next(i for i, s in enumerate(self.opened.members) if s is slot)
        del self.opened.members[index]
        self.campaign.members = [m for i, m in enumerate(self.campaign.members) if i != index]
        member = next(m for m in self.deck.members if m.slot is slot)
        self.deck.remove(member)
        if (document := self.documents.pop(member.key, None)) is not None:
            self.departed[member.key] = document
        self.arrange()
        self._emit_modified()
        return index

    def _ask_add(self) -> None:
        if self._refused():
            return
        paths, _ = QFileDialog.getOpenFileNames(
            self, QCoreApplication.translate("PartyView", "Add members"), str(self.opened.path.parent),
            QCoreApplication.translate("PartyView", "SheetKeeper characters (*{0})").format(CHARACTER_SUFFIX))
        self.add_members(paths)

    def new_member_wizard(self):
        """The new-character wizard (the game is chosen there), for "New member…"."""
        from ..wizard import NewCharacterWizard

        wizard = NewCharacterWizard(self)
        wizard.setWindowTitle(QCoreApplication.translate("PartyView", "New member of {0}").format(self.campaign.name or self.opened.path.stem))
        room_for_title(wizard)
        return wizard

    def _ask_new(self) -> None:
        if self._refused():
            return
        wizard = self.new_member_wizard()
        try:
            if wizard.exec() == QDialog.DialogCode.Accepted and (character := wizard.character()) is not None:
                self.add_new_character(character)
        finally:
            wizard.deleteLater()

    def add_new_character(self, character: CharacterBase) -> MemberCard | None:
        """Save a new character as a new file in the party's folder and add it (undoable; the
        file stays after Undo). If the file cannot be written, the user is told why and the
        character is handed on (``unsaved_character``) so nothing is lost."""
        if self._refused():
            self.unsaved_character.emit(character)
            return None
        try:
            path = create_character_file(self.opened.path.parent, character)
        except SaveError as error:
            text = QCoreApplication.translate("PartyView", "{0} could not be saved in the party's folder: {1}\n\nNothing was added to "
                           "the party. The character is open in a tab of its own; use Save As to keep it.") \
                .format(character.display_name, error.message)
            self.message.emit(text.replace("\n\n", " "))
            self.failed.emit(QCoreApplication.translate("PartyView", "New member not saved"), f"{error.path}\n\n{text}")
            self.unsaved_character.emit(character)
            return None
        name = character.display_name
        note = QCoreApplication.translate("PartyView", "Created {0} in the party's folder and added {1} to the party. Undo takes {1} "
                       "off the party; the file stays on disk.").format(path.name, name)
        undone = QCoreApplication.translate("PartyView", "Took {0} off the party; the file {1} stays in the party's folder.").format(name, path.name)
        return self.add_member(path, note, undone)
