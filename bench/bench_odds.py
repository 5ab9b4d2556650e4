"""Exact odds of every check on each sample sheet; Game Rules Lite pools up to 20 dice."""

from __future__ import annotations

import time

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character


def _fresh_caches() -> None:
    import gc

    for obj in gc.get_objects():
        clear = getattr(obj, "cache_clear", None)
        if callable(clear) and getattr(obj, "__module__", "").startswith("sheetkeeper"):
            clear()


def run(repeats: int = 20) -> dict:
    out: dict = {}
    for system in all_systems():
        character = load_character(system.samples[0]).character
        times = []
        for _ in range(repeats):
            _fresh_caches()
            t = time.perf_counter()
            for check in system.rules.checks(character):
                system.rules.odds(character, check.id)
            times.append(time.perf_counter() - t)
        out[f"{system.id}_sheet_ms"] = round(sorted(times)[len(times) // 2] * 1000, 3)
    try:
        from sheetkeeper.core.sixes import Hand, push_if_failed, success
    except ImportError:
        Hand = None
    if Hand is not None:
        times = []
        for _ in range(repeats):
            _fresh_caches()
            t = time.perf_counter()
            success(push_if_failed(Hand(base=8, skill=7, gear=5)))
            times.append(time.perf_counter() - t)
        out["lite_20_dice_push_ms"] = round(sorted(times)[len(times) // 2] * 1000, 3)
    out["goals"] = {k: (1 if k.startswith("lite_20") else 5) for k in out if k.endswith("_ms")}
    return out
