"""The dice roller's "Roll for": the party member a roll on the party's dashboard is for."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox

from .document import Document


class MemberPicker(QComboBox):
    """The party members to roll for, read again each time the list opens (the roster may
    have changed); ``picked`` gives the member's document."""

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
        for document in documents:
            self.addItem(document.character.display_name, document)
        self.setCurrentIndex(next((i for i, d in enumerate(documents) if d is current), 0 if documents else -1))
        self.blockSignals(False)
