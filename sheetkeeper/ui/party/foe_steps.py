"""The Encounter panel's foes: added quick, from a sheet or from an earlier fight, edited,
removed, hit, and their statuses set, each one step on the party's undo stack (a part of
:class:`~.encounter_panel.EncounterPanel`; its words are in the EncounterPanel translation
context, written out in full so lupdate files them there)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...core.actions import Refusal
from ...core.dice import default_random
from .encounter_step import _encounters

if TYPE_CHECKING:
    from .foe_dialog import FoeDialog
    from .past_foes_dialog import PastFoesDialog


class FoeSteps:
    """Adding, editing, removing and hitting the encounter's foes (a part of ``EncounterPanel``)."""

    def ask_foe(self) -> FoeDialog:
        from .foe_dialog import FoeDialog

        games = list(dict.fromkeys(c.system for _key, c in self.view.members()))
        dialog = FoeDialog(games, self)
        dialog.accepted.connect(lambda: self.add_foe(
            dialog.game.currentData(), dialog.name.text(), dialog.numbers.values()))
        return dialog

    def add_foe(self, system_id: str, name: str, numbers: dict) -> None:
        campaign = self.view.campaign
        try:
            if campaign.encounter is None:
                campaign = _encounters().start_encounter(campaign, QCoreApplication.translate("EncounterPanel", "Encounter {0}").format(
                    len(campaign.encounters) + 1))
            after, foe = _encounters().add_foe(campaign, system_id, name, numbers, placing=self._placing())
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(QCoreApplication.translate("EncounterPanel", "Add foe {0}").format(foe.display_name), after)
        self._say_placed([foe])

    def ask_foe_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("EncounterPanel", "Foe from a saved sheet"),
                                              str(self.view.opened.path.parent),
                                              QCoreApplication.translate("EncounterPanel", "Character files (*.skchar)"))
        if path:
            self.add_foe_file(path)

    def add_foe_file(self, path: str) -> None:
        """A foe from a saved character file, named by its path relative to the party file."""
        from ...storage import LoadError, load_character
        from ...storage.campaign_file import relative_member

        try:
            character = load_character(path).character
        except LoadError as error:
            self.view.message.emit(error.message)
            return
        campaign = self.view.campaign
        relative = relative_member(self.view.opened.path, path).path
        try:
            if campaign.encounter is None:
                campaign = _encounters().start_encounter(campaign, QCoreApplication.translate("EncounterPanel", "Encounter {0}").format(
                    len(campaign.encounters) + 1))
            after, foe = _encounters().add_foe(campaign, character.system, character.display_name,
                                               path=relative, placing=self._placing())
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(QCoreApplication.translate("EncounterPanel", "Add foe {0}").format(foe.display_name), after)
        self._say_placed([foe])

    def ask_past_foes(self) -> PastFoesDialog:
        from .past_foes_dialog import PastFoesDialog

        kept = [e for e in reversed(self.view.campaign.encounters) if e.ended is not None]
        dialog = PastFoesDialog(kept, self)
        dialog.accepted.connect(lambda: self.bring_foes(*dialog.chosen()))
        return dialog

    def bring_foes(self, encounter_id: str, foe_ids: list[str], as_left: bool = False) -> None:
        """Foes of a kept encounter join the one under way (started first when none is)."""
        campaign = self.view.campaign
        try:
            if campaign.encounter is None:
                campaign = _encounters().start_encounter(campaign, QCoreApplication.translate("EncounterPanel", "Encounter {0}").format(
                    len(campaign.encounters) + 1))
            after, foes = _encounters().bring_foes(campaign, encounter_id, foe_ids, as_left=as_left,
                                                   placing=self._placing())
        except Refusal as refusal:
            self._refused(refusal)
            return
        names = ", ".join(f.display_name for f in foes)
        self._push(QCoreApplication.translate("EncounterPanel", "Add foes {0}").format(names), after)
        if not self._say_placed(foes):
            self._say([QCoreApplication.translate("EncounterPanel", "{0} join the fight.").format(names)])

    def _placing(self):
        """After the roll, what places a new foe's turn by its game's rule (else None)."""
        encounter = self.view.campaign.encounter
        if encounter is None or not encounter.order:
            return None
        return _encounters().Placing(self.rng or default_random(), self._members(), self._files())

    def _say_placed(self, foes) -> bool:
        """Where each foe's turn went in the order, and why; False before the roll."""
        encounter = self.view.campaign.encounter
        keys = {f.key for f in foes}
        placed = [(i, t) for i, t in enumerate(encounter.order) if t.who in keys] if encounter else []
        if placed:
            self._say([QCoreApplication.translate("EncounterPanel", "{0} takes turn {1} ({2})").format(t.name, i + 1, t.detail) for i, t in placed])
        return bool(placed)

    def _files(self) -> dict:
        """The foes from saved files, read for this step (what could not be read is said)."""
        files, problems = _encounters().foe_files(self.view.campaign, self.view.opened.path)
        if problems:
            self.view.message.emit("; ".join(problems))
        return files

    def remove_chosen(self) -> None:
        """The foe chosen in the order leaves the encounter (a member leaves the party)."""
        who = self.chosen()
        encounter = self.view.campaign.encounter
        foe = encounter.foe(who) if encounter is not None and who.startswith("foe:") else None
        if foe is None:
            self._say([QCoreApplication.translate("EncounterPanel", "Choose a foe in the turn order to remove it (members stay in the fight).")])
            return
        try:
            after = _encounters().remove_foe(self.view.campaign, foe.id)
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(QCoreApplication.translate("EncounterPanel", "Remove foe {0}").format(foe.display_name), after)

    def edit_chosen(self) -> None:
        """The chosen quick foe's name and numbers, asked again with its own (Add foe's form)."""
        dialog = self.ask_edit_foe()
        if dialog is not None:
            dialog.exec()

    def ask_edit_foe(self) -> FoeDialog | None:
        from .foe_dialog import FoeDialog

        who = self.chosen()
        encounter = self.view.campaign.encounter
        foe = encounter.foe(who) if encounter is not None and who.startswith("foe:") else None
        if foe is None or foe.path:
            self._say([QCoreApplication.translate("EncounterPanel", "Choose a quick foe in the turn order to edit it (a foe from a "
                               "sheet is edited in its file).")])
            return None
        dialog = FoeDialog([foe.system], self, foe=foe)
        dialog.accepted.connect(lambda: self.edit_foe(foe.id, dialog.name.text(), dialog.numbers.values()))
        return dialog

    def edit_foe(self, foe_id: str, name: str, numbers: dict) -> None:
        try:
            after, foe = _encounters().edit_foe(self.view.campaign, foe_id, numbers, name)
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(QCoreApplication.translate("EncounterPanel", "Edit foe {0}").format(foe.display_name), after)

    def hit_foe(self, foe_id: str, action, text: str):
        """A hit's damage (worked out against the foe) on a foe, through its game's rules:
        one step on the party's undo stack, kept on the foe; the rules' words, or None
        (refused: said)."""
        try:
            after, applied = _encounters().hit_foe(self.view.campaign, foe_id, action, text=text,
                                                   files=self.view.foes.files())
        except Refusal as refusal:
            self._refused(refusal)
            return None
        name = _encounters().foe_names(after.encounter).get(foe_id, "")
        self._push(QCoreApplication.translate("EncounterPanel", "Damage to {0}").format(name), after)
        return applied

    def _fill_statuses(self) -> None:
        from ...core.registry import system_of
        from ..status_menu import fill_status_menu

        who = self.chosen()
        encounter = self.view.campaign.encounter
        self.status_menu.clear()
        if not who or encounter is None:
            self.status_menu.addAction(QCoreApplication.translate("EncounterPanel", "Choose a member or foe in the turn order")).setEnabled(False)
            return
        foe = encounter.foe(who) if who.startswith("foe:") else None
        if foe is not None:
            c = _encounters().foe_character(foe)
            fill_status_menu(self.status_menu, system_of(c).rules, c,
                             lambda s, on: self.set_foe_status(foe.id, s.id, on), with_source=False)
            return
        document = self.view.document_of(who)
        if document is not None:
            card = next(c for c in self.view.cards if c.document is document)
            fill_status_menu(self.status_menu, document.rules, document.character,
                             lambda s, on: card.set_status(s.id, s.label, on) and self.refresh(),
                             with_source=False)

    def set_foe_status(self, foe_id: str, status_id: str, on: bool) -> None:
        try:
            after = _encounters().set_foe_status(self.view.campaign, foe_id, status_id, on)
        except Refusal as refusal:
            self._refused(refusal)
            return
        foe = after.encounter.foe(foe_id)
        label = QCoreApplication.translate("EncounterPanel", "Set {0} on {1}") if on else QCoreApplication.translate("EncounterPanel", "Clear {0} on {1}")
        self._push(label.format(status_id, foe.display_name), after)
