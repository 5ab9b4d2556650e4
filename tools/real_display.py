"""Run a command in a real X server: Xvfb with a small window manager (openbox), so Qt's xcb
platform gets real windows with frames, focus and activation.

    python tools/real_display.py [--size 1600x1000] COMMAND [ARG...]

Xvfb picks a free display number itself (``-displayfd``) and listens on no TCP port. The
command runs with ``DISPLAY`` set, ``QT_QPA_PLATFORM=xcb`` and its own XDG folders (a saved
window geometry or recent file of one run never reaches the next); both servers are stopped
by their process ids when it ends. Where Xvfb or openbox is missing, the command runs on Qt's
offscreen platform instead, after saying which packages give it a real one. The command's
exit status is this script's.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

PACKAGES = ("xvfb openbox x11-utils libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 "
            "libxcb-render-util0 libxkbcommon-x11-0")
START_SECONDS = 20


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1600x1000", help="the screen, WIDTHxHEIGHT")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if not args.command:
        parser.error("no command given")
    env = dict(os.environ)
    with tempfile.TemporaryDirectory(prefix="sheetkeeper-display-") as home:
        for name in ("CONFIG", "DATA", "CACHE", "STATE"):
            folder = os.path.join(home, name.lower())
            os.mkdir(folder)
            env[f"XDG_{name}_HOME"] = folder
        runtime = os.path.join(home, "runtime")
        os.mkdir(runtime, 0o700)
        env["XDG_RUNTIME_DIR"] = runtime
        if not (shutil.which("Xvfb") and shutil.which("openbox")):
            print(f"No X server for the window tests (install {PACKAGES}): "
                  "they run on Qt's offscreen platform", flush=True)
            env["QT_QPA_PLATFORM"] = "offscreen"
            return _run(args.command, env)
        started: list[subprocess.Popen] = []
        try:
            display = _start_xvfb(args.size, env, started)
            env["DISPLAY"] = display
            env["QT_QPA_PLATFORM"] = "xcb"
            env.pop("WAYLAND_DISPLAY", None)
            _start_openbox(env, home, started)
            return _run(args.command, env)
        finally:
            for process in reversed(started):
                _stop(process)


def _run(command: list[str], env: dict) -> int:
    """The command, stopped with this script (a terminate or an interrupt is passed on, and
    the X server is stopped after it)."""
    child = subprocess.Popen(command, env=env)

    def pass_on(number, _frame) -> None:
        child.send_signal(number)

    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, pass_on)
    return child.wait()


def _start_xvfb(size: str, env: dict, started: list) -> str:
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp",
         "-noreset"],
        pass_fds=(write,), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    started.append(xvfb)
    os.close(write)
    with os.fdopen(read) as number:
        line = number.readline().strip()  # written once the server accepts clients
    if not line.isdigit():
        raise SystemExit(f"Xvfb did not start (exit status {xvfb.poll()})")
    return f":{line}"


def _start_openbox(env: dict, home: str, started: list) -> None:
    """openbox, and a wait until it manages the screen (it sets _NET_SUPPORTING_WM_CHECK)."""
    openbox = subprocess.Popen(
        ["openbox", "--sm-disable", "--config-file", _openbox_config(home)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    started.append(openbox)
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if openbox.poll() is not None:
            raise SystemExit(f"openbox stopped at start (exit status {openbox.returncode})")
        if _window_manager_running(env):
            return
        time.sleep(0.1)
    raise SystemExit("openbox did not take the screen in time")


def _window_manager_running(env: dict) -> bool:
    if shutil.which("xprop") is None:
        time.sleep(1.0)  # nothing to ask with: give it a moment
        return True
    found = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                           capture_output=True, text=True, check=False)
    return "window id" in found.stdout


def _openbox_config(home: str) -> str:
    """No desktops to switch, windows placed under the mouse-free default, and focus that
    follows new windows (a dialog opened by a key gets the keys that follow)."""
    path = os.path.join(home, "openbox.xml")
    with open(path, "w", encoding="utf-8") as out:
        out.write(
            '<?xml version="1.0"?>\n'
            '<openbox_config xmlns="http://openbox.org/3.4/rc">\n'
            "  <focus><focusNew>yes</focusNew><followMouse>no</followMouse></focus>\n"
            "  <placement><policy>Smart</policy><center>yes</center></placement>\n"
            "  <desktops><number>1</number></desktops>\n"
            "</openbox_config>\n"
        )
    return path


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
