"""Notice when another program changes an open file, so nothing is silently overwritten.

A QFileSystemWatcher reports changes as they happen; the modification time recorded when the
document was opened or saved decides whether the change is really someone else's (our own
atomic saves update that time first). Watchers miss events on some file systems and while the
app is busy, so the same time check also runs when the window is activated and before every
save: :func:`changed_on_disk` is the single test.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, Signal


def disk_mtime(path: Path) -> int | None:
    """The file's modification time in ns, or None when it is gone."""
    try:
        return Path(path).stat().st_mtime_ns
    except OSError:
        return None


def changed_on_disk(path: Path | None, known_mtime_ns: int) -> bool:
    """True when the file is not the one we last read or wrote (changed, replaced or deleted)."""
    if path is None or not known_mtime_ns:
        return False
    return disk_mtime(path) != known_mtime_ns


class FileWatch(QObject):
    changed = Signal(object)
    """A watched path changed, was replaced or was removed (carries the Path)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._on_file_changed)
        self._paths: set[str] = set()

    def watch(self, path: Path) -> None:
        key = str(Path(path))
        self._paths.add(key)
        # Qt skips a path it already watches and one that is not there (no warning either):
        # asking for its list first made opening a party of hundreds quadratic.
        self._watcher.addPath(key)

    def unwatch(self, path: Path) -> None:
        key = str(Path(path))
        if key in self._paths:  # only this object adds paths to the watcher
            self._paths.discard(key)
            self._watcher.removePath(key)

    def _on_file_changed(self, key: str) -> None:
        # An atomic replace (ours or another program's) drops the path from the watcher.
        if key in self._paths and key not in self._watcher.files() and Path(key).exists():
            self._watcher.addPath(key)
        if key in self._paths:
            self.changed.emit(Path(key))
