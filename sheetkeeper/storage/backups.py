"""Rolling backups: the last few versions of each file, kept in the user data folder.

A backup is written like any save (``atomic.py``): a temporary file, fsynced, then renamed,
so a backup is whole or absent, never cut short. Old backups are pruned *before* the new one
takes its name, so a kill at any moment leaves at most :data:`KEEP` of them.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
from datetime import UTC, datetime
from pathlib import Path

from ..paths import data_dir
from .temp_files import hold, remove_stale, temp_name

KEEP = 5
_STAMP = re.compile(r"^\d{8}T\d{12}Z\.")
"""A backup's name: the UTC time it was made, then the file's own suffix."""


def backup_root() -> Path:
    return data_dir() / "backups"


def _identity(path: Path) -> str:
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError, ValueError):  # a symlink loop, say
        return os.path.abspath(path)


def backups_for(path: Path) -> Path:
    key = hashlib.sha256(_identity(path).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return backup_root() / f"{Path(path).stem}-{key}"


def _backups_in(folder: Path) -> list[Path]:
    """The backups in a folder, oldest first (temporary files and strangers left out)."""
    try:
        return sorted(p for p in folder.iterdir() if _STAMP.match(p.name) and p.is_file())
    except OSError:
        return []


def back_up(path: Path, keep: int = KEEP) -> Path | None:
    """Copy the current file (if any) into its backup folder; keep the newest ``keep``.

    A backup that cannot be made never blocks a save; it returns None."""
    path = Path(path)
    if not path.is_file():
        return None
    folder = backups_for(path)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = folder / f"{stamp}{path.suffix}"
    temp = folder / temp_name(target)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with path.open("rb") as source, open(temp, "xb") as copy:
            hold(copy.fileno())
            shutil.copyfileobj(source, copy)
            copy.flush()
            os.fsync(copy.fileno())
        existing = _backups_in(folder)
        for old in existing[: max(0, len(existing) - (keep - 1))]:
            old.unlink(missing_ok=True)
        os.replace(temp, target)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        return None
    remove_stale(folder)
    return target


def list_backups(path: Path) -> list[Path]:
    """The backups of ``path``, newest first."""
    return list(reversed(_backups_in(backups_for(path))))
