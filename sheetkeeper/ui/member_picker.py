"""The dice roller's "Roll for": the party member, or the foe of the encounter under way, a
roll on the party's dashboard is for."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QComboBox

from .document import Document


class MemberPicker(QComboBox):
    """The party members to roll for, then the encounter's foes, read again each time the
    list opens (the roster or the fight may have changed); ``picked`` gives the document. A
    foe whose game's fights read nothing of it is listed, greyed, saying so."""

    picked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._members: Callable[[], list[Document]] | None = None
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(14)
        self.currentIndexChanged.connect(lambda _index: self.picked.emit(self.currentData()))

    def follow(self, members: Callable[[], list[Document]] | None) -> None:
        self._members = members
        self._fill()
        if members is not None:
            self.picked.emit(self.currentData())

    def showPopup(self) -> None:  # noqa: N802 - Qt's name
        before = self.currentData()
        self._fill()
        if self.currentData() is not before:
            self.picked.emit(self.currentData())
        super().showPopup()

    def _fill(self) -> None:
        """The members now, the one picked kept where it still is one."""
        documents = self._members() if self._members is not None else []
        current = self.currentData()
        self.blockSignals(True)
        self.clear()
        for i, document in enumerate(documents):
            self.addItem(getattr(document, "label", "") or document.character.display_name, document)
            if (gone := getattr(document, "gone", None)) is not None:  # a foe, while it fights
                gone.connect(self._foe_gone, Qt.ConnectionType.UniqueConnection)
            passes_by = getattr(document, "passes_by", "")
            if passes_by:
                item = self.model().item(i)
                item.setEnabled(False)
                item.setToolTip(passes_by)
        self.setCurrentIndex(next((i for i, d in enumerate(documents) if d is current), 0 if documents else -1))
        self.blockSignals(False)

    @Slot()
    def _foe_gone(self) -> None:
        """A foe left the fight: it is no longer offered, and a roll picked for it goes to
        the first member."""
        before = self.currentData()
        self._fill()
        if self.currentData() is not before:
            self.picked.emit(self.currentData())

    def choose(self, document: Document) -> bool:
        """Pick ``document`` (a member or foe listed now); False when it is not listed."""
        self._fill()
        index = next((i for i in range(self.count()) if self.itemData(i) is document), -1)
        if index < 0:
            return False
        if index != self.currentIndex():
            self.setCurrentIndex(index)  # picked: the roller follows
        return True
