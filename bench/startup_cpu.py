"""Start-up in process CPU time (user + system), which other work on a shared machine disturbs
far less than the wall clock: the app opening a party to its first paint, alternated with the
floor (``floor_qt.py``), median of N runs each.

    python bench/startup_cpu.py [PARTY] [--runs N] [--source FOLDER] [--empty]

``--empty`` starts the app with no file (and a recent one, so not as on a fresh machine,
which is shown the sample party): the empty window. The wall clock is printed beside
(``…_wall_median_s``).

``--source`` runs the app from another copy of the source (``git worktree`` or ``git archive``
of an older commit), alternated with this one, to compare before and after in the same run.
Prints JSON. Figures, not goals; run by hand, not by ``make bench``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


WALL: dict[str, list[float]] = {}


def cpu_seconds(args: list[str], env: dict[str, str], cwd: Path = ROOT, name: str = "") -> float:
    """User + system CPU time of one child process run to its end (its wall clock kept
    under ``name``)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(args, env=env, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    WALL.setdefault(name, []).append(time.perf_counter() - started)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("party", nargs="?", type=Path,
                        default=next((ROOT / "resources" / "samples").glob("*.skparty")))
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--source", type=Path, help="another copy of the source to alternate with")
    parser.add_argument("--empty", action="store_true", help="no file: the empty window")
    options = parser.parse_args()
    trees = {"app": ROOT} | ({"other": options.source.resolve()} if options.source else {})
    times: dict[str, list[float]] = {name: [] for name in [*trees, "floor"]}
    with tempfile.TemporaryDirectory() as data:
        base = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETKEEPER_QUIT_AFTER_PAINT": "1",
                "SHEETKEEPER_DATA_DIR": data, "XDG_CONFIG_HOME": data}
        if options.empty:
            Path(data, "settings.ini").write_text(f"[General]\nrecent_files={Path(data) / 'kept.skchar'}\n")
        files = [] if options.empty else [str(options.party.resolve())]
        for _ in range(options.runs):
            for name, tree in trees.items():
                env = {**base, "PYTHONPATH": str(tree)}
                args = [sys.executable, "-m", "sheetkeeper.cli.main", *files]
                times[name].append(cpu_seconds(args, env, tree, name))
            times["floor"].append(cpu_seconds([sys.executable, str(HERE / "floor_qt.py")], base, name="floor"))
    medians = {name: round(statistics.median(values), 3) for name, values in times.items()}
    figures = {f"{name}_cpu_median_s": value for name, value in medians.items()}
    # The least is what the work itself costs when nothing else competed for the caches.
    figures |= {f"{name}_cpu_least_s": round(min(values), 3) for name, values in times.items()}
    for name in trees:
        figures[f"{name}_cpu_ratio"] = round(medians[name] / medians["floor"], 2)
        figures[f"{name}_cpu_above_floor_s"] = round(medians[name] - medians["floor"], 3)
    figures |= {f"{name}_wall_median_s": round(statistics.median(values), 3) for name, values in WALL.items()}
    figures["load_average"] = round(os.getloadavg()[0], 2)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
