"""The bundled sample party, copied into the user's data folder on first use so playing with
it never changes the files that ship with SheetKeeper."""

from __future__ import annotations

import shutil
from pathlib import Path

from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX
from ..paths import samples_dir
from .backups import backup_root


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
            if not target.exists():
                shutil.copyfile(source, target)
    except OSError:
        return bundled[0]  # read-only is fine: the app opens what it cannot write read-only
    return folder / bundled[0].name
