"""A bug of the app's own, met while the user works: the user is told, in their words, what
they were doing, that their work is kept (a recovery copy of every unsaved change is written
at once) and where the log is; the error itself (its type, text and traceback) goes to that
log, never onto the screen."""

from __future__ import annotations

import logging
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ..paths import data_dir
from .accessible import plain
from .asker import titled_box

log = logging.getLogger(__name__)

LOG_NAME = "sheetkeeper.log"


def error_log() -> Path:
    """The log file: in the user's data folder, beside the backups."""
    return data_dir() / LOG_NAME


def keep_log() -> Path | None:
    """Write the app's warnings and errors to :func:`error_log` (a few hundred KB kept);
    None when the folder cannot be written (the errors then go to the terminal only)."""
    path = error_log()
    root = logging.getLogger()
    if any(isinstance(h, RotatingFileHandler) and Path(h.baseFilename) == path for h in root.handlers):
        return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=256_000, backupCount=1, encoding="utf-8")
    except OSError:
        return None
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    return path


def report_unexpected(kind, value, tb) -> None:
    """``sys.excepthook``: log the error, keep the work, tell the user; the app goes on."""
    text = "".join(traceback.format_exception(kind, value, tb))
    if isinstance(value, KeyboardInterrupt):
        sys.__stderr__.write(text)
        QCoreApplication.quit()
        return
    logged = keep_log()
    log.error("unexpected error:\n%s", text)
    if logged is None:
        sys.__stderr__.write(text)
    app = QApplication.instance()
    if app is None:
        return
    doing = _doing(app)
    kept = _keep_work(app)
    title = QCoreApplication.translate("Unexpected", "Something went wrong")
    box = titled_box(QMessageBox.Icon.Critical, title, message(doing, kept, logged),
                     app.activeWindow(), QMessageBox.StandardButton.Ok)
    box.exec()


def message(doing: str, kept: int | None, logged: Path | None) -> str:
    """What the user reads: what went wrong where, what became of their work, where the
    details are."""
    translate = QCoreApplication.translate
    if doing:
        what = translate("Unexpected", "SheetKeeper could not finish what you asked of it ({0}).").format(doing)
    else:
        what = translate("Unexpected", "SheetKeeper could not finish what you last asked of it.")
    if kept is None:
        work = translate("Unexpected", "Your open files are as they were before; save your work now.")
    elif kept:
        work = translate("Unexpected", "Nothing is lost: your unsaved changes were written to a "
                         "recovery copy, offered at the next start. Save your work, then check "
                         "what you last did.")
    else:
        work = translate("Unexpected", "Nothing is lost: every open file is saved. Check what "
                         "you last did.")
    if logged:
        where = translate("Unexpected", "The details are in the log file {0}; please send it "
                          "with a report of the problem.").format(logged)
    else:
        where = translate("Unexpected", "The details could not be written to a log file.")
    return f"{what}\n\n{work}\n\n{where}"


def _doing(app: QApplication) -> str:
    """What the user was working with: the name of the field or button that has focus."""
    widget: QWidget | None = app.focusWidget()
    if widget is None:
        return ""
    face = QAccessible.queryAccessibleInterface(widget)
    name = widget.accessibleName() or (face.text(QAccessible.Text.Name) if face is not None else "")
    return plain(name).replace("&", "").strip()


def _keep_work(app: QApplication) -> int | None:
    """Write a recovery copy of every unsaved change now; how many files hold one, None when
    a copy could not be written."""
    from .main_window import MainWindow

    kept = 0
    for window in app.topLevelWidgets():
        if not isinstance(window, MainWindow):
            continue
        try:
            window.autosave_now()
        except Exception:  # noqa: BLE001 - the box must still be shown
            log.exception("the recovery copy after an unexpected error failed")
            return None
        changed = [tab for tab in window.tabs() if tab.document.modified]
        if not all(tab.autosaver.exists for tab in changed):
            return None
        kept += len(changed)
        for view in window.parties.views():
            kept += view.campaign != view.saved_campaign
            kept += sum(d.modified for d in view.all_documents()
                        if d.path is None or window.tab_for(d.path) is None)
    return kept
