"""Run every benchmark, compare each figure with its goal, write bench/results.json and a table.

Each goal is a ratio against a floor measured in the same run, a percentile over many
repetitions, or an absolute bound the issue sets. Nothing here runs in ``make test``.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import bench_api  # noqa: E402
import bench_large_sheet  # noqa: E402
import bench_library  # noqa: E402
import bench_odds  # noqa: E402
import bench_pdf  # noqa: E402
import bench_situations  # noqa: E402
import bench_storage  # noqa: E402
import bench_ui  # noqa: E402

#: (group, key, goal, lower_is_better)
SUITES = [
    ("startup", bench_ui.startup),
    ("large_campaign", bench_ui.large_campaign),
    ("dashboard_scroll", bench_ui.dashboard_scroll),
    ("click_latency", bench_ui.click_latency),
    ("next_turn", bench_ui.next_turn),
    ("memory", bench_ui.memory),
    ("save_load", bench_storage.run),
    ("large_sheet", bench_large_sheet.run),
    ("odds", bench_odds.run),
    ("situations", bench_situations.run),
    ("api_reads", bench_api.run),
    ("library", bench_library.run),
    ("pdf", bench_pdf.run),
]


def _flat(figures: dict):
    """(key, value) pairs, with nested figures (start-up steps) as ``outer.inner``."""
    for key, value in figures.items():
        if isinstance(value, dict) and key != "goals":
            yield from ((f"{key}.{inner}", v) for inner, v in value.items())
        else:
            yield key, value


def _load() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):  # not on Windows
        return None


def compile_bytecode() -> None:
    """Write the package's bytecode first, as an installed copy has it (pip and PyInstaller
    compile at install time); otherwise every start-up run would compile ~150 modules from
    source when PYTHONDONTWRITEBYTECODE is set."""
    import compileall

    compileall.compile_dir(str(HERE.parent / "sheetkeeper"), quiet=1)
    compileall.compile_file(str(HERE / "floor_qt.py"), quiet=1)


def main() -> int:
    only = set(sys.argv[1:])
    compile_bytecode()
    results: dict = {
        "machine": {
            "platform": platform.platform(),
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            # Other work on a shared machine inflates every wall-clock figure: say how busy.
            "load_average_at_start": _load(),
        },
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    rows = []
    for name, fn in SUITES:
        if only and name not in only:
            continue
        started = time.perf_counter()
        try:
            figures = fn()
        except Exception as error:  # a broken benchmark is reported, the rest still run
            figures = {"error": f"{type(error).__name__}: {error}"}
        figures["seconds"] = round(time.perf_counter() - started, 1)
        results[name] = figures
        goals = figures.get("goals", {})
        for key, value in _flat(figures):
            if key in ("goals", "seconds"):
                continue
            goal = goals.get(key)
            met = "" if goal is None or not isinstance(value, int | float) else ("yes" if value <= goal else "NO")
            rows.append((name, key, value, goal if goal is not None else "", met))
    results["machine"]["load_average_at_end"] = _load()
    (HERE / "results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    width = max(len(f"{r[0]}.{r[1]}") for r in rows) + 2
    print(f"{'benchmark':<{width}}{'figure':>12}{'goal':>10}  met")
    for group, key, value, goal, met in rows:
        print(f"{group + '.' + key:<{width}}{value!s:>12}{goal!s:>10}  {met}")
    missed = [r for r in rows if r[4] == "NO"]
    print(f"\n{len(rows) - len(missed)} figures within their goals, {len(missed)} missed")
    print(f"load average (1 min) at start {results['machine']['load_average_at_start']}, "
          f"at end {results['machine']['load_average_at_end']}, on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
