"""A file changed on disk by another program is never silently overwritten.

The guard watches every open file. When one changes underneath us: an unmodified document
simply reloads (one undo step, so undo gives the old version back); a modified one asks the
user to reload or keep theirs. "Cancel" means decide later: the guard does not ask again about
the same change, but Save asks before overwriting it. The check runs on watcher events, when
the window is activated, and before every save.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..storage import LoadError, load_character
from ..storage.fingerprint import on_disk
from .file_watch import FileWatch, changed_on_disk, disk_mtime

if TYPE_CHECKING:
    from .document_tab import DocumentTab
    from .main_window import MainWindow


class DiskGuard(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.watch = FileWatch(self)
        self.watch.changed.connect(self._on_changed)
        self._asking: set[int] = set()
        self._put_off: dict[int, int | None] = {}
        """tab id -> the disk mtime the user chose to decide about later."""

    def follow(self, path: Path | None) -> None:
        if path is not None:
            self.watch.watch(path)

    def forget(self, tab: DocumentTab) -> None:
        self._put_off.pop(id(tab), None)
        if tab.document.path is not None:
            self.watch.unwatch(tab.document.path)

    def forget_path(self, path: Path) -> None:
        """The document moved to another file (Save As)."""
        self.watch.unwatch(path)

    def _on_changed(self, path: Path) -> None:
        tab = self._window.tab_for(path)
        if tab is not None:
            self.check(tab)

    def check_all(self) -> None:
        for tab in self._window.tabs():
            self.check(tab)

    def check(self, tab: DocumentTab) -> None:
        """React to a change by another program, if there is one."""
        doc = tab.document
        if id(tab) in self._asking or not changed_on_disk(doc.path, doc.mtime_ns):
            return
        now = disk_mtime(doc.path)
        if self._put_off.get(id(tab), -1) == now:
            return
        if not doc.modified and now is not None:
            self.reload(tab)
            return
        self._decide(tab, saving=False)

    def may_overwrite(self, tab: DocumentTab) -> bool:
        """Before a save: True when the file on disk is ours to overwrite."""
        doc = tab.document
        if not changed_on_disk(doc.path, doc.mtime_ns):
            return True
        return self._decide(tab, saving=True) == "keep"

    def _decide(self, tab: DocumentTab, saving: bool) -> str:
        doc = tab.document
        self._asking.add(id(tab))
        try:
            answer = self._window.asker.external_change(doc.title, doc.path, saving=saving)
        finally:
            self._asking.discard(id(tab))
        if answer == "reload":
            self.reload(tab)
        elif answer == "keep":
            doc.fingerprint = on_disk(doc.path)
            doc.undo_stack.resetClean()
        else:
            self._put_off[id(tab)] = disk_mtime(doc.path)
        return answer

    def reload(self, tab: DocumentTab) -> bool:
        """Put the file on disk in place as one undoable step (undo gives back your version)."""
        window, doc = self._window, tab.document
        try:
            opened = load_character(doc.path)
        except LoadError as error:
            window.asker.error(self.tr("Could not reload {0}").format(doc.path.name), error.message)
            self._put_off[id(tab)] = disk_mtime(doc.path)
            return False
        if opened.character != doc.character:
            doc.replace(opened.character, self.tr("Reload from Disk"))
        doc.read_only = opened.read_only
        doc.fingerprint = opened.fingerprint
        doc.undo_stack.setClean()
        self._put_off.pop(id(tab), None)
        self.watch.watch(doc.path)
        window.refresh_tab(tab)
        window.statusBar().showMessage(self.tr("Reloaded {0} from disk").format(doc.path.name), 5000)
        return True
