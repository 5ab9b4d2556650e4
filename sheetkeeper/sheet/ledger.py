"""A ledger as the sheet shows it: its balances and its most recent rows, with the same
columns on screen and on paper (Date, Session, Amount, Reason, Balance)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..core.ledger import Ledger

RECENT_ENTRIES = 6
"""How many of the latest entries a sheet shows (the file keeps them all)."""
COLUMNS = ("Date", "Session", "Amount", "Reason", "Balance")
KINDS = {"xp": ("xp.award", "xp.spend"), "hours": ("hours.grant", "hours.spend")}


@dataclass(frozen=True)
class LedgerRow:
    date: str
    session: str
    amount: str
    """Signed: ``+3`` earned or granted, ``-2`` spent (a reversal turns the sign)."""
    reason: str
    """The reason, with what it was for in brackets: ``Raised Stealth (Stealth)``."""
    balance: str
    """What is left after this entry."""

    def cells(self) -> tuple[str, ...]:
        return (self.date, self.session, self.amount, self.reason, self.balance)


@dataclass(frozen=True)
class LedgerView:
    ledger: Literal["xp", "hours"]
    unit: str
    """``XP`` or ``hours``."""
    title: str
    totals: tuple[tuple[str, int], ...]
    """(``Earned``, 12), (``Spent``, 4), (``Available``, 8): the last one is what is left."""
    spent_on: tuple[tuple[str, int], ...]
    """Hours only: what the hours went on, by subject."""
    columns: tuple[str, ...]
    rows: tuple[LedgerRow, ...]
    """The most recent entries, newest first."""

    @property
    def left(self) -> int:
        return self.totals[-1][1]


def _signed(kind: str, reverses: str | None) -> int:
    sign = -1 if kind.endswith("spend") else 1
    return -sign if reverses else sign


def ledger_view(ledger: Ledger, which: Literal["xp", "hours"], title: str = "") -> LedgerView:
    if which == "hours":
        totals = (("Granted", ledger.hours_granted), ("Spent", ledger.hours_spent),
                  ("Remaining", ledger.hours_remaining))
        spent_on = tuple(sorted(ledger.hours_spent_on().items()))
    else:
        totals = (("Earned", ledger.xp_earned), ("Spent", ledger.xp_spent),
                  ("Available", ledger.xp_available))
        spent_on = ()
    balance, rows = 0, []
    for entry in ledger.entries:
        if entry.kind not in KINDS[which]:
            continue
        amount = _signed(entry.kind, entry.reverses) * entry.amount
        balance += amount
        reason = entry.reason + (f" ({entry.subject})" if entry.subject else "")
        rows.append(LedgerRow(entry.at.date().isoformat(), entry.session, f"{amount:+d}",
                              reason, str(balance)))
    recent = tuple(reversed(rows[-RECENT_ENTRIES:]))
    default = "Learning hours" if which == "hours" else "Experience"
    unit = "hours" if which == "hours" else "XP"
    return LedgerView(which, unit, title or default, totals, spent_on, COLUMNS, recent)
