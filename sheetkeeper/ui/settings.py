"""UI state that outlives a session: window geometry, recent files, theme.

QSettings is the store (the house plan allows it for UI state). When SHEETKEEPER_DATA_DIR is
set (tests, portable installs) the settings live in an INI file there, beside the backups and
autosaves, so nothing touches the user's real configuration.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from ..paths import data_dir

MAX_RECENT = 10
THEMES = ("system", "light", "dark", "high-contrast")


def _store() -> QSettings:
    if os.environ.get("SHEETKEEPER_DATA_DIR"):
        return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("SheetKeeper", "SheetKeeper")


class Settings:
    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else _store()

    # -- recent files ---------------------------------------------------------------------

    def recent_files(self) -> list[Path]:
        value = self._store.value("recent_files", [])
        if isinstance(value, str):  # QSettings gives a bare string for a one-item list
            value = [value]
        return [Path(v) for v in value or [] if v]

    def add_recent(self, path: Path) -> None:
        path = Path(path).resolve()
        paths = [path, *(p for p in self.recent_files() if p != path)][:MAX_RECENT]
        self._store.setValue("recent_files", [str(p) for p in paths])

    def remove_recent(self, path: Path) -> None:
        path = Path(path).resolve()
        self._store.setValue("recent_files", [str(p) for p in self.recent_files() if p != path])

    def clear_recent(self) -> None:
        self._store.setValue("recent_files", [])

    # -- window -------------------------------------------------------------------------

    def geometry(self) -> QByteArray | None:
        value = self._store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self._store.value("window/state")
        return value if isinstance(value, QByteArray) else None

    def set_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self._store.setValue("window/geometry", geometry)
        self._store.setValue("window/state", state)

    def dice_roller_shown(self) -> bool:
        """The window last closed with the dice roller shown (so start-up builds it)."""
        return self._store.value("window/dice_roller_shown", False) in (True, "true")

    def set_dice_roller_shown(self, shown: bool) -> None:
        self._store.setValue("window/dice_roller_shown", bool(shown))

    # -- appearance and folders ---------------------------------------------------------

    def theme(self) -> str:
        value = self._store.value("view/theme", "system")
        return value if value in THEMES else "system"

    def set_theme(self, theme: str) -> None:
        self._store.setValue("view/theme", theme if theme in THEMES else "system")

    def last_folder(self) -> str:
        value = self._store.value("files/last_folder", "")
        return value if isinstance(value, str) else ""

    def set_last_folder(self, folder: Path) -> None:
        self._store.setValue("files/last_folder", str(folder))

    def sync(self) -> None:
        self._store.sync()
