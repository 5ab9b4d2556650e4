"""One step of the GM's table on the party's undo stack: the party's encounters and stash
before and after, with a :class:`MemberChange` per member sheet the step changed."""

from __future__ import annotations

from ...core.campaign import Campaign
from .commands import MemberChange, PartyStep


def _encounters():
    """The encounter's rules, on the first step taken (not when the party opens)."""
    from ... import encounters

    return encounters


class EncounterStep(PartyStep):
    """The party's encounters (and stash) before and after, with the members' changes."""

    def __init__(self, view, label: str, after: Campaign, changes: list[MemberChange]):
        super().__init__(label)
        self.view = view
        self.before = (view.campaign.encounters, view.campaign.stash)
        self.after = (after.encounters, after.stash)
        self.changes = changes

    def _put(self, values) -> None:
        self.view.campaign.encounters, self.view.campaign.stash = values
        if self.view.side.currentWidget() is self.view.log or len(self.before[0]) != len(self.after[0]) \
                or self._ends_differ():
            self.view.refresh_log()  # else when the log is shown (what it lists is unchanged)
        self.view.foes.update()
        self.view.refresh_table()

    def _ends_differ(self) -> bool:
        return [e.ended for e in self.before[0]] != [e.ended for e in self.after[0]]

    def forward(self) -> None:
        for change in self.changes:
            change.redo(self.text())
        self._put(self.after)

    def back(self) -> None:
        for change in reversed(self.changes):
            change.undo(self.text())
        self._put(self.before)
