"""Saving several files as one (a party and its members): all or nothing."""

from __future__ import annotations

import os

import pytest

from sheetkeeper.storage.fingerprint import on_disk
from sheetkeeper.storage.save_together import NotAllSaved, Planned, save_together


def _files(tmp_path, n=3):
    paths = []
    for i in range(n):
        path = tmp_path / f"f{i}.skchar"
        path.write_bytes(f"old {i}".encode())
        paths.append(path)
    return paths


def test_every_file_is_written_when_all_can_be(tmp_path):
    paths = _files(tmp_path)
    planned = [Planned(p, f"new {i}".encode(), on_disk(p)) for i, p in enumerate(paths)]
    save_together(planned)
    assert [p.read_bytes() for p in paths] == [b"new 0", b"new 1", b"new 2"]
    assert all(item.status == "saved" and item.written == on_disk(item.path) for item in planned)


def test_a_file_changed_since_it_was_read_stops_all_before_anything_is_written(tmp_path):
    paths = _files(tmp_path)
    planned = [Planned(p, b"new", on_disk(p)) for p in paths]
    paths[2].write_bytes(b"another program")
    with pytest.raises(NotAllSaved) as failure:
        save_together(planned)
    assert [item.status for item in failure.value.planned] == ["not written", "not written", "changed"]
    assert [p.read_bytes() for p in paths] == [b"old 0", b"old 1", b"another program"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_read_only_file_stops_all(tmp_path):
    paths = _files(tmp_path)
    os.chmod(paths[1], 0o444)
    with pytest.raises(NotAllSaved, match="read-only") as failure:
        save_together([Planned(p, b"new", on_disk(p)) for p in paths])
    assert failure.value.planned[1].status == "failed"
    assert [p.read_bytes() for p in paths] == [b"old 0", b"old 1", b"old 2"]
