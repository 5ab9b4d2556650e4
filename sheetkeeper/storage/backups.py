"""Rolling backups: the last few versions of each file, kept in the user data folder."""

from __future__ import annotations

import hashlib
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

from platformdirs import user_data_dir

KEEP = 5


def backup_root() -> Path:
    override = os.environ.get("SHEETKEEPER_DATA_DIR")
    base = Path(override) if override else Path(user_data_dir("SheetKeeper", appauthor=False))
    return base / "backups"


def backups_for(path: Path) -> Path:
    key = hashlib.sha256(str(Path(path).resolve()).encode("utf-8")).hexdigest()[:12]
    return backup_root() / f"{Path(path).stem}-{key}"


def back_up(path: Path, keep: int = KEEP) -> Path | None:
    """Copy the current file (if any) into its backup folder; keep the newest ``keep``.

    A backup that cannot be made never blocks a save; it returns None."""
    path = Path(path)
    if not path.is_file():
        return None
    folder = backups_for(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = folder / f"{stamp}{path.suffix}"
        shutil.copy2(path, target)
        for old in sorted(folder.iterdir())[:-keep]:
            old.unlink(missing_ok=True)
        return target
    except OSError:
        return None


def list_backups(path: Path) -> list[Path]:
    folder = backups_for(path)
    return sorted(folder.iterdir(), reverse=True) if folder.is_dir() else []
