"""What start-up imports: the app opens the sample party and paints its window without the
parts it does not show (the merge, PDF export, the full sheet, the dice roller, the dialogs).
Each is imported on first use; this keeps them off the first-paint path. The members'
versions, kept after the first paint, are all there when the process ends. The domain is
imported before PySide6, whose import hook would otherwise read the source of each of its
modules (``app.import_domain_before_qt``)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from sheetkeeper.paths import samples_dir

PROBE = """
import atexit, json, sys

class BeforeQt:
    modules = None

    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" and BeforeQt.modules is None:
            BeforeQt.modules = sorted(sys.modules)
        return None

sys.meta_path.insert(0, BeforeQt())
atexit.register(lambda: print(json.dumps([BeforeQt.modules, sorted(sys.modules)])))
from sheetkeeper.cli.main import main
sys.exit(main(sys.argv[1:]))
"""

DOMAIN = ("pydantic", "sheetkeeper.core", "sheetkeeper.systems", "sheetkeeper.forms", "sheetkeeper.sheet",
          "sheetkeeper.storage")
"""What the app imports before PySide6 (every module of these it imports at all)."""


def _within(module: str, names) -> bool:
    return any(module == name or module.startswith(name + ".") for name in names)

NOT_AT_START_UP = (
    "reportlab",
    "sheetkeeper.merge",
    "sheetkeeper.export",
    "sheetkeeper.ui.sheet.view",
    "sheetkeeper.ui.dice_roller",
    "sheetkeeper.ui.options_form",
    "sheetkeeper.ui.merge_dialogs",
    "sheetkeeper.ui.disk_merge",
    "sheetkeeper.ui.wizard",
    "sheetkeeper.ui.export_dialog",
    "sheetkeeper.ui.party.session_wizard",
    "sheetkeeper.ui.party.initiative",
    # a game's odds and rolls, on the first odds asked for (the dashboard shows none)
    "sheetkeeper.systems.grimwire.rolls",
    "sheetkeeper.systems.renaissance.checking",
    "sheetkeeper.systems.brp.table_odds",
    "sheetkeeper.systems.brp.table_roll",
    "sheetkeeper.systems.brp.plan",
    "sheetkeeper.systems.rainworld.reading",
    "sheetkeeper.systems.rainworld.plans",
    # a check's situation, on the first one asked for (the dice roller's options)
    "sheetkeeper.systems.brp.situations",
    "sheetkeeper.systems.grimwire.situations",
    "sheetkeeper.systems.renaissance.situations",
)


def _start(tmp_path, *files: Path) -> tuple[list[str], list[str]]:
    """(modules imported before PySide6, modules imported by the end)."""
    data = tmp_path / "data"
    if not files:  # a recent file: not a fresh machine, which is shown the sample party
        data.mkdir(exist_ok=True)
        (data / "settings.ini").write_text(f"[General]\nrecent_files={tmp_path / 'kept.skchar'}\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_QUIT_AFTER_PAINT": "1",
           "SHEETKEEPER_DATA_DIR": str(data), "XDG_CONFIG_HOME": str(data / "config")}
    done = subprocess.run([sys.executable, "-c", PROBE, *map(str, files)], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    before_qt, modules = json.loads(done.stdout.strip().splitlines()[-1])
    return before_qt, modules


def _start_on_the_sample_party(tmp_path) -> tuple[list[str], list[str], Path]:
    """(modules imported before PySide6, modules imported by the end, the party's path)."""
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, tmp_path / path.name)
    party = next(tmp_path.glob("*.skparty"))
    return *_start(tmp_path, party), party


GAMES = ("brp", "grimwire", "lite", "rainworld", "renaissance")


def _games_loaded(modules) -> set[str]:
    """The games whose character model or rules were imported."""
    return {game for game in GAMES for part in ("model", "rules") if f"sheetkeeper.systems.{game}.{part}" in modules}


def test_opening_the_sample_party_imports_only_what_its_first_paint_needs(tmp_path):
    _, modules, party = _start_on_the_sample_party(tmp_path)
    assert "sheetkeeper.ui.party.card" in modules  # the party really opened, with its cards
    loaded = [m for m in modules if _within(m, NOT_AT_START_UP)]
    assert loaded == []
    members = len(json.loads(party.read_text(encoding="utf-8"))["campaign"]["members"])
    assert members >= 2
    kept = list((tmp_path / "data" / "versions").glob("*.json"))
    assert len(kept) == members + 1  # every member and the party itself


def test_the_domain_is_imported_before_qt(tmp_path):
    before_qt, modules, _ = _start_on_the_sample_party(tmp_path)
    assert before_qt is not None and "PySide6" in modules
    assert "sheetkeeper.systems.rainworld.rules" in before_qt and "pydantic.main" in before_qt
    after_qt = [m for m in modules if _within(m, DOMAIN) and m not in before_qt]
    assert after_qt == []  # add them to app.import_domain_before_qt


def test_the_empty_window_imports_no_game(tmp_path):
    """A game's models and rules load when a file of it opens or the wizard picks it: the
    empty window knows the games by name only (the Rules Notes menu, the wizard's list)."""
    before_qt, modules = _start(tmp_path)
    assert "sheetkeeper.ui.main_window" in modules and "sheetkeeper.core.registry" in modules
    assert [m for m in modules if m.startswith("sheetkeeper.systems.") and m.count(".") > 2] == []
    assert before_qt is not None


def test_a_sheet_imports_its_own_game_only_and_before_qt(tmp_path):
    sheet = tmp_path / "dag.skchar"
    shutil.copy2(samples_dir() / "rainworld-dag-kessler.skchar", sheet)
    before_qt, modules = _start(tmp_path, sheet)
    assert "sheetkeeper.ui.sheet.view" in modules  # the sheet really opened
    assert _games_loaded(modules) == {"rainworld"}
    assert _games_loaded(before_qt) == {"rainworld"}


def test_a_party_imports_its_members_games(tmp_path):
    before_qt, modules, _ = _start_on_the_sample_party(tmp_path)
    assert _games_loaded(before_qt) == set(GAMES)  # the sample party has a member of each
