"""The versions kept for merges: by content id, checked on the way back, pruned oldest first."""

from __future__ import annotations

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

    versions.remember_read(b"raw bytes of ada", content)
    versions.remember_read(b"raw bytes of ada", content)
    assert made == [1]
    assert versions.recall(versions.version_id({"name": "Ada"})) == {"name": "Ada"}
