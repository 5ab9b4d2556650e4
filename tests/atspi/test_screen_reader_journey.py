"""The app on a real accessibility bus, read as a screen reader reads it (issue #39: "A
journey under a real AT-SPI bus reads the tree and the events of a roll and an undo, and
finds the result announced"). Run by ``make atspi-test``, not ``make test``.

An X server (Xvfb) with a window manager (openbox), a session bus (dbus-daemon) and the
accessibility bus (at-spi2-core's launcher); the app started on a Rainworld sample with Qt's
accessibility on; ``reader.py`` (the system's Python, with pyatspi) walks the tree, rolls,
marks a box through the track's own action, undoes with Ctrl+Z, and reports what it read
and heard.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sheetkeeper.paths import samples_dir

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHER = next((p for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher",
                             "/usr/lib/at-spi2/at-spi-bus-launcher") if Path(p).exists()), None)
NEEDED = {"Xvfb": shutil.which("Xvfb"), "openbox": shutil.which("openbox"), "xdotool": shutil.which("xdotool"),
          "dbus-daemon": shutil.which("dbus-daemon"), "at-spi-bus-launcher": LAUNCHER}


def _pyatspi() -> bool:
    return Path(SYSTEM_PYTHON).exists() and subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode == 0


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not all(NEEDED.values()), reason="needs xvfb openbox xdotool dbus at-spi2-core"),
    pytest.mark.skipif(not _pyatspi(), reason="needs python3-pyatspi for the system's python3"),
]


class Stack:
    """The processes started for one journey, stopped by their ids in reverse order."""

    def __init__(self) -> None:
        self.processes: list[subprocess.Popen] = []
        self.pids: list[int] = []

    def start(self, args, **kwargs) -> subprocess.Popen:
        process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
        self.processes.append(process)
        return process

    def stop(self) -> None:
        for pid in reversed(self.pids):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


def _free_display() -> int:
    return next(n for n in range(90, 190) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                and not Path(f"/tmp/.X{n}-lock").exists())


@pytest.fixture
def bus(tmp_path):
    stack = Stack()
    display = _free_display()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_", "AT_SPI"))}
    env.update(DISPLAY=f":{display}", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_RUNTIME_DIR=str(tmp_path / "run"), SHEETKEEPER_DATA_DIR=str(tmp_path / "sk"),
               SHEETKEEPER_LANGUAGE="en")
    (tmp_path / "run").mkdir(mode=0o700)
    try:
        stack.start(["Xvfb", f":{display}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], env=env)
        until = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{display}").exists() and time.monotonic() < until:
            time.sleep(0.1)
        stack.start(["openbox"], env=env)
        found = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                               capture_output=True, text=True, env=env, check=True).stdout.split()
        env["DBUS_SESSION_BUS_ADDRESS"], pid = found[0], int(found[1])
        stack.pids.append(pid)
        stack.start([LAUNCHER, "--launch-immediately"], env=env)
        time.sleep(1)
        yield env, stack
    finally:
        stack.stop()


def test_a_reader_reads_the_tracks_and_hears_a_roll_and_an_undo(bus, tmp_path):
    env, stack = bus
    sample = tmp_path / "rainworld-ilse-varga.skchar"
    shutil.copy2(samples_dir() / sample.name, sample)
    app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    app = stack.start([sys.executable, "-m", "sheetkeeper", str(sample)], env=app_env)
    time.sleep(4)
    assert app.poll() is None, "the app did not start"
    reader = subprocess.run([SYSTEM_PYTHON, str(HERE / "reader.py"), "SheetKeeper"], env=env,
                            capture_output=True, text=True, timeout=120)
    assert app.poll() is None, "the app died while read over the bus"
    assert reader.returncode == 0, reader.stderr
    read = json.loads(reader.stdout)
    assert "error" not in read, read["error"]

    tree = read["tree"]
    mind = next(s for s in tree["sliders"] if s["name"].startswith("Mind track"))
    assert mind["name"] == "Mind track: 2 trauma, 3 shock, 10 boxes"
    assert (mind["value"], mind["maximum"]) == (2, 10)
    assert {"Mark trauma", "Clear trauma", "Mark shock", "Clear shock"} <= set(mind["actions"])
    # A value the rules work out is read as itself, beside its caption (it was read as its
    # caption alone).
    labels = tree["labels"]
    assert "MV 5 per round, 10 sprinting" in labels and "Movement" in labels, labels

    # The roller's options, as Ctrl+Shift+D shows them: on screen (they once had no height)
    # and each named; no control the reader reaches is nameless.
    assert read["situation"]["height"] > 0 and read["situation"]["controls"], read["situation"]
    assert all(name.strip() for name in read["situation"]["controls"]), read["situation"]
    assert read["unnamed"] == [], read["unnamed"]

    heard = read["heard"]
    rolled = read["roll_log"][0].split("  ", 1)[1]  # "12:34  Aggro: ... success"
    assert rolled in heard, (rolled, heard)
    assert "Dice roller" in heard
    assert read["mind_after_mark"] == "Mind track: 2 trauma, 4 shock, 10 boxes"
    assert "Undid Mark 1 shock" in heard
    assert read["mind_after_undo"] == "Mind track: 2 trauma, 3 shock, 10 boxes"
    assert "Mind track: 2 trauma, 4 shock, 10 boxes" in read["names"]
