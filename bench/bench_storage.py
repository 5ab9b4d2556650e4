"""Save and load a character with 1,000 ledger entries and 500 inventory items."""

from __future__ import annotations

import os
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from sheetkeeper.core.inventory import Item
from sheetkeeper.core.ledger import Ledger, LedgerEntry
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character, save_character


def big_character(entries: int = 1000, items: int = 500):
    system = next(s for s in all_systems() if "inventory" in s.model.model_fields)
    base = system.rules.new("Packrat")
    at = datetime(2026, 11, 21, tzinfo=UTC)
    ledger = Ledger(entries=[
        LedgerEntry(id=f"e{i + 1}", at=at, kind="xp.award", amount=1, reason=f"session {i}")
        for i in range(entries)
    ])
    inventory = [Item(name=f"Item {i}", quantity=1 + i % 3) for i in range(items)]
    return base.model_copy(update={"ledger": ledger, "inventory": inventory})


def run(repeats: int = 20) -> dict:
    out = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.skchar"
        for entries in (250, 500, 1000):
            character = big_character(entries)
            saves, loads = [], []
            for _ in range(repeats):
                t = time.perf_counter()
                save_character(path, character, backup=False)
                saves.append(time.perf_counter() - t)
                t = time.perf_counter()
                load_character(path)
                loads.append(time.perf_counter() - t)
            out[entries] = (sorted(saves)[len(saves) // 2], sorted(loads)[len(loads) // 2])
        floor = _fsync_floor(Path(folder) / "floor.bin", path.read_bytes(), repeats)
    save_ms, load_ms = (v * 1000 for v in out[1000])
    linear = out[1000][1] / out[250][1]
    return {
        "save_ms": round(save_ms, 2),
        "fsync_floor_ms": round(floor * 1000, 2),
        "save_above_floor_ms": round(save_ms - floor * 1000, 2),
        "load_ms": round(load_ms, 2),
        "load_growth_1000_vs_250": round(linear, 2),
        "goals": {"save_ms": 50, "save_above_floor_ms": 50, "load_ms": 50,
                  "load_growth_1000_vs_250": 6.0},
    }


def _fsync_floor(path: Path, data: bytes, repeats: int) -> float:
    """The disk's own cost: write the same bytes to a new file, fsync, rename (median s)."""
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        temp = path.with_suffix(".tmp")
        with open(temp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
        times.append(time.perf_counter() - t)
    return sorted(times)[len(times) // 2]
