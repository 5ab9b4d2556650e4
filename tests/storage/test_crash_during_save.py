"""A process saving over and over is killed with SIGKILL at random moments; after every kill
the file loads and equals one of the versions that were saved, never a mix. With backups on,
every backup loads too, there are never more than the limit, and the temporary files the
kills left behind are cleaned up once they are stale, leaving nothing else touched.

``make test`` kills 200 times for characters and campaigns each; ``make stress`` 2,000.
"""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from sheetkeeper.core.campaign import Campaign, Member
from sheetkeeper.storage import load_campaign, load_character, save_campaign, save_character
from sheetkeeper.storage.backups import KEEP, backups_for
from sheetkeeper.storage.temp_files import remove_stale, target_of

KILLS = 2000 if os.environ.get("SHEETKEEPER_STRESS") else 200
BACKUP_KILLS = 2000 if os.environ.get("SHEETKEEPER_STRESS") else 100
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


def _version(base, n):
    return base.model_copy(update={"notes": f"version {n}\n" + "lorem ipsum " * (n % 50)})


def _kill_while_saving(save_forever, seed: int) -> None:
    rng = random.Random(seed)
    pid = os.fork()
    if pid == 0:  # the child saves until it is killed
        try:
            save_forever()
        finally:
            os._exit(0)
    time.sleep(rng.uniform(0.0005, 0.02))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def test_character_survives_sigkill_during_save(character, tmp_path):
    path = tmp_path / "hero.skchar"
    save_character(path, _version(character, 0), backup=False)
    last = 0
    for kill in range(KILLS):
        start = last + 1

        def save_forever(start=start):
            n = start
            while True:
                save_character(path, _version(character, n), backup=False)
                n += 1

        _kill_while_saving(save_forever, kill)
        loaded = load_character(path).character
        n = int(loaded.notes.split("\n")[0].removeprefix("version "))
        assert loaded == _version(character, n), f"kill {kill}: the file is a mix"
        assert n >= last, f"kill {kill}: an older version came back"
        last = n
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "hero.skchar"]
    assert all(name.endswith(".tmp") for name in leftovers)


def test_campaign_survives_sigkill_during_save(tmp_path):
    path = tmp_path / "party.skparty"

    def campaign(n):
        return Campaign(name=f"Party {n}", members=[Member(path=f"m{i}.skchar") for i in range(n % 40)])

    save_campaign(path, campaign(0))
    for kill in range(KILLS):

        def save_forever(kill=kill):
            n = kill
            while True:
                save_campaign(path, campaign(n))
                n += 1

        _kill_while_saving(save_forever, kill)
        loaded = load_campaign(path).campaign
        n = int(loaded.name.removeprefix("Party "))
        assert loaded == campaign(n), f"kill {kill}: the campaign file is a mix"


def test_backups_survive_sigkill_during_save_and_never_exceed_the_limit(character, tmp_path):
    """Each save first backs up the file it replaces. A kill in the middle of that copy must
    never leave a cut-short backup, nor one backup too many (the limit is KEEP)."""
    path = tmp_path / "hero.skchar"
    big = character.model_copy(update={"notes": "a long story. " * 14_000})  # a slow copy

    def version(n):
        return big.model_copy(update={"name": f"Hero {n}"})

    save_character(path, version(0))
    save_character(path, version(0))  # the first backup
    folder = backups_for(path)
    started = time.time()
    for kill in range(BACKUP_KILLS):

        def save_forever(kill=kill):
            n = kill * 1000
            while True:
                save_character(path, version(n))
                n += 1

        _kill_while_saving(save_forever, kill)
        load_character(path)
        backups = [p for p in folder.iterdir() if target_of(p.name) is None]
        assert len(backups) <= KEEP, f"kill {kill}: {len(backups)} backups kept, the limit is {KEEP}"
        for backup in backups:
            assert load_character(backup).character.notes == big.notes, f"kill {kill}: {backup.name} is broken"
    # The kills left temporary files, none older than the run; once stale (a day later, say)
    # they go, and only they.
    for where in (tmp_path, folder):
        temps = [p for p in where.iterdir() if target_of(p.name)]
        assert all(p.stat().st_mtime >= started - 1 for p in temps)
        others = sorted(p.name for p in where.iterdir() if not target_of(p.name))
        later = time.time() + 86_400
        assert sorted(remove_stale(where, now=later)) == sorted(temps)
        assert sorted(p.name for p in where.iterdir()) == others
