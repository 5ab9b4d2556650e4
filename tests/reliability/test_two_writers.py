"""Two programs saving one file: every save lands with nothing of the other's lost, or is
refused with ChangedOnDisk. Zero ledger lines lost silently, through the API and the CLI.

The short versions run in ``make test``; ``make stress`` runs 200 rounds each
(SHEETKEEPER_STRESS=1, marked slow).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from sheetkeeper import api

WRITER = Path(__file__).with_name("api_writer.py")
ROUNDS = 200 if os.environ.get("SHEETKEEPER_STRESS") else 10
MODES = [
    pytest.param("alternate", id="strict-alternation"),
    pytest.param("race", id="free-for-all"),
]


def _reasons(path: Path) -> list[str]:
    return [e.reason for e in api.load(path).character.ledger.entries]


def _fresh(tmp_path: Path) -> Path:
    path = tmp_path / "shared.skchar"
    api.save(api.new_character("lite", "Shared"), path)
    return path


def _writer(path: Path, name: str, mode: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(WRITER), str(path), name, str(ROUNDS), mode],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=os.environ.copy(),
    )


def _check(path: Path, reports: dict[str, dict]) -> None:
    lines = _reasons(path)
    assert len(lines) == len(set(lines)), "a line saved twice"
    for name, report in reports.items():
        mine = [line for line in lines if line.startswith(f"{name}-")]
        # Every save that returned is in the file, in order; nothing else of ours is.
        assert mine == report["landed"], f"{name}: lines lost or invented"
        assert not set(report["refused"]) & set(lines)


@pytest.mark.parametrize("mode", MODES)
def test_two_api_programs_never_lose_a_line_silently(tmp_path, mode):
    path = _fresh(tmp_path)
    writers = {name: _writer(path, name, mode) for name in ("A", "B")}
    if mode == "alternate":
        for process in writers.values():
            assert process.stdout.readline().strip() == "loaded"
        for _ in range(ROUNDS):
            for process in writers.values():
                process.stdin.write("go\n")
                process.stdin.flush()
                assert process.stdout.readline().strip() == "done"
    reports = {}
    for name, process in writers.items():
        process.stdin.close()
        out = process.stdout.read()  # what readline() may have buffered, and the rest
        assert process.wait(timeout=600) == 0
        reports[name] = json.loads(out.strip().splitlines()[-1])
    _check(path, reports)
    if mode == "alternate":
        # Each program's first save after the other's is refused, then lands on reloading.
        assert reports["A"]["landed"] == [f"A-{i}" for i in range(ROUNDS)]
        assert reports["B"]["landed"] == [f"B-{i}" for i in range(ROUNDS)]
        assert reports["B"]["raised"] == ROUNDS and reports["A"]["raised"] == ROUNDS - 1


def _cli(path: Path, line: str, force: bool = False) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "sheetkeeper.cli.main", "apply", str(path), "xp.award", "amount=1",
               f"reason={line}"] + (["--force"] if force else [])
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("mode", MODES)
def test_two_command_lines_never_lose_a_line_silently(tmp_path, mode):
    path = _fresh(tmp_path)
    rounds = ROUNDS if os.environ.get("SHEETKEEPER_STRESS") else 3  # a run starts a Python
    reports = {name: {"landed": [], "refused": []} for name in ("A", "B")}

    def run(name: str, i: int) -> None:
        line = f"{name}-{i}"
        done = _cli(path, line)
        if done.returncode == 0:
            reports[name]["landed"].append(line)
        else:
            assert done.returncode == 3, done.stderr
            assert "changed on disk by another program" in done.stderr
            reports[name]["refused"].append(line)

    if mode == "alternate":
        for i in range(rounds):
            run("A", i)
            run("B", i)
        assert not reports["A"]["refused"] and not reports["B"]["refused"]
    else:
        threads = [threading.Thread(target=lambda n=name: [run(n, i) for i in range(rounds)])
                   for name in reports]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    _check(path, reports)
