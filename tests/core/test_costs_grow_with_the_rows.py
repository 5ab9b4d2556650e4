"""Costs that grow with the rows, not with their square: validating a sheet (the rules'
findings, their places in words and on the form, the names folded against the game's lists)
and building the sheet model's blocks do twice the work for twice the rows.

The work is counted, not timed: every line of Python run (each turn of every loop), so the
figure is the same on a busy machine. Each sample of the five games has every
list grown to 1,000 and then 2,000 rows, each new row a name of the player's own with the
sample row's ranks, so most rows carry a finding.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pytest

from sheetkeeper import api
from sheetkeeper.core import names, places
from sheetkeeper.core.ledger import Ledger, LedgerEntry
from sheetkeeper.core.places import ROW_NAMES
from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms.spec import form_for
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character

ROWS = 1000
LINEAR = 2.2
"""Twice the rows may cost at most this many times the work (linear is 2, quadratic 4)."""


def _renamed(row: Any, n: int) -> Any:
    if isinstance(row, str):
        return f"{row} {n}"
    key = next((k for k in ROW_NAMES if isinstance(getattr(row, k, None), str) and getattr(row, k)), None)
    return row.model_copy(update={key: f"{getattr(row, key)} {n}"}) if key else row


def grown(character: Any, rows: int) -> Any:
    """Every list of the character ``rows`` long, and its ledger too: past the limits a file
    may hold (the rows are the sample's, the lists copied in without the model's bounds),
    since the shape is the code's whatever the limits."""
    update: dict[str, Any] = {}
    for name in type(character).model_fields:
        value = getattr(character, name)
        if not isinstance(value, list) or not value or name in ("statuses", "affinities", "status_effects"):
            continue
        update[name] = [value[i] if i < len(value) else _renamed(value[i % len(value)], i)
                        for i in range(rows)]
    at = datetime(2026, 11, 27, tzinfo=UTC)
    awards = [LedgerEntry(id=f"award{i}", at=at, kind="xp.award", amount=1, reason=f"session {i}")
              for i in range(rows)]
    update["ledger"] = Ledger(entries=[*character.ledger.entries, *awards])
    return character.model_copy(update=update)


@dataclass
class Work:
    lines: Counter[str] = field(default_factory=Counter)
    """Lines of Python run, by the function they are in ("core/places.py:of")."""
    calls: Counter[str] = field(default_factory=Counter)
    """Calls of each function."""

    @property
    def total(self) -> int:
        return sum(self.lines.values())

    def of(self, function: str) -> int:
        return sum(n for name, n in self.calls.items() if name.endswith(function))


def work(task: Callable[[], object]) -> Work:
    """What doing the task took, line by line."""
    done = Work()

    def trace(frame: Any, event: str, arg: Any) -> Callable[..., Any]:
        name = f"{frame.f_code.co_filename}:{frame.f_code.co_name}"
        if event == "call":
            done.calls[name] += 1
        else:
            done.lines[name] += 1
        return trace

    sys.settrace(trace)
    try:
        task()
    finally:
        sys.settrace(None)
    return done


def _sample(system: Any) -> Any:
    return load_character(system.samples[0]).character


@pytest.fixture(scope="module", params=[s.id for s in all_systems()])
def sheets(request):
    system = next(s for s in all_systems() if s.id == request.param)
    base = _sample(system)
    return system, grown(base, ROWS), grown(base, 2 * ROWS)


def test_every_list_of_the_sheets_is_2000_rows_long(sheets):
    system, _, big = sheets
    for name in type(big).model_fields:
        if isinstance(getattr(big, name), list) and getattr(_sample(system), name) and name != "statuses":
            assert len(getattr(big, name)) == 2 * ROWS, name
    assert len(big.ledger.entries) >= 2 * ROWS


def test_validating_twice_the_rows_is_twice_the_work(sheets):
    """Names are folded once per change too: a validation after the sheet changed folds
    each name at most once (places, the lists' findings and the form's words share them)."""
    system, small, big = sheets
    done = []
    for sheet in (small, big):
        api.validate(sheet)  # the caches (the game's lists, the form) filled, as in use
        names.fold.cache_clear()  # ... but every name new, as after a change
        places.forget()  # ... and every list, its rows' places read again
        names.forget()  # ... and its names
        done.append(work(lambda s=sheet: api.validate(s)))
        assert names.fold.cache_info().currsize == done[-1].of("core/names.py:fold")  # none twice
    for figure in ("total", "core/places.py:of", "core/names.py:fold"):
        counts = [d.total if figure == "total" else d.of(figure) for d in done]
        assert counts[1] <= LINEAR * counts[0], (figure, counts)
    if system.id == "rainworld":  # the case: custom skills with ranks, each a finding
        assert len(api.validate(big)) >= 2 * ROWS


def test_the_sheet_models_blocks_are_twice_the_work_for_twice_the_rows(sheets):
    system, small, big = sheets
    form = form_for(system.id)
    for sheet in (small, big):
        build_sheet(form, sheet, system.rules)
    done = [work(lambda s=sheet: build_sheet(form, s, system.rules)).total for sheet in (small, big)]
    assert done[1] <= LINEAR * done[0], done
