"""An advisory lock held while a file is checked and replaced, so two SheetKeeper processes
(the app, a script, the command line) never interleave "is it still what I read?" with the
other's rename.

On POSIX the lock is ``fcntl.flock`` on the file's folder itself, so nothing is left beside
the user's files (saves of one folder take turns; each takes milliseconds). Windows cannot
open a folder that way: there it is ``msvcrt.locking`` on a small hidden file beside the saved
one (``.NAME.lock``), which stays (removing it while another process waits on it would let a
third lock a new file of the same name). Either lock is released by the system when the
process ends, so a crash never leaves a file locked. Locks are not nested: a process holds
one at a time. Programs that do not take the lock are still caught by the fingerprint check
just before the rename; see ``docs/reliability.md`` for the window that remains.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from .errors import SaveError

WAIT_SECONDS = 10.0
"""How long a save waits for another process's save of the same file to finish."""


def lock_path(path: Path) -> Path:
    """What is locked for ``path``: its folder on POSIX, a hidden file beside it on Windows."""
    path = Path(path)
    if os.name == "nt":
        return path.with_name(f".{path.name}.lock")
    return path.parent if str(path.parent) else Path(".")


@contextlib.contextmanager
def save_lock(path: Path) -> Iterator[None]:
    """Hold the lock of ``path`` (waits up to WAIT_SECONDS). Where no lock file can be made
    (a read-only folder, where the save fails anyway) it goes on without one."""
    try:
        if os.name == "nt":
            fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT | getattr(os, "O_NOINHERIT", 0), 0o666)
        else:
            fd = os.open(lock_path(path), os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        yield
        return
    try:
        _acquire(fd, path)
        try:
            yield
        finally:
            _release(fd)
    finally:
        os.close(fd)


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _release(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError:
            return True  # a file system without locks: go on, the fingerprint check remains
        return True

    def _release(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


def _acquire(fd: int, path: Path) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    pause = 0.001
    while not _try(fd):
        if time.monotonic() > deadline:
            raise SaveError(path, "not saved: another program has been saving this file for "
                                  f"{WAIT_SECONDS:g} seconds; try again in a moment")
        time.sleep(pause)
        pause = min(pause * 2, 0.05)
