"""The session's end on the party tab: the end-of-session wizard and its outcome applied as
one undoable step, with the fights and the stash since the last session written in its record.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.campaign import MAX_SESSIONS, Campaign
from ...core.session import MemberOutcome
from .commands import EndSessionCommand, MemberChange


class SessionEnd:
    """The party view's end of a session (a part of ``PartyView``)."""

    def end_session(self, rng=None, at=None):
        """The end-of-session wizard. Its dice are kept here until a session is applied, so
        a summary seen, cancelled and seen again rolls nothing anew; ``rng`` (tests) starts
        fresh dice from that source."""
        from ...core.kept_dice import KeptDice
        from .session_wizard import EndOfSessionWizard

        if rng is not None or self.session_dice is None:
            self.session_dice = KeptDice(rng)
        return EndOfSessionWizard(self, dice=self.session_dice, at=at)

    def apply_session(self, outcomes: list[MemberOutcome], record, *, end_fight: bool = False) -> bool:
        """Every member's outcome and the log entry as one step on the party's undo stack
        (with ``end_fight``, the encounter under way ended first, in the same step);
        False, saying why, when the log holds the most sessions a party keeps."""
        if len(self.campaign.sessions) >= MAX_SESSIONS:
            self.message.emit(QCoreApplication.translate(
                "PartyView", "The session log holds {0} sessions, the most a party keeps: "
                "nothing was applied.").format(MAX_SESSIONS))
            return False
        changes = []
        for outcome in outcomes:
            document = self.document_of(outcome.key)
            if document is not None and outcome.after != document.character:
                changes.append(MemberChange(document, document.character, outcome.after))
        ending = end_fight and self.campaign.encounter is not None
        table = self.table_lines(self.session_table(end_fight))
        if not table and not ending:
            self.undo_stack.push(EndSessionCommand(self.campaign, record, changes, self.refresh_log))
        else:  # the fights and the stash since the last session go in its record, as one step
            from .encounter_step import EncounterStep

            record = record.model_copy(update={"actions": [*record.actions, *table]})
            command = EndSessionCommand(self.campaign, record, changes, self.refresh_log)
            self.undo_stack.beginMacro(command.text())
            if ending:
                self.undo_stack.push(EncounterStep(self, command.text(), self.session_table(True), []))
            self.undo_stack.push(command)
            cleared = self.campaign.model_copy(update={
                "stash": self.campaign.stash.model_copy(update={"log": []}),
                "encounters": [e.model_copy(update={"log": []}) if e.log else e
                               for e in self.campaign.encounters]})
            self.undo_stack.push(EncounterStep(self, command.text(), cleared, []))
            self.undo_stack.endMacro()
        self.session_dice = None  # the next session rolls its own
        self.message.emit(QCoreApplication.translate(
            "PartyView", "Session “{0}” applied to {1} members. "
            "Undo takes it back as one step.").format(record.title, len(changes)))
        return True

    def session_table(self, end_fight: bool = False) -> Campaign:
        """The party as the session ends it: with ``end_fight``, the encounter under way ended."""
        if not end_fight or self.campaign.encounter is None:
            return self.campaign
        from ...encounters import end_encounter

        return end_encounter(self.campaign)

    def table_lines(self, campaign: Campaign | None = None) -> list[str]:
        """For the session's record: the encounters ended since a session last named them,
        the hits on foes and what happened to the stash since the last session (of
        ``campaign``: the party as the session ends it; those logs are emptied as the session
        is recorded)."""
        from ...encounters import summary

        campaign = campaign or self.campaign
        said = {line for record in campaign.sessions for line in record.actions}
        lines = [QCoreApplication.translate("PartyView", "Encounter: {0}").format(summary(e))
                 for e in campaign.encounters if e.ended is not None]
        lines = [line for line in lines if line not in said]
        lines += [QCoreApplication.translate("PartyView", "{0}: {1}").format(e.display_name, logged.text)
                  for e in campaign.encounters for logged in e.log]
        return lines + [QCoreApplication.translate("PartyView", "Stash: {0}").format(entry.text)
                        for entry in campaign.stash.log]
