"""Start the desktop app: ``sheetkeeper [FILE...]``.

Start-up order matters for not losing work: first offer what a crash left behind, then open
the files named on the command line.

``SHEETKEEPER_QUIT_AFTER_PAINT=1`` quits once the main window has painted (start-up
benchmarks measure process start to first paint with it).
"""

from __future__ import annotations

import gc
import logging
import os
import signal
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..translate import language, set_language
from .main_window import MainWindow
from .settings import Settings
from .translator import install_translator, use_language_locale
from .unexpected import keep_log, report_unexpected

log = logging.getLogger(__name__)


def main(args: Sequence[str]) -> int:
    # A full disk or a lowered file-size limit must give a save error, not kill the process.
    if hasattr(signal, "SIGXFSZ"):
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "sheetkeeper", *args])
    app.setOrganizationName("SheetKeeper")
    app.setApplicationName("SheetKeeper")
    app.setApplicationDisplayName("SheetKeeper")
    app.setApplicationVersion(__version__)
    # Edit › Preferences; else the system's, read from the environment once: the app keeps
    # its language while it runs, and each word and percentage shown asked for it again
    set_language(Settings().language() or language())
    install_translator(app)
    use_language_locale()
    keep_log()
    sys.excepthook = report_unexpected
    window = start(app.arguments()[1:])
    after = [_resume_garbage_collection]
    if os.environ.get("SHEETKEEPER_QUIT_AFTER_PAINT") == "1":
        after.insert(0, QCoreApplication.quit)
    AfterFirstPaint(window, after)
    QTimer.singleShot(5000, _resume_garbage_collection)  # in case the window never paints
    return app.exec()


def start(files: Sequence[str], window: MainWindow | None = None) -> MainWindow:
    """Show the window, offer crash leftovers, then open ``files``."""
    window = window or MainWindow()
    window.show()
    if os.environ.get("SHEETKEEPER_QUIT_AFTER_PAINT") != "1":
        window.offer_recovery()
    files = [f for f in files if not f.startswith("-")]
    if not files and not window.settings.recent_files():
        # A fresh machine: show the sample party rather than an empty window.
        from ..storage.samples import sample_party

        if (party := sample_party()) is not None:
            files = [str(party)]
    window.open_paths(files)
    return window


def _resume_garbage_collection() -> None:
    """Switch the collector back on (``app.run_app`` paused it for start-up), after moving
    what start-up built out of its way (``gc.freeze``). No collection first: at the first
    paint it finds ~560 objects (~140 KB: functions and types made while importing) among
    90,000-130,000 live ones, and scanning them all held the window for 35-50 ms just after
    it appeared (BENCHMARKS.md). That little garbage is kept instead."""
    if gc.isenabled():
        return
    gc.freeze()
    gc.enable()


class AfterFirstPaint(QObject):
    """Run ``calls`` once, just after the window's first paint."""

    def __init__(self, window: MainWindow, calls) -> None:
        super().__init__(window)
        self.calls = list(calls)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            for call in self.calls:
                QTimer.singleShot(0, call)
        return False
