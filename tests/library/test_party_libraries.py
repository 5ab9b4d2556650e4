"""A party names its libraries: files in the party folder, named in the party file by
relative path as members are, one a game; a party without one is written as before."""

from __future__ import annotations

import json

import pytest

from sheetkeeper import api
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.core.library import add_row, new_library
from sheetkeeper.storage import load_campaign, save_campaign
from sheetkeeper.storage.errors import SaveError
from sheetkeeper.storage.library_file import name_party_library, party_libraries


def test_a_party_without_libraries_writes_no_such_key(tmp_path):
    path = tmp_path / "party.skparty"
    save_campaign(path, Campaign(name="Lantern"))
    assert "libraries" not in json.loads(path.read_text(encoding="utf-8"))["campaign"]


def test_a_library_named_by_the_party_lives_in_its_folder_and_reads_back(tmp_path):
    path = tmp_path / "party.skparty"
    library = add_row(new_library("brp", "The Lantern's"), "skills", {"name": "Climb", "base": 40})
    campaign, where = name_party_library(path, Campaign(name="Lantern"), library)
    assert where == tmp_path / "brp-library.sklib"
    assert campaign.libraries == ["brp-library.sklib"]
    save_campaign(path, campaign)
    opened = load_campaign(path)
    found, problems = party_libraries(path, opened.campaign)
    assert problems == []
    assert found["brp"].library == library
    with pytest.raises(SaveError, match="keeps its Basic Roleplaying library here already"):
        name_party_library(path, opened.campaign, new_library("brp"))


def test_a_missing_library_is_said_and_never_stops_the_party(tmp_path):
    path = tmp_path / "party.skparty"
    save_campaign(path, Campaign(name="Lantern", libraries=["gone.sklib"]))
    opened = load_campaign(path)
    found, problems = party_libraries(path, opened.campaign)
    assert found == {}
    assert problems == ["gone.sklib: the file does not exist"]


def test_the_party_library_travels_and_merges_from_the_lineage(tmp_path):
    path = tmp_path / "party.skparty"
    campaign, where = name_party_library(path, Campaign(), add_row(new_library("brp"), "skills", {"name": "Climb"}))
    mine = api.load_library(where)
    copy = tmp_path / "brp-library.sync-conflict-20261127-120000-ABCDEFG.sklib"
    copy.write_bytes(where.read_bytes())
    theirs = api.load_library(copy)
    api.save_library(theirs.library.model_copy(update={"name": "theirs"}), copy, since=theirs)
    api.save_library(add_row(mine.library, "skills", {"name": "Dodge"}), where, since=mine)
    merged = api.merge_library_files(api.load_library(where), api.load_library(copy))
    assert merged.clean
    assert merged.library.name == "theirs"
    assert [r["name"] for r in merged.library.lists["skills"]] == ["Climb", "Dodge"]
