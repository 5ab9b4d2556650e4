"""The games files are of, read before they are opened: start-up imports those games'
models and rules before Qt (``app.import_domain_before_qt``) and no others.

A character file names its game near its top (``"system": "rainworld"``): the first 4 KB
are read for it, not the whole file; a party's members are found the same way. This only
says what to import first: a file it misreads still opens, its game imported when asked
for."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX

_HEAD = 4096
_GAME = re.compile(rb'"system"\s*:\s*"([a-z0-9_]+)"')


def _game_of_character(path: Path) -> str | None:
    try:
        with open(path, "rb") as file:
            found = _GAME.search(file.read(_HEAD))
    except (OSError, ValueError):
        return None
    return found[1].decode() if found else None


def _members(path: Path) -> list[Path]:
    try:
        data = json.loads(path.read_bytes())
        rows = data["campaign"]["members"]
        return [path.parent / PurePosixPath(row["path"]) for row in rows]
    except (OSError, ValueError, RecursionError, LookupError, TypeError):
        return []


def games_of(paths: Iterable[str | Path]) -> set[str]:
    """The ids of the games of these character and party files (their members' games)."""
    games: set[str] = set()
    for name in paths:
        path = Path(name)
        if path.suffix == CHARACTER_SUFFIX:
            characters = [path]
        elif path.suffix == CAMPAIGN_SUFFIX:
            characters = _members(path)
        else:
            continue
        games.update(game for game in map(_game_of_character, characters) if game)
    return games
