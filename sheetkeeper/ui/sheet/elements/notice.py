"""What the rules just did, shown beside the control that started it.

The status bar is easily missed and soon gone; a rules action started from the sheet (an
experience roll from the checks table, a training from the ledger's Advance button, an
episode when a track fills) says what it did in a notice under that control. The notice
stays while what it says is still true: it goes when the ledger entries it names are undone,
or, for a result with no entry, when the value it concerns changes again. Once shown, a
notice keeps its place when it goes, so the rows under it do not jump up and down as notices
come and go during play.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ....core.actions import Applied
from ....translate import shown
from ...accessible import announce
from ...theme import inked


class DoneNotice(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # the rules' words as they are ("93 > 50")
        self.setAccessibleDescription(self.tr("What the rules just did"))  # a name would hide the text
        # The theme's inks, made again when it changes (a palette() in a style sheet kept the
        # theme it was first drawn in: a pale strip with black text in High Contrast).
        inked(self, "background: @notice.back; color: @notice.text; padding: 4px;")
        self.hide()
        self._still_true: Callable[[], bool] = lambda: False

    def show_done(self, text: str, still_true: Callable[[], bool], by: str = "") -> None:
        """Say what was done; ``by`` names the button that did it where the notice sits under
        a heading that is not what was done (BRP's Advance… under Learning hours also makes
        the experience rolls)."""
        self.setText(self.tr("{0} just did: {1}").format(by, text) if by else self.tr("Just done: {0}").format(text))
        self._still_true = still_true
        self._keep_place()
        self.setVisible(still_true())

    def show_applied(self, what: str, applied: Applied, character_now: Callable[[], object]) -> None:
        """``what`` the user started, what the rules say it did and the reasons its ledger
        entries give; it stays while those entries are in the ledger (with no entry, until
        the character changes again)."""
        said = f"{what}. {shown(applied.message)}" if applied.message and applied.message != what else what
        reasons = "; ".join(e.reason for e in applied.entries if e.reason)
        ids = {e.id for e in applied.entries}
        after = applied.character

        def still_true() -> bool:
            now = character_now()
            if ids:
                return ids <= {e.id for e in now.ledger.entries}
            return now is after  # no entry to follow: true until the next change

        self.show_done(f"{said} ({reasons})" if reasons else said, still_true)

    def show_did(self, did: list[tuple[str, tuple[str, ...]]], character_now: Callable[[], object],
                 by: str = "") -> None:
        """The last of what a dialog did (its words and the ids of the ledger entries it
        wrote, as :class:`AdvanceDialog.did` keeps them), ``by`` the button that opened it;
        nothing when it did nothing."""
        if not did:
            return
        text, written = did[-1]
        ids, after = set(written), character_now()

        def still_true() -> bool:
            now = character_now()
            return ids <= {e.id for e in now.ledger.entries} if ids else now is after

        self.show_done(text, still_true, by)

    def show_refused(self, what: str, reason: str) -> None:
        self.setText(self.tr("Not done: {0}: {1}").format(what, reason))
        announce(self, self.text(), urgent=True)
        self._still_true = lambda: False
        self._keep_place()
        self.show()

    def _keep_place(self) -> None:
        policy = self.sizePolicy()
        if not policy.retainSizeWhenHidden():
            policy.setRetainSizeWhenHidden(True)
            self.setSizePolicy(policy)

    def follow(self) -> None:
        """After a change: hide when what the notice says is no longer true."""
        if self.isVisibleTo(self.parentWidget() or self) and not self._still_true():
            self.hide()
