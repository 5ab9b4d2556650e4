"""A ledger as the sheet shows it: its balances and its most recent rows, with the same
columns on screen and on paper (Date, Session, Amount, Reason, Balance).

Its words (headings, totals, titles, unit) are in the user's language (:mod:`..translate`);
``columns`` stay the English keys the renderers lay out by.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..core.courses import Course
from ..core.ledger import Ledger
from ..translate import translate

RECENT_ENTRIES = 6
"""How many of the latest entries a sheet shows (the file keeps them all)."""
RECENT_EVENTS = 12
"""How many a history (``ledger = "events"``) shows."""
COLUMNS = ("Date", "Session", "Amount", "Reason", "Balance")
"""The columns' keys; their headings are :func:`headings`."""
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
    ledger: Literal["xp", "hours", "events"]
    unit: str
    """``XP`` or ``hours``."""
    title: str
    totals: tuple[tuple[str, int], ...]
    """(``Earned``, 12), (``Spent``, 4), (``Available``, 8): the last one is what is left;
    a history has one, (``Entries``, n)."""
    spent_on: tuple[tuple[str, int], ...]
    """Hours only: what the hours went on, by subject."""
    columns: tuple[str, ...]
    """The keys of the columns, in English whatever the language (``Date`` ... ``Balance``)."""
    rows: tuple[LedgerRow, ...]
    """The most recent entries, newest first."""
    courses: tuple[Course, ...] | None = None
    """Hours only, where the game puts hours into courses instead of granting them (Basic
    Roleplaying): each course under way, hours spent of hours needed. The totals are then
    only what was spent, and a row's balance the hours on its course: never "hours left"."""

    @property
    def headings(self) -> tuple[str, ...]:
        """The columns' headings in the user's language."""
        return headings(self.columns)

    def cells(self, row: LedgerRow) -> tuple[str, ...]:
        """A row's cells under this view's columns (a history has no balance)."""
        return row.cells()[: len(self.columns)]

    @property
    def left(self) -> int:
        return self.totals[-1][1]


def headings(columns: tuple[str, ...]) -> tuple[str, ...]:
    names = {
        "Date": translate("LedgerView", "Date"),
        "Session": translate("LedgerView", "Session"),
        "Amount": translate("LedgerView", "Amount"),
        "Reason": translate("LedgerView", "Reason"),
        "Balance": translate("LedgerView", "Balance"),
    }
    return tuple(names[c] for c in columns)


def _signed(kind: str, reverses: str | None) -> int:
    sign = -1 if kind.endswith("spend") else 1
    return -sign if reverses else sign


def ledger_view(ledger: Ledger, which: Literal["xp", "hours", "events"], title: str = "",
                courses: list[Course] | None = None) -> LedgerView:
    """``courses``: the rules' courses under way where hours go to courses (``Rules.courses``)."""
    if which == "events":
        return _history(ledger, title, courses is not None)
    if which == "hours" and courses is not None:
        return _courses(ledger, title, courses)
    if which == "hours":
        totals = ((translate("LedgerView", "Granted"), ledger.hours_granted),
                  (translate("LedgerView", "Spent"), ledger.hours_spent),
                  (translate("LedgerView", "Remaining"), ledger.hours_remaining))
        spent_on = tuple(sorted(ledger.hours_spent_on().items()))
    else:
        totals = ((translate("LedgerView", "Earned"), ledger.xp_earned),
                  (translate("LedgerView", "Spent"), ledger.xp_spent),
                  (translate("LedgerView", "Available"), ledger.xp_available))
        spent_on = ()
    balance, rows = 0, []
    for entry in ledger.entries:
        if entry.kind not in KINDS[which]:
            continue
        amount = _signed(entry.kind, entry.reverses) * entry.amount
        balance += amount
        rows.append(LedgerRow(entry.at.date().isoformat(), entry.session, f"{amount:+d}",
                              _reason(entry), str(balance)))
    recent = tuple(reversed(rows[-RECENT_ENTRIES:]))
    if which == "hours":
        default, unit = translate("LedgerView", "Learning hours"), translate("LedgerView", "hours")
    else:
        default, unit = translate("LedgerView", "Experience"), translate("LedgerView", "XP")
    return LedgerView(which, unit, title or default, totals, spent_on, COLUMNS, recent)


def _courses(ledger: Ledger, title: str, courses: list[Course]) -> LedgerView:
    """Hours put into courses: what was spent in all, each course's hours of its hours
    needed, and on each row the hours its course then held (finishing a course uses its
    hours up, so a new course starts again from 0)."""
    needed = {k.subject: k.needed for k in courses}
    on: dict[str, int] = {}
    rows = []
    for entry in ledger.entries:
        if entry.kind == "event" and entry.subject in on:  # a course finished: hours used up
            on[entry.subject] -= -entry.amount if entry.reverses else entry.amount
        if entry.kind not in KINDS["hours"]:
            continue
        amount = _signed(entry.kind, entry.reverses) * entry.amount
        on[entry.subject] = on.get(entry.subject, 0) + (-amount if entry.kind == "hours.spend" else amount)
        held = on[entry.subject]
        balance = (translate("LedgerView", "{0} of {1}").format(held, needed[entry.subject])
                   if entry.subject in needed else str(held))
        rows.append(LedgerRow(entry.at.date().isoformat(), entry.session, f"{-amount:+d}",
                              _reason(entry), balance))
    return LedgerView("hours", "hours", title or "Learning hours", (("Spent", ledger.hours_spent),),
                      tuple((k.label, k.done) for k in courses), COLUMNS,
                      tuple(reversed(rows[-RECENT_ENTRIES:])), tuple(courses))


def _history(ledger: Ledger, title: str, courses: bool = False) -> LedgerView:
    """Everything the rules wrote, newest first, each with its own amount in its unit ("+3
    XP", "-5 h"; hours put into a course, where the game has courses, "+100 h") and no
    running balance. An event (a training or experience roll) says what it did in its
    reason, so its bare number (hours used up, points gained) is not shown."""
    rows = []
    for entry in ledger.entries[-RECENT_EVENTS:]:
        amount = _signed(entry.kind, entry.reverses) * entry.amount
        if entry.kind in KINDS["xp"]:
            shown = f"{amount:+d} XP"
        elif entry.kind in KINDS["hours"]:
            shown = translate("LedgerView", "{0} h").format(
                f"{(-amount if courses and entry.kind == 'hours.spend' else amount):+d}")
        else:
            shown = ""
        rows.append(LedgerRow(entry.at.date().isoformat(), entry.session, shown, _reason(entry), ""))
    return LedgerView("events", "", title or translate("LedgerView", "History"),
                      ((translate("LedgerView", "Entries"), len(ledger.entries)),), (),
                      COLUMNS[:4], tuple(reversed(rows)))


def _reason(entry) -> str:
    if not entry.reason:
        return entry.subject
    return entry.reason + (f" ({entry.subject})" if entry.subject else "")
