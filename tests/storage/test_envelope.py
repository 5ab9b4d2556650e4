"""Character files: deterministic envelopes, strict reading, clear errors, newer files kept."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from sheetkeeper.storage import LoadError, SaveError, load_character, save_character
from sheetkeeper.storage.envelope import FORMAT_VERSION, MAX_FILE_BYTES, encode

AT = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


def _envelope(character) -> dict:
    return json.loads(encode(character, AT))


def _write(path, data) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


def test_same_character_same_bytes(character):
    assert encode(character, AT) == encode(character.model_copy(deep=True), AT)
    text = encode(character, AT).decode("utf-8")
    assert character.name in text  # UTF-8, not \\u escapes
    assert text.endswith("}\n")


def test_save_then_load_is_identity(character, tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, character)
    opened = load_character(path)
    assert opened.character == character
    assert opened.read_only is None


def test_json_syntax_error_reports_line_and_column(tmp_path):
    path = tmp_path / "broken.skchar"
    path.write_text('{\n  "format": "sheetkeeper",\n  "system": oops\n}', encoding="utf-8")
    with pytest.raises(LoadError, match=r"line 3, column 13"):
        load_character(path)


def test_invalid_utf8_is_reported(tmp_path):
    path = tmp_path / "bytes.skchar"
    path.write_bytes(b'{"name": "\xff"}')
    with pytest.raises(LoadError, match="not UTF-8"):
        load_character(path)


def test_unknown_key_is_named_not_dropped(character, tmp_path):
    data = _envelope(character)
    data["character"]["favourite_colour"] = "green"
    path = tmp_path / "extra.skchar"
    _write(path, data)
    with pytest.raises(LoadError, match="character.favourite_colour: unknown key"):
        load_character(path)


def test_wrong_type_names_the_field_path(character, tmp_path):
    data = _envelope(character)
    data["character"]["name"] = {"first": "Ada"}
    path = tmp_path / "type.skchar"
    _write(path, data)
    with pytest.raises(LoadError, match=r"character\.name"):
        load_character(path)


def test_unknown_system_lists_the_known_ones(character, tmp_path):
    data = _envelope(character)
    data["system"] = "dragonworld"
    path = tmp_path / "sys.skchar"
    _write(path, data)
    with pytest.raises(LoadError, match="unknown game system 'dragonworld'"):
        load_character(path)


def test_oversized_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "huge.skchar"
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(LoadError, match="larger than 20 MB"):
        load_character(path)


def test_newer_file_opens_read_only_and_is_never_overwritten(character, tmp_path):
    data = _envelope(character)
    data["format_version"] = FORMAT_VERSION + 1
    path = tmp_path / "future.skchar"
    _write(path, data)
    before = path.read_bytes()
    opened = load_character(path)
    assert opened.read_only and "newer SheetKeeper" in opened.read_only
    with pytest.raises(SaveError, match="newer SheetKeeper"):
        save_character(path, opened.character)
    assert path.read_bytes() == before


def test_a_campaign_file_opened_as_a_character_says_so(tmp_path):
    path = tmp_path / "party.skchar"
    _write(path, {"format": "sheetkeeper-campaign", "format_version": 1, "campaign": {}})
    with pytest.raises(LoadError, match="campaign file"):
        load_character(path)


def test_missing_file_says_it_does_not_exist(tmp_path):
    with pytest.raises(LoadError, match="does not exist"):
        load_character(tmp_path / "nobody.skchar")


def test_failed_open_never_modifies_the_file(character, tmp_path):
    path = tmp_path / "bad.skchar"
    path.write_bytes(encode(character, AT)[:-40])
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(LoadError):
        load_character(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
