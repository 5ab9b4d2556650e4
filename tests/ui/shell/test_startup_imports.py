"""What start-up imports: the app opens the sample party and paints its window without the
parts it does not show (the merge, PDF export, the full sheet, the dice roller, the dialogs).
Each is imported on first use; this keeps them off the first-paint path. The members'
versions, kept after the first paint, are all there when the process ends."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

from sheetkeeper.paths import samples_dir

PROBE = """
import atexit, json, sys
atexit.register(lambda: print(json.dumps(sorted(sys.modules))))
from sheetkeeper.cli.main import main
sys.exit(main(sys.argv[1:]))
"""

NOT_AT_START_UP = (
    "reportlab",
    "sheetkeeper.merge",
    "sheetkeeper.export",
    "sheetkeeper.ui.sheet.view",
    "sheetkeeper.ui.dice_roller",
    "sheetkeeper.ui.situation_form",
    "sheetkeeper.ui.merge_dialogs",
    "sheetkeeper.ui.disk_merge",
    "sheetkeeper.ui.wizard",
    "sheetkeeper.ui.export_dialog",
    "sheetkeeper.ui.party.session_wizard",
    "sheetkeeper.ui.party.initiative",
)


def test_opening_the_sample_party_imports_only_what_its_first_paint_needs(tmp_path):
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, tmp_path / path.name)
    party = next(tmp_path.glob("*.skparty"))
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_QUIT_AFTER_PAINT": "1",
           "SHEETKEEPER_DATA_DIR": str(data), "XDG_CONFIG_HOME": str(data / "config")}
    done = subprocess.run([sys.executable, "-c", PROBE, str(party)], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert "sheetkeeper.ui.party.card" in modules  # the party really opened, with its cards
    loaded = [m for m in modules if any(m == name or m.startswith(name + ".") for name in NOT_AT_START_UP)]
    assert loaded == []
    members = len(json.loads(party.read_text(encoding="utf-8"))["campaign"]["members"])
    assert members >= 2
    kept = list((data / "versions").glob("*.json"))
    assert len(kept) == members + 1  # every member and the party itself
