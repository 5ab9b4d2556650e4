"""The Encounter panel on the party tab: foes, one turn order with the turn under way
highlighted, Previous and Next turn, the round. Every step is one step on the party's undo
stack (with what a round's end did to members' sheets); the work is ``sheetkeeper.encounters``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Refusal
from ...core.campaign import Campaign
from ...core.dice import default_random
from .commands import MemberChange, PartyStep

if TYPE_CHECKING:
    from .foe_dialog import FoeDialog


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
        self.view.refresh_log()
        self.view.refresh_table()

    def forward(self) -> None:
        for change in self.changes:
            change.redo(self.text())
        self._put(self.after)

    def back(self) -> None:
        for change in reversed(self.changes):
            change.undo(self.text())
        self._put(self.before)


class EncounterPanel(QWidget):
    def __init__(self, view, parent=None):
        super().__init__(parent)
        self.view = view
        self.rng = None
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start &encounter"))
        self.start_button.clicked.connect(self.start_or_end)
        self.add_foe_button = QPushButton(self.tr("Add &foe…"))
        self.add_foe_button.clicked.connect(lambda: self.ask_foe().open())
        self.roll_button = QPushButton(self.tr("Roll &order"))
        self.roll_button.setToolTip(self.tr("Roll initiative for members and foes, each game by its own rule"))
        self.roll_button.clicked.connect(self.roll_order)
        for button in (self.start_button, self.add_foe_button, self.roll_button):
            row.addWidget(button)
        layout.addLayout(row)
        self.round = QLabel()
        self.round.setAccessibleName(self.tr("Round"))
        layout.addWidget(self.round)
        self.order = QListWidget()
        self.order.setAccessibleName(self.tr("Turn order"))
        layout.addWidget(self.order, 1)
        steps = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("Pre&vious turn"))
        self.previous_button.setShortcut(QKeySequence("Ctrl+Shift+Return"))
        self.previous_button.setToolTip(self.tr("Back one turn (Ctrl+Shift+Enter)"))
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = QPushButton(self.tr("Ne&xt turn"))
        self.next_button.setShortcut(QKeySequence("Ctrl+Return"))
        self.next_button.setToolTip(self.tr("The next turn; past the last, the round ends (Ctrl+Enter)"))
        self.next_button.clicked.connect(lambda: self.step(1))
        for shortcut_button in (self.previous_button, self.next_button):
            shortcut_button.setAutoDefault(False)
        steps.addWidget(self.previous_button)
        steps.addWidget(self.next_button)
        layout.addLayout(steps)
        self.said = QLabel()
        self.said.setWordWrap(True)
        self.said.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.said)
        self.refresh()

    # -- doing ---------------------------------------------------------------------------------

    def _members(self) -> dict:
        return dict(self.view.members())

    def _push(self, label: str, after: Campaign, members: dict | None = None) -> None:
        changes = []
        for key, character in (members or {}).items():
            document = self.view.document_of(key)
            if document is not None and character != document.character:
                changes.append(MemberChange(document, document.character, character))
        self.view.undo_stack.push(EncounterStep(self.view, label, after, changes))

    def _refused(self, refusal: Refusal) -> None:
        self.said.setText(refusal.message)
        self.view.message.emit(refusal.message)

    def start_or_end(self) -> None:
        campaign = self.view.campaign
        try:
            if campaign.encounter is None:
                after = _encounters().start_encounter(campaign, self.tr("Encounter {0}").format(
                    len(campaign.encounters) + 1))
                self._push(self.tr("Start encounter"), after)
            else:
                self._push(self.tr("End encounter"), _encounters().end_encounter(campaign))
        except Refusal as refusal:
            self._refused(refusal)

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
                campaign = _encounters().start_encounter(campaign, self.tr("Encounter {0}").format(
                    len(campaign.encounters) + 1))
            after, foe = _encounters().add_foe(campaign, system_id, name, numbers)
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(self.tr("Add foe {0}").format(foe.display_name), after)

    def roll_order(self) -> None:
        try:
            stepped = _encounters().roll_order(self.view.campaign, self._members(),
                                            self.rng or default_random())
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(self.tr("Roll the turn order"), stepped.campaign, stepped.members)
        self._say(stepped.lines)

    def step(self, way: int) -> None:
        go = _encounters().next_turn if way > 0 else _encounters().previous_turn
        try:
            stepped = go(self.view.campaign, self._members())
        except Refusal as refusal:
            self._refused(refusal)
            return
        label = self.tr("Next turn") if way > 0 else self.tr("Previous turn")
        self._push(label, stepped.campaign, stepped.members)
        self._say(stepped.lines)

    def _say(self, lines: list[str]) -> None:
        turn = _encounters().current_turn(self.view.campaign)
        now = [self.tr("{0}'s turn").format(turn.name)] if turn is not None else []
        text = "; ".join([*lines, *now])
        self.said.setText(text)
        self.view.message.emit(text)

    # -- showing -------------------------------------------------------------------------------

    def tab_stops(self) -> list[QWidget]:
        return [self.start_button, self.add_foe_button, self.roll_button, self.order,
                self.previous_button, self.next_button]

    def refresh(self) -> None:
        encounter = self.view.campaign.encounter
        self.start_button.setText(self.tr("Start &encounter") if encounter is None
                                  else self.tr("&End encounter"))
        self.roll_button.setEnabled(encounter is not None)
        going = encounter is not None and encounter.round > 0 and bool(encounter.order)
        self.previous_button.setEnabled(going)
        self.next_button.setEnabled(going)
        if encounter is None:
            self.heading.setText(self.tr("No encounter under way. Start one, or add a foe."))
            self.round.setText("")
            self.order.clear()
            return
        foes = ", ".join(f.display_name for f in encounter.foes) or self.tr("no foes yet")
        self.heading.setText(self.tr("<b>{0}</b>: {1}").format(encounter.display_name, foes))
        self.round.setText(self.tr("Round {0}").format(encounter.round) if encounter.round
                           else self.tr("Not started: roll the order"))
        self.order.clear()
        for i, turn in enumerate(encounter.order):
            total = "" if turn.total is None else f" {turn.total}"
            phase = f" · {turn.phase}" if turn.phase else ""
            foe = self.tr(" (foe)") if turn.who.startswith("foe:") else ""
            item = QListWidgetItem(f"{i + 1}. {turn.name}{foe}{total}{phase}")
            item.setToolTip(turn.detail)
            self.order.addItem(item)
        if encounter.order and encounter.round:
            self.order.setCurrentRow(encounter.current)
