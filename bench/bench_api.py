"""What a script reads of a character: ``api.derived`` and ``api.states`` of the largest
sample (the largest file), median of many calls (goal ≤ 2 ms each), and the slowest sample's
figures beside them."""

from __future__ import annotations

import statistics
import time

from sheetkeeper import api


def _median_ms(fn, character, repeats: int) -> float:
    fn(character)  # the first call imports what it needs
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn(character)
        times.append(time.perf_counter() - t)
    return round(statistics.median(times) * 1000, 3)


def run(repeats: int = 300) -> dict:
    samples = [p for s in api.systems() for p in s.samples]
    largest = max(samples, key=lambda p: p.stat().st_size)
    character = api.load(largest).character
    out: dict = {
        "largest_sample": largest.name,
        "derived_largest_ms": _median_ms(api.derived, character, repeats),
        "states_largest_ms": _median_ms(api.states, character, repeats),
    }
    slowest = {"derived": 0.0, "states": 0.0}
    for path in samples:
        c = api.load(path).character
        slowest["derived"] = max(slowest["derived"], _median_ms(api.derived, c, repeats // 3))
        slowest["states"] = max(slowest["states"], _median_ms(api.states, c, repeats // 3))
    out["derived_slowest_sample_ms"] = slowest["derived"]
    out["states_slowest_sample_ms"] = slowest["states"]
    out["goals"] = {k: 2 for k in out if k.endswith("_ms")}
    return out
