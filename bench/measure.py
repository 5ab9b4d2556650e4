"""Small timing helpers: medians and percentiles over repeated runs."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

try:
    import resource
except ImportError:  # Windows: no CPU times of child processes
    resource = None

CPU_TIMES: dict[tuple[str, ...], list[float]] = {}
"""The processes' CPU time (user + system, seconds) of every run, by command: other work on
a shared machine inflates it far less than the wall clock (see ``cpu_times``)."""


def run_process(args: list[str], env: dict[str, str] | None = None) -> float:
    """Wall time of one process from start to exit, in seconds (its CPU time is kept in
    :data:`CPU_TIMES`)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN) if resource else None
    start = time.perf_counter()
    subprocess.run(args, env={**os.environ, **(env or {})}, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    wall = time.perf_counter() - start
    if before is not None:
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        CPU_TIMES.setdefault(tuple(args), []).append(cpu)
    return wall


def cpu_times(args: list[str]) -> list[float]:
    """The CPU time of each run of this command so far."""
    return CPU_TIMES.get(tuple(args), [])


def alternate(a: list[str], b: list[str], runs: int, env_a=None, env_b=None) -> tuple[list[float], list[float]]:
    ta, tb = [], []
    for _ in range(runs):
        ta.append(run_process(a, env_a))
        tb.append(run_process(b, env_b))
    return ta, tb


def median(values: list[float]) -> float:
    return statistics.median(values)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


def latencies(script: str, count: int, goal_p99_ms: float, *args: str) -> dict:
    """Run a latency script (``clicks.py``, ``roller.py``) in a child process, offscreen: it
    prints JSON lists of milliseconds by name; returns their p50 and p99, with the p99 goal.
    ``args`` follow the count on its command line (``clicks.py 1000 large``)."""
    out = subprocess.run(
        [sys.executable, str(Path(__file__).with_name(script)), str(count), *args],
        capture_output=True, text=True, timeout=600, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed")
    figures: dict = {}
    for name, values in json.loads(out.stdout).items():
        figures[f"{name}_p50_ms"] = round(percentile(values, 50), 2)
        figures[f"{name}_p99_ms"] = round(percentile(values, 99), 2)
    figures["goals"] = {k: goal_p99_ms for k in figures if k.endswith("p99_ms")}
    return figures


def python() -> str:
    return sys.executable


