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
from .document import Document
from .open_documents import OPEN
from .party import PartyView, documents_for
from .recovery import Autosaver

if TYPE_CHECKING:
    from .main_window import MainWindow


class PartyTabs:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.autosavers: weakref.WeakKeyDictionary[Document, Autosaver] = weakref.WeakKeyDictionary()
        """Recovery copies of members edited on a dashboard with no sheet tab of their own
        (a member's sheet tab autosaves it while it is open)."""

    def autosave(self) -> int:
        """Write a recovery copy of every modified member without a sheet tab; drop the
        copies of members saved or undone back to their file since. Returns how many written."""
        written = 0
        for view in self.views():
            for document in view.all_documents():
                has_tab = document.path is not None and self.window.tab_for(document.path) is not None
                if document.modified and not has_tab:
                    saver = self.autosavers.setdefault(document, Autosaver())
                    written += saver.save(document.character, document.path)
                elif (saver := self.autosavers.pop(document, None)) is not None:
                    saver.clear()
        return written

    def _forget_copies(self, view: PartyView) -> None:
        for document in view.all_documents():
            if (saver := self.autosavers.pop(document, None)) is not None:
                saver.clear()

    def views(self) -> list[PartyView]:
        tabs = self.window.tab_widget
        return [w for i in range(tabs.count()) if isinstance(w := tabs.widget(i), PartyView)]

    def holding(self, document: Document) -> PartyView | None:
        """The open party that has ``document`` among its members (or departed members)."""
        return next((v for v in self.views() if any(d is document for d in v.all_documents())), None)

    def current(self) -> PartyView | None:
        widget = self.window.tab_widget.currentWidget()
        return widget if isinstance(widget, PartyView) else None

    def title(self, view: PartyView) -> str:
        return view.campaign.name or view.opened.path.stem

    def open(self, path: Path) -> PartyView | None:
        path = Path(path).absolute()
        for view in self.views():
            if file_key(view.opened.path) == file_key(path):
                self.window.tab_widget.setCurrentWidget(view)
                return view
        try:
            opened = load_campaign(path)
        except LoadError as error:
            self.window._open_failed(path, error.message)
            return None
        view = PartyView(opened, documents_for(opened), self.window)
        view.open_document = OPEN.find
        view.open_member.connect(lambda key: self.open_member(view, key))
        view.modified_changed.connect(lambda _modified: self.refresh(view))
        view.message.connect(lambda text: self.window.statusBar().showMessage(text, 8000))
        view.failed.connect(self.window.asker.error)
        view.unsaved_character.connect(self.keep_unsaved)
        self.window.undo_group.addStack(view.undo_stack)
        self.window.tab_widget.addTab(view, self.title(view))
        self.window.tab_widget.setCurrentWidget(view)
        self.refresh(view)
        return view

    def keep_unsaved(self, character) -> None:
        """A new member whose file could not be written: in a tab of its own, marked as
        unsaved, so closing it asks first and autosave keeps a recovery copy meanwhile."""
        self.window.add_document(Document(character))  # never saved: modified until it is

    def open_member(self, view: PartyView, key: str) -> None:
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
            self.window._refresh()

    def save(self, view: PartyView) -> bool:
        try:
            view.save()
        except SaveError as error:
            title = QCoreApplication.translate("MainWindow", "Could not save {0}")
            self.window.asker.error(title.format(self.title(view)), error.message)
            return False
        for tab in self.window.tabs():
            self.window.refresh_tab(tab)
        self.refresh(view)
        return True

    def close(self, view: PartyView) -> bool:
        if view.modified:
            self.window.tab_widget.setCurrentWidget(view)
            answer = self.window.asker.unsaved(self.title(view))
            if answer == "cancel" or (answer == "save" and not self.save(view)):
                return False
        self.window.undo_group.removeStack(view.undo_stack)
        view.undo_stack.clear()
        others = [v for v in self.views() if v is not view]
        for document in view.all_documents():
            in_a_tab = document.path is not None and self.window.tab_for(document.path) is not None
            in_another = any(d is document for v in others for d in v.all_documents())
            if not in_a_tab and not in_another:
                document.undo_stack.clear()
        self._forget_copies(view)
        self.window.tab_widget.removeTab(self.window.tab_widget.indexOf(view))
        view.deleteLater()
        return True
