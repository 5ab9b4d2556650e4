"""Replace a file only if it is still what was read: the one check every save goes through.

Under the save lock (:mod:`.save_lock`) the file on disk is compared with the fingerprint the
caller read; the backup is taken, the new bytes written to a temporary file and fsynced, the
file compared once more, and only then renamed into place. A mismatch raises
:class:`ChangedOnDisk` with both versions and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .atomic import write_atomic
from .backups import back_up
from .errors import ChangedOnDisk, SaveError
from .fingerprint import ABSENT, Fingerprint, read_now
from .save_lock import save_lock


def replace_guarded(
    path: Path,
    data: bytes | Callable[[bytes | None], bytes],
    expected: Fingerprint | None,
    *,
    backup: bool = True,
    refuse: Callable[[bytes], str | None] | None = None,
) -> Fingerprint:
    """Write ``data`` over ``path`` if the file still matches ``expected`` (None: replace
    whatever is there, the explicit overwrite). ``refuse`` may veto the file on disk with a
    reason (a newer format). ``data`` may be a function of the bytes it replaces (None: no
    file), called under the lock: a file that records what it was made from. Returns the
    fingerprint of what was written."""
    path = Path(path)
    if path.is_symlink():
        path = path.resolve()  # save through the link into its file; the link stays a link
    with save_lock(path):
        current, _mtime = read_now(path)
        # A newer SheetKeeper's file is never replaced, whatever was read or asked: say that
        # first, before whether it changed.
        if current is not None and refuse is not None and (reason := refuse(current)):
            raise SaveError(path, reason)
        if callable(data):
            data = data(current)
        _compare(path, data, expected, current)
        if current is not None and backup:
            back_up(path)

        def still_the_same() -> None:
            now, _ = read_now(path)
            if now != current:
                raise ChangedOnDisk(path, data, now)

        write_atomic(path, data, still_the_same)
        try:
            mtime_ns = path.stat().st_mtime_ns
        except OSError:
            mtime_ns = 0
    return Fingerprint.of(data, mtime_ns)


def _compare(path: Path, data: bytes, expected: Fingerprint | None, current: bytes | None) -> None:
    if expected is None:
        return
    if expected == ABSENT:
        if current is not None:
            raise ChangedOnDisk(path, data, current,
                                "not saved: a file of that name was created by another program "
                                "meanwhile; use Save As, or overwrite it explicitly")
        return
    if current is None or not expected.matches(current):
        raise ChangedOnDisk(path, data, current)
