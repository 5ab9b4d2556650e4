"""Removing, in play, a row the rules advanced (a skill with ranks, a talent, a technique):
the dialog names what would go and why the rules keep it; the user may record the removal as
an adjustment with a reason (as a GM may), or cancel. Nothing is dropped silently."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from ...core.actions import Action
from ...core.removal import Removal
from ..screen_fit import room_for_title


class PlayRemoveDialog(QDialog):
    """``choice()`` after exec: the removal recorded as an adjustment, or None when cancelled."""

    def __init__(self, removal: Removal, action: Action, parent=None):
        super().__init__(parent)
        self.removal, self._action, self._choice = removal, action, None
        self.setWindowTitle(self.tr("Remove {0}").format(removal.subject))
        room_for_title(self)
        layout = QVBoxLayout(self)
        self.head = QLabel(self.tr("<b>Remove {0}?</b><br>The character is in play: the rules "
                                   "govern this row.").format(html.escape(removal.words())))
        self.head.setWordWrap(True)
        layout.addWidget(self.head)
        self.why = QLabel(removal.refusal[:1].upper() + removal.refusal[1:] + ".")
        self.why.setTextFormat(Qt.TextFormat.PlainText)  # the excerpt's words, quotes and all
        self.why.setWordWrap(True)
        layout.addWidget(self.why)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why (needed to record the removal as an adjustment)"))
        self.reason.setAccessibleName(self.tr("Reason for the adjustment"))
        layout.addWidget(self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.adjust_button = QPushButton(self.tr("Remove, recorded as adjustment"))
        self.adjust_button.setEnabled(False)
        buttons.addButton(self.adjust_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.adjust_button.clicked.connect(self._adjust)
        self.reason.textChanged.connect(lambda text: self.adjust_button.setEnabled(bool(text.strip())))
        layout.addWidget(buttons)

    def _adjust(self) -> None:
        self._choice = Action("list.remove", {**self._action.args, "adjust": self.reason.text().strip()},
                              self.tr("Remove {0} (adjustment)").format(self.removal.subject))
        self.accept()

    def choice(self) -> Action | None:
        return self._choice
