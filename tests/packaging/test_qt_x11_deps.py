"""`make run` on a bare Debian or Ubuntu: the X11 libraries Qt's xcb plugin cannot find are
installed as root, or named with the command to install them. The script runs for real
against the installed PySide6; the system's ldd, id, apt-cache and apt-get are stand-ins
that report two libraries missing and record what would be installed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "linux" / "qt-x11-deps.sh"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")


def _tool(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    path.chmod(0o755)


def _run(tmp_path: Path, uid: int, missing: str) -> tuple[str, str]:
    tools = tmp_path / "bin"
    tools.mkdir()
    _tool(tools, "ldd", f'printf "%b" "{missing}"')
    _tool(tools, "id", f"echo {uid}")
    # Only the older name of the glib package exists in this release's archive.
    _tool(tools, "apt-cache", '[ "$2" != libglib2.0-0t64 ]')
    _tool(tools, "apt-get", f'echo "$@" >> {tmp_path / "apt.log"}')
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["sh", str(SCRIPT), sys.executable], capture_output=True, text=True,
                          env=env, timeout=60, check=True)
    log = tmp_path / "apt.log"
    return done.stdout, log.read_text(encoding="utf-8") if log.exists() else ""


MISSING = ("\\tlibxcb-cursor.so.0 => not found\\n\\tlibxkbcommon-x11.so.0 => not found\\n"
           "\\tlibglib-2.0.so.0 => not found\\n\\tlibc.so.6 => /lib/libc.so.6\\n")


def test_as_root_the_missing_libraries_packages_are_installed(tmp_path):
    said, installed = _run(tmp_path, 0, MISSING)
    assert "Installing libglib2.0-0 libxcb-cursor0 libxkbcommon-x11-0" in said
    assert installed.split() == ["install", "-y", "-q", "libglib2.0-0", "libxcb-cursor0", "libxkbcommon-x11-0"]


def test_otherwise_it_says_what_to_install(tmp_path):
    said, installed = _run(tmp_path, 1000, MISSING)
    assert installed == ""
    assert "sudo apt install libglib2.0-0 libxcb-cursor0 libxkbcommon-x11-0" in said


def test_nothing_missing_nothing_said(tmp_path):
    said, installed = _run(tmp_path, 0, "\\tlibc.so.6 => /lib/libc.so.6\\n")
    assert (said, installed) == ("", "")
