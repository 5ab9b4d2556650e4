"""The Stash panel on the party tab: what the party found (items and coins), an item handed
to a member (a row of what they carry, so their load changes at once), coins split among the
members ticked (into their purses) and given back from a member's purse. Each is one step on
the party's undo stack, the members' sheets with it; the work is ``sheetkeeper.loot``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Refusal
from ...core.campaign import Campaign
from .commands import MemberChange
from .encounter_step import EncounterStep

if TYPE_CHECKING:
    from .split_dialog import SplitDialog


def _loot():
    """The stash's rules, on the first step taken (not when the party opens)."""
    from ... import loot

    return loot


class StashPanel(QWidget):
    def __init__(self, view, parent=None):
        super().__init__(parent)
        self.view = view
        layout = QVBoxLayout(self)
        self.items = QListWidget()
        self.items.setAccessibleName(self.tr("Stash"))
        layout.addWidget(self.items, 1)
        self.coins = QLabel()
        self.coins.setWordWrap(True)
        layout.addWidget(self.coins)
        found = QFormLayout()
        self.item_name = QLineEdit()
        self.item_name.setAccessibleName(self.tr("Item found"))
        self.quantity = QSpinBox()
        self.quantity.setRange(1, 1_000_000)
        self.quantity.setAccessibleName(self.tr("Quantity found"))
        self.enc = QDoubleSpinBox()
        self.enc.setRange(0, 100_000)
        self.enc.setDecimals(1)
        self.enc.setAccessibleName(self.tr("ENC of one"))
        self.enc.setToolTip(self.tr("For games that count weight (Basic Roleplaying); 0 elsewhere"))
        self.add_button = QPushButton(self.tr("Add to stash"))
        self.add_button.clicked.connect(self.add_item)
        # One field a row, so the panel stays as narrow as the session log beside the cards.
        found.addRow(self.tr("Item"), self.item_name)
        found.addRow(self.tr("Quantity"), self.quantity)
        found.addRow(self.tr("ENC"), self.enc)
        found.addRow("", self.add_button)
        self.member = QComboBox()
        self.member.setAccessibleName(self.tr("Hand to"))
        self.member.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.member.setMinimumContentsLength(12)
        self.hand_button = QPushButton(self.tr("Hand &over"))
        self.hand_button.setToolTip(self.tr("Give the chosen stash item to the member: it joins "
                                            "what they carry"))
        self.hand_button.clicked.connect(self.hand_over)
        found.addRow(self.tr("To"), self.member)
        found.addRow("", self.hand_button)
        layout.addLayout(found)
        coins = QHBoxLayout()
        self.coin_kind = QLineEdit("sp")
        self.coin_kind.setAccessibleName(self.tr("Coins"))
        self.coin_amount = QSpinBox()
        self.coin_amount.setRange(1, 1_000_000)
        self.coin_amount.setAccessibleName(self.tr("Coins found"))
        self.coin_button = QPushButton(self.tr("Add coin&s"))
        self.coin_button.clicked.connect(self.add_coins)
        self.split_button = QPushButton(self.tr("Split a&mong…"))
        self.split_button.setToolTip(self.tr("Share coins among the members you tick (all at first); "
                                             "what does not divide stays in the stash"))
        self.split_button.clicked.connect(lambda: self.ask_split().exec())
        self.give_button = QPushButton(self.tr("Give to stash"))
        self.give_button.setToolTip(self.tr("Take the coins named above from the purse of the member "
                                            "chosen in To and put them back in the stash"))
        self.give_button.clicked.connect(self.give_back)
        self.coin_kind.setMaximumWidth(80)
        for widget in (self.coin_amount, self.coin_kind, self.coin_button):
            coins.addWidget(widget)
        layout.addLayout(coins)
        layout.addWidget(self.split_button)
        layout.addWidget(self.give_button)
        self.refresh()

    def tab_stops(self) -> list[QWidget]:
        return [self.items, self.item_name, self.quantity, self.enc, self.add_button, self.member,
                self.hand_button, self.coin_amount, self.coin_kind, self.coin_button,
                self.split_button, self.give_button]

    # -- doing ---------------------------------------------------------------------------------

    def _push(self, label: str, after: Campaign, members: dict | None = None) -> None:
        changes = []
        for key, character in (members or {}).items():
            document = self.view.document_of(key)
            if document is not None and character != document.character:
                changes.append(MemberChange(document, document.character, character))
        self.view.undo_stack.push(EncounterStep(self.view, label, after, changes))

    def _say(self, text: str) -> None:
        self.view.message.emit(text[:1].upper() + text[1:])  # a refusal's words start a sentence

    def add_item(self) -> None:
        name = self.item_name.text().strip()
        try:
            after = _loot().add_item(self.view.campaign, {
                "name": name, "quantity": self.quantity.value(), "enc": self.enc.value()})
        except Refusal as refusal:
            self._say(refusal.message)
            return
        self._push(self.tr("Found {0}").format(name), after)
        self.item_name.clear()
        self.quantity.setValue(1)  # the next item found starts afresh, not as this one's
        self.enc.setValue(0)
        self._say(self.tr("{0} is in the stash.").format(name))

    def hand_over(self) -> None:
        row, key = self.items.currentRow(), self.member.currentData()
        members = dict(self.view.members())
        if row < 0 or key not in members:
            self._say(self.tr("Choose an item in the stash and the member to hand it to."))
            return
        member = members[key]
        item = self.view.campaign.stash.items[row]
        try:
            after, applied = _loot().hand_item(self.view.campaign, row, member)
        except Refusal as refusal:
            self._say(refusal.message)
            return
        self._push(self.tr("Hand {0} to {1}").format(item.name, member.display_name), after,
                   {key: applied.character})
        self._say(self.tr("{0} now carries {1}.").format(member.display_name, item.name))

    def add_coins(self) -> None:
        kind = self.coin_kind.text().strip()
        try:
            after = _loot().add_coins(self.view.campaign, kind, self.coin_amount.value())
        except Refusal as refusal:
            self._say(refusal.message)
            return
        self._push(self.tr("Found {0} {1}").format(self.coin_amount.value(), kind), after)

    def ask_split(self) -> SplitDialog:
        """Which coins, how many, among whom: every member ticked at first."""
        from .split_dialog import SplitDialog

        members = [(k, c.display_name) for k, c in self.view.members()]
        dialog = SplitDialog(dict(self.view.campaign.stash.coins), members,
                             self.coin_kind.text().strip(), self)
        dialog.accepted.connect(lambda: self.split(*dialog.chosen()))
        return dialog

    def split(self, kind: str, keys: list[str], amount: int | None = None) -> None:
        """Split ``amount`` (all) of the stash's ``kind`` among the members of ``keys``."""
        members = dict(self.view.members())
        try:
            after, shares = _loot().split_coins(self.view.campaign, kind,
                                                {k: members[k] for k in keys if k in members}, amount)
        except Refusal as refusal:
            self._say(refusal.message)
            return
        self._push(self.tr("Split {0}").format(kind), after, shares.members)
        each = next(iter(shares.shares.values()), 0)
        text = self.tr("{0} {1} each to {2} members.").format(each, kind, len(shares.shares))
        if shares.remainder:
            text += " " + self.tr("{0} {1} did not divide evenly and stay in the stash.").format(
                shares.remainder, kind)
        self._say(text)

    def give_back(self) -> None:
        """The coins named (kind and amount) from the chosen member's purse into the stash."""
        key, kind = self.member.currentData(), self.coin_kind.text().strip()
        members = dict(self.view.members())
        if key not in members:
            self._say(self.tr("Choose the member whose coins go back to the stash."))
            return
        member = members[key]
        try:
            after, character = _loot().give_coins(self.view.campaign, member, kind,
                                                  self.coin_amount.value())
        except Refusal as refusal:
            self._say(refusal.message)
            return
        self._push(self.tr("{0} gives {1} {2} to the stash").format(
            member.display_name, self.coin_amount.value(), kind), after, {key: character})
        self._say(self.tr("{0} {1} are back in the stash.").format(self.coin_amount.value(), kind))

    # -- showing -------------------------------------------------------------------------------

    def refresh(self) -> None:
        stash = self.view.campaign.stash
        row = self.items.currentRow()
        self.items.clear()
        for item in stash.items:
            enc = f", ENC {item.enc:g}" if item.enc else ""
            self.items.addItem(f"{item.name} ×{item.quantity}{enc}")
        if stash.items:
            self.items.setCurrentRow(min(max(row, 0), len(stash.items) - 1))
        coins = ", ".join(f"{amount} {kind}" for kind, amount in stash.coins.items())
        self.coins.setText(self.tr("Coins: {0}").format(coins) if coins else self.tr("No coins."))
        chosen = self.member.currentData()
        self.member.clear()
        for key, c in self.view.members():
            self.member.addItem(c.display_name, key)
        if chosen is not None and (i := self.member.findData(chosen)) >= 0:
            self.member.setCurrentIndex(i)
