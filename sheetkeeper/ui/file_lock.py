"""Detect a character file open in two SheetKeeper windows at once.

Each open file gets a small lock record in the user data folder (not beside the file, so
read-only folders and shared drives stay clean). A record whose process has gone (a crash) is
stale and is taken over. Two windows of one file would silently overwrite each other's saves;
the second one is told and may open the file read-only.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import socket
from dataclasses import dataclass
from pathlib import Path

from ..paths import data_dir


def locks_dir() -> Path:
    return data_dir() / "locks"


def _lock_path(path: Path) -> Path:
    key = hashlib.sha256(str(Path(path).resolve()).encode("utf-8")).hexdigest()[:16]
    return locks_dir() / f"{key}.lock"


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, owned by someone else
        return True
    except OSError:
        return False
    return True


@dataclass(frozen=True)
class Holder:
    """Who holds a file open: another SheetKeeper process."""

    pid: int
    host: str

    @property
    def alive(self) -> bool:
        if self.host != socket.gethostname():
            return True  # cannot tell; assume it is still open there
        return pid_alive(self.pid)


class FileLock:
    """A held lock on one file; :meth:`release` when the tab closes."""

    def __init__(self, path: Path, lock_path: Path) -> None:
        self.path = path
        self._lock_path = lock_path

    @classmethod
    def acquire(cls, path: Path) -> tuple[FileLock | None, Holder | None]:
        """Take the lock, or return who holds it. Stale locks are taken over.

        A lock folder that cannot be written never stops a file opening: the lock is then
        simply not held (returns ``(None, None)``)."""
        lock_path = _lock_path(path)
        record = json.dumps(
            {"pid": os.getpid(), "host": socket.gethostname(), "path": str(Path(path).resolve())}
        ).encode("utf-8")
        for _ in range(2):
            try:
                lock_path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(lock_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                holder = read_holder(lock_path)
                if holder is not None and holder.alive and holder.pid != os.getpid():
                    return None, holder
                with contextlib.suppress(OSError):
                    lock_path.unlink()
                continue
            except OSError:
                return None, None
            with os.fdopen(fd, "wb") as handle:
                handle.write(record)
            return cls(Path(path), lock_path), None
        return None, None

    @classmethod
    def force(cls, path: Path) -> FileLock | None:
        """Take the lock even though another window holds it ("open anyway")."""
        with contextlib.suppress(OSError):
            _lock_path(path).unlink()
        lock, _ = cls.acquire(path)
        return lock

    def release(self) -> None:
        holder = read_holder(self._lock_path)
        if holder is not None and holder.pid == os.getpid():
            with contextlib.suppress(OSError):
                self._lock_path.unlink()


def read_holder(lock_path: Path) -> Holder | None:
    try:
        data = json.loads(lock_path.read_text(encoding="utf-8"))
        return Holder(int(data["pid"]), str(data["host"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
