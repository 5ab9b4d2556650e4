"""A check box that fits a narrow column: its label is cut with "…" where the column is
narrower than it (Qt clipped it at the dock's edge: "Specialisation [Running] appl"), the
whole label first in the tooltip and as the box's accessible name. It asks for its whole
label, but makes do with room for ``MINIMUM_CONTENTS`` characters, so a long label never
widens the dock it is in. (It does not wrap: a check box laid out for its height at its
width crashed Qt in one order of tests.)"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

MINIMUM_CONTENTS = 12


class ElidingCheckBox(QCheckBox):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setAccessibleName(text)
        # A layout gives a check box its whole label unless it may shrink (Qt's own policy
        # for it may not).
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)
        self._help = ""
        self._say()

    def set_help(self, text: str) -> None:
        """What the tooltip says under the whole label (the rule it comes from)."""
        self._help = text
        self._say()

    def _say(self) -> None:
        self.setToolTip("\n".join(filter(None, (self.text(), self._help))))

    def shown_text(self) -> str:
        """The label as painted: whole where it fits, else cut with "…"."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, self).width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(0, room))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        whole = super().minimumSizeHint()
        metrics = self.fontMetrics()
        cut = metrics.horizontalAdvance(self.text()) - metrics.averageCharWidth() * MINIMUM_CONTENTS
        return QSize(whole.width() - max(0, cut), whole.height())

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_CheckBox, option)
