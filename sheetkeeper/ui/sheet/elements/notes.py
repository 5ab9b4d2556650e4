"""``notes``: a long free text, typed into one undo step per stretch of typing."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from .base import ElementWidget
from .editors import BoundEditor


class NotesElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        label = element.label or self.tr("Notes")
        self.editor = BoundEditor(context, element.bind or "notes", label, multiline=True)
        self.editor.editor.setMinimumHeight(90)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if element.label:
            layout.addWidget(QLabel(label))
        layout.addWidget(self.editor)

    def refresh(self) -> None:
        self.editor.refresh()
