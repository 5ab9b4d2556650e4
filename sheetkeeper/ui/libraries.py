"""The libraries the app picks from: one per game, the user's own (in the user's data
folder), saved on every change as any file is (atomic, backup, never over a file changed
meanwhile). Every sheet and the Library window share them; ``changed`` says which game's
library changed, so an open picker or window shows it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..core.library import Library
from ..storage.library_file import OpenedLibrary, own_library, own_library_path, save_library


class Libraries(QObject):
    changed = Signal(str)
    """The game whose library changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._opened: dict[str, OpenedLibrary] = {}

    def opened(self, system_id: str) -> OpenedLibrary:
        """The game's library as read (raises ``LoadError`` in words for a broken file)."""
        kept = self._opened.get(system_id)
        if kept is None or kept.path != own_library_path(system_id):  # another data folder
            self._opened[system_id] = own_library(system_id)
        return self._opened[system_id]

    def library(self, system_id: str) -> Library:
        return self.opened(system_id).library

    def put(self, library: Library) -> None:
        """Save the game's library; raises ``SaveError`` (``ChangedOnDisk`` when the file
        changed meanwhile) and keeps what was there."""
        was = self.opened(library.system)
        if was.read_only:
            from ..storage.errors import SaveError

            raise SaveError(was.path, f"not saved: {was.read_only}")
        was.path.parent.mkdir(parents=True, exist_ok=True)
        fingerprint = save_library(was.path, library, expected=was.fingerprint)
        self._opened[library.system] = OpenedLibrary(was.path, library, None, fingerprint)
        self.changed.emit(library.system)

    def reload(self, system_id: str) -> None:
        self._opened.pop(system_id, None)
        self.changed.emit(system_id)


_shared: Libraries | None = None


def libraries() -> Libraries:
    """The app's libraries (one set for every window)."""
    global _shared
    if _shared is None:
        _shared = Libraries()
    return _shared
