"""Add foe: a quick foe's game, name, and the numbers its game's fights read
(``Rules.foe_options``), asked with the one form builder."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from ...core.registry import all_systems, get_system
from ..options_form import OptionsForm


class FoeDialog(QDialog):
    """A quick foe: its game, its name, and the numbers its game's fights read."""

    def __init__(self, games: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add foe"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Foe's game"))
        systems = {s.id: s for s in all_systems()}
        for game in games + [g for g in systems if g not in games]:
            self.game.addItem(systems[game].name, game)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Foe's name"))
        form.addRow(self.tr("&Game"), self.game)
        form.addRow(self.tr("N&ame"), self.name)
        layout.addLayout(form)
        self.numbers = OptionsForm()
        layout.addWidget(self.numbers)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(lambda _i: self._game_chosen())
        self._game_chosen()

    def _game_chosen(self) -> None:
        options = get_system(self.game.currentData()).rules.foe_options()
        self.numbers.set_options(options)
        self.note.setText("" if options else self.tr(
            "This game's rules excerpt has no fight rules: the foe is a name, and you place it "
            "in the turn order."))
