"""Conflict copies offered when a character or a party opens.

Opening looks beside each file for copies a sync tool kept (``merge/copies.py``: named like
one, attributed by content). If there are any, one dialog lists them with what each brings in
the game's words; Merge takes them all in as one undoable step (the party's, or the sheet's),
asking about true conflicts per file. Once that step is saved (and not undone), the user is
offered to delete the copies. The save records each copy's version in the file's lineage (as
``sheetkeeper merge`` does), so a copy the user keeps is known as merged and not offered again.
"""

from __future__ import annotations

import bisect
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from ..storage import LoadError, SaveError
from .document import Document
from .party.commands import MemberChange, PartyStep

if TYPE_CHECKING:
    from ..merge.files import ConflictCopy
    from ..merge.result import Merge
    from .main_window import MainWindow
    from .merge_dialogs import CopyRow
    from .party.view import PartyView

# The merge itself (``sheetkeeper.merge``) and its dialogs are imported only when a file has
# a copy to offer: opening finds none in the usual case by listing the folder once.



@dataclass
class Offer:
    document: Document | None
    """The member's or sheet's document; None for the party file itself."""
    copy: ConflictCopy
    merge: Merge
    ids: list[str]
    """The copy's version and its lineage: what a save records as merged in."""

    def row(self, name: str, system_id: str | None) -> CopyRow:
        from ..merge.diff import changes
        from .merge_dialogs import CopyRow

        mine = self.merge._inputs[3]
        brings = changes(mine, self.merge.character.model_dump(mode="json"), system_id)
        return CopyRow(name, self.copy.path.name, self.copy.tool, brings,
                       [str(c) for c in self.merge.conflicts])


class MergeStep:
    """Marks a merge step applied or undone, so only copies still merged are offered for
    deletion after a save. While applied, the copies' versions are on the documents' (and
    the party's) ``merged_from``, for the next save to record in the files' lineage."""

    applied = True

    def __init__(self, taken: list[tuple[Document | PartyView, list[str]]]) -> None:
        self.taken = taken
        """(document or party view, a copy's ids) for every copy the step merged in."""

    def apply(self) -> None:
        for holder, ids in self.taken:
            if ids not in holder.merged_from:
                holder.merged_from.append(ids)
        self.applied = True

    def unapply(self) -> None:
        for holder, ids in self.taken:
            if ids in holder.merged_from:
                holder.merged_from.remove(ids)
        self.applied = False


class MergeCopiesCommand(PartyStep):
    """The copies of a party's members (and of the party file) merged as one party step."""

    def __init__(self, label: str, changes: list[MemberChange], view: PartyView, campaign_after: dict,
                 taken: list):
        super().__init__(label)
        self.changes, self.view, self.mark = changes, view, MergeStep(taken)
        self.after = campaign_after
        self.before = {f: getattr(view.campaign, f) for f in campaign_after}

    def _put(self, values: dict) -> None:
        for name, value in values.items():
            setattr(self.view.campaign, name, value)
        if values:
            self.view.refresh_log()

    def forward(self) -> None:
        for change in self.changes:
            change.redo(self.text())
        self._put(self.after)
        self.mark.apply()

    def back(self) -> None:
        for change in reversed(self.changes):
            change.undo(self.text())
        self._put(self.before)
        self.mark.unapply()


class MergeCopyCommand(QUndoCommand):
    """A sheet's copies merged as one step on its own undo stack."""

    def __init__(self, label: str, document: Document, before, after, ids: list[list[str]]):
        super().__init__(label)
        self.document = weakref.ref(document)
        self.before, self.after, self.ids, self.mark = before, after, ids, MergeStep([])

    def _taken(self) -> list:
        doc = self.document()
        return [] if doc is None else [(doc, ids) for ids in self.ids]

    def redo(self) -> None:
        if (doc := self.document()) is not None:
            doc.set_character(self.after)
        self.mark.taken = self._taken()
        self.mark.apply()

    def undo(self) -> None:
        if (doc := self.document()) is not None:
            doc.set_character(self.before)
        self.mark.taken = self._taken()
        self.mark.unapply()


def _named_like_a_copy(path: Path, folders: dict[Path, list[str]]) -> bool:
    """Some other file in the folder starts with this file's name: only then is it worth
    reading the file for copies (a party of hundreds lists its folder once)."""
    if path.parent not in folders:
        try:
            folders[path.parent] = sorted(p.name for p in path.parent.iterdir())
        except OSError:
            folders[path.parent] = []
    names, stem = folders[path.parent], path.stem
    # The names that start with the stem sit together in the sorted list: a party of
    # hundreds costs a binary search a member, not a pass over the folder.
    for name in names[bisect.bisect_left(names, stem):]:
        if not name.startswith(stem):
            return False
        if name != path.name:
            return True
    return False


PARTY_FIELDS = ("name", "gm", "notes", "sessions")
"""What a party file's copy can bring into the open dashboard (its roster stays as opened)."""


class CopyOffers:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.merged: list[tuple[MergeStep, Path, Path]] = []
        """(step, original file, copy) for copies merged and not yet deleted."""

    # -- finding ----------------------------------------------------------------------------

    def _offers(self, documents: list[Document], folders: dict[Path, list[str]] | None = None) -> list[Offer]:
        out = []
        folders = {} if folders is None else folders
        for doc in documents:
            if doc.path is None or doc.read_only or not _named_like_a_copy(doc.path, folders):
                continue
            from ..merge.files import conflict_copies, merge_copy_into
            from ..merge.result import MergeProblem

            for copy in conflict_copies(doc.path):
                if copy.merged:
                    continue  # kept after a merge was saved: it brings nothing
                try:
                    found = merge_copy_into(copy, doc.character)
                    out.append(Offer(doc, copy, found.merge, found.theirs.ids))
                except (LoadError, MergeProblem):
                    continue
        return out

    def _party_offers(self, view: PartyView, folders: dict[Path, list[str]]) -> list[Offer]:
        out: list[Offer] = []
        if not _named_like_a_copy(view.opened.path, folders):
            return out
        from ..merge.files import conflict_copies, merge_copy_into
        from ..merge.result import MergeProblem

        for copy in conflict_copies(view.opened.path):
            if copy.merged:
                continue
            try:
                found = merge_copy_into(copy, view.campaign)
                out.append(Offer(None, copy, found.merge, found.theirs.ids))
            except (LoadError, MergeProblem):
                continue
        return out

    def _rows(self, offers: list[Offer], party_name: str = "") -> list[CopyRow]:
        return [o.row(o.document.title, o.document.character.system) if o.document is not None
                else o.row(party_name or QCoreApplication.translate("CopyOffers", "The party"), None) for o in offers]

    def _resolved(self, offer: Offer) -> Merge | None:
        if offer.merge.clean:
            return offer.merge
        name = offer.document.title if offer.document is not None else offer.copy.original.name
        where = QCoreApplication.translate("CopyOffers", "The {0} conflict copy {1}").format(offer.copy.tool, offer.copy.path.name)
        choices = self.window.asker.choose_conflicts(name, where, offer.merge.conflicts)
        return None if choices is None else offer.merge.resolve(choices, rest="mine")

    # -- offering ---------------------------------------------------------------------------

    def offer_document(self, doc: Document) -> bool:
        """A sheet just opened: offer its copies, merge them as one step on its stack."""
        offers = self._offers([doc])
        if not offers or not self.window.asker.offer_copies(doc.title, self._rows(offers)):
            return False
        from ..merge.files import merge_copy_into

        after, copies, ids = doc.character, [], []
        for offer in offers:
            merged = self._resolved(Offer(doc, offer.copy, merge_copy_into(offer.copy, after).merge, offer.ids))
            if merged is not None:
                after = merged.character
                copies.append(offer.copy)
                ids.append(offer.ids)
        if not copies:
            return False
        label = QCoreApplication.translate("CopyOffers", "Merge conflict copies of {0}").format(doc.title)
        command = MergeCopyCommand(label, doc, doc.character, after, ids)
        doc.undo_stack.push(command)
        self.merged += [(command.mark, c.original, c.path) for c in copies]
        self._told(len(copies))
        return True

    def offer_party(self, view: PartyView) -> bool:
        """A party just opened: its members' copies and the party file's, one party step."""
        folders: dict[Path, list[str]] = {}
        offers = self._party_offers(view, folders) + self._offers(view.all_documents(), folders)
        name = view.campaign.name or view.opened.path.stem
        if not offers or not self.window.asker.offer_copies(name, self._rows(offers, name)):
            return False
        from ..merge.files import merge_copy_into

        after: dict[int, tuple[Document, object]] = {}
        campaign_after: dict = {}
        copies: list[ConflictCopy] = []
        kept: list[ConflictCopy] = []
        taken: list[tuple[Document | PartyView, list[str]]] = []
        for offer in offers:
            if offer.document is None:
                merged = self._resolved(offer)
                if merged is not None:
                    campaign_after = {f: getattr(merged.character, f) for f in PARTY_FIELDS}
                    if merged.character.members == view.campaign.members:
                        copies.append(offer.copy)
                        taken.append((view, offer.ids))
                    else:  # its roster is not taken in here: the copy stays, never offered for
                        # deletion nor recorded as merged (it is offered again next time)
                        kept.append(offer.copy)
                continue
            doc = offer.document
            current = after.get(id(doc), (doc, doc.character))[1]
            merged = self._resolved(Offer(doc, offer.copy, merge_copy_into(offer.copy, current).merge, offer.ids))
            if merged is not None:
                after[id(doc)] = (doc, merged.character)
                copies.append(offer.copy)
                taken.append((doc, offer.ids))
        member_changes = [MemberChange(d, d.character, c) for d, c in after.values() if c != d.character]
        campaign_after = {f: v for f, v in campaign_after.items() if v != getattr(view.campaign, f)}
        if not copies and not campaign_after:
            return False
        label = QCoreApplication.translate("CopyOffers", "Merge conflict copies of {0}").format(name)
        command = MergeCopiesCommand(label, member_changes, view, campaign_after, taken)
        view.undo_stack.push(command)
        for change in member_changes:
            view.mark_on_disk(change.document, QCoreApplication.translate("CopyOffers", "Changed elsewhere: conflict copy merged"))
        self.merged += [(command.mark, c.original, c.path) for c in copies]
        self._told(len(copies) + len(kept))
        if kept:
            self.window.asker.inform(label, QCoreApplication.translate("CopyOffers",
                "The party file's copy {0} lists other members: its log and notes are merged, "
                "its members are not. Add or remove them on the dashboard; the copy is kept.").format(
                ", ".join(c.path.name for c in kept)))
        return True

    def offer_libraries(self, view: PartyView) -> bool:
        """A party just opened: the conflict copies of the libraries it names, merged and
        saved at once (a library has no unsaved state), then offered for deletion."""
        from ..storage.library_file import party_libraries

        found, _problems = party_libraries(view.opened.path, view.campaign)
        folders: dict[Path, list[str]] = {}
        paths = [o.path for o in found.values() if not o.read_only and _named_like_a_copy(o.path, folders)]
        if not paths:
            return False
        from ..merge.library import accept_library_copy, library_copies, merge_library_copy
        from ..merge.result import MergeProblem
        from .libraries import libraries
        from .merge_dialogs import CopyRow

        offers = []
        for path in paths:
            for copy in library_copies(path):
                if copy.merged:
                    continue
                try:
                    offers.append(merge_library_copy(copy))
                except (LoadError, MergeProblem):
                    continue
        rows = [CopyRow(o.mine.name or o.copy.original.name, o.copy.path.name, o.copy.tool, o.brings,
                        [str(c) for c in o.merge.conflicts]) for o in offers]
        name = view.campaign.name or view.opened.path.stem
        if not offers or not self.window.asker.offer_library_copies(name, rows):
            return False
        title = QCoreApplication.translate("CopyOffers", "Merge conflict copies of {0}").format(name)
        merged: list[Path] = []
        for offer in offers:
            merge = offer.merge
            if not merge.clean:
                where = QCoreApplication.translate("CopyOffers", "The {0} conflict copy {1}").format(
                    offer.copy.tool, offer.copy.path.name)
                choices = self.window.asker.choose_conflicts(offer.mine.name or offer.copy.original.name, where,
                                                             merge.conflicts)
                if choices is None:
                    continue
                merge = merge.resolve(choices, rest="mine")
            try:
                accept_library_copy(offer, merge, delete_copy=False)
            except (SaveError, MergeProblem) as problem:
                self.window.asker.error(title, str(problem))
                continue
            libraries().reload(offer.mine.system)
            merged.append(offer.copy.path)
        if not merged:
            return False
        self.window.statusBar().showMessage(QCoreApplication.translate(
            "CopyOffers", "Merged {0} conflict copies of the party's library and saved it.").format(len(merged)), 8000)
        if self.window.asker.delete_copies(merged):
            for path in merged:
                try:
                    path.unlink()
                except FileNotFoundError:
                    pass
                except OSError as error:
                    self.window.asker.error(title, str(SaveError(path, error.strerror or str(error))))
        return True

    def _told(self, count: int) -> None:
        self.window.statusBar().showMessage(
            QCoreApplication.translate("CopyOffers", "Merged {0} conflict copies: Undo takes them out; save to keep them.").format(count), 8000)

    # -- after saving -----------------------------------------------------------------------

    def saved(self, paths: list[Path]) -> list[Path]:
        """Files just saved: offer to delete the copies merged into them (merge not undone).
        Returns the copies deleted."""
        saved = {p.resolve() for p in paths if p is not None}
        ready = [(mark, original, copy) for mark, original, copy in self.merged
                 if mark.applied and original.resolve() in saved and copy.exists()]
        if not ready or not self.window.asker.delete_copies([c for _m, _o, c in ready]):
            return []
        deleted = []
        for item in ready:
            try:
                item[2].unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                self.window.asker.error(QCoreApplication.translate("CopyOffers", "Delete conflict copies"),
                                        str(SaveError(item[2], error.strerror or str(error))))
                continue
            deleted.append(item[2])
            self.merged.remove(item)
        return deleted
