"""A direct edit, in play, of a value the rules advance: advance it (with its cost), record it
as an adjustment with a reason (as a GM may), or cancel. Nothing changes silently."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from ...core.actions import Action
from ...core.advancing import Edit
from ..screen_fit import room_for_title


class PlayEditDialog(QDialog):
    """``choice()`` after exec: the action to apply (the advance, or the set recorded as an
    adjustment), or None when cancelled."""

    def __init__(self, edit: Edit, action: Action, parent=None):
        super().__init__(parent)
        self.edit, self._action, self._choice = edit, action, None
        self.setWindowTitle(self.tr("Change {0}").format(edit.subject))
        room_for_title(self)
        layout = QVBoxLayout(self)
        head = QLabel(self.tr("<b>{0}: {1} → {2}</b><br>The character is in play: the rules "
                              "govern this value.").format(edit.subject, edit.before, edit.after))
        head.setWordWrap(True)
        layout.addWidget(head)
        why = edit.refusal[:1].upper() + edit.refusal[1:] + "." if not edit.allowed else ""
        self.why = QLabel(why)
        self.why.setWordWrap(True)
        self.why.setVisible(not edit.allowed)
        layout.addWidget(self.why)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why (needed to record an adjustment)"))
        self.reason.setAccessibleName(self.tr("Reason for the adjustment"))
        layout.addWidget(self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.advance_button = QPushButton(self.tr("Advance (costs {0})").format(edit.cost)
                                          if edit.allowed else self.tr("Advance"))
        self.advance_button.setEnabled(edit.allowed)
        self.adjust_button = QPushButton(self.tr("Record as adjustment…"))
        self.adjust_button.setEnabled(False)
        buttons.addButton(self.advance_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.adjust_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.advance_button.clicked.connect(self._advance)
        self.adjust_button.clicked.connect(self._adjust)
        self.reason.textChanged.connect(lambda text: self.adjust_button.setEnabled(bool(text.strip())))
        layout.addWidget(buttons)
        # Enter takes the advance where the rules allow one; else it records the adjustment
        # once a reason is typed (with no default button, Enter in the reason did nothing).
        (self.advance_button if edit.allowed else self.adjust_button).setDefault(True)

    def _advance(self) -> None:
        self._choice = Action("set", dict(self._action.args),
                              self.tr("Advance {0}").format(self.edit.subject))
        self.accept()

    def _adjust(self) -> None:
        self._choice = Action("set", {**self._action.args, "adjust": self.reason.text().strip()},
                              self.tr("Adjust {0}").format(self.edit.subject))
        self.accept()

    def choice(self) -> Action | None:
        return self._choice
