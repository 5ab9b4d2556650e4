"""Two real Syncthing nodes share a party folder; the GM and a player edit the same character
while they are apart; when they meet again Syncthing keeps both versions (one as a conflict
copy) and SheetKeeper merges the copy in with nothing lost. Run by ``make sync-test``."""

from __future__ import annotations

import os
import shutil
import time

import pytest

from sheetkeeper import api

from ..merge.helpers import ada, award, wound
from .syncthing import Pair, contents

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("syncthing") is None, reason="syncthing is not installed"),
]


def test_both_machines_edit_one_character_apart_and_the_conflict_copy_merges(tmp_path, monkeypatch):
    started = time.monotonic()
    gm_data, player_data = tmp_path / "gm-data", tmp_path / "player-data"
    pair = Pair(tmp_path)
    try:
        pair.start()
        gm_file, player_file = pair.a.folder / "ada.skchar", pair.b.folder / "ada.skchar"

        # The GM creates Ada; the player's machine receives her and the player opens her.
        monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(gm_data))
        api.save(ada(), gm_file)
        pair.a.scan()
        pair.wait(lambda: player_file.is_file() and pair.in_step(), "Ada on the player's machine")
        monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(player_data))
        api.load(player_file)

        # Apart: the GM awards XP, the player marks a wound. The player saves last.
        pair.apart()
        monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(gm_data))
        api.save(award(api.load(gm_file).character, 5, "Session 3", minutes=60), gm_file)
        monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(player_data))
        api.save(wound(api.load(player_file).character, 4), player_file)
        now = time.time()
        os.utime(gm_file, (now - 60, now - 60))
        pair.a.scan()
        pair.b.scan()

        # Together again: Syncthing keeps both versions, one as a conflict copy, on both sides.
        pair.together()
        pair.wait(
            lambda: any(".sync-conflict-" in n for n in contents(pair.a.folder)) and pair.in_step(),
            "the conflict copy on both machines",
        )
        assert api.load(gm_file).character.body.left == 4  # the newer edit kept the name

        # On the GM's machine SheetKeeper finds the copy by its content and merges it in.
        monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(gm_data))
        [copy] = api.conflict_copies(gm_file)
        assert copy.tool == "Syncthing"
        file_merge = api.merge_copy(copy)
        assert file_merge.based_on_record and file_merge.merge.clean
        api.accept_merge(file_merge)
        merged = api.load(gm_file).character
        assert merged.body.left == 4
        assert [(e.kind, e.amount, e.reason) for e in merged.ledger.entries] == [
            ("xp.award", 10, "Session 1"), ("xp.award", 5, "Session 3"),
        ]

        # The merge and the removed copy reach the player.
        pair.a.scan()
        pair.wait(lambda: list(contents(pair.b.folder)) == ["ada.skchar"] and pair.in_step(),
                  "the merged file on the player's machine")
        monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(player_data))
        assert api.load(player_file).character == merged
    except Exception:
        print(pair.logs())
        raise
    finally:
        pair.stop()
    assert pair.a.process is None and pair.b.process is None
    assert time.monotonic() - started < 50
