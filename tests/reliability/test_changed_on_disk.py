"""No silent overwrite through the API: a file changed since it was read is refused with
ChangedOnDisk, which carries both versions; ``force=True`` overwrites on purpose."""

from __future__ import annotations

import os

import pytest

from sheetkeeper import api
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.storage import save_character
from sheetkeeper.storage.envelope import encode
from sheetkeeper.storage.file_key import file_key


def _award(opened, reason):
    return opened.with_character(api.apply(opened.character, "xp.award",
                                           {"amount": 1, "reason": reason}).character)


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "ada.skchar"
    api.save(api.new_character("lite", "Ada"), path)
    return path


def test_load_edit_save_needs_no_extra_arguments(path):
    opened = api.load(path)
    opened = api.save(_award(opened, "one"))
    opened = api.save(_award(opened, "two"))  # the Opened returned knows what it wrote
    assert [e.reason for e in api.load(path).character.ledger.entries] == ["one", "two"]


def test_a_file_changed_since_it_was_read_is_refused_with_both_versions(path):
    mine = api.load(path)
    theirs = api.save(_award(api.load(path), "theirs"))  # another program, as far as `mine` knows
    before = path.read_bytes()
    with pytest.raises(api.ChangedOnDisk) as refused:
        api.save(_award(mine, "mine"))
    error = refused.value
    assert path.read_bytes() == before
    assert isinstance(error, api.SaveError) and "changed on disk" in error.message
    assert [e.reason for e in error.mine.ledger.entries] == ["mine"]
    assert error.theirs == theirs.character and error.theirs_bytes == before
    assert error.base == mine.character and error.mine_bytes != before


def test_force_overwrites_on_purpose(path):
    mine = api.load(path)
    api.save(_award(api.load(path), "theirs"))
    api.save(_award(mine, "mine"), force=True)
    assert [e.reason for e in api.load(path).character.ledger.entries] == ["mine"]


def test_a_character_saved_by_path_uses_what_this_program_last_read(path):
    opened = api.load(path)
    save_character(path, api.new_character("lite", "Rewritten elsewhere"))
    with pytest.raises(api.ChangedOnDisk):
        api.save(opened.character, path)
    with pytest.raises(api.ChangedOnDisk):
        api.save(opened.character, path, since=opened)


def test_a_file_never_read_is_created_but_not_replaced(tmp_path):
    path = tmp_path / "new.skchar"
    save_character(path, api.new_character("lite", "Somebody else's"))
    api.forget(path)
    with pytest.raises(api.ChangedOnDisk, match="created by another program"):
        api.save(api.new_character("lite", "Mine"), path)
    assert api.load(path).character.display_name == "Somebody else's"


def test_a_deleted_file_is_not_silently_recreated(path):
    opened = api.load(path)
    path.unlink()
    with pytest.raises(api.ChangedOnDisk, match="moved or deleted") as refused:
        api.save(opened)
    assert refused.value.deleted and refused.value.theirs is None
    assert not path.exists()


def test_another_spelling_of_the_same_path_is_the_same_file(path, tmp_path):
    (tmp_path / "sub").mkdir()
    link = tmp_path / "link.skchar"
    link.symlink_to(path)
    dotted = tmp_path / "sub" / ".." / "ada.skchar"
    assert file_key(link) == file_key(dotted) == file_key(path)
    opened = api.load(dotted)
    api.save(_award(api.load(link), "through the link"))
    with pytest.raises(api.ChangedOnDisk):
        api.save(_award(opened, "through .."))


def test_a_change_made_while_the_save_is_being_written_is_caught(path, monkeypatch):
    """The check runs again right before the rename: another program writing the file while
    ours is being flushed to disk still wins nothing silently."""
    opened = api.load(path)
    real_fsync, other = os.fsync, api.new_character("lite", "Written meanwhile")
    state = {"done": False}

    def fsync_with_a_rival(fd):
        real_fsync(fd)
        if not state["done"]:
            state["done"] = True
            path.write_bytes(encode(other))  # a program that takes no lock

    monkeypatch.setattr(os, "fsync", fsync_with_a_rival)
    with pytest.raises(api.ChangedOnDisk) as refused:
        api.save(_award(opened, "mine"))
    monkeypatch.undo()
    assert api.load(path).character == other == refused.value.theirs
    assert not [p for p in path.parent.iterdir() if p.suffix == ".tmp"]


def test_campaigns_are_guarded_the_same_way(tmp_path):
    path = tmp_path / "party.skparty"
    api.save_campaign(path, Campaign(name="Party"))
    opened = api.load_campaign(path)
    api.save_campaign(path, Campaign(name="Renamed elsewhere"), force=True)
    with pytest.raises(api.ChangedOnDisk) as refused:
        api.save_campaign(path, Campaign(name="Mine"), since=opened)
    assert refused.value.theirs == Campaign(name="Renamed elsewhere")
    assert refused.value.base == opened.campaign
    assert api.load_campaign(path).campaign.name == "Renamed elsewhere"
