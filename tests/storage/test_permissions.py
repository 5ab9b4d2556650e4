"""Saved files get the permissions any other program would give them: a new file 0o666 less
the umask (not the 0o600 of a temporary file), a replaced file the mode it had."""

from __future__ import annotations

import os
import stat
import sys

import pytest

from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.storage import save_character
from sheetkeeper.storage.atomic import write_atomic

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permission bits")


@pytest.fixture
def umask():
    """Set the process umask for one test and put the old one back."""
    old = os.umask(0o022)
    try:
        yield os.umask
    finally:
        os.umask(old)


def _mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_file_gets_0644_under_umask_022(character, tmp_path, umask):
    path = tmp_path / "hero.skchar"
    save_character(path, character)
    assert _mode(path) == 0o644


def test_a_new_file_follows_a_stricter_umask(tmp_path, umask):
    umask(0o077)
    path = tmp_path / "notes.json"
    write_atomic(path, b"{}")
    assert _mode(path) == 0o600


def test_a_replaced_file_keeps_its_mode(character, tmp_path, umask):
    path = tmp_path / "hero.skchar"
    save_character(path, character)
    path.chmod(0o640)
    save_character(path, character.model_copy(update={"notes": "changed"}))
    assert _mode(path) == 0o640
    path.chmod(0o600)
    write_atomic(path, b"private")
    assert _mode(path) == 0o600
    assert path.read_bytes() == b"private"


def test_a_new_pdf_gets_0644_under_umask_022(character, tmp_path, umask):
    path = tmp_path / "hero.pdf"
    export_pdf(character, path)
    assert _mode(path) == 0o644
    assert path.read_bytes().startswith(b"%PDF")
