"""Atomic saves and backups: the original is untouched whenever anything fails."""

from __future__ import annotations

import os
import stat
import sys

import pytest

from sheetkeeper.storage import SaveError, load_character, save_character
from sheetkeeper.storage.backups import list_backups

needs_posix_permissions = pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0 and not os.environ.get("CI_FORCE_ROOT_PERMS"),
    reason="root ignores file permissions",
)


def test_save_keeps_rolling_backups(character, tmp_path):
    path = tmp_path / "hero.skchar"
    for n in range(8):
        save_character(path, character.model_copy(update={"notes": f"version {n}"}))
    backups = list_backups(path)
    assert len(backups) == 5
    assert "version 6" in backups[0].read_text(encoding="utf-8")


def test_no_temporary_files_are_left_behind(character, tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, character)
    save_character(path, character)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hero.skchar"]


def test_saving_onto_a_read_only_file_fails_and_keeps_it(character, tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, character)
    before = path.read_bytes()
    path.chmod(stat.S_IRUSR)
    try:
        with pytest.raises(SaveError, match="read-only"):
            save_character(path, character.model_copy(update={"notes": "changed"}))
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert path.read_bytes() == before


def test_saving_into_a_missing_folder_says_so(character, tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        save_character(tmp_path / "nowhere" / "hero.skchar", character)


def test_file_size_limit_gives_a_clear_error_and_keeps_the_original(character, tmp_path):
    """A child process with RLIMIT_FSIZE lowered below the file's size (a full disk)."""
    import subprocess
    import textwrap

    path = tmp_path / "hero.skchar"
    save_character(path, character)
    before = path.read_bytes()
    script = textwrap.dedent(
        f"""
        import resource, signal, sys
        from sheetkeeper.storage import load_character, save_character, SaveError
        c = load_character({str(path)!r}).character
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))
        try:
            save_character({str(path)!r}, c.model_copy(update={{"notes": "x" * 5000}}), backup=False)
        except SaveError as e:
            print(e.message)
            sys.exit(3)
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 3, result.stderr
    assert "disk is full" in result.stdout
    assert path.read_bytes() == before
    assert load_character(path).character == character
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hero.skchar"]
