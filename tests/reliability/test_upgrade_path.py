"""Upgrade path: real files written by every released format version still open.

``tests/data/format<N>-<system>.skchar`` are files as SheetKeeper wrote them when format N
was current (one per game system). They are never edited: when the format or a system's
data version changes, the old files stay, a new ``format<N+1>-*`` set is added, and these
tests check that the old ones migrate forward. A file from a newer version opens read-only.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.storage import SaveError, load_character, save_character
from sheetkeeper.storage.envelope import FORMAT_VERSION, decode, encode

DATA = Path(__file__).resolve().parents[1] / "data"
OLD_FILES = sorted(DATA.glob("format*-*.skchar"))
NAME = re.compile(r"format(\d+)-(.+)\.skchar")


def _parts(path: Path) -> tuple[int, str]:
    match = NAME.fullmatch(path.name)
    assert match, f"{path.name}: name it format<N>-<system>.skchar"
    return int(match[1]), match[2]


def test_every_system_has_a_file_of_the_current_format():
    """A new game system (or a new format) must leave a real file here."""
    have = {_parts(p) for p in OLD_FILES}
    missing = [s.id for s in all_systems() if (FORMAT_VERSION, s.id) not in have]
    assert not missing, f"add tests/data/format{FORMAT_VERSION}-<system>.skchar for {missing}"


def test_every_released_format_version_is_kept():
    versions = {_parts(p)[0] for p in OLD_FILES}
    assert versions == set(range(1, FORMAT_VERSION + 1))


@pytest.mark.parametrize("path", OLD_FILES, ids=[p.stem for p in OLD_FILES])
def test_an_old_file_opens_and_equals_a_fresh_load(path, tmp_path):
    version, system_id = _parts(path)
    envelope = json.loads(path.read_bytes())
    assert envelope["format_version"] == version and envelope["system"] == system_id
    system = get_system(system_id)
    opened = load_character(path)
    assert opened.read_only is None
    assert isinstance(opened.character, system.model)
    migrated = decode(path.read_bytes()).migrated_from
    assert migrated == (None if envelope["system_version"] == system.version else envelope["system_version"])
    if migrated is None and version == FORMAT_VERSION:
        # nothing is lost or invented on the way in: the character reads back field for field
        assert opened.character.model_dump(mode="json") == envelope["character"]
    # saved by this version and opened again, it is the same character
    copy = tmp_path / path.name
    save_character(copy, opened.character, backup=False)
    assert load_character(copy).character == opened.character
    system.rules.validate(opened.character)
    system.rules.derived(opened.character)
    system.rules.states(opened.character)


@pytest.mark.parametrize("path", OLD_FILES[:1], ids=[p.stem for p in OLD_FILES[:1]])
def test_a_file_from_a_newer_version_opens_read_only_and_is_kept(path, tmp_path):
    envelope = json.loads(path.read_bytes())
    envelope["format_version"] = FORMAT_VERSION + 1
    future = tmp_path / "future.skchar"
    future.write_text(json.dumps(envelope, ensure_ascii=False), encoding="utf-8")
    before = future.read_bytes()
    opened = load_character(future)
    assert opened.read_only and "newer SheetKeeper" in opened.read_only
    with pytest.raises(SaveError, match="newer SheetKeeper"):
        save_character(future, opened.character)
    assert future.read_bytes() == before


def test_current_files_are_written_in_the_current_format():
    system = all_systems()[0]
    envelope = json.loads(encode(system.rules.new("x")))
    assert envelope["format_version"] == FORMAT_VERSION
    assert envelope["system_version"] == system.version
