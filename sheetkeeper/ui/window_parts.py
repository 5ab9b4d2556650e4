"""Small parts of the main window that lean on other modules: the dice roller dock, the
new-character wizard, and opening dropped files.

The dock and the wizard are built elsewhere (ui/dice_roller.py, ui/wizard.py) and are imported
only when present, so the window works, and is tested, without them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QDialog, QInputDialog

from ..core.character import CharacterBase
from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX, all_systems

if TYPE_CHECKING:
    from .document import Document
    from .main_window import MainWindow

log = logging.getLogger(__name__)
OPENABLE = (CHARACTER_SUFFIX, CAMPAIGN_SUFFIX)


def _present(module: str) -> bool:
    return find_spec(f"{__package__}.{module}") is not None


class DiceDock:
    """The dice roller dock, following the current tab; absent until ui/dice_roller exists."""

    def __init__(self, window: MainWindow) -> None:
        self.dock = None
        if not _present("dice_roller"):
            return
        try:
            from .dice_roller import DiceRollerDock

            self.dock = DiceRollerDock(window)
        except Exception:  # noqa: BLE001 - the window must open without its dock
            log.exception("the dice roller failed to build")
            return
        if not self.dock.objectName():
            self.dock.setObjectName("diceRollerDock")
        if hasattr(self.dock, "targets"):
            self.dock.targets = lambda: [
                d for view in window.parties.views() for d in view.all_documents()]
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()  # until a check is double-clicked (or the saved layout shows it)
        window.view_menu.addSeparator()
        window.view_menu.addAction(self.dock.toggleViewAction())

    def set_document(self, document: Document | None) -> None:
        if self.dock is not None:
            self.dock.set_document(document)

    def connect_sheet(self, sheet) -> None:
        signal = getattr(sheet, "check_requested", None)
        if signal is not None:
            signal.connect(self.open_check)

    def open_check(self, check_id: str, modifier: int = 0) -> None:
        if self.dock is None:
            return
        self.dock.show()
        self.dock.raise_()
        self.dock.open_check(check_id, modifier)


def pick_new_character(window: MainWindow) -> CharacterBase | None:
    """File > New...: the creation wizard, or (until it exists) a choice of game."""
    if _present("wizard"):
        from .wizard import NewCharacterWizard

        wizard = NewCharacterWizard(window)
        if wizard.exec() == QDialog.DialogCode.Accepted:
            return wizard.character()
        return None
    systems = all_systems()
    if not systems:
        window.asker.error(
            QCoreApplication.translate("MainWindow", "New Character"),
            QCoreApplication.translate("MainWindow", "No game systems are installed."),
        )
        return None
    names = [s.name for s in systems]
    name, ok = QInputDialog.getItem(
        window,
        QCoreApplication.translate("MainWindow", "New Character"),
        QCoreApplication.translate("MainWindow", "Game:"),
        names,
        0,
        False,
    )
    if not ok:
        return None
    return systems[names.index(name)].rules.new("")


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
