"""The Encounter panel on the party tab: foes, one turn order with the turn under way
highlighted, Previous and Next turn, the round. Every step is one step on the party's undo
stack (``encounter_step.py``, with what a round's end did to members' sheets); the foes'
steps and dialogs are ``foe_steps.py``; the work is ``sheetkeeper.encounters``.
"""

from __future__ import annotations

import html
from functools import cache

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Refusal
from ...core.campaign import Campaign
from ...core.dice import default_random
from ...core.encounter import NOT_PLACED
from .commands import MemberChange
from .encounter_step import EncounterStep, _encounters
from .foe_steps import FoeSteps


@cache
def _foe_labels(system_id: str) -> dict[str, str]:
    """A quick foe's numbers' labels by id, as the Add foe dialog names them (asked once a
    game: every step repaints every turn's tooltip)."""
    from ...core.registry import get_system

    return {o.id: o.text for o in get_system(system_id).rules.foe_options()}


class EncounterPanel(FoeSteps, QWidget):
    def __init__(self, view, parent=None):
        super().__init__(parent)
        self.view = view
        self.rng = None
        self._said_of: dict[str, tuple] = {}
        """Each member's statuses in words, with the character they were read from."""
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        """The encounter and its foes with their states: under the buttons, so that as it
        grows (a foe added, a wound) the buttons stay where the pointer is."""
        self.heading.setWordWrap(True)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("&Start encounter"))
        self.start_button.clicked.connect(self.start_or_end)
        self.roll_button = QPushButton(self.tr("Roll order"))
        self.roll_button.setToolTip(self.tr("Roll initiative for members and foes, each game by its own rule"))
        self.roll_button.clicked.connect(self.roll_order)
        row.addWidget(self.start_button)
        row.addWidget(self.roll_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.add_foe_button = QPushButton(self.tr("Add f&oe…"))
        self.add_foe_button.setToolTip(self.tr("A quick foe: a name and the numbers its game's fights read"))
        self.add_foe_button.clicked.connect(lambda: self.ask_foe().exec())
        self.file_foe_button = QPushButton(self.tr("Foe fro&m a sheet…"))
        self.file_foe_button.setToolTip(self.tr("A foe from a saved character file (the file is "
                                                "never changed by the fight)"))
        self.file_foe_button.clicked.connect(self.ask_foe_file)
        row.addWidget(self.add_foe_button)
        row.addWidget(self.file_foe_button)
        layout.addLayout(row)
        self.past_foes_button = QPushButton(self.tr("Foes from an earlier fight…"))
        self.past_foes_button.setToolTip(self.tr("Bring foes of a kept encounter into this one"))
        self.past_foes_button.clicked.connect(lambda: self.ask_past_foes().exec())
        layout.addWidget(self.past_foes_button)
        layout.addWidget(self.heading)
        self.round = QLabel()
        self.round.setAccessibleName(self.tr("Round"))
        layout.addWidget(self.round)
        self.order = QListWidget()
        self.order.setAccessibleName(self.tr("Turn order"))
        self.order.setToolTip(self.tr("Drag a turn, or Ctrl+Up and Ctrl+Down, to move it"))
        self.order.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        self.order.setWordWrap(True)  # a foe's state after its turn, read whole
        self.order.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.order.model().rowsMoved.connect(self._dragged)
        for keys, way, text in (("Ctrl+Up", -1, self.tr("Move the chosen turn up")),
                                ("Ctrl+Down", 1, self.tr("Move the chosen turn down"))):
            action = QAction(text, self.order)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.triggered.connect(lambda _on=False, way=way: self.move_chosen(way))
            self.order.addAction(action)
        self.remove_action = QAction(self.tr("Remove the chosen foe"), self.order)
        self.remove_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.remove_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.remove_action.triggered.connect(self.remove_chosen)
        self.order.addAction(self.remove_action)
        self.edit_action = QAction(self.tr("Edit the chosen foe…"), self.order)
        self.edit_action.setShortcut(QKeySequence("F2"))
        self.edit_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.edit_action.triggered.connect(self.edit_chosen)
        self.order.addAction(self.edit_action)
        self.order.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        layout.addWidget(self.order, 1)
        self.order.itemDoubleClicked.connect(lambda _item: self.roll_for_chosen())
        self.roll_for_action = QAction(self.tr("Roll for the chosen member or foe"), self.order)
        self.roll_for_action.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
        self.roll_for_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.roll_for_action.triggered.connect(self.roll_for_chosen)
        self.order.addAction(self.roll_for_action)
        self.status_button = QPushButton(self.tr("Statuses"))
        self.status_button.setToolTip(self.tr("Set or clear a status on the chosen member or foe"))
        self.status_menu = QMenu(self.status_button)
        self.status_menu.aboutToShow.connect(self._fill_statuses)
        self.status_button.setMenu(self.status_menu)
        self.roll_for_button = QPushButton(self.tr("Roll for this one"))
        self.roll_for_button.setToolTip(self.tr("Roll for the chosen member or foe in the dice roller "
                                                "(or double-click the turn, or press Enter on it)"))
        self.roll_for_button.clicked.connect(self.roll_for_chosen)
        self.edit_button = QPushButton(self.tr("Edit foe…"))
        self.edit_button.setToolTip(self.tr("Enter the chosen quick foe's name and numbers again "
                                            "(F2 in the turn order); its wounds stay"))
        self.edit_button.clicked.connect(self.edit_chosen)
        tools = QHBoxLayout()
        tools.addWidget(self.status_button)
        tools.addWidget(self.roll_for_button)
        layout.addLayout(tools)
        editing = QHBoxLayout()  # a row of its own: beside the others, German words need more room
        editing.addWidget(self.edit_button)
        editing.addStretch(1)
        layout.addLayout(editing)
        steps = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("Previous turn"))
        self.previous_button.setToolTip(self.tr("Back one turn (Ctrl+Shift+Enter)"))
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = QPushButton(self.tr("Ne&xt turn"))
        self.next_button.setToolTip(self.tr("The next turn; past the last, the round ends (Ctrl+Enter)"))
        self.next_button.clicked.connect(lambda: self.step(1))
        # The keys, while the panel shows (a button's own shortcut gives way to its mnemonic).
        for keys, button in (("Ctrl+Return", self.next_button), ("Ctrl+Enter", self.next_button),
                             ("Ctrl+Shift+Return", self.previous_button),
                             ("Ctrl+Shift+Enter", self.previous_button)):
            action = QAction(button.text().replace("&", ""), self)
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(lambda _on=False, b=button: b.isEnabled() and b.click())
            self.addAction(action)
        for shortcut_button in (self.previous_button, self.next_button):
            shortcut_button.setAutoDefault(False)
        steps.addWidget(self.previous_button)
        steps.addWidget(self.next_button)
        layout.addLayout(steps)
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
        self.view.message.emit(refusal.message)

    def start_or_end(self) -> None:
        campaign = self.view.campaign
        try:
            if campaign.encounter is None:
                after = _encounters().start_encounter(campaign, self.tr("Encounter {0}").format(
                    len(campaign.encounters) + 1))
                self._push(self.tr("Start encounter"), after)
            else:  # no question asked: the step is undone as any other, and the GM is told so
                name = campaign.encounter.display_name
                self._push(self.tr("End encounter"), _encounters().end_encounter(campaign))
                self.view.message.emit(self.tr("“{0}” ended: it is kept, and goes into the session "
                                               "log. Undo brings it back.").format(name))
        except Refusal as refusal:
            self._refused(refusal)

    def move_chosen(self, way: int) -> None:
        row = self.order.currentRow()
        if row < 0 or not 0 <= row + way < self.order.count():
            return
        self._move(row, row + way)
        self.order.setCurrentRow(row + way)

    def _dragged(self, _parent, start: int, _end: int, _destination, row: int) -> None:
        # After the list has finished its own move: the step then shows the party's order.
        to = row - 1 if row > start else row
        QTimer.singleShot(0, lambda: self._move(start, to))

    def _move(self, index: int, to: int) -> None:
        try:
            after = _encounters().move_turn(self.view.campaign, index, to)
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(self.tr("Move a turn"), after)

    def roll_order(self) -> None:
        try:
            stepped = _encounters().roll_order(self.view.campaign, self._members(),
                                               self.rng or default_random(), files=self._files())
        except Refusal as refusal:
            self._refused(refusal)
            return
        self._push(self.tr("Roll the turn order"), stepped.campaign, stepped.members)
        self._say(stepped.lines)

    def step(self, way: int) -> None:
        go = _encounters().next_turn if way > 0 else _encounters().previous_turn
        try:
            stepped = go(self.view.campaign, self._members(), files=self._files())
        except Refusal as refusal:
            self._refused(refusal)
            return
        label = self.tr("Next turn") if way > 0 else self.tr("Previous turn")
        self._push(label, stepped.campaign, stepped.members)
        self._say(stepped.lines)

    def chosen(self) -> str:
        """The turn key of the member or foe chosen in the order ("" for none)."""
        encounter = self.view.campaign.encounter
        row = self.order.currentRow()
        if encounter is None or not 0 <= row < len(encounter.order):
            return ""
        return encounter.order[row].who

    def roll_for_chosen(self) -> None:
        """The chosen member or foe (the turn under way when none is chosen) in the roller."""
        who = self.chosen()
        if not who:
            turn = _encounters().current_turn(self.view.campaign)
            who = turn.who if turn is not None else ""
        document = (self.view.foes.document(who) if who.startswith("foe:") else self.view.document_of(who)) \
            if who else None
        if document is None:
            self._say([self.tr("Choose a member or foe in the turn order to roll for.")])
            return
        if getattr(document, "passes_by", ""):
            self.view.message.emit(self.tr("{0}: {1}").format(document.label, document.passes_by))
            return
        self.view.roll_for.emit(document)

    def _say(self, lines: list[str]) -> None:
        turn = _encounters().current_turn(self.view.campaign)
        now = [self.tr("{0}'s turn").format(turn.name)] if turn is not None else []
        text = "; ".join([*lines, *now])
        self.view.message.emit(text)

    # -- showing -------------------------------------------------------------------------------

    def _statuses(self, encounter) -> dict[str, str]:
        """The statuses each member and foe has now, in words, by turn key."""
        from ...core.registry import get_system, system_of

        out = {}
        for key, c in self.view.members():
            said = self._said_of.get(key)
            if said is None or said[0] is not c:  # worked out again only for a changed member
                said = (c, ", ".join(s.label for s in system_of(c).rules.active_statuses(c)))
                self._said_of[key] = said
            out[key] = said[1]
        files = self.view.foes.files() if any(f.path for f in encounter.foes) else {}
        for foe in encounter.foes:
            if not foe.statuses and not foe.sheet:
                continue
            declared = get_system(foe.system).rules.statuses(_encounters().foe_character(foe))
            labels = {s.id: s.label for s in declared}
            said = [_encounters().foe_state(foe, files.get(foe.id)),
                    *(labels.get(s, s) for s in foe.statuses)]
            out[foe.key] = ", ".join(dict.fromkeys(filter(None, ", ".join(said).split(", "))))
        return out

    @staticmethod
    def _numbers(encounter, who: str) -> str:
        """A quick foe's numbers as the Add foe dialog names them ("STOP 2 · Body track
        boxes 10"), shown in its turn's tooltip."""
        foe = encounter.foe(who) if who.startswith("foe:") else None
        if foe is None or not foe.numbers:
            return ""
        labels = _foe_labels(foe.system)
        return " · ".join(f"{labels.get(k, k)} {v}" for k, v in foe.numbers.items())

    def tab_stops(self) -> list[QWidget]:
        return [self.start_button, self.roll_button, self.add_foe_button, self.file_foe_button,
                self.past_foes_button, self.order,
                self.status_button, self.edit_button, self.roll_for_button, self.previous_button, self.next_button]

    def refresh(self) -> None:
        encounter = self.view.campaign.encounter
        self.start_button.setText(self.tr("&Start encounter") if encounter is None
                                  else self.tr("End encounter"))
        self.roll_button.setEnabled(encounter is not None)
        self.past_foes_button.setEnabled(any(e.ended is not None for e in self.view.campaign.encounters))
        going = encounter is not None and encounter.round > 0 and bool(encounter.order)
        self.previous_button.setEnabled(going)
        self.next_button.setEnabled(going)
        self.roll_for_button.setEnabled(encounter is not None and bool(encounter.order))
        self.edit_button.setEnabled(encounter is not None and any(not f.path for f in encounter.foes))
        if encounter is None:
            self.heading.setText(self.tr("No encounter under way. Start one, or add a foe."))
            self.round.setText("")
            self.order.clear()
            return
        named = _encounters().foe_names(encounter)
        states = self._statuses(encounter)
        foes = ", ".join(html.escape(named[f.id]) + (f" ({html.escape(states[f.key])})" if states.get(f.key) else "")
                         for f in encounter.foes) or self.tr("no foes yet")
        self.heading.setText(self.tr("<b>{0}</b>: {1}").format(html.escape(encounter.display_name), foes))
        self.round.setText(self.tr("Round {0}").format(encounter.round) if encounter.round
                           else self.tr("Not started: roll the order"))
        rows = []
        for i, turn in enumerate(encounter.order):
            total = "" if turn.total is None else f" {turn.total}"
            phase = f" · {turn.phase}" if turn.phase else ""
            is_foe = turn.who.startswith("foe:")
            foe = self.tr(" (foe)") if is_foe else ""
            name = named.get(turn.who.removeprefix("foe:"), turn.name) if is_foe else turn.name
            having = f" — {states[turn.who]}" if states.get(turn.who) else ""
            if turn.detail == NOT_PLACED:
                having += self.tr(" — not placed: move it")
            now = "\u25b6 " if encounter.round and i == encounter.current else ""  # the turn under way
            rows.append((f"{now}{i + 1}. {name}{foe}{total}{phase}{having}",
                         "\n".join(filter(None, (turn.detail, self._numbers(encounter, turn.who))))))
        if self.order.count() != len(rows):  # else only the rows that differ change
            self.order.clear()
            for text, detail in rows:
                item = QListWidgetItem(text)
                item.setToolTip(detail)
                self.order.addItem(item)
        for i, (text, detail) in enumerate(rows):
            item = self.order.item(i)
            if item.text() != text:
                item.setText(text)
            if item.toolTip() != detail:
                item.setToolTip(detail)
            if item.font().bold() != text.startswith("\u25b6"):
                font = item.font()
                font.setBold(text.startswith("\u25b6"))
                item.setFont(font)
        if encounter.order and encounter.round and self.order.currentRow() != encounter.current:
            self.order.setCurrentRow(encounter.current)
