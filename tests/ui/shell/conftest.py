"""Fixtures for the main-window tests: a game system, a saved character file, a window whose
questions are answered by a script instead of a person."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import save_character

_HERE = Path(__file__).resolve().parent


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"shell_{name}", _HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ScriptedAsker = _load("scripted_asker").ScriptedAsker


@pytest.fixture
def system():
    """A real registered game system whose GM awards XP (the window is the same for every game)."""
    systems = all_systems()
    assert systems, "no game system is registered"
    return next(s for s in systems if s.rules.award)  # the tests award XP to mark a change


@pytest.fixture
def saved_file(system, tmp_path) -> Path:
    """A real character file, saved through storage."""
    path = tmp_path / "ada.skchar"
    save_character(path, system.rules.new("Ada"), backup=False)
    return path


@pytest.fixture
def asker():
    return ScriptedAsker()


@pytest.fixture
def window(qtbot, asker, system):
    from PySide6.QtCore import QCoreApplication, QEvent

    from sheetkeeper.ui.main_window import MainWindow

    # Objects other test modules scheduled for deletion go now, not inside these tests' event
    # loops (a Document destroyed with unsaved steps reports an error from its undo stack).
    with qtbot.capture_exceptions():
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    win = MainWindow(asker=asker)
    asker.window = win
    yield win
    for tab in win.tabs():  # close without questions; leave no locks or recovery copies
        tab.document.undo_stack.setClean()
    win.close()
    win.deleteLater()
