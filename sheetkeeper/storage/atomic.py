"""Atomic writes: a temporary file in the same folder, flushed and fsynced, then renamed over
the target. A crash at any moment leaves either the old file or the new one, never a mix."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

from .errors import SaveError


def write_atomic(path: Path, data: bytes) -> None:
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if path.exists() and not writable(path):
        raise SaveError(path, "the file is read-only; use Save As to save a copy elsewhere")
    if not folder.is_dir():
        raise SaveError(path, f"the folder {folder} does not exist")
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise SaveError(path, _why(error)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            with contextlib.suppress(OSError):
                os.chmod(temp, path.stat().st_mode & 0o777)
        os.replace(temp, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(error, OSError):
            raise SaveError(path, _why(error)) from None
        raise
    _fsync_folder(folder)


def writable(path: Path) -> bool:
    """Whether the user may change this file. A file marked read-only counts as read-only
    even for an administrator, who could otherwise replace it."""
    try:
        return os.access(path, os.W_OK) and bool(Path(path).stat().st_mode & 0o222)
    except OSError:
        return False


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _why(error: OSError) -> str:
    if error.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return "the disk is full (or the file is larger than allowed); nothing was changed"
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "you do not have permission to write there; use Save As to choose another place"
    return f"could not write the file ({error.strerror or error}); nothing was changed"
