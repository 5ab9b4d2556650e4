"""`make screenshots` is bounded: a shot that overruns stops the run naming itself, a window
in a shot never waits for an answer, and shots do not see each other's changes (the fights
shot's hit on a member once made the dashboard shot ask "Save changes?" offscreen, where
nobody can click, and the run hung)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))

import screenshots  # noqa: E402
from shot_limits import OVERRUN_EXIT, NoQuestions, ShotAsked  # noqa: E402


def _run(folder: Path, code: str) -> subprocess.CompletedProcess:
    script = folder / "shot.py"
    script.write_text(f"import sys\nsys.path.insert(0, {str(TOOLS)!r})\n{code}", encoding="utf-8")
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)


def test_a_stuck_shot_stops_the_run_saying_which_and_where(tmp_path):
    started = time.monotonic()
    done = _run(tmp_path, "import time\nfrom shot_limits import time_limit\n"
                "with time_limit('party dashboard', 1):\n    time.sleep(40)\n")
    assert done.returncode == OVERRUN_EXIT and time.monotonic() - started < 20
    assert "the shot 'party dashboard' did not finish within 1 s and was stopped" in done.stderr
    assert "time.sleep(40)" in done.stderr  # the line it was stuck on


def test_a_shot_done_in_time_leaves_nothing_to_go_off_later(tmp_path):
    done = _run(tmp_path, "import time\nfrom shot_limits import time_limit\n"
                "with time_limit('quick', 1):\n    pass\ntime.sleep(2.5)\nprint('still here')\n")
    assert done.returncode == 0 and done.stdout.strip() == "still here", done.stderr


def test_a_window_in_a_shot_refuses_to_ask_instead_of_waiting_for_a_click(qtbot, party_file):
    from sheetkeeper import api
    from sheetkeeper.ui.main_window import MainWindow

    window = MainWindow(asker=NoQuestions())
    qtbot.addWidget(window)
    window.open_paths([str(party_file)])
    party = window.parties.current()
    party.cards[0].document.apply(api.Action("xp.award", {"amount": 1, "reason": "a shot's edit"}))
    with pytest.raises(ShotAsked, match=r"asked a question nobody can answer offscreen: unsaved\("):
        window.parties.close(party)
    for document in party.all_documents():
        document.undo_stack.setClean()


def test_the_dashboard_shot_after_the_fights_shot_asks_nothing(qtbot, tmp_path, monkeypatch):
    run = tmp_path / "run"
    run.mkdir()
    monkeypatch.setattr(screenshots, "_RUN", run)
    screenshots.fights(tmp_path)  # hits a member of the sample party, and leaves it so
    screenshots.party_dashboard(tmp_path / "party-dashboard.png")  # NoQuestions: would raise
    assert (tmp_path / "party-dashboard.png").stat().st_size > 10_000
    assert len(list(run.iterdir())) == 2  # each shot had a copy of the samples of its own
