"""The .sklib file: versioned, saved atomically with a backup and a lineage, read as
carefully as a character, never overwritten when newer or changed on disk."""

from __future__ import annotations

import json

import pytest

from sheetkeeper import api
from sheetkeeper.core.library import add_row, new_library
from sheetkeeper.storage.backups import list_backups
from sheetkeeper.storage.envelope import encode
from sheetkeeper.storage.errors import ChangedOnDisk, LoadError, SaveError
from sheetkeeper.storage.library_file import FORMAT, encode_library, load_library, save_library


def _brp():
    library = new_library("brp", "Our table")
    library = add_row(library, "skills", {"name": "Climb", "category": "Physical", "base": 40})
    return add_row(library, "weapons", {"name": "Club", "skill": "Club", "damage": "1D6"})


def test_saved_and_read_back_the_same(tmp_path):
    path = tmp_path / "table.sklib"
    save_library(path, _brp())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["format_version"], data["system"]) == (FORMAT, 1, "brp")
    assert data["library"]["lists"]["skills"][0]["base"] == 40
    opened = load_library(path)
    assert opened.library == _brp()
    assert opened.read_only is None


def test_second_save_keeps_a_backup_and_names_the_version_it_replaced(tmp_path):
    path = tmp_path / "table.sklib"
    first = save_library(path, _brp())
    save_library(path, add_row(_brp(), "armour", {"name": "Leather", "points": 1}), expected=first)
    assert load_library(path).lineage  # the replaced version is named
    assert len(list_backups(path)) == 1


def test_a_file_changed_since_it_was_read_is_not_overwritten(tmp_path):
    path = tmp_path / "table.sklib"
    opened = api.save_library(_brp(), path)
    path.write_bytes(encode_library(new_library("brp", "Someone else's")))
    with pytest.raises(ChangedOnDisk):
        api.save_library(opened)
    assert load_library(path).library.name == "Someone else's"


def test_a_newer_library_opens_read_only_and_is_never_replaced(tmp_path):
    path = tmp_path / "table.sklib"
    data = json.loads(encode_library(_brp()))
    data["format_version"] = 9
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = load_library(path)
    assert "newer SheetKeeper (library format 9" in opened.read_only
    with pytest.raises(SaveError, match="never overwrites it"):
        save_library(path, _brp())


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["library"]["lists"]["skills"][0].update(base=-5),
     "skills, row 1: Base: must be at least 0"),
    (lambda d: d["library"]["lists"].update(spells=[]),
     "'spells' is no list a Basic Roleplaying library holds"),
    (lambda d: d.update(system="chess"), "unknown game system 'chess'"),
    (lambda d: d.update(extra=1), "unknown key 'extra' in the library file"),
])
def test_a_bad_file_is_refused_by_name_and_row(tmp_path, change, message):
    path = tmp_path / "bad.sklib"
    data = json.loads(encode_library(_brp()))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LoadError) as refused:
        load_library(path)
    assert message in str(refused.value)
    assert str(refused.value).startswith("bad.sklib: ")


def test_a_character_file_is_not_a_library(tmp_path):
    path = tmp_path / "ada.skchar"
    api.save(api.new_character("brp", "Ada"), path)
    with pytest.raises(LoadError, match="not a SheetKeeper library file"):
        load_library(path)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(format_version="one"), "'format_version' must be a whole number of at least 1"),
    (lambda d: d.update(system_version=0), "'system_version' must be a whole number of at least 1"),
    (lambda d: d.update(system=7), "'system' must name a game system"),
    (lambda d: d.update(system="x" * 60), "unknown game system 'xxxxxxxx"),
    (lambda d: d["saved_at"].update(lineage=["not an id!"]), "'lineage' must be a list of version ids"),
])
def test_a_librarys_envelope_is_read_as_a_characters_is(tmp_path, change, message):
    """One reader of an envelope's head for both files: the same problem, the same words."""
    said = []
    for name, raw in (("bad.sklib", encode_library(_brp())),
                      ("bad.skchar", encode(api.new_character("brp", "Ada")))):
        data = json.loads(raw)
        change(data)
        path = tmp_path / name
        path.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(LoadError) as refused:
            (load_library if name.endswith(".sklib") else api.load)(path)
        said.append(str(refused.value).removeprefix(f"{name}: "))
    assert said[0] == said[1] and said[0].startswith(message)
