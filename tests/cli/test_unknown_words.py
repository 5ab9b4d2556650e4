"""A word that is neither a command nor an existing file is a usage error naming the commands
(exit 2), decided before Qt is imported, so it never opens a window nor needs a display."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = (
    "import sys; from sheetkeeper.cli.main import main; code = main(sys.argv[1:]); "
    "print('qt' if 'PySide6' in sys.modules else 'no qt'); sys.exit(code)"
)


def run(*args, display=False):
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)  # as on a server: a window here would abort
    return subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120, env=env)


def test_an_unknown_command_is_a_usage_error_naming_the_commands():
    result = run("frobnicate")
    assert result.returncode == 2, result.stderr
    assert "'frobnicate' is neither a command nor an existing file" in result.stderr
    for command in ("systems", "new", "show", "validate", "export"):
        assert command in result.stderr
    assert result.stdout.strip() == "no qt"
    assert "Traceback" not in result.stderr


def test_a_missing_file_among_files_is_a_usage_error_too(tmp_path):
    there = tmp_path / "there.skchar"
    there.write_text("{}")
    result = run(str(there), str(tmp_path / "typo.skchar"))
    assert result.returncode == 2 and "typo.skchar" in result.stderr
    assert result.stdout.strip() == "no qt"
