"""One tab of the main window: a document, its sheet, and its read-only banner.

The tab also holds what the window keeps per open file: the lock that tells other windows
the file is open here, and the autosaver that writes the recovery copy.
"""

from __future__ import annotations

import logging
from importlib.util import find_spec

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .document import Document
from .file_lock import FileLock
from .recovery import Autosaver

log = logging.getLogger(__name__)


class DocumentTab(QWidget):
    save_as_requested = Signal()
    # The document's signals passed on by the tab, so that what the window does with them
    # ends with the tab: a party member's document outlives its sheet tab.
    document_changed = Signal()
    document_modified = Signal(bool)
    document_applied = Signal(object)

    def __init__(self, document: Document, lock: FileLock | None = None, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.lock = lock
        self.autosaver = Autosaver()
        document.setParent(self)
        document.changed.connect(self.document_changed)
        document.path_changed.connect(self.document_changed)
        document.modified_changed.connect(self.document_modified)
        document.applied.connect(self.document_applied)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.banner = QFrame(self)
        self.banner.setObjectName("readOnlyBanner")
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        # Palette roles, not a style sheet: they follow a later switch to the dark theme.
        self.banner.setAutoFillBackground(True)
        self.banner.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        row = QHBoxLayout(self.banner)
        row.setContentsMargins(10, 6, 10, 6)
        self.banner_text = QLabel(self.banner)
        self.banner_text.setWordWrap(True)
        self.banner_text.setTextFormat(Qt.TextFormat.PlainText)
        self.banner_text.setForegroundRole(QPalette.ColorRole.ToolTipText)
        row.addWidget(self.banner_text, 1)
        save_as = QPushButton(self.tr("Save As..."), self.banner)
        save_as.clicked.connect(self.save_as_requested)
        row.addWidget(save_as)
        layout.addWidget(self.banner)

        self.sheet = make_sheet_view(document, self)
        layout.addWidget(self.sheet, 1)
        self.refresh_banner()

    @property
    def read_only(self) -> bool:
        return bool(self.document.read_only)

    def refresh_banner(self) -> None:
        reason = self.document.read_only
        self.banner.setVisible(bool(reason))
        if reason:
            self.banner_text.setText(self.tr("Read-only: {0}.").format(reason))

    def release(self) -> None:
        """The tab is closing: drop the lock and the recovery copy."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        self.autosaver.clear()


def make_sheet_view(document: Document, parent: QWidget) -> QWidget:
    """The character sheet (ui/sheet), or a plain stand-in while it is missing or broken.

    A sheet that fails to build must not stop the file opening: the stand-in says why, and
    the file can still be saved, exported and closed."""
    problem = ""
    if find_spec(f"{__package__}.sheet") is not None:
        try:
            from .sheet import SheetView

            return SheetView(document, parent)
        except Exception as error:  # noqa: BLE001 - a broken sheet must not lose the file
            log.exception("the sheet view failed to build")
            problem = str(error)
    return PlaceholderSheet(document, problem, parent)


class PlaceholderSheet(QWidget):
    """Names the character and its game where the sheet will be."""

    check_requested = Signal(str, int)

    def __init__(self, document: Document, problem: str, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self._problem = problem
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        document.changed.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        lines = [self.document.title, self.document.system.name]
        if self._problem:
            lines.append(self.tr("The sheet could not be shown: {0}").format(self._problem))
        self.label.setText("\n".join(lines))
