"""Setting a status that needs a number the rules leave open (GRIMWIRE's Frenzy: "temporary
Condition equal to your character's critical level", a level the excerpt never defines).

The status declares what it asks (``Status.asks``); this dialog asks it when the status is set
from the sheet or a party card, starting from what the sheet remembers, and says why it is
asked and where the number is kept. Until a number is entered there is nothing to accept: no
value is assumed. The answer goes with ``status.set`` (which remembers it on the sheet).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..core.actions import Action
from ..core.status import Status
from .options_form import OptionsForm
from .screen_fit import room_for_title


class StatusAskDialog(QDialog):
    """The numbers a status asks for when it is set."""

    def __init__(self, status: Status, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = status
        self.setWindowTitle(self.tr("Set {0}").format(status.label))
        room_for_title(self)
        self.setMinimumWidth(460)  # the reason wraps in lines one reads at a glance
        layout = QVBoxLayout(self)
        self.form = OptionsForm()
        self.form.set_options([asked.option for asked in status.asks])
        self.form.changed.connect(self._check)
        self.why = QLabel("\n".join(
            f"{a.help} {self.tr('Rule: {0}').format(a.source)}".strip() for a in status.asks))
        self.why.setWordWrap(True)
        layout.addWidget(self.why)  # why it is asked, then the question
        layout.addWidget(self.form)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._check()

    def _check(self, *_: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not self.form.missing())

    def values(self) -> dict[str, int]:
        return {key: int(value) for key, value in self.form.given().items()}  # type: ignore[arg-type]


def status_action(status: Status, on: bool, label: str,
                  parent: QWidget | None = None) -> Action | None:
    """``status.set`` (with what it asks, asked here) or ``status.clear`` for ``status``;
    None when the user cancels the question."""
    args: dict[str, object] = {"status": status.id}
    if on and status.asks:
        dialog = StatusAskDialog(status, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            args.update(dialog.values())
        finally:
            dialog.deleteLater()
    return Action("status.set" if on else "status.clear", args, label=label)
