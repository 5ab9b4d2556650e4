"""A process saving over and over is killed with SIGKILL at random moments; after every kill
the file loads and equals one of the versions that were saved, never a mix.

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

KILLS = 2000 if os.environ.get("SHEETKEEPER_STRESS") else 200
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
