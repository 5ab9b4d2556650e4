"""The versions kept for merges: by content id, checked on the way back, pruned oldest first."""

from __future__ import annotations

import hashlib
import json
import os

from sheetkeeper.storage import versions


def test_a_version_comes_back_by_its_id_and_a_tampered_copy_does_not(tmp_path):
    content = {"name": "Ada", "body": {"left": 2}}
    vid = versions.remember(content)
    assert vid == versions.version_id({"body": {"left": 2}, "name": "Ada"})  # key order: same id
    assert versions.recall(vid) == content
    (versions.versions_root() / f"{vid}.json").write_text(json.dumps({"name": "Eve"}))
    assert versions.recall(vid) is None
    assert versions.recall("../../etc/passwd") is None


def test_the_oldest_copies_go_past_the_limit(monkeypatch):
    monkeypatch.setattr(versions, "KEEP", 3)
    monkeypatch.setattr(versions, "_pruned", set())
    ids = []
    for n in range(5):
        ids.append(versions.remember({"n": n}))
        os.utime(versions.versions_root() / f"{ids[-1]}.json", (1000 + n, 1000 + n))
    versions._pruned.clear()
    versions.remember({"n": 5})
    kept = {p.stem for p in versions.versions_root().glob("*.json")}
    assert kept == {*ids[3:], versions.version_id({"n": 5})}


def test_a_file_read_again_is_not_turned_into_content_again():
    made = []

    def content():
        made.append(1)
        return {"name": "Ada"}

    digest = hashlib.sha256(b"raw bytes of ada").hexdigest()
    versions.remember_read(digest, content)
    versions.remember_read(digest, content)
    assert made == [1]
    assert versions.recall(versions.version_id({"name": "Ada"})) == {"name": "Ada"}


def test_a_version_read_for_later_is_kept_by_keep_waiting_in_the_folder_it_was_read_for(tmp_path, monkeypatch):
    made = []

    def content():
        made.append(1)
        return {"name": "Bea"}

    vid = versions.version_id({"name": "Bea"})
    folder = versions.versions_root()
    versions.remember_read(hashlib.sha256(b"bea").hexdigest(), content, later=True)
    assert made == [] and versions.waiting() == 1
    assert not (folder / f"{vid}.json").exists()
    monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(tmp_path / "another machine"))
    assert versions.keep_waiting() == 0
    assert made == [1] and versions.waiting() == 0
    assert (folder / f"{vid}.json").is_file()
    assert not (tmp_path / "another machine").exists()


def test_asking_for_a_version_keeps_the_ones_still_waiting_first():
    versions.remember_read(hashlib.sha256(b"cai").hexdigest(), lambda: {"name": "Cai"}, later=True)
    assert versions.recall(versions.version_id({"name": "Cai"})) == {"name": "Cai"}
    assert versions.waiting() == 0
