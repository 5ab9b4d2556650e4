"""``field``: a label and one editor bound to a model path."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from ....sheet import label_of
from .base import ElementWidget
from .editors import BoundEditor


class FieldElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        label = label_of(element)
        self.editor = BoundEditor(
            context, element.bind, label, choices=element.choices, multiline=element.multiline
        )
        caption = QLabel(label)
        caption.setBuddy(self.editor.editor)
        if element.help:
            caption.setToolTip(element.help)
            self.editor.setToolTip(element.help)
        layout = QVBoxLayout(self) if element.multiline else QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(caption)
        layout.addWidget(self.editor, 1)

    def refresh(self) -> None:
        self.editor.refresh()

    @property
    def binding(self):
        return self.editor.binding
