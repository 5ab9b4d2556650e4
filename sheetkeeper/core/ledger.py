"""The ledger: the append-only history of a character's advancement.

XP awards and spends, learning hours granted and spent, experience checks, training: each is
an entry with date, session and reason. Entries are never edited or removed; a correction is
a new entry that names the one it reverses. Balances are always sums over the entries.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator

from .actions import Refusal
from .kept import Kept


class HistoryRefusal(Refusal, ValueError):
    """Reversing or accepting an entry the history does not allow (the user's to fix)."""

EntryKind = Literal["xp.award", "xp.spend", "hours.grant", "hours.spend", "event", "adjust", "adjust.accept"]
"""``adjust``: a value the rules advance, changed by hand in play (a GM's ruling), with the
path, the value before and after and the reason; ``validate`` flags it until an
``adjust.accept`` entry names it in ``accepts``."""

Value = bool | int | float | str | None
_OPTIONAL = ("path", "before", "after", "accepts")

#: Sign of each kind in the balance it belongs to.
_XP = {"xp.award": 1, "xp.spend": -1}
_SIGNED = Kept(16, recent=True)
"""The signed amounts of the histories read lately, by the identity of their list of entries
(held, so no other list takes it): a change elsewhere on the sheet leaves the history the
same list, and its balances (summed over up to 20,000 entries) are not read again."""
_READ = Kept(16, recent=True)
"""What each history read lately holds (:class:`_Read`), kept the same way."""


@dataclass(frozen=True)
class _Read:
    """A history read once: each kind's amounts summed (a reversal taking its amount back),
    the hours spent on each subject, and the adjustments not yet accepted."""

    totals: dict[str, int]
    spent_on: dict[str, int]
    open: tuple[LedgerEntry, ...]


def _read_entries(entries: list[LedgerEntry]) -> _Read:
    totals: dict[str, int] = defaultdict(int)
    spent_on: dict[str, int] = defaultdict(int)
    accepted, adjustments = set(), []
    for e in entries:
        amount = -e.amount if e.reverses else e.amount
        totals[e.kind] += amount
        if e.kind == "hours.spend":
            spent_on[e.subject] += amount
        elif e.kind == "adjust":
            adjustments.append(e)
        if e.accepts:
            accepted.add(e.accepts)
    return _Read(dict(totals), dict(spent_on), tuple(e for e in adjustments if e.id not in accepted))


def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


class LedgerEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1, max_length=40)
    at: datetime
    kind: EntryKind
    amount: int = Field(0, ge=0)
    subject: str = Field("", max_length=200)
    reason: str = Field("", max_length=2000)
    session: str = Field("", max_length=200)
    reverses: str | None = None
    path: str | None = Field(None, max_length=400)
    before: Value = None
    after: Value = None
    accepts: str | None = None

    @property
    def change(self) -> str:
        """An adjustment's change in words: "4 → 5", "added" for a new row, "removed (ranks
        3)" for a row removed with what it held."""
        if self.before is None:
            return "added"
        if self.after is None:
            return f"removed ({self.before})"
        return f"{self.before} → {self.after}"

    @model_serializer(mode="wrap")
    def _omit_unused(self, handler: Any) -> Any:
        """Adjustment fields are written only on the entries that use them."""
        data = handler(self)
        if isinstance(data, dict):
            for key in _OPTIONAL:
                if data.get(key) is None:
                    data.pop(key, None)
        return data


MAX_ENTRIES = 20_000
"""The most entries a history holds: a sheet with that many opens in well under 2 s (an
entry a session for centuries of play); a file with more is refused, naming the limit."""


class Ledger(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    entries: list[LedgerEntry] = Field(default=[], max_length=MAX_ENTRIES)

    @model_validator(mode="after")
    def _consistent(self) -> Ledger:
        seen: dict[str, LedgerEntry] = {}
        reversed_ids: set[str] = set()
        accepted: set[str] = set()
        for entry in self.entries:
            if entry.id in seen:
                raise ValueError(f"ledger entry id {entry.id!r} appears twice")
            if entry.reverses is not None:
                target = seen.get(entry.reverses)
                if target is None:
                    raise ValueError(
                        f"entry {entry.id!r} reverses {entry.reverses!r}, which comes nowhere before it"
                    )
                if entry.reverses in reversed_ids:
                    raise ValueError(f"entry {entry.reverses!r} is reversed twice")
                if target.kind != entry.kind or target.amount != entry.amount:
                    raise ValueError(f"entry {entry.id!r} does not mirror the entry it reverses")
                reversed_ids.add(entry.reverses)
            if entry.accepts is not None:
                target = seen.get(entry.accepts)
                if target is None or target.kind != "adjust" or entry.kind != "adjust.accept":
                    raise ValueError(f"entry {entry.id!r} accepts {entry.accepts!r}, which is no "
                                     "adjustment before it")
                if entry.accepts in accepted:
                    raise ValueError(f"adjustment {entry.accepts!r} is accepted twice")
                accepted.add(entry.accepts)
            seen[entry.id] = entry
        return self

    def _with(self, entry: LedgerEntry) -> Ledger:
        if len(self.entries) >= MAX_ENTRIES:
            raise HistoryRefusal(f"the history is full: it holds {MAX_ENTRIES} entries, the most "
                                 "a sheet keeps")
        return self.model_copy(update={"entries": [*self.entries, entry]})

    def next_id(self) -> str:
        """``e`` and the entry's place; past any id taken (an entry a step wrote can be taken
        back from between others, so a later entry may hold the next place's id)."""
        n = len(self.entries) + 1
        if self.entries and self.entries[-1].id != f"e{n - 1}":
            used = {e.id for e in self.entries}
            while f"e{n}" in used:
                n += 1
        return f"e{n}"

    def append(
        self,
        kind: EntryKind,
        amount: int = 0,
        *,
        subject: str = "",
        reason: str = "",
        session: str = "",
        at: datetime | None = None,
    ) -> tuple[Ledger, LedgerEntry]:
        entry = LedgerEntry(
            id=self.next_id(),
            at=at or now(),
            kind=kind,
            amount=amount,
            subject=subject,
            reason=reason,
            session=session,
        )
        return self._with(entry), entry

    def reverse(self, entry_id: str, *, reason: str = "", at: datetime | None = None) -> tuple[Ledger, LedgerEntry]:
        target = self.find(entry_id)
        if target is None:
            raise HistoryRefusal(f"there is no entry {entry_id} in the history")
        if target.kind in ("adjust", "adjust.accept"):
            raise HistoryRefusal("an adjustment is not reversed: set the value back (recording why), "
                             "or accept it")
        if any(e.reverses == entry_id for e in self.entries):
            raise HistoryRefusal(f"entry {entry_id} has already been reversed")
        entry = LedgerEntry(
            id=self.next_id(),
            at=at or now(),
            kind=target.kind,
            amount=target.amount,
            subject=target.subject,
            reason=reason or f"reverses {entry_id}",
            session=target.session,
            reverses=entry_id,
        )
        return self._with(entry), entry

    def adjust(self, path: str, before: Value, after: Value, *, subject: str, reason: str,
               session: str = "", at: datetime | None = None) -> tuple[Ledger, LedgerEntry]:
        """Record a value the rules advance changed by hand, with the reason."""
        entry = LedgerEntry(id=self.next_id(), at=at or now(), kind="adjust", subject=subject,
                            reason=reason, session=session, path=path, before=before, after=after)
        return self._with(entry), entry

    def accept(self, entry_id: str, *, reason: str = "", at: datetime | None = None) -> tuple[Ledger, LedgerEntry]:
        target = self.find(entry_id)
        if target is None or target.kind != "adjust":
            raise HistoryRefusal(f"there is no adjustment {entry_id} in the history")
        if entry_id not in {e.id for e in self.open_adjustments()}:
            raise HistoryRefusal(f"the adjustment of {target.subject} is already accepted")
        entry = LedgerEntry(id=self.next_id(), at=at or now(), kind="adjust.accept",
                            subject=target.subject, reason=reason or "accepted", accepts=entry_id)
        return self._with(entry), entry

    def open_adjustments(self) -> list[LedgerEntry]:
        """Adjustments no ``adjust.accept`` entry has accepted yet."""
        return list(self._read().open)

    def find(self, entry_id: str) -> LedgerEntry | None:
        return next((e for e in self.entries if e.id == entry_id), None)

    # -- balances -------------------------------------------------------------------------

    def _signed(self, signs: dict[str, int]) -> list[tuple[LedgerEntry, int]]:
        at = (id(self.entries), id(signs))
        kept = _SIGNED.get(at, self.entries)
        if kept is not None:
            return kept
        out = []
        for e in self.entries:
            if e.kind in signs:
                sign = signs[e.kind] * (-1 if e.reverses else 1)
                out.append((e, sign * e.amount))
        return _SIGNED.put(at, out, self.entries)

    def _read(self) -> _Read:
        """The history read once per list of entries (balances asked on every change)."""
        kept = _READ.get(id(self.entries), self.entries)
        return kept if kept is not None else _READ.put(id(self.entries), _read_entries(self.entries), self.entries)

    @property
    def xp_earned(self) -> int:
        return self._read().totals.get("xp.award", 0)

    @property
    def xp_spent(self) -> int:
        return self._read().totals.get("xp.spend", 0)

    @property
    def xp_available(self) -> int:
        return self.xp_earned - self.xp_spent

    @property
    def hours_granted(self) -> int:
        return self._read().totals.get("hours.grant", 0)

    def hours_spent_on(self) -> dict[str, int]:
        return dict(self._read().spent_on)

    @property
    def hours_spent(self) -> int:
        return sum(self.hours_spent_on().values())

    @property
    def hours_remaining(self) -> int:
        return self.hours_granted - self.hours_spent

    def running_xp(self) -> list[tuple[LedgerEntry, int]]:
        """Each XP entry with the XP available after it (for the ledger view)."""
        balance = 0
        rows = []
        for e, v in self._signed(_XP):
            balance += v
            rows.append((e, balance))
        return rows
