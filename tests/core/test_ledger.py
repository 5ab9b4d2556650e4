"""The ledger: append-only history, balances as sums, reversals that name their entry."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from sheetkeeper.core.ledger import Ledger

AT = datetime(2026, 11, 21, tzinfo=UTC)


def test_balances_are_sums_of_entries():
    ledger = Ledger()
    ledger, _ = ledger.append("xp.award", 10, reason="session 1", at=AT)
    ledger, _ = ledger.append("xp.spend", 5, subject="Stealth", at=AT)
    ledger, _ = ledger.append("hours.grant", 8, at=AT)
    ledger, _ = ledger.append("hours.spend", 5, subject="Quickdraw", at=AT)
    assert (ledger.xp_earned, ledger.xp_spent, ledger.xp_available) == (10, 5, 5)
    assert ledger.hours_remaining == 3
    assert ledger.hours_spent_on() == {"Quickdraw": 5}


def test_appending_never_changes_the_original():
    ledger = Ledger()
    new, entry = ledger.append("xp.award", 3, at=AT)
    assert ledger.entries == [] and new.entries == [entry]


def test_a_reversal_cancels_its_entry_and_cannot_repeat():
    ledger, award = Ledger().append("xp.award", 7, at=AT)
    ledger, reversal = ledger.reverse(award.id, at=AT)
    assert reversal.reverses == award.id
    assert ledger.xp_available == 0
    with pytest.raises(ValueError):
        ledger.reverse(award.id, at=AT)


def test_a_file_whose_reversal_points_nowhere_is_refused():
    data = {"entries": [{"id": "e1", "at": AT.isoformat(), "kind": "xp.award", "amount": 2, "reverses": "e9"}]}
    with pytest.raises(ValidationError, match="reverses"):
        Ledger.model_validate(data)


def test_running_balance_follows_each_entry():
    ledger, _ = Ledger().append("xp.award", 5, at=AT)
    ledger, _ = ledger.append("xp.spend", 3, at=AT)
    assert [balance for _, balance in ledger.running_xp()] == [5, 2]


kinds = st.sampled_from(["xp.award", "xp.spend", "hours.grant", "hours.spend", "event"])


@given(st.lists(st.tuples(kinds, st.integers(0, 50), st.sampled_from(["a", "b", ""])), max_size=30), st.data())
def test_balances_equal_the_signed_sum_and_reversals_undo_exactly(rows, data):
    ledger = Ledger()
    for kind, amount, subject in rows:
        ledger, _ = ledger.append(kind, amount, subject=subject, at=AT)
    xp = sum(a if k == "xp.award" else -a for k, a, _ in rows if k.startswith("xp"))
    hours = sum(a if k == "hours.grant" else -a for k, a, _ in rows if k.startswith("hours"))
    assert ledger.xp_available == xp
    assert ledger.hours_remaining == hours
    ids = [e.id for e in ledger.entries]
    for entry_id in data.draw(st.lists(st.sampled_from(ids), unique=True)) if ids else []:
        ledger, _ = ledger.reverse(entry_id, at=AT)
    if ids and all(any(e.reverses == i for e in ledger.entries) for i in ids):
        assert ledger.xp_available == 0 and ledger.hours_remaining == 0
    assert Ledger.model_validate(ledger.model_dump()) == ledger


def test_an_entry_taken_back_from_between_others_leaves_no_id_to_write_twice():
    """An undo takes a step's own entry out of the history, a later one staying (e2 gone, e3
    kept): the next entry is written under an id no entry holds."""
    ledger, _ = Ledger().append("xp.award", 3, reason="first")
    ledger, taken = ledger.append("xp.award", 2, reason="the session's")
    ledger, _ = ledger.append("xp.award", 1, reason="since")
    kept = Ledger(entries=[e for e in ledger.entries if e.id != taken.id])
    after, entry = kept.append("xp.award", 4, reason="next")
    assert entry.id not in {e.id for e in kept.entries} and after.xp_earned == 8
