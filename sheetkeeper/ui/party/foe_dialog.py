"""Add foe: a quick foe's game, name, and the numbers its game's fights read
(``Rules.foe_options``), asked with the one form builder."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...core.registry import all_systems, get_system
from ..options_form import OptionsForm
from ..screen_fit import room_for_title


class FoeDialog(QDialog):
    """A quick foe: its game, its name, and the numbers its game's fights read."""

    def __init__(self, games: list[str], parent=None, foe=None):
        """With ``foe``, that quick foe's game (fixed), name and numbers, to enter again."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add foe") if foe is None else self.tr("Edit foe"))
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
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(lambda _i: self._game_chosen())
        self._game_chosen()
        if foe is not None:
            self.game.setEnabled(False)
            self.name.setText(foe.name)
            self.numbers.set_values(foe.numbers)
        room_for_title(self)

    def _game_chosen(self) -> None:
        options = get_system(self.game.currentData()).rules.foe_options()
        self.numbers.set_options(options)
        self._tab_through_numbers()
        self.note.setText("" if options else self.tr(
            "This game's rules excerpt has no fight rules: the foe is a name, and you place it "
            "in the turn order."))

    def _tab_through_numbers(self) -> None:
        """Tab goes from the name through the game's numbers to the buttons: the numbers'
        fields are made anew for each game, after the buttons, and would come last."""
        stops = [w for w in self.numbers.findChildren(QWidget)
                 if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None
                 and w.window() is self]  # not a choice's drop-down list, a window of its own
        chain = [self.game, self.name, *stops, *self.buttons.buttons()]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
