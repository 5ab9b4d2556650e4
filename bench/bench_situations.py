"""The situation at the table: exact odds of every check of each sample with every option it
offers set away from its default (goal ≤ 5 ms a check), and a dice-roller option change timed
from the event to the repaint (goal p99 ≤ 8 ms, one frame at 120 Hz) in a child process."""

from __future__ import annotations

import time

from measure import latencies

from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.registry import all_systems
from sheetkeeper.core.situation import Option, only_applying
from sheetkeeper.storage import load_character


def _set(option: Option):
    """A value away from the default: the far end of a range, the last choice, the other
    state of a toggle, an opponent in the middle of the dice's range."""
    if option.kind == "toggle":
        return not option.default
    if option.kind == "choice":
        return option.choices[-1][0]
    if option.kind == "opponent":
        return 10 if (option.maximum or 0) <= 30 else 50
    if option.kind == "number":  # a modifier as a table calls one, not the far end of the range
        return 2 if (option.maximum is None or option.maximum >= 2) else option.minimum
    high = option.maximum if option.maximum is not None else 3
    return high if high != option.default else option.minimum


def every_option(rules, character, check_id: str) -> dict:
    """Every option that applies with the others set, dropping (last first) those the rules
    refuse in combination."""
    options = rules.situations(character, check_id)
    chosen = only_applying(options, {o.id: _set(o) for o in options})
    while chosen:
        try:
            rules.odds(character, check_id, situation=chosen)
            return chosen
        except Refusal:
            chosen.pop(next(reversed(chosen)))
    return chosen


def _fresh_caches() -> None:
    import gc

    for obj in gc.get_objects():
        clear = getattr(obj, "cache_clear", None)
        if callable(clear) and getattr(obj, "__module__", "").startswith("sheetkeeper"):
            clear()


def odds(repeats: int = 7) -> dict:
    out: dict = {}
    for system in all_systems():
        character = load_character(system.samples[0]).character
        situations = {c.id: every_option(system.rules, character, c.id) for c in system.rules.checks(character)}
        worst = []
        for _ in range(repeats):
            _fresh_caches()
            slowest = 0.0
            for check_id, chosen in situations.items():
                t = time.perf_counter()
                system.rules.odds(character, check_id, situation=chosen)
                slowest = max(slowest, time.perf_counter() - t)
            worst.append(slowest)
        out[f"{system.id}_every_option_worst_check_ms"] = round(sorted(worst)[len(worst) // 2] * 1000, 3)
        out[f"{system.id}_options_set"] = max((len(s) for s in situations.values()), default=0)
    out["goals"] = {k: 5 for k in out if k.endswith("_ms")}
    return out


def roller(changes: int = 600) -> dict:
    return latencies("roller.py", changes, 8)


def run() -> dict:
    figures = odds()
    rolled = roller()
    goals = {**figures.pop("goals"), **rolled.pop("goals")}
    return {**figures, **rolled, "goals": goals}
