"""Desktop benchmarks: start-up against a bare PySide6 window, a 500-member campaign (opening
it, and scrolling its dashboard), click latency on an open sheet, and memory with the sample
campaign open."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from measure import alternate, cpu_times, latencies, median, percentile

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENV = {"QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_QUIT_AFTER_PAINT": "1"}


def _sample_campaign() -> Path:
    return next((ROOT / "resources" / "samples").glob("*.skparty"))


def _app(*files: Path) -> list[str]:
    return [sys.executable, "-m", "sheetkeeper.cli.main", *map(str, files)]


def startup(runs: int = 10) -> dict:
    floor = [sys.executable, str(HERE / "floor_qt.py")]
    with tempfile.TemporaryDirectory() as data:
        env = {**ENV, "SHEETKEEPER_DATA_DIR": data, "XDG_CONFIG_HOME": data}
        ours, bare = alternate(_app(_sample_campaign()), floor, runs, env, env)
    with tempfile.TemporaryDirectory() as data:  # a recent file: not a fresh machine's sample party
        Path(data, "settings.ini").write_text(f"[General]\nrecent_files={Path(data) / 'kept.skchar'}\n")
        env = {**ENV, "SHEETKEEPER_DATA_DIR": data, "XDG_CONFIG_HOME": data}
        empty, empty_bare = alternate(_app(), floor, runs, env, env)
    figures = {
        "app_median_s": round(median(ours), 3),
        "floor_median_s": round(median(bare), 3),
        "ratio": round(median(ours) / median(bare), 2),
        # the window with no file (no game's model or rules imported): no goal of its own
        "empty_window_ratio": round(median(empty) / median(empty_bare), 2),
    }
    if cpu_times(floor):  # the same runs in process CPU time: steadier on a shared machine
        cpu_ours, cpu_bare = median(cpu_times(_app(_sample_campaign()))[-runs:]), median(cpu_times(floor)[-runs:])
        figures |= {"app_cpu_median_s": round(cpu_ours, 3), "floor_cpu_median_s": round(cpu_bare, 3),
                    "cpu_ratio": round(cpu_ours / cpu_bare, 2)}
    return {
        **figures,
        "goals": {"ratio": 2.0},
        "steps_ms": startup_steps(),
    }


def startup_steps(runs: int = 5, campaign: Path | None = None) -> dict:
    """Median milliseconds from the first line of Python to each start-up step (no goal:
    this says where the time goes)."""
    runs_marks = []
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_DATA_DIR": data, "XDG_CONFIG_HOME": data}
        for _ in range(runs):
            out = subprocess.run([sys.executable, str(HERE / "startup_steps.py"), str(campaign or _sample_campaign())],
                                 env=env, capture_output=True, text=True, check=True, timeout=120)
            runs_marks.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {step: round(median([m[step] for m in runs_marks]), 1) for step in runs_marks[0]}


def _big_campaign(folder: Path, members: int) -> Path:
    script = f"""
import sys
from pathlib import Path
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character, save_character, save_campaign
from sheetkeeper.storage.campaign_file import relative_member
folder = Path({str(folder)!r})
samples = [p for s in all_systems() for p in s.samples]
camp = Campaign(name="Big party")
rows = []
for i in range({members}):
    c = load_character(samples[i % len(samples)]).character
    c = c.model_copy(update={{"name": f"{{c.name}} {{i}}"}})
    path = folder / f"m{{i:04d}}.skchar"
    save_character(path, c, backup=False)
    rows.append(relative_member(folder / "big.skparty", path))
camp = camp.model_copy(update={{"members": rows}})
save_campaign(folder / "big.skparty", camp)
"""
    subprocess.run([sys.executable, "-c", script], check=True, timeout=600)
    return folder / "big.skparty"


def large_campaign(members: int = 500, runs: int = 5) -> dict:
    floor = [sys.executable, str(HERE / "floor_qt.py")]
    with tempfile.TemporaryDirectory() as folder:
        path = _big_campaign(Path(folder), members)
        env = {**ENV, "SHEETKEEPER_DATA_DIR": folder, "XDG_CONFIG_HOME": folder}
        times, bare = alternate(_app(path), floor, runs, env, env)
        cpu_above = (median(cpu_times(_app(path))[-runs:]) - median(cpu_times(floor)[-runs:])
                     if cpu_times(floor) else None)
        rss = _peak_rss(_app(path), env)
        steps = startup_steps(3, path)
    return {
        "members": members,
        "open_median_s": round(median(times), 3),
        "above_floor_s": round(median(times) - median(bare), 3),
        **({"cpu_above_floor_s": round(cpu_above, 3)} if cpu_above is not None else {}),  # CPU time, same runs
        "peak_rss_mb": round(rss, 1),
        # The dashboard paints with a screenful of cards and builds the rest just after.
        "steps_ms": {step: steps[step] for step in ("campaign_opened", "painted", "all_cards_built")},
        "goals": {"above_floor_s": 0.5, "peak_rss_mb": 300},
    }


def dashboard_scroll(members: int = 500, pages: int = 400) -> dict:
    """In a child process: page through the 500-member dashboard (every card built), each
    page timed from the scroll bar moving to the repaint completed (QElapsedTimer)."""
    with tempfile.TemporaryDirectory() as folder:
        path = _big_campaign(Path(folder), members)
        out = subprocess.run(
            [sys.executable, str(HERE / "scroll.py"), str(path), str(pages)],
            capture_output=True, text=True, timeout=600, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed")
    values = json.loads(out.stdout)["page_scroll"]
    return {
        "members": members,
        "page_scroll_p50_ms": round(percentile(values, 50), 2),
        "page_scroll_p99_ms": round(percentile(values, 99), 2),
        "goals": {"page_scroll_p99_ms": 16},
    }


def _peak_rss(args: list[str], env: dict) -> float:
    code = (
        "import resource, subprocess, sys, os;"
        f"subprocess.run({args!r}, env={{**os.environ, **{env!r}}}, check=True,"
        " stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL);"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=300)
    return float(out.stdout.strip())


def memory() -> dict:
    with tempfile.TemporaryDirectory() as data:
        env = {**ENV, "SHEETKEEPER_DATA_DIR": data, "XDG_CONFIG_HOME": data}
        rss = _peak_rss(_app(_sample_campaign()), env)
    return {"sample_campaign_peak_rss_mb": round(rss, 1), "goals": {"sample_campaign_peak_rss_mb": 200}}


def click_latency(clicks: int = 1000) -> dict:
    """In a child process: 1,000 clicks on track boxes and 1,000 modifier changes on an open
    sheet, each timed from the event to the repaint completed (QElapsedTimer)."""
    return latencies("clicks.py", clicks, 16)


def next_turn(steps: int = 300) -> dict:
    """In a child process: 300 clicks on an encounter's Next turn with 12 combatants, each
    timed from the click to the repaint completed; the issue's goal is 16 ms."""
    return latencies("next_turn.py", steps, 16)


if __name__ == "__main__":
    started = time.perf_counter()
    print(json.dumps({"startup": startup(3)}, indent=2), time.perf_counter() - started)
