"""The versions a party's members hold are kept for later merges after the window has
painted, a few milliseconds at a time between events (``storage.versions.keep_waiting``).

Opening a party of hundreds reads every member once; keeping each one's version (a stat, and
for content not seen before a copy in the user data folder) waits until the dashboard shows.
A merge that needs a copy keeps everything still waiting first, and so does the end of the
process.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ..storage import versions

SLICE_SECONDS = 0.006
"""At most this long a turn, so the window stays responsive."""


class VersionsKeeper(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._painted = False
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._turn)
        window.installEventFilter(self)

    def start(self) -> None:
        """Versions wait (a party opened): keep them once the window has painted."""
        if self._painted and versions.waiting() and not self._timer.isActive():
            self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self._painted = True
            self.start()
        return False

    def _turn(self) -> None:
        if versions.keep_waiting(SLICE_SECONDS) == 0:
            self._timer.stop()
