"""The Library window's Export PDF: where to, the paper, and whether to add cards to cut
out for the lists a player holds as cards (weapons, gear, techniques, talents)."""

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
class LibraryPrint:
    path: Path
    paper: str = "a4"
    cards: bool = False


class LibraryPrintDialog(QDialog):
    """``carded``: the game's lists printed as cards too, in its words ("weapons, armour");
    empty when the game has none (the box is then not offered)."""

    def __init__(self, suggested: Path, carded: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export the library as PDF"))
        room_for_title(self)
        form = QFormLayout(self)
        target = PdfTarget(self, form, suggested)
        target.browse.setAutoDefault(False)
        self.path, self.paper = target.path, target.paper
        listed = self.tr("{0} and {1}").format(", ".join(carded[:-1]), carded[-1]) if len(carded) > 1 \
            else "".join(carded)
        self.cards = QCheckBox(self.tr("Cards to cut out, nine to a page, for the {0}").format(listed))
        self.cards.setAccessibleName(self.tr("Cards to cut out"))
        self._carded = bool(carded)
        self.cards.setVisible(self._carded)
        form.addRow(self.cards)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Export"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def choice(self) -> LibraryPrint:
        text = self.path.text().strip()
        path = Path(text).expanduser()
        if text and path.suffix.lower() != ".pdf" and not path.exists():
            path = path.with_name(path.name + ".pdf")
        return LibraryPrint(path, str(self.paper.currentData()), self._carded and self.cards.isChecked())
