"""Open and save character files on disk."""

from __future__ import annotations

import errno
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..core.character import CharacterBase
from ..core.registry import GameSystem
from .atomic import writable, write_atomic
from .backups import back_up
from .envelope import MAX_FILE_BYTES, EnvelopeProblem, decode, encode
from .errors import LoadError, SaveError
from .newer import refuse_if_newer


@dataclass(frozen=True)
class Opened:
    path: Path
    character: CharacterBase
    system: GameSystem
    read_only: str | None = None
    """Why the file is open read-only (newer version, no write permission), or None."""
    mtime_ns: int = 0


def read_limited(path: Path) -> bytes:
    """The file's bytes, refusing oversized files before reading them."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise LoadError(path, "not a file")
        if size > MAX_FILE_BYTES:
            raise LoadError(path, f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
        return path.read_bytes()
    except FileNotFoundError:
        raise LoadError(path, "the file does not exist") from None
    except IsADirectoryError:
        raise LoadError(path, "this is a folder, not a file") from None
    except PermissionError:
        raise LoadError(path, "you do not have permission to read this file") from None
    except ValueError:  # a NUL, or half a character, which no file name can hold
        what = "a NUL character" if "\0" in str(path) else "a broken character"
        raise LoadError(path, f"the path holds {what}, which no file name can have") from None
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise LoadError(path, "the path is a loop of symbolic links") from None
        raise LoadError(path, f"could not read the file ({error.strerror or error})") from None


def load_character(path: Path | str) -> Opened:
    path = Path(path)
    raw = read_limited(path)
    try:
        decoded = decode(raw)
    except EnvelopeProblem as problem:
        raise LoadError(path, str(problem)) from None
    read_only = decoded.newer
    if read_only is None and not writable(path):
        read_only = "you do not have permission to change this file; use Save As to keep changes"
    return Opened(path, decoded.character, decoded.system, read_only, path.stat().st_mtime_ns)


def save_character(
    path: Path | str,
    character: CharacterBase,
    *,
    backup: bool = True,
    saved_at: datetime | None = None,
    expected_mtime_ns: int | None = None,
) -> int:
    """Save atomically (with a backup of the previous version); returns the new mtime_ns.

    A file written by a newer SheetKeeper is never overwritten. With ``expected_mtime_ns``
    (the ``Opened.mtime_ns`` or the last save's result) a file changed on disk since then
    by another program is not overwritten either: the caller asks the user first."""
    path = Path(path)
    try:
        data = encode(character, saved_at)
    except EnvelopeProblem as problem:
        raise SaveError(path, f"not saved: {problem}") from None
    if expected_mtime_ns is not None:
        _refuse_if_changed(path, expected_mtime_ns)
    refuse_if_newer(path)  # before the backup; write_atomic checks again
    if backup and path.is_file():
        back_up(path)
    write_atomic(path, data)
    return path.stat().st_mtime_ns


def _refuse_if_changed(path: Path, expected_mtime_ns: int) -> None:
    try:
        mtime_ns = path.stat().st_mtime_ns
    except FileNotFoundError:
        raise SaveError(
            path,
            "not saved: the file was moved or deleted by another program since it was opened; "
            "use Save As to save it again",
        ) from None
    except OSError:
        return  # cannot tell; the write itself will report a real problem
    if mtime_ns != expected_mtime_ns:
        raise SaveError(
            path,
            "not saved: the file was changed on disk by another program since it was opened; "
            "reload it to see those changes, or use Save As to keep yours",
        )
