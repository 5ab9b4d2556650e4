"""Opening a party reads each member once: the fingerprint (the change guard) and the version
come from the bytes read, the member's path is resolved once, and the versions of its members
are kept after the window has painted (``versions.keep_waiting``), not while it opens."""

from __future__ import annotations

import os
import shutil

import pytest

from sheetkeeper.core.campaign import Campaign, Member
from sheetkeeper.storage import load_campaign, save_campaign, save_character, versions
from sheetkeeper.storage.file_key import file_key, resolved_key
from sheetkeeper.storage.fingerprint import on_disk


def _party(tmp_path, character, count=3):
    names = []
    for n in range(count):
        names.append(f"m{n}.skchar")
        save_character(tmp_path / names[-1], character.model_copy(update={"name": f"Hero {n}"}), backup=False)
    party = tmp_path / "party.skparty"
    save_campaign(party, Campaign(name="Table", members=[Member(path=p) for p in names]))
    return party


def test_the_fingerprint_of_each_member_is_the_file_as_it_is_on_disk(tmp_path, character):
    opened = load_campaign(_party(tmp_path, character))
    for slot in opened.members:
        assert slot.opened.fingerprint == on_disk(slot.path)


def test_the_members_versions_wait_until_kept_and_are_all_kept_then(tmp_path, character):
    party = _party(tmp_path, character)
    shutil.rmtree(versions.versions_root())  # as on a machine that never saw these files
    opened = load_campaign(party)
    ids = [versions.version_id(slot.character.model_dump(mode="json")) for slot in opened.members]
    folder = versions.versions_root()
    assert versions.waiting() == 3
    assert not any((folder / f"{vid}.json").exists() for vid in ids)
    assert versions.keep_waiting() == 0
    assert all((folder / f"{vid}.json").is_file() for vid in ids)
    load_campaign(tmp_path / "party.skparty")
    versions.keep_waiting()  # seen before: nothing more is written
    assert len(list(folder.glob("*.json"))) == 4  # three members and the party


def test_a_resolved_members_key_is_its_file_key_however_the_path_was_spelled(tmp_path, character):
    party = _party(tmp_path, character, 1)
    (tmp_path / "sub").mkdir()
    spelled = tmp_path / "sub" / ".." / "m0.skchar"
    if hasattr(os, "symlink"):
        os.symlink(tmp_path / "m0.skchar", tmp_path / "link.skchar")
        spelled = tmp_path / "link.skchar"
    slot = load_campaign(party).members[0]
    assert resolved_key(slot.path) == file_key(slot.path) == file_key(spelled)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symlinks")
def test_a_member_named_by_a_link_is_its_real_file_whether_the_link_is_the_file_or_a_folder(tmp_path, character):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    save_character(elsewhere / "real.skchar", character, backup=False)
    party_folder = tmp_path / "party"
    party_folder.mkdir()
    os.symlink(elsewhere / "real.skchar", party_folder / "link.skchar")
    os.symlink(elsewhere, party_folder / "linked folder")
    party = party_folder / "party.skparty"
    save_campaign(party, Campaign(name="Table", members=[Member(path="link.skchar"),
                                                         Member(path="linked folder/real.skchar")]))
    opened = load_campaign(party)
    assert [slot.path for slot in opened.members] == [(elsewhere / "real.skchar").resolve()]  # one file, once
    assert opened.members[0].character is not None
