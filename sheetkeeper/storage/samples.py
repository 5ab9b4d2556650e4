"""The bundled sample party, copied into the user's data folder on first use so playing with
it never changes the files that ship with SheetKeeper."""

from __future__ import annotations

from pathlib import Path

from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX
from ..paths import samples_dir
from .atomic import write_atomic
from .backups import backup_root
from .errors import SaveError


def sample_party() -> Path | None:
    """The user's copy of the sample campaign (made now if missing), or None."""
    bundled = sorted(samples_dir().glob(f"*{CAMPAIGN_SUFFIX}"))
    if not bundled:
        return None
    folder = backup_root().parent / "Samples"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for source in sorted(samples_dir().glob(f"*{CHARACTER_SUFFIX}")) + bundled:
            target = folder / source.name
            if not target.exists():  # whole or not at all: a copy cut short is never kept
                write_atomic(target, source.read_bytes())
    except (OSError, SaveError):
        return bundled[0]  # read-only is fine: the app opens what it cannot write read-only
    return folder / bundled[0].name
