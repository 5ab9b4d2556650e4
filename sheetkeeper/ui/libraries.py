"""The libraries the app picks from: one per game, the user's own (in the user's data
folder), saved on every change as any file is (atomic, backup, never over a file changed
meanwhile). Every sheet and the Library window share them; ``changed`` says which game's
library changed, so an open picker or window shows it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..core.library import Library
from ..storage.file_key import file_key
from ..storage.library_file import (
    OpenedLibrary,
    load_library,
    own_library,
    own_library_path,
    party_libraries,
    save_library,
)


class Libraries(QObject):
    changed = Signal(str)
    """The game whose library changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._opened: dict[str, OpenedLibrary] = {}
        self._parties: dict[str, dict[str, Path]] = {}
        """An open party's file key -> the path of its library of each game."""
        self.problems: list[str] = []
        """Why a party's library did not open, in words (the party opened all the same)."""

    def path(self, system_id: str) -> Path:
        """Where the game's library is: the last opened party's that names one, else the
        user's own."""
        for named in reversed(self._parties.values()):
            if system_id in named:
                return named[system_id]
        return own_library_path(system_id)

    def opened(self, system_id: str) -> OpenedLibrary:
        """The game's library as read (raises ``LoadError`` in words for a broken file)."""
        kept, path = self._opened.get(system_id), self.path(system_id)
        if kept is None or kept.path != path:  # a party's, another data folder
            self._opened[system_id] = own_library(system_id) if path == own_library_path(
                system_id) else load_library(path)
        return self._opened[system_id]

    def use_party(self, party_path: Path, campaign) -> None:
        """A party opened: the libraries it names are the ones its games pick from."""
        found, self.problems = party_libraries(party_path, campaign)
        self._parties[file_key(party_path)] = {system: opened.path for system, opened in found.items()}
        for system in found:
            self.changed.emit(system)

    def forget_party(self, party_path: Path) -> None:
        for system in self._parties.pop(file_key(party_path), {}):
            self.changed.emit(system)

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
