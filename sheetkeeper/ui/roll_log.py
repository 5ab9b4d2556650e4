"""The dice roller's log of this session's rolls."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QListWidget


class RollLog(QListWidget):
    """The roll log: a few lines tall unless the dock has room to spare."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().minimumSizeHint().width(), 3 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth())
