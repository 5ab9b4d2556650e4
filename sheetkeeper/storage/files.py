"""Open and save character files on disk."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from ..core.character import CharacterBase
from ..core.registry import GameSystem
from .atomic import writable
from .envelope import MAX_FILE_BYTES, Decoded, EnvelopeProblem, decode, encode
from .errors import ChangedOnDisk, LoadError, SaveError
from .fingerprint import Fingerprint
from .guarded import replace_guarded
from .newer import reason_in, refusal
from .versions import lineage_after, remember, remember_read


@dataclass(frozen=True)
class Opened:
    path: Path
    character: CharacterBase
    system: GameSystem
    read_only: str | None = None
    """Why the file is open read-only (newer version, no write permission), or None."""
    fingerprint: Fingerprint | None = None
    """What the file held when read: a save through this object refuses to replace a file
    that has changed since (see ``api.save``)."""

    read: CharacterBase | None = None
    """The character as read from the file, once ``with_character`` put an edited one in
    ``character`` (None: ``character`` is still as read). See ``as_read``."""
    lineage: tuple[str, ...] = ()
    """The versions this file was made from, newest first (``storage/versions.py``)."""

    @property
    def as_read(self) -> CharacterBase:
        return self.character if self.read is None else self.read

    @property
    def mtime_ns(self) -> int:
        return self.fingerprint.mtime_ns if self.fingerprint else 0

    def with_character(self, character: CharacterBase) -> Opened:
        """The same file, read at the same moment, with an edited character to save."""
        return replace(self, character=character, read=self.as_read)


def read_limited(path: Path) -> bytes:
    """The file's bytes, refusing oversized files before reading them."""
    return read_once(path)[0]


def read_once(path: Path) -> tuple[bytes, os.stat_result]:
    """The file's bytes and its status as they were read: one stat, one open. The status
    (modification time, permission bits) is the open file's, taken after reading it."""
    path = Path(path)
    try:
        before = os.stat(path)
        if not stat.S_ISREG(before.st_mode):
            raise LoadError(path, "this is a folder, not a file" if stat.S_ISDIR(before.st_mode) else "not a file")
        if before.st_size > MAX_FILE_BYTES:
            raise LoadError(path, f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
            status = os.fstat(handle.fileno())
        if len(raw) > MAX_FILE_BYTES:
            raise LoadError(path, f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
        return raw, status
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


def load_character(path: Path | str, *, keep_version_later: bool = False) -> Opened:
    """Read, decode and validate a character file: the file is read once, and its fingerprint
    and version come from the same bytes. With ``keep_version_later`` (a party opening
    hundreds of members) the version is kept after the first paint (``versions.keep_waiting``)."""
    path = Path(path)
    raw, status = read_once(path)
    try:
        decoded = decode(raw)
    except EnvelopeProblem as problem:
        raise LoadError(path, str(problem)) from None
    read_only = decoded.newer
    if read_only is None and not writable(path, status.st_mode):
        read_only = "you do not have permission to change this file; use Save As to keep changes"
    fingerprint = Fingerprint.of(raw, status.st_mtime_ns)
    character = decoded.character
    remember_read(fingerprint.sha256, lambda: character.model_dump(mode="json"), later=keep_version_later)
    return Opened(path, character, decoded.system, read_only, fingerprint, lineage=decoded.lineage)


def save_character(
    path: Path | str,
    character: CharacterBase,
    *,
    backup: bool = True,
    saved_at: datetime | None = None,
    expected: Fingerprint | None = None,
    merged_from: Sequence[str] = (),
) -> Fingerprint:
    """Save atomically (with a backup of the previous version); returns the fingerprint of
    what was written, to pass as ``expected`` next time.

    A file written by a newer SheetKeeper is never overwritten. With ``expected`` (the
    ``Opened.fingerprint`` or the last save's result) a file changed on disk since then is
    not overwritten either: :class:`ChangedOnDisk` carries both versions. Without it the
    file is replaced whatever it holds (the explicit overwrite).

    The file records the version it replaces in its lineage (with ``merged_from``: the
    versions a merge took in), and this machine keeps a copy of the new version: together
    they find the base of a later merge."""
    path = Path(path)
    try:
        return replace_guarded(path, bytes_over(path, character, saved_at, merged_from), expected,
                               backup=backup, refuse=_newer)
    except ChangedOnDisk as changed:
        changed.mine = character
        changed.theirs = character_in(changed.theirs_bytes)
        raise


def bytes_over(
    path: Path, character: CharacterBase, saved_at: datetime | None = None, merged_from: Sequence[str] = ()
) -> Callable[[bytes | None], bytes]:
    """The file's bytes for this character, as a function of the file it replaces (None: no
    file): its lineage names the version replaced, and this machine keeps the new version."""
    content = character.model_dump(mode="json")

    def over(existing: bytes | None) -> bytes:
        replaced = _decoded(existing)
        if replaced is not None and replaced.system.id != character.system:
            replaced = None  # another character's file: no part of this one's lineage
        lineage = lineage_after(
            replaced.character.model_dump(mode="json") if replaced else None,
            replaced.lineage if replaced else (), content, merged_from,
        )
        try:
            data = encode(character, saved_at, lineage)
        except EnvelopeProblem as problem:
            raise SaveError(path, f"not saved: {problem}") from None
        remember(content)
        return data

    return over


def _decoded(raw: bytes | None) -> Decoded | None:
    """The file being replaced: which version is it? (A broken file is no reason to refuse
    replacing it; the newer-version gate is :func:`_newer`.)"""
    if raw is None or len(raw) > MAX_FILE_BYTES:
        return None
    try:
        return decode(raw)
    except Exception:
        return None


def _newer(existing: bytes) -> str | None:
    """The newer-version gate, before the backup (``write_atomic`` checks again)."""
    reason = reason_in(existing)
    return refusal(reason) if reason else None


def character_in(raw: bytes | None) -> CharacterBase | None:
    """The character in a file's bytes, or None when they do not decode."""
    if raw is None:
        return None
    try:
        return decode(raw).character
    except (EnvelopeProblem, ValueError):
        return None
