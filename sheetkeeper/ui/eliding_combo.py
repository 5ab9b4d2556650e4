"""A drop-down list that fits a narrow column: the choice shown is cut with "…" where it is
too long (Qt clipped it: "Difficult (halved, round"), the whole of it first in the tooltip; the
open list and a screen reader (the box's value) have it whole. It asks for room for
``MINIMUM_CONTENTS`` characters only (its text elided beyond), so a long choice never widens the dock it is in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

MINIMUM_CONTENTS = 10


class ElidingCombo(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(MINIMUM_CONTENTS)
        self._help = ""
        self.currentTextChanged.connect(self._say)

    def set_help(self, text: str) -> None:
        """What the tooltip says under the whole choice (the rule it comes from)."""
        self._help = text
        self._say(self.currentText())

    def _say(self, text: str) -> None:
        self.setToolTip("\n".join(filter(None, (text, self._help))))

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        option.currentText = self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight,
                                                           field.width())
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
