"""Small parts of the main window that lean on other modules: the dice roller dock, the
new-character wizard, and opening dropped files.

The dock and the wizard are built elsewhere (ui/dice_roller.py, ui/wizard.py).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog

from ..core.character import CharacterBase
from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX

if TYPE_CHECKING:
    from .document import Document
    from .main_window import MainWindow
    from .party import PartyView

OPENABLE = (CHARACTER_SUFFIX, CAMPAIGN_SUFFIX)


class DiceDock:
    """The dice roller dock, following the current tab. It is built on first use (a check
    asked for, View > Dice roller) or at start-up when the window last closed with it shown,
    so a start-up that does not show it does not pay for it."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._dock = None
        self._document: Document | None = None
        self._party: PartyView | None = None
        self._set_to: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        """What the roller was set to roll on each tab (a party's or a sheet's) when it left."""
        self.action = QAction(QCoreApplication.translate("DiceRollerDock", "Dice roller"), window)
        self.action.setCheckable(True)
        self.action.triggered.connect(lambda checked: self.dock.setVisible(checked))
        window.view_menu.addSeparator()
        window.view_menu.addAction(self.action)
        if window.settings.dice_roller_shown():
            _ = self.dock  # before the saved layout is restored, which shows it

    @property
    def built(self) -> bool:
        return self._dock is not None

    @property
    def shown(self) -> bool:
        return self._dock is not None and self._dock.isVisible()

    @property
    def dock(self):
        if self._dock is None:
            from .dice_roller import DiceRollerDock

            window = self._window
            dock = self._dock = DiceRollerDock(window)
            if not dock.objectName():
                dock.setObjectName("diceRollerDock")
            dock.targets = lambda: [d for view in window.parties.views()
                                    for d in (*view.all_documents(), *view.foe_documents())]
            # Where the saved layout had it (Qt keeps that for a dock added after restoreState).
            if not window.restoreDockWidget(dock):
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()  # until a check is double-clicked (or the saved layout shows it)
            dock.toggleViewAction().toggled.connect(self.action.setChecked)
            self._show(dock)
        return self._dock

    def follow(self, document: Document | None, party: PartyView | None = None) -> None:
        """The roller for the tab shown: a sheet's character, or on a party's dashboard the
        member picked in the roller; as it was left on that tab (whom, which check, the
        situation), so a look at another tab or the Library loses nothing."""
        if self._dock is not None and (left := self._party or self._document) is not None:
            self._set_to[left] = self._dock.set_to()
        self._document, self._party = document, party
        if self._dock is not None:
            self._show(self._dock)
            if (shown := party or document) is not None:
                self._dock.come_back(self._set_to.get(shown))

    def _show(self, dock) -> None:
        party = self._party
        if party is None:
            dock.set_party(None)
            dock.set_document(self._document)
        else:
            dock.set_party(party.roll_documents)

    def roll_for(self, document: Document) -> None:
        """A member or foe of the party shown, picked in the roller's Roll for and shown."""
        dock = self.dock
        dock.show()
        dock.raise_()
        dock.roll_for(document)

    def connect_sheet(self, sheet) -> None:
        signal = getattr(sheet, "check_requested", None)
        if signal is not None:
            signal.connect(self.open_check)

    def open_check(self, check_id: str, modifier: int = 0) -> None:
        self.dock.show()
        self.dock.raise_()
        self.dock.open_check(check_id, modifier)


def pick_new_character(window: MainWindow) -> CharacterBase | None:
    """File > New...: the creation wizard; None when cancelled."""
    from .wizard import NewCharacterWizard

    wizard = NewCharacterWizard(window)
    if wizard.exec() == QDialog.DialogCode.Accepted:
        return wizard.character()
    return None


class DropOpener(QObject):
    """Drag-and-drop of .skchar and .skparty files onto the window opens them."""

    def __init__(self, window: MainWindow, open_paths: Callable[[list[Path]], None]) -> None:
        super().__init__(window)
        self._open_paths = open_paths
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    @staticmethod
    def paths(mime) -> list[Path]:
        if not mime.hasUrls():
            return []
        found = [Path(u.toLocalFile()) for u in mime.urls() if u.isLocalFile()]
        return [p for p in found if p.suffix.lower() in OPENABLE]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if self.paths(event.mimeData()):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            paths = self.paths(event.mimeData())
            if paths:
                event.acceptProposedAction()
                self._open_paths(paths)
                return True
        return False
