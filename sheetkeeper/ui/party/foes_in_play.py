"""The encounter's foes as the dice roller sees them: each a :class:`FoeDocument` holding the
foe as a character of its game (a quick foe's stand-in, or its file's character) with what
the fight did to it, so the roller rolls a foe's checks as a member's and a hit lands on it.

A foe document is never saved and takes no action itself (it is read-only): a hit on the foe
is one step on the party's undo stack (``EncounterPanel.hit_foe``), which keeps the wounds
on the foe in the party file; the document then shows the foe as it is now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal

from ...core.actions import Action, Applied
from ...core.character import CharacterBase
from ..document import Document

if TYPE_CHECKING:
    from .view import PartyView


def _encounters():
    from ... import encounters

    return encounters


class FoeDocument(Document):
    """One foe of the encounter under way, for the roller (never saved)."""

    gone = Signal()
    """The foe left the fight (removed, or the encounter ended): who rolls for it looks again."""

    def __init__(self, foes: FoesInPlay, foe_id: str, character: CharacterBase, name: str,
                 passes_by: str = "") -> None:
        super().__init__(character, read_only=QCoreApplication.translate(
            "FoesInPlay", "a foe: what the fight does to it is kept in the party's encounter"),
            parent=foes.view)
        self.foes = foes
        self.foe_id = foe_id
        self.name = name
        """The foe's name as the table tells it apart ("Bandit 2")."""
        self.passes_by = passes_by
        """Why the roller has nothing for it (a game whose fights read nothing of a foe)."""
        self.situations.last_check = _fighting_check(self)

    @property
    def label(self) -> str:
        return QCoreApplication.translate("FoesInPlay", "{0} (foe)").format(self.name)

    @property
    def title(self) -> str:
        return self.label

    def take(self, action: Action, text: str) -> Applied | None:
        """A hit's damage lands on the foe: one step on the party's undo stack."""
        return self.foes.view.encounter_panel.hit_foe(self.foe_id, action, text)


def _fighting_check(document: Document) -> str | None:
    """What a foe is rolled for first: its first attack, else its first skill (a quick Basic
    Roleplaying foe's weapon skill, not the STR ×5 its stand-in's characteristics make)."""
    ids = [check.id for check in document.rules.checks(document.character)]
    return next((i for i in ids if i.startswith("attack:")),
                next((i for i in ids if i.startswith("skill:")), None))


class FoesInPlay:
    """The foe documents of a party's encounter under way, one per foe for as long as it is
    in the fight (the roller keeps the one it rolls for), each showing the foe as it is now."""

    def __init__(self, view: PartyView) -> None:
        self.view = view
        self._documents: dict[str, FoeDocument] = {}
        self._files: dict[str, CharacterBase] | None = None
        """The foes' characters from saved files, read once for the fight (by foe id)."""

    def files(self) -> dict[str, CharacterBase]:
        encounter = self.view.campaign.encounter
        wanted = {f.id for f in encounter.foes if f.path} if encounter is not None else set()
        if self._files is None or not wanted <= set(self._files):
            files, problems = _encounters().foe_files(self.view.campaign, self.view.opened.path)
            if problems:
                self.view.message.emit("; ".join(problems))
            self._files = files
        return self._files

    def documents(self) -> list[FoeDocument]:
        """The foes of the encounter under way, in the order they joined."""
        self._update(make=True)
        return list(self._documents.values())

    def document(self, foe_id: str) -> FoeDocument | None:
        self._update(make=True)
        return self._documents.get(foe_id.removeprefix("foe:"))

    def update(self) -> None:
        """Each foe's document made so far shows the foe as the party holds it now (after a
        hit, an undo, a round's end); foes gone from the fight lose theirs. A party whose
        roller never looked at a foe has none to update: stepping through turns costs nothing."""
        if self._documents:
            self._update(make=False)

    def _update(self, *, make: bool) -> None:
        from ...core.registry import get_system

        encounter = self.view.campaign.encounter
        foes = encounter.foes if encounter is not None else []
        names = _encounters().foe_names(encounter) if encounter is not None else {}
        files = self.files() if any(f.path for f in foes) else {}
        kept: dict[str, FoeDocument] = {}
        for foe in foes:
            document = self._documents.get(foe.id)
            if document is None and not make:
                continue
            character = _encounters().foe_character(foe, files.get(foe.id))
            if character.name != names[foe.id]:  # told apart in the roller's words too
                character = character.model_copy(update={"name": names[foe.id]})
            if document is None:
                game = get_system(foe.system)
                passes_by = "" if game.rules.foe_options() or foe.path else QCoreApplication.translate(
                    "FoesInPlay", "a {0} foe is a name: its game's fights read nothing of it, so "
                    "there is nothing to roll for it").format(game.name)
                document = FoeDocument(self, foe.id, character, names[foe.id], passes_by)
            else:
                document.name = names[foe.id]
                if character != document.character:
                    document.set_character(character)
            kept[foe.id] = document
        gone = [d for foe_id, d in self._documents.items() if foe_id not in kept]
        self._documents = kept  # a foe gone keeps its document alive while the roller shows it
        for document in gone:
            document.gone.emit()
