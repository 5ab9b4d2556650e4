"""Start-up and the parts around the window: command line, crash recovery after a real kill,
two windows on one file, the quit-after-paint benchmark switch, PDF export, Help."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui import recovery
from sheetkeeper.ui.about import rules_notes_text
from sheetkeeper.ui.application import start

HERE = Path(__file__).resolve().parent

# A real app process: opens the file, edits it, autosaves on its timer, then waits to be killed.
EDIT_AND_WAIT = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from sheetkeeper.core.actions import Action
from sheetkeeper.ui.main_window import MainWindow
window = MainWindow()
window.show()
tab = window.open_path(sys.argv[1])
tab.document.apply(Action("set", {"path": "name", "value": "Edited before the crash"}))
window.autosave_timer.setInterval(50)
app.exec()
"""

HOLD_LOCK = """
import sys
from sheetkeeper.ui.file_lock import FileLock
lock, holder = FileLock.acquire(sys.argv[1])
print("locked" if lock else "not locked", flush=True)
sys.stdin.read()
"""


def _child(code: str, *args: str) -> subprocess.Popen:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-c", code, *args], env=env, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )


def test_files_on_the_command_line_open_in_tabs(window, saved_file):
    start([str(saved_file), "-style=fusion"], window)
    assert [t.document.path for t in window.tabs()] == [saved_file]


def test_killed_app_leaves_autosave_that_next_start_restores(window, asker, saved_file):
    child = _child(EDIT_AND_WAIT, str(saved_file))
    try:
        deadline = time.monotonic() + 20
        while not recovery.entries() and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.05)
        assert recovery.entries(), child.stderr.read() if child.poll() is not None else "no autosave"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        child.stderr.close()
    assert load_character(saved_file).character.name == "Ada"

    asker.script("restore", "restore")
    start([str(saved_file)], window)  # the same file on the command line is not opened twice
    assert asker.kinds() == ["restore"]  # and the dead process's lock is not a conflict
    [tab] = window.tabs()
    assert tab.document.character.name == "Edited before the crash"
    assert tab.document.path == saved_file and tab.document.modified
    tab.document.undo_stack.undo()
    assert tab.document.character.name == "Ada"
    assert recovery.leftovers() == []


def test_a_file_open_in_another_app_process_is_detected(window, asker, saved_file):
    other = _child(HOLD_LOCK, str(saved_file))
    try:
        assert other.stdout.readline().strip() == "locked"
        asker.script("locked", "read_only")
        tab = window.open_path(saved_file)
        assert asker.kinds() == ["locked"]
        assert "another SheetKeeper window" in tab.banner_text.text()
        assert not window.menu_actions["save"].isEnabled()
    finally:
        other.communicate("")
    window.close_tab(tab)
    assert window.open_path(saved_file) is not None  # the other process is gone: no question
    assert asker.kinds() == ["locked"]


def test_quit_after_paint_starts_and_exits_cleanly(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_QUIT_AFTER_PAINT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from sheetkeeper.app import run_app; sys.exit(run_app([]))"],
        env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr


FIRST_PAINT_COLLECTIONS = """
import gc, sys
from sheetkeeper.app import run_app
explicit = []  # collections started while the collector is off: someone called gc.collect()
gc.callbacks.append(lambda phase, info: phase == "start" and not gc.isenabled()
                    and explicit.append(info["generation"]))
code = run_app([])
print(gc.isenabled(), gc.get_freeze_count(), explicit)
sys.exit(code)
"""


def test_the_collector_resumes_after_the_first_paint_without_a_full_collection(tmp_path):
    """Start-up pauses the collector; at the first paint its objects are frozen out of the
    collector's way and it is switched back on, without scanning them all first (that held
    the window for 35-50 ms just after it appeared, for ~140 KB of garbage)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_QUIT_AFTER_PAINT": "1",
           "SHEETKEEPER_DATA_DIR": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", FIRST_PAINT_COLLECTIONS], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    enabled, frozen, explicit = done.stdout.split(maxsplit=2)
    assert enabled == "True" and int(frozen) > 10_000
    assert explicit.strip() == "[]"


def test_export_pdf_writes_the_current_character(window, asker, saved_file, tmp_path):
    window.open_path(saved_file)
    out = tmp_path / "ada.pdf"
    asker.script("save_path", out)
    assert window.export_pdf()
    assert out.read_bytes().startswith(b"%PDF")
    assert asker.kinds() == ["save_path", "confirm"]  # then offers to open it


def test_export_pdf_failure_is_reported(window, asker, saved_file, tmp_path):
    window.open_path(saved_file)
    assert not window.export_pdf(tmp_path / "no such folder" / "ada.pdf")
    kind, text = asker.asked[-1]
    assert kind == "error" and "does not exist" in text


def test_dice_roller_follows_the_current_tab_and_opens_requested_checks(window, saved_file, system):
    tab = window.open_path(saved_file)
    dock = window.dice.dock
    assert dock.document is tab.document and not dock.isVisibleTo(window)
    check = system.rules.checks(tab.document.character)[0]
    tab.sheet.check_requested.emit(check.id, 2)
    assert dock.isVisibleTo(window)
    window.close_tab(tab)
    assert dock.document is None


def test_rules_notes_come_from_docs_rules_or_say_there_are_none():
    for system in all_systems():
        path = HERE.parents[2] / "docs" / "rules" / f"{system.id}.md"
        text = rules_notes_text(system)
        if path.is_file():
            assert text == path.read_text(encoding="utf-8")
        else:
            assert system.name in text and "No rules notes" in text
