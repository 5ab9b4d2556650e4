"""The game systems the bundle carries: every folder of ``sheetkeeper/systems`` with an
``__init__.py``, found by looking, as the registry finds them at run time. The registry
imports them by name, so PyInstaller cannot see them and the spec lists them from here."""

from __future__ import annotations

from pathlib import Path


def system_modules(root: Path) -> list[str]:
    systems = root / "sheetkeeper" / "systems"
    return [f"sheetkeeper.systems.{folder.name}" for folder in sorted(systems.iterdir())
            if (folder / "__init__.py").is_file() and not folder.name.startswith("_")]
