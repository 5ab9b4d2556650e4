"""``derived``: values the rules compute (never saved), re-read on every change.

Each value is the buddy of its caption, so a screen reader reads the value as its text,
labelled by the caption ("Injury penalty", "-1 to all actions"); it has no name of its own,
which would be read instead of the value."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel

from ....translate import shown
from .base import ElementWidget
from .offer_buttons import offer_buttons


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
            caption = labels.get(key) or (shown(derived[key].label) if key in derived else key)
            self.values[key] = value
            title = QLabel(caption)
            title.setBuddy(value)
            layout.addRow(title, value)
        offer_buttons(self, layout.addRow)
        self.refresh()

    def refresh(self) -> None:
        derived = self.context.derived()
        for key, label in self.values.items():
            text = shown(derived[key].value) if key in derived else "—"
            if label.text() != text:
                label.setText(text)
