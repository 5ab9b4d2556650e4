"""A change reads the history again only when it changed the history.

The derived values (XP available), the findings (adjustments waiting) and the play strip
ask the history's balances on every change; a history of 2,000 entries is read once per list
of entries (``core/ledger.py: _read_entries``), so a track click reads it not at all. Counted,
not timed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from sheetkeeper import api
from sheetkeeper.core import ledger
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from counting import calls  # noqa: E402


def _sheet() -> Any:
    return load_character(get_system("rainworld").samples[0]).character


def test_a_track_click_reads_the_untouched_history_not_once():
    """The history's balances, hours and open adjustments are read once per list of entries:
    the derived values, the findings and the play strip ask them on every change."""
    sheet = _sheet()
    assert sheet.ledger.entries
    api.derived(sheet), api.validate(sheet)
    clicked = set_path(sheet, "body", sheet.body.mark("left")[0])
    assert clicked.ledger.entries is sheet.ledger.entries
    read = calls(lambda: (api.derived(clicked), api.validate(clicked)), ledger._read_entries.__code__)
    assert read == 0
    awarded = clicked.ledger.append("xp.award", 3, reason="a test")[0]
    after = set_path(clicked, "ledger", awarded)
    assert calls(lambda: api.derived(after), ledger._read_entries.__code__) == 1
    assert after.ledger.xp_available == clicked.ledger.xp_available + 3
