"""A file changed on disk by another program is never silently overwritten.

The guard watches every open file: sheet tabs and party members alike (one document per file,
see open_documents.py). When one changes underneath us: an unmodified document simply reloads
(one undo step, so undo gives the old version back); a modified one takes the change in by a
three-way merge from what it last read or wrote (disk_merge.py), one undo step with a notice;
only values both changed differently are asked about. Declining that, the user may reload,
keep theirs or save them elsewhere. "Cancel" means decide later: the guard does not ask again
about the same change (the party dashboard marks the member), but Save asks before
overwriting it. The check runs on watcher events, when the window is activated, and before
every save. A new modification time with the same bytes (a backup tool touching the file,
our own all-or-nothing save putting a file back) is no change.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..storage import LoadError, load_character
from ..storage.fingerprint import Fingerprint, read_now
from .document import Document
from .file_watch import FileWatch, disk_mtime
from .open_documents import OPEN

if TYPE_CHECKING:
    from .document_tab import DocumentTab
    from .main_window import MainWindow


class DiskGuard(QObject):
    noticed = Signal(object, str)
    """(document, note): the file of an open document changed on disk. The note is empty once
    the document has taken the change in (reloaded, or kept and saved over it)."""

    elsewhere = Signal(object, str)
    """(document, note): a change made elsewhere was taken in (reloaded or merged); the party
    dashboard marks the member until the user looks at it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.watch = FileWatch(self)
        self.watch.changed.connect(self._on_changed)
        self._asking: weakref.WeakSet[Document] = weakref.WeakSet()
        self._put_off: weakref.WeakKeyDictionary[Document, int | None] = weakref.WeakKeyDictionary()
        """document -> the disk mtime the user chose to decide about later."""

    def follow(self, path: Path | None) -> None:
        if path is not None:
            self.watch.watch(path)

    def forget(self, tab: DocumentTab) -> None:
        """A sheet tab closed: stop watching unless a party still shows the document."""
        doc = tab.document
        if doc.path is not None and self._window.parties.holding(doc) is None:
            self._put_off.pop(doc, None)
            self.watch.unwatch(doc.path)

    def forget_path(self, path: Path) -> None:
        """The document moved to another file (Save As), or its party closed."""
        self.watch.unwatch(path)

    def pending(self, document: Document) -> bool:
        """The file changed on disk and the user put off deciding."""
        return document in self._put_off

    def _on_changed(self, path: Path) -> None:
        document = OPEN.find(path)
        if document is not None:
            self.check(document)

    def documents(self) -> list[Document]:
        found: dict[int, Document] = {}
        for tab in self._window.tabs():
            found.setdefault(id(tab.document), tab.document)
        for view in self._window.parties.views():
            for doc in view.all_documents():
                found.setdefault(id(doc), doc)
        return [d for d in found.values() if d.path is not None]

    def check_all(self) -> None:
        """Every open file: the documents', then the party files' (party_file_guard.py)."""
        for document in self.documents():
            self.check(document)
        self._window.party_files.check_all()

    def changed(self, document: Document) -> bool:
        """True when the file is not what the document last read or wrote."""
        known = document.fingerprint
        if document.path is None or known is None:
            return False
        if disk_mtime(document.path) == known.mtime_ns:
            return False
        data, mtime_ns = read_now(document.path)
        if data is not None and known.matches(data):
            document.fingerprint = Fingerprint(known.size, mtime_ns, known.sha256)  # touched only
            return False
        return True

    def check(self, document: Document | DocumentTab) -> None:
        """React to a change by another program, if there is one."""
        doc = _document(document)
        if doc in self._asking or not self.changed(doc):
            return
        now = disk_mtime(doc.path)
        if self._put_off.get(doc, -1) == now:
            return
        if not doc.modified and now is not None:
            if self.reload(doc):
                self.elsewhere.emit(doc, self.tr("Changed elsewhere: reloaded"))
            return
        if now is not None and self._merge(doc):
            return
        self._decide(doc, saving=False)

    def _merge(self, doc: Document) -> bool:
        self._asking.add(doc)
        try:
            from .disk_merge import merge_from_disk  # the merge machinery, on first use

            merged = merge_from_disk(doc, self._window.asker)
        finally:
            self._asking.discard(doc)
        if merged is None:
            return False
        self._put_off.pop(doc, None)
        self.watch.watch(doc.path)
        if (tab := self._window.tab_for(doc.path)) is not None:
            self._window.refresh_tab(tab)
        self._window.statusBar().showMessage(merged, 8000)
        self.noticed.emit(doc, "")
        self.elsewhere.emit(doc, self.tr("Changed elsewhere: merged"))
        return True

    def before_save(self, document: Document) -> str:
        """Before a save: "ok" when the file on disk is ours to overwrite, else the user's
        answer: "keep" (overwrite it), "reload", "save_as" or "cancel"."""
        if not self.changed(document):
            return "ok"
        if disk_mtime(document.path) is not None and self._merge(document):
            return "ok"
        return self._decide(document, saving=True)

    def _decide(self, doc: Document, saving: bool) -> str:
        self._asking.add(doc)
        try:
            answer = self._window.asker.external_change(doc.title, doc.path, saving=saving)
        finally:
            self._asking.discard(doc)
        if answer == "reload":
            self.reload(doc)
        elif answer == "keep":
            data, mtime_ns = read_now(doc.path)
            doc.fingerprint = Fingerprint.of(data, mtime_ns) if data is not None else None
            doc.base = _decoded(doc.path, doc.base)
            doc.undo_stack.resetClean()
            self._put_off.pop(doc, None)
            self.noticed.emit(doc, "")
        else:
            self._put_off[doc] = disk_mtime(doc.path)
            self.noticed.emit(doc, self.tr("Changed on disk by another program; not reloaded"))
        return answer

    def reload(self, document: Document | DocumentTab) -> bool:
        """Put the file on disk in place as one undoable step (undo gives back your version)."""
        window, doc = self._window, _document(document)
        try:
            opened = load_character(doc.path)
        except LoadError as error:
            window.asker.error(self.tr("Could not reload {0}").format(doc.path.name), error.message)
            self._put_off[doc] = disk_mtime(doc.path)
            return False
        if opened.character != doc.character:
            doc.replace(opened.character, self.tr("Reload from Disk"))
        doc.read_only = opened.read_only
        doc.fingerprint = opened.fingerprint
        doc.base = opened.character
        doc.undo_stack.setClean()
        self._put_off.pop(doc, None)
        self.watch.watch(doc.path)
        if (tab := window.tab_for(doc.path)) is not None:
            window.refresh_tab(tab)
        note = self.tr("Reloaded {0} from disk").format(doc.path.name)
        window.statusBar().showMessage(note, 5000)
        self.noticed.emit(doc, "")
        return True


def _document(item) -> Document:
    return item if isinstance(item, Document) else item.document


def _decoded(path: Path, fallback):
    """The character in the file now (the base of the next merge), or ``fallback``."""
    try:
        return load_character(path).character
    except LoadError:
        return fallback
