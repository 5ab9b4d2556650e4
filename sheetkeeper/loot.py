"""Loot and awards shared out: the party's stash, an item handed to a member, coins and XP
split among members (no Qt).

**Sharing out.** A total split among members gives each the whole part (12 among 4: 3 each);
what is left over (13 among 4: 1) goes one each to the first members in the order given.
That is our rule, no game's: the app says it where the split is made, and the GM may change
any share before it is applied. Coins left over stay in the stash instead
(:func:`split_coins` says how many), since a coin cannot be split.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core.actions import Action, Applied, Refusal
from .core.campaign import Campaign
from .core.character import CharacterBase
from .core.context import Context
from .core.inventory import Item
from .core.purse import with_added
from .core.registry import system_of
from .core.stash import MAX_LOG, Stash, StashEntry

__all__ = [
    "REMAINDER_RULE", "Shares", "add_coins", "add_item", "give_coins", "hand_item", "share_out",
    "split_coins",
]

REMAINDER_RULE = "what does not divide evenly goes one each to the first members listed"


@dataclass(frozen=True)
class Shares:
    """Each member's share (by key, in the order given) and what was left over."""

    shares: dict[str, int]
    remainder: int
    """What did not divide evenly (given out by :data:`REMAINDER_RULE`, or left over)."""
    members: dict[str, CharacterBase] = field(default_factory=dict)
    """Coins split from the stash: each member's sheet with the share in its purse, by key
    (apply them as the members' new characters)."""

    def line(self, unit: str, names: Mapping[str, str] | None = None) -> str:
        names = names or {}
        parts = ", ".join(f"{names.get(k, k)} {v} {unit}" for k, v in self.shares.items())
        return parts + (f" ({self.remainder} did not divide evenly)" if self.remainder else "")


def share_out(total: int, keys: Sequence[str], *, remainder_to_first: bool = True) -> Shares:
    """``total`` split among ``keys``: the whole part each, and the remainder one each to the
    first listed (``remainder_to_first``) or left over."""
    keys = list(dict.fromkeys(keys))
    if total < 0:
        raise Refusal("a total to share out cannot be negative")
    if not keys:
        raise Refusal("choose at least one member to share it among")
    each, left = divmod(total, len(keys))
    shares = {k: each + (1 if remainder_to_first and i < left else 0) for i, k in enumerate(keys)}
    return Shares(shares, left)


def add_item(campaign: Campaign, item: Item | Mapping[str, Any]) -> Campaign:
    """An item found goes into the stash (with its game's size or ENC, when it has one)."""
    item = item if isinstance(item, Item) else Item.model_validate(dict(item))
    if not item.name.strip():
        raise Refusal("an item in the stash needs a name")
    return _stash(campaign, f"Found {item.name} ×{item.quantity}",
                  items=[*campaign.stash.items, item])


def add_coins(campaign: Campaign, kind: str, amount: int) -> Campaign:
    """Coins (or ammunition counted like them) into the stash, or out of it when negative."""
    return _coins(campaign, kind, amount, found=True)


def _coins(campaign: Campaign, kind: str, amount: int, found: bool = False) -> Campaign:
    kind = kind.strip()
    if not kind:
        raise Refusal("name the coins (sp, gold crowns, arrows)")
    now = campaign.stash.coins.get(kind, 0) + amount
    if now < 0:
        raise Refusal(f"the stash holds {campaign.stash.coins.get(kind, 0)} {kind}, not {-amount}")
    coins = {k: v for k, v in campaign.stash.coins.items() if k != kind}
    if now:
        coins[kind] = now
    return _stash(campaign, f"Found {amount} {kind}" if found and amount > 0 else "", coins=coins)


def _stash(campaign: Campaign, said: str = "", **changes: Any) -> Campaign:
    """The stash changed, with what happened in words added to its log."""
    stash = campaign.stash.model_copy(update=changes)
    if said:
        stash = stash.model_copy(update={"log": [*stash.log, StashEntry(text=said)][-MAX_LOG:]})
    return campaign.model_copy(update={"stash": Stash.model_validate(stash.model_dump())})


def hand_item(campaign: Campaign, index: int, member: CharacterBase,
              quantity: int | None = None) -> tuple[Campaign, Applied]:
    """Hand the stash's item ``index`` (all of it, or ``quantity`` of it) to a member: it
    becomes a row of the member's carried list through the rules (``Rules.carried``), so
    the member's encumbrance counts it. Returns the party and what the rules did to the
    member (apply its ``character``); refused where the member's sheet carries nothing."""
    items = list(campaign.stash.items)
    if not 0 <= index < len(items):
        raise Refusal(f"the stash has {len(items)} items: there is no item {index + 1}")
    item = items[index]
    give = item.quantity if quantity is None else quantity
    if not 0 < give <= item.quantity:
        raise Refusal(f"the stash holds {item.quantity} of {item.name}: hand out 1 to {item.quantity}")
    rules = system_of(member).rules
    if not rules.carried:
        raise Refusal(f"{member.display_name}'s sheet has no list of things carried: "
                      f"note {item.name} on it by hand")
    applied = rules.apply(member, Action("list.add", {
        "path": rules.carried, "value": _row_for(member, rules.carried, item, give)}), Context())
    if give == item.quantity:
        del items[index]
    else:
        items[index] = item.model_copy(update={"quantity": item.quantity - give})
    said = f"{item.name} ×{give} to {member.display_name}"
    return _stash(campaign, said, items=items), applied


def _row_for(member: CharacterBase, path: str, item: Item, quantity: int) -> dict[str, Any]:
    """The item as a row of the member's list: the fields that list's rows have."""
    row_model = type(member).model_fields[path].annotation.__args__[0]  # list[Row]
    fields = set(row_model.model_fields)
    values = {**item.model_dump(), "quantity": quantity}
    return {k: v for k, v in values.items() if k in fields}


def split_coins(campaign: Campaign, kind: str,
                members: Mapping[str, CharacterBase] | Sequence[str],
                amount: int | None = None, names: Mapping[str, str] | None = None
                ) -> tuple[Campaign, Shares]:
    """Split the stash's coins of ``kind`` (all, or ``amount``) among ``members`` (their
    characters by key): each the whole part, added to the member's purse
    (``Shares.members``: the sheets to apply), and what does not divide evenly stays in the
    stash (``remainder``). Given keys alone, the shares are only said (the stash's log).
    ``names`` word the log (members' names by key; the characters' own names otherwise)."""
    kind = kind.strip()
    if not kind:
        raise Refusal("name the coins to split (sp, gold crowns, arrows)")
    characters = dict(members) if isinstance(members, Mapping) else {}
    keys = list(members)
    names = {**{k: c.display_name for k, c in characters.items()}, **(names or {})}
    held = campaign.stash.coins.get(kind, 0)
    amount = held if amount is None else amount
    if not 0 < amount <= held:
        raise Refusal(f"the stash holds {held} {kind}: split 1 to {held}" if held
                      else f"the stash holds no {kind}")
    if keys and amount < len(keys):
        raise Refusal(f"{amount} {kind} among {len(keys)} members is less than one each: "
                      "nothing was split")
    shares = share_out(amount, keys, remainder_to_first=False)
    landed = {key: _with_coins(character, kind, shares.shares[key])
              for key, character in characters.items()}
    given = sum(shares.shares.values())
    after = _coins(campaign, kind, -given)
    shares = Shares(shares.shares, shares.remainder, landed)
    return _stash(after, f"{amount} {kind} split: {shares.line(kind, names)}"), shares


def give_coins(campaign: Campaign, member: CharacterBase, kind: str, amount: int
               ) -> tuple[Campaign, CharacterBase]:
    """``amount`` of ``kind`` from the member's purse back into the stash (the party's
    again, to be split another time). Returns the party and the member's sheet."""
    if amount <= 0:
        raise Refusal("give at least 1 to the stash")
    after = _with_coins(member, kind, -amount)
    campaign = _coins(campaign, kind, amount)
    said = f"{member.display_name} gave {amount} {kind.strip()} to the stash"
    return _stash(campaign, said), after


def _with_coins(member: CharacterBase, kind: str, amount: int) -> CharacterBase:
    """The member with ``amount`` more of ``kind`` in the purse, through the rules (a free
    edit of the sheet, as the player's own)."""
    rules = system_of(member).rules
    try:
        purse = with_added(member.purse, kind, amount)
    except Refusal as refusal:
        raise Refusal(f"{member.display_name}: {refusal.message}") from None
    applied = rules.apply(member, Action("set", {"path": "purse", "value": [
        row.model_dump() for row in purse]}), Context())
    return applied.character
