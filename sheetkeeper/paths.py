"""Where the bundled forms, resources, rules notes, user guide and translations are, in a checkout or in an installed
wheel (or a PyInstaller bundle, which lays them out as the wheel does)."""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent


@cache
def forms_dir() -> Path:
    return _locate("forms", "_forms")


@cache
def resources_dir() -> Path:
    return _locate("resources", "_resources")


@cache
def rules_notes_dir() -> Path:
    """Each game system's rules notes, ``<id>.md``. They stay in docs/rules in the checkout,
    where the documentation links to them, and are mapped to ``sheetkeeper._rules`` when
    built."""
    return _locate("docs/rules", "_rules")


@cache
def user_guide() -> Path:
    """The user guide, ``user-guide.md``, with its screenshots beside it: in docs/ in the
    checkout, mapped to ``sheetkeeper._guide`` when built (Help › User Guide reads it)."""
    return _locate("docs", "_guide") / "user-guide.md"


@cache
def translations_dir() -> Path:
    """The translations, ``sheetkeeper_<language>.ts`` (``sheetkeeper.ts`` is the template)."""
    return _locate("translations", "_translations")


def samples_dir() -> Path:
    return resources_dir() / "samples"


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def data_dir() -> Path:
    """The user's data folder (backups, versions kept for merges, settings when overridden):
    ``SHEETKEEPER_DATA_DIR`` if set, else the platform's (platformdirs)."""
    return _data_dir(os.environ.get("SHEETKEEPER_DATA_DIR") or None)


@cache
def _data_dir(override: str | None) -> Path:
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("SheetKeeper", appauthor=False))


def _locate(folder: str, installed: str) -> Path:
    """The checkout's folder when running from source, else the copy inside the package."""
    checkout = _CHECKOUT / folder
    if checkout.is_dir() and (_CHECKOUT / "pyproject.toml").is_file():
        return checkout
    return Path(str(resources.files("sheetkeeper"))) / installed
