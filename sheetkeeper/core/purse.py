"""A character's purse: coins (and ammunition counted like them) by the name the table gives
them ("sp", "gold crowns", "arrows"), as the party's stash holds them.

No game of ours names its money, so the purse is every character's, not a system's: a row a
kind, the kind in the table's words and the amount beside it. A row's kind is written once
(two rows of "sp" would split one purse's silver in two); a row just added may stand blank
until its kind is written. Money is not advanced by any rule, so in play a purse is edited
freely, as a player edits their own sheet.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .actions import Refusal
from .text import nfc

MAX_PURSE_KINDS = 50
"""As many kinds as the stash keeps."""
MAX_AMOUNT = 1_000_000_000
"""As many of one kind as the stash keeps."""


class Coins(BaseModel):
    """One row of the purse: a kind and how many."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    kind: str = Field("", max_length=40)
    amount: int = Field(0, ge=0, le=MAX_AMOUNT)

    @field_validator("kind")
    @classmethod
    def _kind_as_typed(cls, value: str) -> str:
        return nfc(value.strip())


def one_row_a_kind(rows: list[Coins]) -> list[Coins]:
    """Refuse a purse naming a kind twice, in words."""
    seen: set[str] = set()
    for row in rows:
        if row.kind and row.kind in seen:
            raise ValueError(f"the purse has a row of {row.kind} already: change that row's amount")
        seen.add(row.kind)
    return rows


def amounts(rows: list[Coins]) -> dict[str, int]:
    """The purse as amounts by kind (blank rows left out)."""
    return {row.kind: row.amount for row in rows if row.kind}


def with_added(rows: list[Coins], kind: str, amount: int) -> list[Coins]:
    """The purse with ``amount`` more of ``kind`` (less when negative), in a new row at the
    end where it had none; refused in words where it would go below nothing or past the
    most a purse holds. A row brought to 0 stays (the player removes it)."""
    kind = nfc(kind.strip())
    if not kind:
        raise Refusal("name the coins (sp, gold crowns, arrows)")
    out = [row.model_copy() for row in rows]
    row = next((r for r in out if r.kind == kind), None)
    held = row.amount if row is not None else 0
    now = held + amount
    if now < 0:
        raise Refusal(f"the purse holds {held} {kind}, not {-amount}")
    if now > MAX_AMOUNT:
        raise Refusal(f"a purse holds at most {MAX_AMOUNT:,} {kind}")
    if row is None:
        if len(out) >= MAX_PURSE_KINDS:
            raise Refusal(f"a purse holds at most {MAX_PURSE_KINDS} kinds of coins")
        out.append(Coins(kind=kind, amount=now))
    else:
        row.amount = now
    return out


def as_rows(coins: Mapping[str, int]) -> list[Coins]:
    return [Coins(kind=k, amount=v) for k, v in coins.items()]
