"""Foes from an earlier fight: pick a kept encounter, tick the foes to bring (all ticked),
and whether they come as that fight left them (its statuses) or fresh."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
)

from ...core.encounter import Encounter
from ..screen_fit import room_for_title


class PastFoesDialog(QDialog):
    def __init__(self, kept: list[Encounter], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Foes from an earlier fight"))
        self.kept = kept
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.encounter = QComboBox()
        self.encounter.setAccessibleName(self.tr("Earlier encounter"))
        for e in kept:
            self.encounter.addItem(self.tr("{0} ({1})").format(e.display_name, (e.ended or e.started).isoformat()),
                                   e.id)
        form.addRow(self.tr("&Encounter"), self.encounter)
        layout.addLayout(form)
        self.foes_box = QGroupBox(self.tr("Foes to bring"))
        self.foes_layout = QVBoxLayout(self.foes_box)
        layout.addWidget(self.foes_box)
        self.boxes: list[tuple[str, QCheckBox]] = []
        self.as_left = QCheckBox(self.tr("As that fight &left them (its statuses); else fresh"))
        self.as_left.setAccessibleName(self.tr("As that fight left them"))
        layout.addWidget(self.as_left)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.encounter.currentIndexChanged.connect(lambda _i: self._chosen())
        self._chosen()
        room_for_title(self)

    def _chosen(self) -> None:
        for _id, box in self.boxes:
            box.deleteLater()
        self.boxes = []
        while self.foes_layout.count():
            item = self.foes_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        encounter = next((e for e in self.kept if e.id == self.encounter.currentData()), None)
        for foe in encounter.foes if encounter is not None else []:
            box = QCheckBox(foe.display_name)
            box.setChecked(True)
            self.foes_layout.addWidget(box)
            self.boxes.append((foe.id, box))
        if not self.boxes:
            self.foes_layout.addWidget(QLabel(self.tr("That encounter had no foes.")))

    def chosen(self) -> tuple[str, list[str], bool]:
        """The encounter's id, the ids of the foes ticked, and whether as they were left."""
        return (self.encounter.currentData(), [i for i, box in self.boxes if box.isChecked()],
                self.as_left.isChecked())
