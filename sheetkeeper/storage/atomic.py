"""Atomic writes: a temporary file in the same folder, flushed and fsynced, then renamed over
the target. A crash at any moment leaves either the old file or the new one, never a mix.

The saved file gets the permissions a plain ``open(path, "w")`` would give it: a file replaced
keeps its mode; a new one gets 0o666 less the umask. ``tempfile.mkstemp`` would make every new
file 0o600, so the temporary file is created here with ``os.open(..., 0o666)`` and the kernel
applies the umask (and a folder's default ACL, which a mode computed from the umask would
ignore). Nothing reads or changes the process-wide umask, so there is no window in which
another thread creates files under a wrong one.
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable
from pathlib import Path

from .errors import SaveError
from .newer import refuse_if_newer
from .temp_files import hold, remove_stale, temp_name


def write_atomic(path: Path, data: bytes, before_replace: Callable[[], None] | None = None) -> None:
    """Replace ``path`` with ``data``, or raise :class:`SaveError` and change nothing.

    ``before_replace`` runs after the new data is safely on disk and right before the rename;
    if it raises, the old file stays. A file written by a newer SheetKeeper is never
    replaced, whoever asks. After a save, temporary files that killed saves left in the
    folder long ago are removed (see ``temp_files.py``)."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if path.exists() and not writable(path):
        raise SaveError(path, "the file is read-only; use Save As to save a copy elsewhere")
    refuse_if_newer(path)
    if not folder.is_dir():
        raise SaveError(path, f"the folder {folder} does not exist")
    try:
        old_mode = path.stat().st_mode & 0o777
    except OSError:
        old_mode = None
    try:
        # A file being replaced may be private: its data is never readable more widely than
        # the file itself, so its temporary copy starts at 0o600 and takes the mode next.
        fd, temp = _create_temp(path, folder, 0o666 if old_mode is None else 0o600)
    except OSError as error:
        raise SaveError(path, why_not_written(error)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            hold(fd)
            if old_mode is not None:
                with contextlib.suppress(OSError):
                    os.chmod(temp, old_mode)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(temp, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(error, OSError):
            raise SaveError(path, why_not_written(error)) from None
        raise
    _fsync_folder(folder)
    remove_stale(folder)


def _create_temp(path: Path, folder: Path, mode: int) -> tuple[int, Path]:
    """A new file beside ``path`` with a name nobody uses, as ``mkstemp`` would make it, but
    with ``mode`` (less the umask) instead of mkstemp's fixed 0o600."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)  # as mkstemp on Windows
    for _ in range(100):
        temp = folder / temp_name(path)
        try:
            return os.open(temp, flags, mode), temp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no unused temporary file name", str(folder))


def writable(path: Path, mode: int | None = None) -> bool:
    """Whether the user may change this file. A file marked read-only counts as read-only
    even for an administrator, who could otherwise replace it. ``mode``: the permission bits
    of a status just taken (saves another stat)."""
    try:
        if mode is None:
            mode = Path(path).stat().st_mode
        return bool(mode & 0o222) and os.access(path, os.W_OK)
    except OSError:
        return False


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def why_not_written(error: OSError) -> str:
    """The reason a write failed, in the user's words."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return "the disk is full (or the file is larger than allowed); nothing was changed"
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "you do not have permission to write there; use Save As to choose another place"
    if error.errno == errno.ENOENT:
        return "the folder is not there any more (moved or removed?); nothing was changed"
    return f"could not write the file ({error.strerror or error}); nothing was changed"
