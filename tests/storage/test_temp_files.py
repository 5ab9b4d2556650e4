"""Temporary files left by killed saves: a save cleans up the stale ones of ours in its folder
(older than an hour, not held by a live save) and never touches anything else."""

from __future__ import annotations

import os
import time

import pytest

from sheetkeeper.storage import save_character
from sheetkeeper.storage.temp_files import STALE_AFTER, hold, remove_stale, target_of, temp_name

OURS = [".ada.skchar.0123abcd.tmp", ".party.skparty.ffffffff.tmp", ".ada.pdf.00000000.tmp"]
STRANGERS = [
    ".notes.txt.0123abcd.tmp",  # not a file we write
    ".ada.skchar.tmp",  # no random part
    "ada.skchar.0123abcd.tmp",  # not hidden
    ".ada.skchar.0123ABCD.tmp",  # not our hex
    ".ada.skchar.0123abcd.tmp.bak",
    "ada.skchar",
    "~ada.skchar.tmp",
]


def _age(path, seconds):
    old = time.time() - seconds
    os.utime(path, (old, old), follow_symlinks=False)


def test_temp_names_are_hidden_end_in_tmp_and_are_recognised_as_ours(tmp_path):
    name = temp_name(tmp_path / "ada.skchar")
    assert name.startswith(".ada.skchar.") and name.endswith(".tmp")
    assert target_of(name) == "ada.skchar"
    assert [target_of(n) for n in OURS] == ["ada.skchar", "party.skparty", "ada.pdf"]
    assert [target_of(n) for n in STRANGERS] == [None] * len(STRANGERS)


def test_a_save_removes_our_stale_temp_files_and_nothing_else(character, tmp_path):
    for name in OURS + STRANGERS:
        (tmp_path / name).write_bytes(b"half a save")
        _age(tmp_path / name, STALE_AFTER + 60)
    fresh = tmp_path / ".bob.skchar.12345678.tmp"
    fresh.write_bytes(b"a save under way")
    (tmp_path / ".dir.skchar.abcdef12.tmp").mkdir()  # our shape, but a folder
    _age(tmp_path / ".dir.skchar.abcdef12.tmp", STALE_AFTER + 60)
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("keep me")
    link = tmp_path / ".link.skchar.abcdef12.tmp"
    link.symlink_to(outside)
    _age(link, STALE_AFTER + 60)

    save_character(tmp_path / "hero.skchar", character)

    left = {p.name for p in tmp_path.iterdir()}
    assert not left & set(OURS)
    assert set(STRANGERS) | {fresh.name, ".dir.skchar.abcdef12.tmp", link.name, "hero.skchar"} <= left
    assert outside.read_text() == "keep me"


@pytest.mark.skipif(os.name != "posix", reason="flock")
def test_a_temp_file_held_by_a_live_save_is_kept_however_old(tmp_path):
    held = tmp_path / ".ada.skchar.0123abcd.tmp"
    fd = os.open(held, os.O_RDWR | os.O_CREAT)
    try:
        hold(fd)
        _age(held, STALE_AFTER * 10)
        assert remove_stale(tmp_path) == []
        assert held.exists()
    finally:
        os.close(fd)
    assert remove_stale(tmp_path) == [held]
