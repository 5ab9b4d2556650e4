"""Conflict copies beside a file: named like one, confirmed by content, merged, deleted."""

from __future__ import annotations

import shutil

import pytest

from sheetkeeper import api
from sheetkeeper.storage.versions import version_id

from .helpers import ada, award, wound

NAMES = [
    ("ada.sync-conflict-20261124-053125-6PL2XX6.skchar", "Syncthing"),
    ("ada (conflicted copy 2026-11-24 101500).skchar", "Nextcloud"),
    ("ada (Sam's conflicted copy 2026-11-24).skchar", "Dropbox"),
    ("ada-LAPTOP.skchar", "OneDrive"),
]


@pytest.mark.parametrize(("name", "tool"), NAMES)
def test_each_tools_copy_of_the_same_character_is_found(tmp_path, name, tool):
    api.save(ada(), tmp_path / "ada.skchar")
    api.save(wound(ada(), 5), tmp_path / name)
    found = api.conflict_copies(tmp_path / "ada.skchar")
    assert [(c.path.name, c.tool) for c in found] == [(name, tool)]


def test_a_copy_is_attributed_by_content_never_by_name_alone(tmp_path):
    api.save(ada(), tmp_path / "ada.skchar")
    api.save(api.new_character("rainworld", "Ada Smith"), tmp_path / "ada-smith.skchar")
    api.save(api.new_character("grimwire", "Ada"), tmp_path / "ada-GRIM.skchar")
    (tmp_path / "ada.sync-conflict-20261124-053125-6PL2XX6.skchar").write_text("not a sheet")
    (tmp_path / ".syncthing.ada.skchar.tmp").write_bytes((tmp_path / "ada.skchar").read_bytes())
    (tmp_path / "~ada.skchar.tmp").write_bytes((tmp_path / "ada.skchar").read_bytes())
    assert api.conflict_copies(tmp_path / "ada.skchar") == []


def test_a_renamed_character_is_still_known_by_its_shared_history(tmp_path):
    api.save(ada(), tmp_path / "ada.skchar")
    shutil.copy(tmp_path / "ada.skchar", tmp_path / "ada-LAPTOP.skchar")
    renamed = api.load(tmp_path / "ada-LAPTOP.skchar").character.model_copy(update={"name": "Ada K."})
    api.save(renamed, tmp_path / "ada-LAPTOP.skchar")
    assert [c.tool for c in api.conflict_copies(tmp_path / "ada.skchar")] == ["OneDrive"]


def test_a_copy_merges_from_the_version_both_last_agreed_on_and_is_deleted(tmp_path):
    here = tmp_path / "ada.skchar"
    copy = tmp_path / "ada.sync-conflict-20261124-053125-6PL2XX6.skchar"
    api.save(ada(), here)  # the version both machines had
    shutil.copy(here, copy)
    base_id = version_id(api.load(here).character.model_dump(mode="json"))
    api.save(award(api.load(here).character, 5, "Session 3", minutes=60), here)
    api.save(wound(api.load(copy).character, 4), copy)
    assert api.load(here).lineage[0] == base_id == api.load(copy).lineage[0]

    [found] = api.conflict_copies(here)
    file_merge = api.merge_copy(found)
    assert file_merge.based_on_record and file_merge.merge.clean
    api.accept_merge(file_merge)
    merged = api.load(here)
    assert merged.character.body.left == 4 and merged.character.ledger.xp_available == 15
    assert not copy.exists()
    assert api.conflict_copies(here) == []
    # The merged file descends from both sides: a later copy of either side finds its base.
    assert {base_id, version_id(file_merge.theirs.tree)} <= set(merged.lineage)


def test_a_conflicting_copy_is_not_written_until_each_conflict_is_chosen(tmp_path):
    here = tmp_path / "ada.skchar"
    copy = tmp_path / "ada (conflicted copy 2026-11-24 101500).skchar"
    api.save(ada(), here)
    shutil.copy(here, copy)
    api.save(wound(api.load(here).character, 4), here)
    api.save(wound(api.load(copy).character, 3), copy)
    file_merge = api.merge_copy(api.conflict_copies(here)[0])
    assert [str(c) for c in file_merge.merge.conflicts] == ["Body: injury 2 → 4 here, 2 → 3 there"]
    with pytest.raises(api.MergeProblem, match="1 conflict"):
        api.accept_merge(file_merge)
    assert copy.exists() and api.load(here).character.body.left == 4
    api.accept_merge(file_merge, file_merge.merge.resolve({"body.left": "theirs"}))
    assert api.load(here).character.body.left == 3 and not copy.exists()


def test_with_no_version_kept_here_every_difference_is_a_conflict(tmp_path, monkeypatch):
    here = tmp_path / "ada.skchar"
    copy = tmp_path / "ada-LAPTOP.skchar"
    api.save(ada(), here)
    shutil.copy(here, copy)
    api.save(award(api.load(here).character, 5, "Session 3", minutes=60), here)
    api.save(wound(api.load(copy).character, 4), copy)
    monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(tmp_path / "another-machine"))
    file_merge = api.merge_copy(api.conflict_copies(here)[0])
    assert not file_merge.based_on_record
    assert [c.key for c in file_merge.merge.conflicts] == ["body.left"]
    assert file_merge.merge.character.ledger.xp_available == 15


def test_party_copies_merge_too(tmp_path):
    from sheetkeeper.core.campaign import Campaign, Member

    here = tmp_path / "delta.skparty"
    copy = tmp_path / "delta.sync-conflict-20261124-053125-6PL2XX6.skparty"
    api.save_campaign(here, Campaign(name="Delta", members=[Member(path="ada.skchar")]))
    shutil.copy(here, copy)
    api.save_campaign(here, api.load_campaign(here).campaign.model_copy(update={"gm": "Sam"}))
    api.save_campaign(copy, api.load_campaign(copy).campaign.model_copy(
        update={"members": [Member(path="ada.skchar"), Member(path="bo.skchar")]}))
    file_merge = api.merge_copy(api.conflict_copies(here)[0])
    assert file_merge.based_on_record and file_merge.merge.clean
    api.accept_merge(file_merge)
    party = api.load_campaign(here).campaign
    assert party.gm == "Sam" and [m.path for m in party.members] == ["ada.skchar", "bo.skchar"]


def test_a_file_from_a_newer_sheetkeeper_is_not_merged_here(tmp_path):
    import json

    here = tmp_path / "ada.skchar"
    api.save(ada(), here)
    data = json.loads(here.read_text())
    data["format_version"] = 99
    newer = tmp_path / "ada-LAPTOP.skchar"
    newer.write_text(json.dumps(data))
    with pytest.raises(api.LoadError, match="newer SheetKeeper.*merge it with that version"):
        api.merge_copy(newer, into=here)


def test_a_broken_lineage_is_named(tmp_path):
    import json

    here = tmp_path / "ada.skchar"
    api.save(ada(), here)
    data = json.loads(here.read_text())
    data["saved_at"]["lineage"] = "abc"
    here.write_text(json.dumps(data))
    with pytest.raises(api.LoadError, match="'lineage' must be a list of version ids"):
        api.load(here)


def test_each_save_records_the_version_it_replaced(tmp_path):
    here = tmp_path / "ada.skchar"
    first, second = ada(), wound(ada(), 5)
    api.save(first, here)
    assert api.load(here).lineage == ()
    api.save(second, here)
    api.save(award(second, 1, "Bonus", minutes=5), here)
    ids = [version_id(c.model_dump(mode="json")) for c in (second, first)]
    assert list(api.load(here).lineage) == ids
    # Saving over another game's character starts a new lineage.
    api.save(api.new_character("grimwire", "Vex"), here)
    assert api.load(here).lineage == ()
