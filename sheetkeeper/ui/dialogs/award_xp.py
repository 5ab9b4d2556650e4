"""Award XP: an amount with its reason and session, appended to the ledger as one action."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox

from ...core.actions import Action, Refusal
from ..document import Document
from ..screen_fit import room_for_title
from ..theme import inked


class AwardXpDialog(QDialog):
    def __init__(self, document: Document, parent=None):
        super().__init__(parent)
        self.document = document
        self.setWindowTitle(self.tr("Award XP — {0}").format(document.title))
        room_for_title(self)
        form = QFormLayout(self)
        self.amount = QSpinBox()
        self.amount.setRange(1, 100_000)
        self.amount.setValue(1)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("What it was for"))
        self.session = QLineEdit()
        self.session.setPlaceholderText(self.tr("e.g. Session 4"))
        form.addRow(self.tr("&Amount"), self.amount)
        form.addRow(self.tr("&Reason"), self.reason)
        form.addRow(self.tr("&Session"), self.session)
        ledger = document.character.ledger
        self.balance = QLabel(self.tr("{0} XP available now").format(ledger.xp_available)
                              if document.rules.award_spent else  # GRIMWIRE: a total never spent
                              self.tr("XP total now: {0}").format(ledger.xp_earned))
        form.addRow(self.balance)
        self.error = QLabel()
        inked(self.error, "color: @error;")
        self.error.setWordWrap(True)
        self.error.hide()
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Award"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def action(self) -> Action:
        amount = self.amount.value()
        return Action(
            "xp.award",
            {"amount": amount, "reason": self.reason.text().strip(), "session": self.session.text().strip()},
            label=self.tr("Award {0} XP").format(amount),
        )

    def accept(self) -> None:
        if self.document.read_only:
            self._refuse(self.tr("This file is open read-only: {0}").format(self.document.read_only))
            return
        try:
            self.document.apply(self.action())
        except Refusal as refusal:
            self._refuse(refusal.message)
            return
        super().accept()

    def _refuse(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()
