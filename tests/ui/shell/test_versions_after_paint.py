"""A party's members are kept as versions (the bases of later merges) once the window has
painted, a few at a time between events, without waiting for a merge or the end."""

from __future__ import annotations

import shutil

from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import versions


def test_the_window_keeps_the_members_versions_after_it_painted(window, tmp_path, qtbot):
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, tmp_path / path.name)
    shutil.rmtree(versions.versions_root(), ignore_errors=True)
    window.show()
    qtbot.waitExposed(window)
    window.open_campaign(next(tmp_path.glob("*.skparty")))
    party = window.parties.current()
    members = len(party.all_documents())
    assert members >= 2 and versions.waiting() == members
    qtbot.waitUntil(lambda: versions.waiting() == 0, timeout=5000)
    ids = {versions.version_id(d.character.model_dump(mode="json")) for d in party.all_documents()}
    assert all((versions.versions_root() / f"{vid}.json").is_file() for vid in ids)
