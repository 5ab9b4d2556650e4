"""The temporary files an atomic save writes beside its target, and cleaning up after a
save that was killed before it could rename its temporary file.

A temporary file is named ``.<target name>.<8 hex digits>.tmp``, for example
``.ada.skchar.3f9a01bc.tmp``: hidden (a leading dot), with a suffix sync tools and their
ignore lists know (``*.tmp``, ``.*``), and recognisable as ours by its exact shape.

Cleanup removes only files of exactly that shape, whose target is one of our own kinds of
file, that are older than :data:`STALE_AFTER` and that no live save holds locked. Anything
else in the folder, however similar, is never touched.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import time
from pathlib import Path

STALE_AFTER = 3600.0
"""Seconds. A save takes milliseconds; a temporary file an hour old was left by a save that
was killed (power cut, crash, kill -9)."""

OUR_SUFFIXES = (".skchar", ".skparty", ".pdf", ".json")
"""The files SheetKeeper writes atomically: characters, parties, PDFs, recovery notes."""

_SHAPE = re.compile(r"^\.(?P<target>.+)\.[0-9a-f]{8}\.tmp$")


def temp_name(target: Path) -> str:
    """A fresh temporary name for a save of ``target`` (in the same folder)."""
    return f".{Path(target).name}.{secrets.token_hex(4)}.tmp"


def target_of(name: str) -> str | None:
    """The file a temporary file of ours was saving, or None if the name is not ours."""
    match = _SHAPE.match(name)
    if match is None or not match["target"].lower().endswith(OUR_SUFFIXES):
        return None
    return match["target"]


def hold(fd: int) -> None:
    """Mark a temporary file as in use by a live save (released when ``fd`` closes)."""
    with contextlib.suppress(OSError, AttributeError, ImportError):
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)


def _held(path: Path) -> bool:
    """Whether a live save still holds this temporary file."""
    try:
        import fcntl
    except ImportError:  # Windows: an open file cannot be removed anyway
        return False
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return True  # cannot look: leave it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def remove_stale(folder: Path, *, older_than: float = STALE_AFTER, now: float | None = None) -> list[Path]:
    """Remove our stale temporary files in ``folder``; returns those removed. Never raises."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except (OSError, ValueError):
        return removed
    for entry in entries:
        if target_of(entry.name) is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not entry.is_file(follow_symlinks=False) or now - info.st_mtime < older_than:
                continue
            path = Path(entry.path)
            if _held(path):
                continue
            path.unlink()
            removed.append(path)
        except OSError:
            continue
    return removed
