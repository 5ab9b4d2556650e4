"""The ledger merged as the union of its entries.

Entries are append-only, so the base's entries stay as they are, in their order, and every
entry either side added is kept. An entry is known by its id and its content: the same id
with the same content on both sides is one entry; the same id with different content (both
machines appended "e7") is two entries, and the later one in the merged order gets a fresh
id, with any reversal of it renamed to match, so a reversal stays attached to what it
reverses. New entries go after the base's in the order of their time, then their content (so
the result does not depend on which side is "mine"), and never before what they reverse.
Both sides reversing the same entry is one reversal: the second is dropped, with a note.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .tree import Merger


def _content(entry: dict) -> tuple:
    return tuple(str(entry.get(k, "")) for k in ("at", "kind", "amount", "subject", "reason", "session", "id"))


def union(base: dict, mine: dict, theirs: dict, merger: Merger) -> dict:
    out = [dict(e) for e in base.get("entries", [])]
    placed = {_content(e): e["id"] for e in out}
    """Each entry's content -> its id in the result."""
    by_id = {
        side: {e["id"]: _content(e) for e in ledger.get("entries", [])}
        for side, ledger in (("mine", mine), ("theirs", theirs))
    }
    fresh: dict[tuple, tuple[str, dict]] = {}
    for side, ledger in (("mine", mine), ("theirs", theirs)):
        for entry in ledger.get("entries", []):
            fresh.setdefault(_content(entry), (side, entry))
    pending = [fresh[c] for c in sorted(fresh) if c not in placed]
    used = {e["id"] for e in out}
    reversed_ids = {e["reverses"] for e in out if e.get("reverses")}
    while pending:
        progress = False
        for item in list(pending):
            side, entry = item
            target = entry.get("reverses")
            if target is not None:
                target_content = by_id[side].get(target)
                if target_content not in placed:
                    continue  # what it reverses comes later in this order: wait for it
                target = placed[target_content]
            pending.remove(item)
            progress = True
            if target is not None and target in reversed_ids:
                merger.notes.append(f"both sides reversed ledger entry {target}; it is reversed once")
                placed[_content(entry)] = target
                continue
            new = dict(entry)
            if new["id"] in used:
                new["id"] = _free_id(used, len(out) + 1)
            if target is not None:
                new["reverses"] = target
                reversed_ids.add(target)
            used.add(new["id"])
            placed[_content(entry)] = new["id"]
            out.append(new)
        if not progress:  # reverses an entry found nowhere: the ledger's own check reports it
            out += [dict(entry) for _, entry in pending]
            break
    result: dict[str, Any] = dict(mine)
    result["entries"] = out
    return result


def _free_id(used: set[str], start: int) -> str:
    n = start
    while f"e{n}" in used:
        n += 1
    return f"e{n}"
