"""Validation and the sheet model's blocks on sheets with long lists.

``run()`` (in ``make bench``): the issue's large sheet (a character with 400 skills, 500
items and 2,000 ledger entries; ``large_sheet.packrat``) validated and built into blocks,
opened by the app to its first paint (above the bare Qt window, as ``large_campaign``), and
for each game the growth:
the time to validate its first sample with every list 400 rows long over the time with 50
(linear is 8), all in the same run. Validation times are the thread's CPU time, medians
(the growth: the lowest of the runs at each size): other work on a shared machine barely
moves them.

    python bench/bench_large_sheet.py [--source FOLDER] [--rows 50,100,200,400,2000]

prints the same figures as JSON with validate's time at each row count for each game, and
with ``--source`` those of another copy of the source (``git archive`` of an older commit)
measured in the same run, in a child process each, one after the other. Clicks on the
large sheet (``python bench/clicks.py COUNT large [--source FOLDER]``): a track click and a
field edit, p99 ≤ 16 ms; a modifier change there recomputes the odds of its 404 checks
(no goal).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def _cpu_ms(task: Callable[[], object], repeats: int, best: bool = False) -> float:
    """The task's median thread CPU time, or with ``best`` its lowest (as ``timeit``
    advises for a ratio: the rest is other work on the machine getting in the way)."""
    task()  # caches filled (the game's lists, the form), as in use
    times = []
    for _ in range(repeats):
        started = time.thread_time()
        task()
        times.append(time.thread_time() - started)
    return (min(times) if best else median(times)) * 1000


def _repeats(rows: int) -> int:
    return 21 if rows <= 100 else 11 if rows <= 400 else 1


def validate_by_rows(rows: list[int], deadline_s: float = 60.0) -> dict[str, dict[int, float | None]]:
    """Milliseconds to validate each game's first sample with every list ``n`` rows long
    (the lowest of several runs);
    a size is skipped (None) where the last one, grown as the square of the rows, would take
    longer than the deadline (quadratic code at 2,000 rows takes minutes)."""
    from large_sheet import grown, samples

    from sheetkeeper import api

    out: dict[str, dict[int, float | None]] = {}
    for system, character in samples().items():
        out[system], last = {}, None
        for n in rows:
            if last is not None and last[1] * (n / last[0]) ** 2 > deadline_s * 1000:
                out[system][n] = None
                continue
            sheet = grown(character, n)
            out[system][n] = round(_cpu_ms(lambda s=sheet: api.validate(s), _repeats(n), best=True), 2)
            last = (n, out[system][n])
    return out


def packrat_ms() -> dict[str, float]:
    from large_sheet import packrat

    from sheetkeeper import api
    from sheetkeeper.core import names, places
    from sheetkeeper.core.paths import set_path
    from sheetkeeper.core.registry import get_system
    from sheetkeeper.forms.spec import form_for

    sheet = packrat()
    rules, form = get_system(sheet.system).rules, form_for(sheet.system)
    forgets = [getattr(m, "forget", lambda: None) for m in (places, names)]  # older copies keep none

    def anew() -> object:  # every place and name read again, as after a change of every list
        for forget in forgets:
            forget()
        return api.validate(sheet)

    def clicked() -> object:  # a track marked: every list as it was
        return api.validate(set_path(sheet, "body", sheet.body.mark("left")[0]))

    figures = {"validate_ms": round(_cpu_ms(anew, 21), 2),
               "validate_after_a_click_ms": round(_cpu_ms(clicked, 21), 2)}
    try:
        from sheetkeeper.sheet import build_sheet
    except ImportError:  # older copies of the source
        return figures
    figures["blocks_ms"] = round(_cpu_ms(lambda: build_sheet(form, sheet, rules), 11), 2)
    return figures


def first_paint(runs: int = 5) -> dict:
    """The app opening the large sheet to its first paint, alternated with the bare Qt
    window, wall clock and process CPU time (medians)."""
    import tempfile

    from bench_ui import ENV, _app
    from large_sheet import packrat
    from measure import alternate, cpu_times

    from sheetkeeper.storage import save_character

    floor = [sys.executable, str(HERE / "floor_qt.py")]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "packrat.skchar"
        save_character(path, packrat(), backup=False)
        env = {**ENV, "SHEETKEEPER_DATA_DIR": folder, "XDG_CONFIG_HOME": folder}
        ours, bare = alternate(_app(path), floor, runs, env, env)
        figures = {"open_above_floor_s": round(median(ours) - median(bare), 3)}
        if cpu_times(floor):
            figures["open_cpu_above_floor_s"] = round(
                median(cpu_times(_app(path))[-runs:]) - median(cpu_times(floor)[-runs:]), 3)
    return figures


CLICKED = ("track_click", "field_edit")
"""What the large sheet's clicks are held to (p99 16 ms); a modifier change there works out
the odds of the checks on view (the rest of the 404 after the repaint) and is shown without
a goal."""


def clicks(count: int = 200) -> dict:
    """``clicks.py COUNT large`` in a child process: track clicks, field edits (a key typed in
    the name) and modifier changes on the open large sheet, event to repaint."""
    from measure import latencies

    figures = latencies("clicks.py", count, 16, "large")
    figures["goals"] = {k: v for k, v in figures["goals"].items() if k.startswith(CLICKED)}
    return figures


def run() -> dict:
    by_rows = validate_by_rows([50, 400])
    clicked = clicks()
    return {
        **packrat_ms(),
        **first_paint(),
        "clicks": clicked,
        "growth_400_vs_50": {system: round(t[400] / t[50], 2) for system, t in by_rows.items()},
        "goals": {"validate_ms": 20, "open_above_floor_s": 1.0,
                  **{f"clicks.{k}": v for k, v in clicked.pop("goals").items()},
                  **{f"growth_400_vs_50.{system}": 10 for system in by_rows}},
    }


def _figures(rows: list[int]) -> dict:
    by_rows = validate_by_rows(rows)
    return {"large_sheet": packrat_ms(), "validate_ms_by_rows": by_rows,
            "growth_400_vs_50": {s: round(t[400] / t[50], 2) for s, t in by_rows.items()
                                 if t.get(400) and t.get(50)}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="another copy of the source, measured too")
    parser.add_argument("--rows", default="50,100,200,400,2000")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    rows = [int(n) for n in args.rows.split(",")]
    if args.child:
        print(json.dumps(_figures(rows)))
        return 0
    sources = {"this": HERE.parent, **({"other": args.source.resolve()} if args.source else {})}
    results = {}
    for name, folder in sources.items():  # one child process each, in turn
        env = {**os.environ, "PYTHONPATH": str(folder)}
        out = subprocess.run([sys.executable, __file__, "--child", "--rows", args.rows],
                             env=env, capture_output=True, text=True, check=True)
        results[name] = {"source": str(folder), **json.loads(out.stdout)}
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
