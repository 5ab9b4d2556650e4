"""Small parts of the main window that lean on other modules: the dice roller dock, the
new-character wizard, and opening dropped files.

The dock and the wizard are built elsewhere (ui/dice_roller.py, ui/wizard.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDialog

from ..core.character import CharacterBase
from ..core.registry import CAMPAIGN_SUFFIX, CHARACTER_SUFFIX

if TYPE_CHECKING:
    from .document import Document
    from .main_window import MainWindow

OPENABLE = (CHARACTER_SUFFIX, CAMPAIGN_SUFFIX)


class DiceDock:
    """The dice roller dock, following the current tab."""

    def __init__(self, window: MainWindow) -> None:
        from .dice_roller import DiceRollerDock

        self.dock = DiceRollerDock(window)
        if not self.dock.objectName():
            self.dock.setObjectName("diceRollerDock")
        self.dock.targets = lambda: [
            d for view in window.parties.views() for d in view.all_documents()]
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()  # until a check is double-clicked (or the saved layout shows it)
        window.view_menu.addSeparator()
        window.view_menu.addAction(self.dock.toggleViewAction())

    def set_document(self, document: Document | None) -> None:
        self.dock.set_document(document)

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
