"""The game-system registry: one :class:`GameSystem` record per folder of
``sheetkeeper.systems``, found by looking, not by a hand-kept list.

A record names its game and says how to load the rest: its character model and rules are
imported the first time either is asked for (a file of that game opened, the wizard's
choice), so the window paints without the games it does not show."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from threading import RLock
from typing import TYPE_CHECKING, Any

from ..paths import forms_dir, samples_dir

if TYPE_CHECKING:
    from .character import CharacterBase
    from .rules import Rules

CHARACTER_SUFFIX = ".skchar"
CAMPAIGN_SUFFIX = ".skparty"

Migration = Callable[[dict[str, Any]], dict[str, Any]]
Parts = Callable[[], "tuple[type[CharacterBase], Rules[Any]]"]
_LOADING = RLock()
"""Held while a game's parts are imported."""


@dataclass(frozen=True)
class GameSystem:
    id: str
    name: str
    dice: str
    """The core mechanic in a few words ("2d10 + skill, success over 10")."""
    parts: Parts = field(compare=False, repr=False)
    """Imports the game's character model and rules and returns them (once: see ``model``)."""
    version: int = 1
    """The version of this system's saved data; bump it with a migration."""
    migrations: dict[int, Migration] = field(default_factory=dict)
    """``{n: f}`` turns version-n character data into version n+1."""

    def _parts(self) -> tuple[type[CharacterBase], Rules[Any]]:
        """The model and rules, imported once (one ``Rules`` for the game even when two
        threads ask at once)."""
        parts = self.__dict__.get("_loaded")
        if parts is None:
            with _LOADING:
                parts = self.__dict__.get("_loaded")
                if parts is None:
                    parts = self.parts()
                    object.__setattr__(self, "_loaded", parts)  # not a field: frozen stays frozen
        return parts

    @property
    def model(self) -> type[CharacterBase]:
        return self._parts()[0]

    @property
    def rules(self) -> Rules[Any]:
        return self._parts()[1]

    @property
    def form_path(self) -> Path:
        return forms_dir() / f"{self.id}.toml"

    @property
    def samples(self) -> list[Path]:
        return sorted(samples_dir().glob(f"{self.id}-*{CHARACTER_SUFFIX}"))


class UnknownSystem(KeyError):
    def __init__(self, system_id: str) -> None:
        known = ", ".join(s.id for s in all_systems()) or "none"
        super().__init__(f"unknown game system {system_id!r} (known: {known})")
        self.message = self.args[0]

    def __str__(self) -> str:
        return self.message


@cache
def _discover() -> dict[str, GameSystem]:
    # By name, not by an import statement: the systems are built on core, not under it.
    package = importlib.import_module("sheetkeeper.systems")
    found: dict[str, GameSystem] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.ispkg or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        system = getattr(module, "SYSTEM", None)
        if isinstance(system, GameSystem):
            found[system.id] = system
    return found


def all_systems() -> list[GameSystem]:
    return list(_discover().values())


def get_system(system_id: str) -> GameSystem:
    try:
        return _discover()[system_id]
    except KeyError:
        raise UnknownSystem(system_id) from None


def system_of(character: CharacterBase) -> GameSystem:
    return get_system(character.system)
