"""The Export PDF dialog: where to, and what the CLI's ``export`` offers — paper size,
fillable form fields, odds beside skills, a blank sheet of the game, and (with a campaign
open) the whole party book. It suggests the character's own folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from .pdf_target import PdfTarget
from .screen_fit import room_for_title


@dataclass(frozen=True)
class ExportChoice:
    path: Path
    paper: str = "a4"
    fillable: bool = False
    odds: bool = False
    blank: bool = False
    current: bool = True
    """A printed sheet's current values (hit points, Condition) printed small beside their
    empty boxes; off, the boxes are left to a pencil alone."""
    encounter: bool = True
    """A party book: the encounter's page (the foes' blocks, the turn order), when there is one."""
    stash: bool = True
    """A party book: the stash's page, when the party has found anything."""


class ExportDialog(QDialog):
    def __init__(self, suggested: Path, parent: QWidget | None = None, *,
                 party: bool = False, encounter: str = "", stash: bool = False) -> None:
        """``encounter``: the name of the encounter a party book can print (empty: none);
        ``stash``: whether the party's stash holds anything to print."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export PDF"))
        room_for_title(self)
        form = QFormLayout(self)
        target = PdfTarget(self, form, suggested)
        self.path, self.paper = target.path, target.paper
        self.fillable = QCheckBox(self.tr("Fillable: form fields to fill in a PDF viewer, "
                                          "then File › Import Filled Sheet…"))
        self.odds = QCheckBox(self.tr("Print the odds beside skills"))
        what = self.tr("a blank sheet of this game") if not party else ""
        self.blank = QCheckBox(self.tr("Blank sheet: {0}").format(what) if what else "")
        form.addRow(self.fillable)
        form.addRow(self.odds)
        self.current = QCheckBox(self.tr("Print current values (hit points, Condition…) small "
                                         "beside their boxes, for a pencil"))
        self.current.setChecked(True)
        form.addRow(self.current)
        if not party:
            form.addRow(self.blank)
            self.blank.toggled.connect(self._blank_toggled)
        self.encounter = QCheckBox(self.tr("Print the encounter “{0}”: the foes' blocks and the "
                                           "turn order").format(encounter))
        self.encounter.setAccessibleName(self.tr("Print the encounter"))
        self.encounter.setChecked(True)  # on when offered (only when there is one to print)
        self.stash = QCheckBox(self.tr("Print the stash: items, coins and ammunition"))
        self.stash.setAccessibleName(self.tr("Print the stash"))
        self.stash.setChecked(True)
        if party and encounter:
            form.addRow(self.encounter)
        if party and stash:
            form.addRow(self.stash)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _blank_toggled(self, on: bool) -> None:
        if on:
            self.fillable.setChecked(True)
        self.odds.setEnabled(not on)
        self.current.setEnabled(not on)

    def choice(self) -> ExportChoice:
        path = Path(self.path.text().strip())
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        return ExportChoice(path, self.paper.currentData(), self.fillable.isChecked(),
                            self.odds.isChecked() and self.odds.isEnabled(),
                            self.blank.isChecked(), self.current.isChecked(),
                            self.encounter.isChecked(), self.stash.isChecked())
