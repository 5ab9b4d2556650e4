"""A bug met while the user works: the box says what they were doing, that their work is
kept and where the log is, in their words; the exception's text and traceback go to the log
file, never onto the screen (issue #33)."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from sheetkeeper.paths import samples_dir
from sheetkeeper.ui.main_window import MainWindow
from sheetkeeper.ui.unexpected import error_log, keep_log, message, report_unexpected

SECRET = "KeyError: 'situation_modifiers' in _fold"


@pytest.fixture(autouse=True)
def _no_log_left():
    """The log handler a test installs goes with it (its folder is the test's)."""
    before = list(logging.getLogger().handlers)
    yield
    for handler in logging.getLogger().handlers:
        if handler not in before:
            logging.getLogger().removeHandler(handler)
            handler.close()


def _answer(seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        seen.append(box.text())
        box.accept()
    else:
        QTimer.singleShot(20, lambda: _answer(seen))


def test_a_bug_in_a_click_is_told_without_its_text_and_logged(qtbot, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", report_unexpected)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_paths([str(next(samples_dir().glob("brp*.skchar")))])
    tab = window.current_tab()
    tab.document.apply(_edit())
    assert tab.document.modified
    button = QPushButton("&Roll", window)
    button.show()

    def broken() -> None:
        raise KeyError(SECRET)

    button.clicked.connect(broken)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    seen: list[str] = []
    QTimer.singleShot(20, lambda: _answer(seen))
    try:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(seen))
        assert tab.autosaver.exists  # the unsaved change written at once
    finally:
        tab.document.undo_stack.undo()  # closing the window asks nothing
    text = seen[0]
    assert "(Roll)" in text, text
    assert "Nothing is lost" in text and "recovery copy" in text
    assert str(error_log()) in text
    assert "KeyError" not in text and "situation_modifiers" not in text and "Traceback" not in text
    logged = error_log().read_text(encoding="utf-8")
    assert SECRET in logged and "Traceback" in logged and "in broken" in logged


def _edit():
    from sheetkeeper.core.actions import Action

    return Action("set", {"path": "name", "value": "Renamed before the bug"}, label="Rename")


def test_the_work_not_kept_is_said(qapp):
    said = message("", None, error_log())
    assert "save your work now" in said and "Nothing is lost" not in said
    assert str(error_log()) in message("Roll", 0, error_log())
    assert "could not be written to a log file" in message("Roll", 2, None)


def test_the_log_is_kept_once(qapp):
    assert keep_log() == keep_log() == error_log()
    handlers = [h for h in logging.getLogger().handlers if getattr(h, "baseFilename", "") == str(error_log())]
    assert len(handlers) == 1
