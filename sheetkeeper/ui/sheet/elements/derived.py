"""``derived``: values the rules compute (never saved), re-read on every change."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel

from .base import ElementWidget


class DerivedElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.values: dict[str, QLabel] = {}
        derived = context.derived()
        keys = [i.key for i in element.items] or list(derived)
        labels = {i.key: i.label for i in element.items}
        for key in keys:
            value = QLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            caption = labels.get(key) or (derived[key].label if key in derived else key)
            value.setAccessibleName(caption)
            self.values[key] = value
            layout.addRow(caption, value)
        self.refresh()

    def refresh(self) -> None:
        derived = self.context.derived()
        for key, label in self.values.items():
            text = derived[key].value if key in derived else "—"
            if label.text() != text:
                label.setText(text)
