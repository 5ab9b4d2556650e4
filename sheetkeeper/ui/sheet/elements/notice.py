"""What the rules just did, shown beside the control that started it.

The status bar is easily missed and soon gone; a rules action started from the sheet (an
experience roll from the checks table, a training from the ledger's Advance button, an
episode when a track fills) says what it did in a notice under that control. The notice
stays while what it says is still true: it goes when the ledger entries it names are undone,
or, for a result with no entry, when the value it concerns changes again.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QWidget

from ....core.actions import Applied


class DoneNotice(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName(self.tr("What the rules just did"))
        self.setStyleSheet("background: palette(alternate-base); padding: 4px;")
        self.hide()
        self._still_true: Callable[[], bool] = lambda: False

    def show_done(self, text: str, still_true: Callable[[], bool]) -> None:
        self.setText(self.tr("Just done: {0}").format(html.escape(text)))
        self._still_true = still_true
        self.setVisible(still_true())

    def show_applied(self, what: str, applied: Applied, character_now: Callable[[], object]) -> None:
        """``what`` the user started, what the rules say it did and the reasons its ledger
        entries give; it stays while those entries are in the ledger."""
        said = f"{what}. {applied.message}" if applied.message and applied.message != what else what
        reasons = "; ".join(e.reason for e in applied.entries if e.reason)
        ids = {e.id for e in applied.entries}

        def still_true() -> bool:
            have = {e.id for e in character_now().ledger.entries}
            return bool(ids) and ids <= have

        self.show_done(f"{said} ({reasons})" if reasons else said, still_true)

    def show_refused(self, what: str, reason: str) -> None:
        self.setText(self.tr("Not done: {0}: {1}").format(html.escape(what), html.escape(reason)))
        self._still_true = lambda: False
        self.show()

    def follow(self) -> None:
        """After a change: hide when what the notice says is no longer true."""
        if self.isVisibleTo(self.parentWidget() or self) and not self._still_true():
            self.hide()
