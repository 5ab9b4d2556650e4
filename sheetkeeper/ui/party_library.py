"""A party keeps a game's library in its folder: the Library window's *Keep in the party*
saves the library shown as a new file beside the party file and names it in the party (one
undoable step on the party's stack; the party is saved with *Save party* as any change).
While the party is open its games pick from that file."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.library import Library
from ..storage.library_file import name_party_library
from .libraries import libraries
from .party.commands import PartyStep


class NameLibrary(PartyStep):
    def __init__(self, view: Any, named: list[str], label: str) -> None:
        super().__init__(label)
        self.view = view
        self.before = list(view.campaign.libraries)
        self.after = named

    def _put(self, names: list[str]) -> None:
        self.view.campaign.libraries = list(names)
        libraries().use_party(self.view.opened.path, self.view.campaign)
        self.view.refresh_log()

    def forward(self) -> None:
        self._put(self.after)

    def back(self) -> None:
        self._put(self.before)


def party_without(window: Any, system_id: str) -> Any:
    """The party tab shown (else the only open party) when it names no library of the game
    yet; None otherwise."""
    parties = getattr(window, "parties", None)
    if parties is None:
        return None
    view = parties.current() or (parties.views()[0] if len(parties.views()) == 1 else None)
    if view is None or view.opened.read_only:
        return None
    from ..storage.library_file import party_libraries

    have, _ = party_libraries(view.opened.path, view.campaign)
    return None if system_id in have else view


def keep_in_party(view: Any, library: Library) -> str:
    """Save the library in the party's folder and name it in the party; the file's name.
    Raises ``SaveError`` in words."""
    named, path = name_party_library(view.opened.path, view.campaign, library)
    label = QCoreApplication.translate("PartyLibrary", "Keep the library in the party")
    view.undo_stack.push(NameLibrary(view, list(named.libraries), label))
    return path.name
