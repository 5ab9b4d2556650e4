"""What the rules find wrong with the character, as a list whose items take you there.

Each item reads "where (tab): what to change", coloured by severity; clicking an item (or
pressing Enter on it) asks to go to its path: the sheet shows the tab, focuses the field or
selects the row. The sheet shows one above its tabs; the new-character wizard shows one as
its checklist.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from ...core.actions import Finding
from ...translate import shown, shown_finding
from ..theme import ink, theme_changes

SEVERITIES = ("error", "warning")
"""Severities drawn in their ink of the theme."""
PATH = Qt.ItemDataRole.UserRole
AT_ONCE = 20
"""Findings listed at once; the rest follow at the next turn of the event loop."""


class FindingsList(QListWidget):
    chosen = Signal(str)
    """An item was clicked or activated: the path of its finding."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAccessibleName(self.tr("Findings: click one to go there"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.itemClicked.connect(self._choose)
        self.itemActivated.connect(self._choose)
        self._shown: tuple[Finding, ...] = ()
        theme_changes().changed.connect(self._recoloured)

    def _recoloured(self) -> None:
        shown, self._shown = self._shown, ()
        self.show_findings(shown)  # each in its severity's ink

    def show_findings(self, findings: Sequence[Finding]) -> None:
        """The findings listed: the first :data:`AT_ONCE` now, the rest at the next turn of
        the event loop (after the repaint: the list shows a few lines, and 400 findings, each
        word-wrapped, took 45 ms of a large sheet's opening)."""
        if tuple(findings) == self._shown:
            return
        self._shown = tuple(findings)
        self.clear()
        self._add(self._shown[:AT_ONCE])
        if len(self._shown) > AT_ONCE:
            QTimer.singleShot(0, self, lambda shown=self._shown: self._add_rest(shown))

    def _add_rest(self, shown: tuple[Finding, ...]) -> None:
        if shown is self._shown and self.count() == AT_ONCE:  # not shown anew meanwhile
            self._add(shown[AT_ONCE:])

    def _add(self, findings: Sequence[Finding]) -> None:
        for finding in findings:
            item = QListWidgetItem(f"● {shown_finding(finding)}")
            item.setData(PATH, finding.path)
            item.setToolTip(self.tr("Go to {0}").format(shown(finding.place)) if finding.path else shown(finding.message))
            if finding.severity in SEVERITIES:
                item.setForeground(QBrush(QColor(ink(finding.severity))))
            self.addItem(item)

    def findings(self) -> tuple[Finding, ...]:
        return self._shown

    def _choose(self, item: QListWidgetItem) -> None:
        path = item.data(PATH)
        if path:
            self.chosen.emit(path)
