"""Damage against an ad-hoc target: a foe with no sheet, named with its armour values.

The dice roller's "Apply damage to…" menu offers "Other target…" after the party members.
The dialog asks for what the game's damage reads from a target (``Rules.target_options``:
STOP in Rainworld, armour and the affinity to the weapon's damage type in GRIMWIRE) and shows
the damage breakdown against it as the values change. The hit's dice are rolled once, when
the dialog opens, and replayed for every change, so only the target's values move the
breakdown. No sheet is touched: the GM reads the result off and notes it where the foe lives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import Refusal
from ..core.attack import Damage, Target
from ..core.fixed_dice import FixedDice
from ..core.situation import Option
from .options_form import OptionsForm
from .screen_fit import room_for_title

DamageAgainst = Callable[[Target, Any], Damage]
"""The roller's damage of its last hit against a target, with a dice source."""


class OtherTargetDialog(QDialog):
    """Ask for an ad-hoc target's values and show the last hit's damage against it."""

    def __init__(self, options: list[Option], make_target: Callable[[str, Mapping[str, Any]], Target],
                 damage_against: DamageAgainst, rng: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Damage to another target"))
        room_for_title(self)
        self._make_target = make_target
        self._damage_against = damage_against
        self.damage: Damage | None = None
        self._dice: tuple[int, ...] | None = None
        try:
            self._dice = damage_against(Target(), rng).dice
        except Refusal as refusal:
            self._first_refusal = refusal.message
        else:
            self._first_refusal = ""

        layout = QVBoxLayout(self)
        names = QFormLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("the target"))
        self.name.setAccessibleName(self.tr("Target's name"))
        names.addRow(self.tr("Name"), self.name)
        layout.addLayout(names)
        self.form = OptionsForm()
        self.form.set_options(options)
        layout.addWidget(self.form)
        self.breakdown = QLabel()
        self.breakdown.setWordWrap(True)
        self.breakdown.setAccessibleDescription(self.tr("Damage breakdown"))
        layout.addWidget(self.breakdown)
        note = QLabel(self.tr("Nothing is written on any sheet: note the damage where this "
                              "target is kept."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

        self.form.changed.connect(self.refresh)
        self.name.textChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Work the damage out again against the values as they stand (the same dice)."""
        if self._dice is None:
            self.damage = None
            self.breakdown.setText(self.tr("No damage: {0}").format(self._first_refusal))
            return
        try:
            target = self._make_target(self.name.text().strip(), self.form.chosen())
            self.damage = self._damage_against(target, FixedDice(self._dice))
        except (Refusal, FixedDice.Wrong) as refusal:
            self.damage = None
            self.breakdown.setText(self.tr("No damage: {0}").format(refusal))
            return
        lines = "\n".join(
            f"{line.text}: {line.value:+d}" if i else f"{line.text}: {line.value}"
            for i, line in enumerate(self.damage.lines))
        self.breakdown.setText(f"{lines}\n= {self.damage.lands_on} to {target.label}")


def add_other_target(menu: QMenu, roller: Any) -> None:
    """Put "Other target…" at the end of the roller's damage menu (when the last hit's check
    says what a target has)."""
    document, result = roller.document, roller.result
    if document is None or result is None:
        return
    rules, character = document.rules, document.character
    options = rules.target_options(character, result.check_id)
    if not options:
        return
    menu.addSeparator()
    action = menu.addAction(QCoreApplication.translate("DiceRollerDock", "Other target\u2026"))

    def open_dialog() -> None:
        roller.other_target = OtherTargetDialog(
            options,
            lambda name, chosen: rules.ad_hoc_target(character, result.check_id, name, chosen),
            lambda target, rng: roller._damage(result, target, rng),
            roller.rng, roller)
        roller.other_target.open()

    action.triggered.connect(open_dialog)
