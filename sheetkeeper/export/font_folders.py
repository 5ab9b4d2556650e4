"""Where a computer keeps its fonts, worked out from the platform and the environment alone.

Linux asks fontconfig first (see ``fonts.py``); these folders are what Windows and macOS
use, and what Linux falls back to when fontconfig is not installed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

FONT_SUFFIXES = (".ttf", ".ttc")
"""TrueType outlines, the only fonts ReportLab can embed."""


def font_folders(platform: str, environ: Mapping[str, str], home: Path) -> tuple[Path, ...]:
    """The usual font folders of ``platform`` (``sys.platform``'s words), most shared first."""
    if platform == "win32":
        windows = environ.get("WINDIR") or environ.get("SystemRoot") or r"C:\Windows"
        local = environ.get("LOCALAPPDATA")
        per_user = Path(local) if local else home / "AppData" / "Local"
        return (Path(windows) / "Fonts", per_user / "Microsoft" / "Windows" / "Fonts")
    if platform == "darwin":
        return (Path("/System/Library/Fonts"), Path("/System/Library/Fonts/Supplemental"),
                Path("/Library/Fonts"), home / "Library" / "Fonts")
    data = environ.get("XDG_DATA_HOME")
    user_data = Path(data) if data else home / ".local" / "share"
    return (Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), user_data / "fonts",
            home / ".fonts")


@cache
def font_files(folders: tuple[Path, ...]) -> tuple[Path, ...]:
    """Every TrueType file in ``folders`` and their subfolders, in a stable order; a folder
    that is missing or cannot be read is passed over."""
    files: list[Path] = []
    for folder in folders:
        files += sorted(_walk(folder))
    return tuple(files)


def _walk(folder: Path) -> Iterable[Path]:
    try:
        if not folder.is_dir():
            return []
        return [p for p in folder.rglob("*") if p.suffix.lower() in FONT_SUFFIXES and p.is_file()]
    except OSError:
        return []
