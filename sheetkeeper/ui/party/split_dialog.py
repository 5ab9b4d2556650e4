"""Split coins: which coins, how many, and among which members (every one ticked at first);
what each gets and what stays in the stash is said before the split is made."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
)

from ...core.actions import Refusal
from ..screen_fit import room_for_title


class SplitDialog(QDialog):
    def __init__(self, coins: dict[str, int], members: list[tuple[str, str]], kind: str = "",
                 parent=None):
        """``coins``: the stash's amounts by kind; ``members``: (key, name) in the party's order."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Split coins"))
        self.coins = coins
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Coins to split"))
        for k in coins:
            self.kind.addItem(k, k)
        if (i := self.kind.findData(kind)) >= 0:
            self.kind.setCurrentIndex(i)
        self.amount = QSpinBox()
        self.amount.setAccessibleName(self.tr("Amount to split"))
        form.addRow(self.tr("&Coins"), self.kind)
        form.addRow(self.tr("&Amount"), self.amount)
        layout.addLayout(form)
        box = QGroupBox(self.tr("Among"))
        column = QVBoxLayout(box)
        self.members: list[tuple[str, QCheckBox]] = []
        for key, name in members:
            tick = QCheckBox(name)
            tick.setChecked(True)
            tick.toggled.connect(lambda _on: self._said())
            column.addWidget(tick)
            self.members.append((key, tick))
        layout.addWidget(box)
        self.said = QLabel()
        self.said.setWordWrap(True)
        self.said.setAccessibleName(self.tr("Shares"))
        layout.addWidget(self.said)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Split"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_chosen())
        self.amount.valueChanged.connect(lambda _v: self._said())
        self._kind_chosen()
        room_for_title(self)

    def _kind_chosen(self) -> None:
        held = self.coins.get(self.kind.currentData(), 0)
        self.amount.setRange(min(1, held), held)
        self.amount.setValue(held)
        self._said()

    def chosen(self) -> tuple[str, list[str], int]:
        """The kind, the keys of the members ticked (in the party's order), the amount."""
        return (self.kind.currentData() or "", [k for k, tick in self.members if tick.isChecked()],
                self.amount.value())

    def _said(self) -> None:
        """Each one's share and what stays, before the split; Split only when it can be made."""
        from ...loot import share_out

        kind, keys, amount = self.chosen()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            if not self.coins:
                raise Refusal(self.tr("The stash holds no coins: add some first."))
            if amount < len(keys):
                raise Refusal(self.tr("{0} {1} among {2} members is less than one each.").format(
                    amount, kind, len(keys)))
            shares = share_out(amount, keys, remainder_to_first=False)
        except Refusal as refusal:
            self.said.setText(refusal.message[:1].upper() + refusal.message[1:])
            ok.setEnabled(False)
            return
        text = self.tr("{0} {1} each to {2} members.").format(amount // len(keys), kind, len(keys))
        if shares.remainder:
            text += " " + self.tr("{0} {1} do not divide evenly and stay in the stash.").format(
                shares.remainder, kind)
        self.said.setText(text)
        ok.setEnabled(True)
