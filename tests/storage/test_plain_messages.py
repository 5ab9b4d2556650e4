"""Refusals in the user's words, naming where: never a library's wording."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from sheetkeeper import api
from sheetkeeper.storage import LoadError
from sheetkeeper.storage.envelope import encode


def test_a_lone_surrogate_in_a_name_on_disk_names_the_field_plainly(character, tmp_path):
    text = encode(character).decode("utf-8")
    path = tmp_path / "half.skchar"
    path.write_text(text.replace(json.dumps(character.name, ensure_ascii=False), '"Ada \\ud83d"', 1), encoding="utf-8")
    with pytest.raises(LoadError) as refused:
        api.load(path)
    message = str(refused.value)
    assert "character.name: holds a broken character (half of a surrogate pair)" in message
    assert "raw data" not in message


def test_a_lone_surrogate_in_a_new_name_names_the_field(character):
    with pytest.raises(ValueError, match=r"^name: holds a broken character") as refused:
        api.new_character(character.system, "Ada \ud83d")
    assert "pydantic" not in str(refused.value)


def test_cli_new_with_an_undecodable_name_is_a_plain_error(character, tmp_path):
    result = subprocess.run(
        [sys.executable.encode(), b"-m", b"sheetkeeper.cli.main", b"new", b"--system", character.system.encode(),
         b"--name", b"Ada \xff", b"-o", str(tmp_path / "x.skchar").encode()],
        capture_output=True, timeout=120,
    )
    assert result.returncode == 2
    assert b"name: holds a broken character" in result.stderr and b"Traceback" not in result.stderr


def test_a_cut_short_file_says_where_in_plain_words(character, tmp_path):
    raw = encode(character)
    path = tmp_path / "cut.skchar"
    path.write_bytes(raw[: raw.index(b'"name": "') + 9])
    with pytest.raises(LoadError) as refused:
        api.load(path)
    message = str(refused.value)
    assert "at at" not in message
    assert "Unterminated string starting at line" in message
