"""What SheetKeeper 0.1.0, the first release, does with the files this version writes.

0.1.0 refuses any envelope key it does not know before it looks at the format number, and
never reads ``saved_at``. So the lineage lives inside ``saved_at`` and the format number is 2:
0.1.0 opens such a file read-only, saying it was written by a newer SheetKeeper, and refuses
to save over it. These tests run 0.1.0's own code, taken from the project's history in a
separate process; without that history (a shallow clone, a source tarball) they are skipped.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.storage import save_campaign
from sheetkeeper.storage.campaign_file import relative_member

from ..merge.helpers import ada, award

RELEASE_0_1_0 = "7bb6ddffe7ab955b6711b0f8ebe72ee717aad48d"
"""The commit released as SheetKeeper 0.1.0 (the last of 2026-11-21, CHANGELOG's date)."""

ROOT = Path(__file__).resolve().parents[2]

READ = """
import json, sys
from pathlib import Path
from sheetkeeper import __version__
from sheetkeeper.storage.errors import LoadError, SaveError
from sheetkeeper.storage.files import load_character, save_character
from sheetkeeper.storage.campaign_file import load_campaign, save_campaign

path = Path(sys.argv[1])
out = {"version": __version__}
try:
    if path.suffix == ".skparty":
        opened = load_campaign(path)
        out["members"] = [slot.error or slot.opened.read_only for slot in opened.members]
        save = lambda: save_campaign(path, opened.campaign)
    else:
        opened = load_character(path)
        out["name"] = opened.character.name
        save = lambda: save_character(path, opened.character)
    out["read_only"] = opened.read_only
    try:
        save()
        out["saved"] = True
    except SaveError as error:
        out["save_refused"] = str(error)
except LoadError as error:
    out["refused"] = str(error)
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def release(tmp_path_factory) -> Path:
    """SheetKeeper 0.1.0's package, unpacked from the history."""
    try:
        found = subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{RELEASE_0_1_0}^{{commit}}"],
                               capture_output=True, timeout=30)
    except FileNotFoundError:
        pytest.skip("git is not installed: SheetKeeper 0.1.0 cannot be taken from the history")
    if found.returncode != 0:
        pytest.skip("SheetKeeper 0.1.0 is not in this clone's history (shallow clone or tarball)")
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", RELEASE_0_1_0, "sheetkeeper"],
                             capture_output=True, check=True, timeout=60).stdout
    folder = tmp_path_factory.mktemp("sheetkeeper-0.1.0")
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(folder, filter="data")
        else:  # our own history's files
            tar.extractall(folder)  # noqa: S202
    return folder


def _in_play():
    """Ada past creation: a character in creation carries ``in_creation``, which 0.1.0 does not
    know (see the last test)."""
    return ada().model_copy(update={"in_creation": False})


def _as_0_1_0(release: Path, path: Path) -> dict:
    """Open ``path`` in SheetKeeper 0.1.0, then save it back over itself."""
    env = {**os.environ, "PYTHONPATH": str(release)}
    done = subprocess.run([sys.executable, "-c", READ, str(path)], capture_output=True, text=True,
                          env=env, cwd=release, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["version"] == "0.1.0"
    return out


def test_a_character_with_a_lineage_opens_read_only_in_0_1_0_and_is_never_overwritten(release, tmp_path):
    path = tmp_path / "ada.skchar"
    api.save(_in_play(), path)
    api.save(award(_in_play(), 5, "Session 3", 60), path)  # a second save: the file has a lineage
    assert api.load(path).lineage
    before = path.read_bytes()

    seen = _as_0_1_0(release, path)
    assert seen["name"] == "Ada"
    assert seen["read_only"].startswith(
        "written by a newer SheetKeeper (file format 2; this version reads up to 1); opened read-only")
    assert "not saved: the file on disk was written by a newer SheetKeeper" in seen["save_refused"]
    assert path.read_bytes() == before


def test_a_party_with_a_lineage_opens_read_only_in_0_1_0_and_is_never_overwritten(release, tmp_path):
    member = tmp_path / "ada.skchar"
    api.save(_in_play(), member)
    api.save(award(_in_play(), 5, "Session 3", 60), member)
    party = tmp_path / "table.skparty"
    save_campaign(party, Campaign(name="Table", members=[relative_member(party, member)]))
    save_campaign(party, Campaign(name="Table", gm="Sam", members=[relative_member(party, member)]))
    before = party.read_bytes()

    seen = _as_0_1_0(release, party)
    assert seen["read_only"].startswith("written by a newer SheetKeeper (campaign format 2)")
    assert seen["members"] == [
        "written by a newer SheetKeeper (file format 2; this version reads up to 1); "
        "opened read-only so it is never overwritten"]
    assert "not saved: the file on disk was written by a newer SheetKeeper" in seen["save_refused"]
    assert party.read_bytes() == before


def test_why_not_a_key_of_its_own_0_1_0_refuses_a_key_it_does_not_know_whatever_the_format(release, tmp_path):
    """The layout before format 2 (a top-level ``lineage`` in format 1) and a bumped format
    number with that key both meet 0.1.0's unknown-key check first: refused, no word of a
    newer version. This version still reads that layout (its lineage too)."""
    path = tmp_path / "ada.skchar"
    api.save(_in_play(), path)
    api.save(award(_in_play(), 5, "Session 3", 60), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    lineage = data["saved_at"]["lineage"]
    data["saved_at"] = data["saved_at"]["at"]
    data = {**{k: v for k, v in data.items() if k != "character"}, "lineage": lineage,
            "character": data["character"]}
    for version in (1, 2):
        data["format_version"] = version
        path.write_text(json.dumps(data), encoding="utf-8")
        seen = _as_0_1_0(release, path)
        assert seen["refused"] == "ada.skchar: unknown key 'lineage' in the file's envelope"
        assert api.load(path).lineage == tuple(lineage)


def test_a_character_still_in_creation_is_refused_by_0_1_0_which_names_the_newer_version(release, tmp_path):
    """``in_creation`` is a field 0.1.0 does not know: it cannot open the file at all, but
    its message says first that a newer SheetKeeper wrote it."""
    path = tmp_path / "ada.skchar"
    api.save(ada(), path)
    assert api.load(path).character.in_creation
    seen = _as_0_1_0(release, path)
    assert seen["refused"].startswith(
        "ada.skchar: (written by a newer SheetKeeper (file format 2; this version reads up to 1)")
    assert "in_creation" in seen["refused"]
