"""Sheets with long lists: each system's first sample with every list grown to ``rows`` rows.

A list's rows are the sample's own rows again, renamed ("Firearms 3"), so each new row is a
name off the game's list holding the sample's ranks: what a long custom skill list or a
hoarder's inventory looks like to the rules, with a finding on many rows; an empty list gets
the row type's default rows. The lists are copied in past the limits a file may hold
(Renaissance's 500 skills), so older code and this one are timed on the same sheets. The
ledger grows the same way, by awards.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, get_args

from pydantic import BaseModel

from sheetkeeper.core.ledger import Ledger, LedgerEntry
from sheetkeeper.core.places import ROW_NAMES
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character

AT = datetime(2026, 11, 21, tzinfo=UTC)


def _renamed(row: Any, n: int) -> Any:
    if isinstance(row, str):
        return f"{row} {n}"
    for key in ROW_NAMES:
        value = getattr(row, key, None)
        if isinstance(value, str) and value.strip():
            return row.model_copy(update={key: f"{value} {n}"})
    return row


def _row_type(model: type[BaseModel], field: str) -> Any:
    args = get_args(model.model_fields[field].annotation)
    return args[0] if args else None


def grown_list(model: type[BaseModel], field: str, rows: list, size: int) -> list:
    if not rows:
        kind = _row_type(model, field)
        if not (isinstance(kind, type) and issubclass(kind, BaseModel)):
            return rows
        try:
            rows = [kind()]
        except ValueError:
            return []
    return [rows[i] if i < len(rows) else _renamed(rows[i % len(rows)], i // len(rows))
            for i in range(size)]


def grown(character: Any, rows: int, *, ledger: int | None = None, only: dict | None = None) -> Any:
    """The character with each list ``rows`` long (``only``: these lists at these lengths)."""
    model = type(character)
    update: dict = {}
    for field in model.model_fields:
        value = getattr(character, field)
        if field in ("statuses", "status_effects", "affinities", "ledger") or not isinstance(value, list):
            continue
        if only is not None and field not in only:
            continue
        update[field] = grown_list(model, field, value, only[field] if only else rows)
    entries = list(character.ledger.entries)
    wanted = rows if ledger is None else ledger
    entries += [LedgerEntry(id=f"award{i}", at=AT, kind="xp.award", amount=1, reason=f"session {i}")
                for i in range(max(0, wanted - len(entries)))]
    update["ledger"] = Ledger(entries=entries)
    return character.model_copy(update=update)


def samples() -> dict[str, Any]:
    """Each system's first sample character, by system id."""
    return {s.id: load_character(s.samples[0]).character for s in all_systems()}


def packrat() -> Any:
    """The issue's large sheet: a Rainworld character with 400 skills, 500 items of gear and
    2,000 ledger entries; past the sample's own, each skill is a custom one holding ranks (a
    finding each)."""
    base = samples()["rainworld"]
    return grown(base, 0, ledger=2000, only={"skills": 400, "gear": 500})
