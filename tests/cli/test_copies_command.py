"""``sheetkeeper copies FILE``: a sync folder's conflict copies listed, merged and deleted."""

from __future__ import annotations

import shutil

from sheetkeeper import api
from sheetkeeper.cli.main import main

from ..merge.helpers import ada, award, wound


def two_versions(tmp_path, mine_change, theirs_change):
    here = tmp_path / "ada.skchar"
    copy = tmp_path / "ada.sync-conflict-20261124-053125-6PL2XX6.skchar"
    api.save(ada(), here)
    shutil.copy(here, copy)
    api.save(mine_change(api.load(here).character), here)
    api.save(theirs_change(api.load(copy).character), copy)
    return here, copy


def test_lists_then_merges_a_clean_copy(tmp_path, capsys):
    here, copy = two_versions(tmp_path, lambda c: wound(c, 4), lambda c: award(c, 5, "Session 3", 60))
    assert main(["copies", str(here)]) == 0
    out = capsys.readouterr().out
    assert f"{copy.name} (Syncthing)" in out and "there: +5 XP — Session 3" in out
    assert "merges cleanly" in out and copy.exists()
    assert main(["copies", str(here), "--merge"]) == 0
    assert "merged into the file and deleted" in capsys.readouterr().out
    assert not copy.exists()
    hero = api.load(here).character
    assert hero.body.left == 4 and hero.ledger.xp_available == 15


def test_a_copy_with_conflicts_stays_until_a_side_is_taken(tmp_path, capsys):
    here, copy = two_versions(tmp_path, lambda c: wound(c, 4), lambda c: wound(c, 3))
    assert main(["copies", str(here), "--merge"]) == 1
    out = capsys.readouterr().out
    assert "conflict: Body: injury 2 → 4 here, 2 → 3 there" in out
    assert copy.exists() and api.load(here).character.body.left == 4
    assert main(["copies", str(here), "--merge", "--take", "theirs"]) == 0
    assert not copy.exists() and api.load(here).character.body.left == 3


def test_no_copies(tmp_path, capsys):
    api.save(ada(), tmp_path / "ada.skchar")
    assert main(["copies", str(tmp_path / "ada.skchar")]) == 0
    assert "no conflict copies" in capsys.readouterr().out


def test_a_copy_merged_already_is_said_so_and_deleted_by_merge(tmp_path, capsys):
    here, copy = two_versions(tmp_path, lambda c: wound(c, 4), lambda c: award(c, 5, "Session 3", 60))
    aside = tmp_path / "aside"
    aside.mkdir()
    shutil.copy(copy, aside / copy.name)  # what a merge in the app keeps when told to
    assert main(["copies", str(here), "--merge"]) == 0
    assert "merged into the file and deleted" in capsys.readouterr().out and not copy.exists()
    shutil.copy(aside / copy.name, copy)
    assert main(["copies", str(here)]) == 0
    out = capsys.readouterr().out
    assert f"{copy.name} (Syncthing)\n  merged already: it brings nothing new" in out
    assert "there:" not in out and copy.exists()
    assert main(["copies", str(here), "--merge"]) == 0
    assert not copy.exists() and api.load(here).character.ledger.xp_available == 15
