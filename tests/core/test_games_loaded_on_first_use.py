"""A game's character model and rules are imported the first time they are asked for: the
registry lists every game by name without them, and asking one game for its rules imports
that game's alone. In a fresh process, so nothing imported before counts."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
from sheetkeeper.core.registry import all_systems, get_system
names = [(s.id, s.name, s.dice) for s in all_systems()]
def games():
    return sorted({m.split(".")[2] for m in sys.modules
                   if m.startswith("sheetkeeper.systems.") and m.endswith((".model", ".rules"))})
listed = games()
rules = get_system("lite").rules
again = get_system("lite").rules
print(json.dumps([names, listed, games(), rules is again, get_system("lite").model.__name__]))
"""


def test_listing_the_games_imports_none_and_asking_one_imports_it_alone():
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    names, listed, after, same, model = json.loads(done.stdout)
    assert len(names) == 5 and ["lite", "Game Rules Lite", "pool of d6, success on any six, one push"] in names
    assert listed == []
    assert after == ["lite"]
    assert same and model == "LiteCharacter"  # one Rules for the game, the model its own
