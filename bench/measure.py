"""Small timing helpers: medians and percentiles over repeated runs."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time


def run_process(args: list[str], env: dict[str, str] | None = None) -> float:
    """Wall time of one process from start to exit, in seconds."""
    start = time.perf_counter()
    subprocess.run(args, env={**os.environ, **(env or {})}, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    return time.perf_counter() - start


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


def python() -> str:
    return sys.executable


