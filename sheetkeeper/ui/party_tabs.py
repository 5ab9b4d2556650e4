"""Campaigns in the main window: one party dashboard tab per open campaign.

A member's full sheet opens in its own tab on the very Document the dashboard uses, so the
two share one undo history and one modified state.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..storage import LoadError, SaveError, load_campaign
from ..storage.file_key import file_key
from ..storage.save_together import NotAllSaved
from .document import Document
from .libraries import libraries
from .open_documents import OPEN
from .party import PartyView, documents_for
from .party.saving import outcome_rows
from .recovery import Autosaver
from .versions_keeper import VersionsKeeper

if TYPE_CHECKING:
    from .main_window import MainWindow


class PartyTabs:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        window.disk.noticed.connect(self._noticed)
        window.disk.elsewhere.connect(self._noticed)
        self.autosavers: weakref.WeakKeyDictionary[Document, Autosaver] = weakref.WeakKeyDictionary()
        """Recovery copies of members edited on a dashboard with no sheet tab of their own
        (a member's sheet tab autosaves it while it is open)."""
        self.party_savers: weakref.WeakKeyDictionary[PartyView, Autosaver] = weakref.WeakKeyDictionary()
        """Recovery copies of the party files themselves (roster and session log)."""
        self.versions = VersionsKeeper(window)
        """Keeps the members' versions (for later merges) once the window has painted."""

    def party_saver(self, view: PartyView) -> Autosaver:
        return self.party_savers.setdefault(view, Autosaver())

    def autosave(self) -> int:
        """Write a recovery copy of every modified party file and of every modified member
        without a sheet tab; drop the copies of those saved or undone back to their file
        since. Returns how many written."""
        written = 0
        for view in self.views():
            if view.campaign != view.saved_campaign:
                written += self.party_saver(view).save(view.campaign, view.opened.path)
            else:
                self.party_saver(view).clear()
            for document in view.all_documents():
                has_tab = document.path is not None and self.window.tab_for(document.path) is not None
                if document.modified and not has_tab:
                    saver = self.autosavers.setdefault(document, Autosaver())
                    written += saver.save(document.character, document.path)
                elif (saver := self.autosavers.pop(document, None)) is not None:
                    saver.clear()
        return written

    def views(self) -> list[PartyView]:
        tabs = self.window.tab_widget
        return [w for i in range(tabs.count()) if isinstance(w := tabs.widget(i), PartyView)]

    def holding(self, document: Document) -> PartyView | None:
        """The open party that has ``document`` among its members (or departed members)."""
        return next((v for v in self.views() if any(d is document for d in v.all_documents())), None)

    def current(self) -> PartyView | None:
        widget = self.window.tab_widget.currentWidget()
        return widget if isinstance(widget, PartyView) else None

    def _tell(self, view: PartyView, text: str) -> None:
        """A dashboard in front says its messages on its own status line; the window's
        status bar says them only for one behind another tab (said once, not twice)."""
        if view is not self.current():
            self.window.statusBar().showMessage(text, 8000)

    def title(self, view: PartyView) -> str:
        return view.campaign.name or view.opened.path.stem

    def open(self, path: Path) -> PartyView | None:
        path = Path(path).absolute()
        for view in self.views():
            if file_key(view.opened.path) == file_key(path):
                self.window.tab_widget.setCurrentWidget(view)
                return view
        return self._add_view(path)

    def _add_view(self, path: Path) -> PartyView | None:
        """Read the party file and show it in a tab of its own (members already open are
        the documents open on them: a tab, another party)."""
        try:
            opened = load_campaign(path)
        except LoadError as error:
            self.window.report_open_failure(path, error.message)
            return None
        libraries().use_party(opened.path, opened.campaign)
        view = PartyView(opened, documents_for(opened), self.window)
        view.open_document = OPEN.find
        view.open_member.connect(lambda key: self.open_member(view, key))
        view.roll_for.connect(self.window.dice.roll_for)
        view.modified_changed.connect(lambda _modified: self.refresh(view))
        view.message.connect(lambda text: self._tell(view, text))
        view.failed.connect(self.window.asker.error)
        view.unsaved_character.connect(self.keep_unsaved)
        view.save_handler = lambda: self.save(view)
        view.reload_handler = lambda: self.reload(view)
        for document in view.all_documents():
            self.window.disk.follow(document.path)
        self.window.disk.follow(view.opened.path)
        self.window.undo_group.addStack(view.undo_stack)
        self.window.tab_widget.addTab(view, self.title(view))
        self.window.tab_widget.setCurrentWidget(view)
        self.refresh(view)
        self.window.copies.offer_party(view)
        self.window.copies.offer_libraries(view)
        self.versions.start()
        return view

    def keep_unsaved(self, character) -> None:
        """A new member whose file could not be written: in a tab of its own, marked as
        unsaved, so closing it asks first and autosave keeps a recovery copy meanwhile."""
        self.window.add_document(Document(character))  # never saved: modified until it is

    def open_member(self, view: PartyView, key: str) -> None:
        if (document := view.documents.get(key)) is not None:
            view.mark_on_disk(document, "")  # looked at: the "changed elsewhere" mark goes
        tab = self.window.tab_for(Path(key))
        if tab is None and key in view.documents:
            tab = self.window.add_document(view.documents[key])
        if tab is not None:
            self.window.tab_widget.setCurrentWidget(tab)

    def refresh(self, view: PartyView) -> None:
        index = self.window.tab_widget.indexOf(view)
        if index >= 0:
            self.window.tab_widget.setTabText(index, self.title(view) + (" *" if view.modified else ""))
            self.window.tab_widget.setTabToolTip(index, str(view.opened.path))
        if view is self.current():
            self.window.refresh_chrome()

    def save(self, view: PartyView) -> bool:
        """Save party, all or nothing; when not everything could be written, the outcome
        dialog says what happened to each file and offers Retry or Reload."""
        for document in [d for d in view.all_documents() if d.modified]:
            answer = self.window.disk.before_save(document)
            if answer == "save_as":
                self.open_document_tab(document)
                return bool((tab := self.window.tab_for(document.path)) and self.window.save_as(tab))
            if answer not in ("ok", "keep", "reload"):
                return False
        if self.window.party_files.before_save(view) not in ("ok", "keep", "reload"):
            return False
        while True:
            try:
                written = view.save()
            except NotAllSaved as failure:
                title = QCoreApplication.translate("MainWindow", "Could not save {0}")
                answer = self.window.asker.save_outcome(title.format(self.title(view)),
                                                        outcome_rows(view, failure))
                if answer == "retry":
                    continue
                if answer == "reload":
                    self.reload(view, ask=False)
                return False
            except SaveError as error:
                title = QCoreApplication.translate("MainWindow", "Could not save {0}")
                self.window.asker.error(title.format(self.title(view)), error.message)
                return False
            break
        for document in view.all_documents():
            self.window.disk.follow(document.path)
            if (saver := self.autosavers.pop(document, None)) is not None:
                saver.clear()
        self.party_saver(view).clear()
        for tab in self.window.tabs():
            self.window.refresh_tab(tab)
        self.refresh(view)
        text = QCoreApplication.translate("MainWindow", "Saved {0} files.").format(len(written))
        view.message.emit(text)
        self.window.copies.saved(written)
        return True

    def open_document_tab(self, document: Document) -> None:
        if document.path is not None and self.window.tab_for(document.path) is None:
            self.window.add_document(document)

    def reload(self, view: PartyView, ask: bool = True) -> PartyView | None:
        """Read the party file and its members again. A member only this party shows takes
        its file in as one undoable step (its edits stay in its Undo); one with unsaved
        edits that a sheet tab or another party also shows is kept as it is: those edits
        and that history belong to the other view too."""
        if ask and view.modified:
            title = QCoreApplication.translate("MainWindow", "Reload {0}").format(self.title(view))
            text = QCoreApplication.translate(
                "MainWindow", "Read the party and its members again from disk? Unsaved changes to "
                "the party are dropped; members' edits stay in their Undo history.")
            if not self.window.asker.confirm(title, text, QCoreApplication.translate("MainWindow", "Reload")):
                return None
        shared = self._shown_elsewhere(view)
        kept = []
        for document in view.all_documents():
            if id(document) in shared and document.modified:
                kept.append(document.title)
            elif document.path is not None and document.path.exists():
                self.window.disk.reload(document)
        index = self.window.tab_widget.indexOf(view)
        fresh = self._add_view(view.opened.path)  # before the old tab goes: it finds the
        if fresh is None:                           # members' documents still open
            return None
        self._drop(view)
        if index >= 0:
            self.window.tab_widget.tabBar().moveTab(self.window.tab_widget.indexOf(fresh), index)
        self.window.tab_widget.setCurrentWidget(fresh)
        if kept:
            fresh.message.emit(QCoreApplication.translate(
                "MainWindow", "Kept the unsaved changes of {0}: open in another tab or party "
                "too.").format(", ".join(kept)))
        return fresh

    def _shown_elsewhere(self, view: PartyView) -> set[int]:
        """The ids of ``view``'s documents another party or a sheet tab also shows (asked
        once for the whole party, not per member: a party of hundreds)."""
        others = {id(d) for v in self.views() if v is not view for d in v.all_documents()}
        tab_keys = {file_key(t.document.path) for t in self.window.tabs() if t.document.path is not None}
        return {id(d) for d in view.all_documents()
                if id(d) in others or (tab_keys and d.path is not None and file_key(d.path) in tab_keys)}

    def _noticed(self, document: Document, note: str) -> None:
        for view in self.views():
            if any(d is document for d in view.all_documents()):
                view.mark_on_disk(document, note)
                if note:
                    view.message.emit(f"{document.title}: {note}")

    def close(self, view: PartyView) -> bool:
        if view.modified:
            self.window.tab_widget.setCurrentWidget(view)
            answer = self.window.asker.unsaved(self.title(view))
            if answer == "cancel" or (answer == "save" and not self.save(view)):
                return False
        self._drop(view)
        return True

    def _drop(self, view: PartyView) -> None:
        """Take the party's tab away (no questions asked). A member another party or a sheet
        tab also shows keeps its document, its undo history and its recovery copy."""
        self.window.undo_group.removeStack(view.undo_stack)
        if not any(other is not view and file_key(other.opened.path) == file_key(view.opened.path)
                   for other in self.views()):  # a reload's new tab keeps the party's libraries
            libraries().forget_party(view.opened.path)
        view.undo_stack.clear()
        shared = self._shown_elsewhere(view)
        for document in view.all_documents():
            if id(document) in shared:
                continue
            document.undo_stack.clear()
            OPEN.drop(document)
            if document.path is not None:
                self.window.disk.forget_path(document.path)
            if (saver := self.autosavers.pop(document, None)) is not None:
                saver.clear()
        self.party_saver(view).clear()
        others = [v for v in self.views() if v is not view]
        if not any(file_key(v.opened.path) == file_key(view.opened.path) for v in others):
            self.window.disk.forget_path(view.opened.path)
        self.window.tab_widget.removeTab(self.window.tab_widget.indexOf(view))
        view.deleteLater()
