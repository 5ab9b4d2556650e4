"""Two versions of a sheet compared the way the ledger reads:

    +5 XP — Session 3
    Body: injury 2 → 4
    Burnout 1 → 2
    + Gear — Knife
    - Gear — Lamp

And one version as lines of text (for ``git diff``'s textconv and ``git log -p``).
"""

from __future__ import annotations

from typing import Any

from .rows import keyed
from .tree import MISSING, Path, RawConflict, _records
from .words import describe, labels, text


def entry_line(entry: dict) -> str:
    """A ledger entry as the ledger view shows it: ``+5 XP — Session 3``."""
    kind, amount = entry.get("kind", ""), entry.get("amount", 0)
    what = " ".join(x for x in (entry.get("subject", ""), entry.get("reason", "")) if x)
    sign = {"xp.award": "+", "xp.spend": "−", "hours.grant": "+", "hours.spend": "−"}.get(kind)
    unit = "XP" if kind.startswith("xp") else "hours"
    if sign is None:
        line = f"Event — {what}" if what else "Event"
    else:
        line = f"{sign}{amount} {unit}" + (f" — {what}" if what else "")
    if entry.get("session"):
        line += f" ({entry['session']})"
    if entry.get("reverses"):
        line = f"Reversed {entry['reverses']}: {line}"
    return line


def changes(old: Any, new: Any, system_id: str | None, bound: dict[str, Any] | None = None) -> list[str]:
    """What changed from ``old`` to ``new`` (two ``model_dump(mode="json")`` trees);
    ``bound`` names the parts (the form's elements by path, by default)."""
    bound = labels(system_id) if bound is None else bound
    out: list[str] = []
    for path, before, after in _walk(old, new, ()):
        if path == ("ledger",):
            known = {e.get("id"): e for e in (before or {}).get("entries", [])}
            for entry in (after or {}).get("entries", []):
                if known.get(entry.get("id")) != entry:
                    out.append(entry_line(entry))
            kept = {e.get("id"): e for e in (after or {}).get("entries", [])}
            for entry in (before or {}).get("entries", []):
                if kept.get(entry.get("id")) != entry:
                    out.append(f"Removed from the ledger: {entry_line(entry)}")
            continue
        words = describe(RawConflict(path, before, before, after), system_id, bound)
        name = f"{words.label}: {words.part}" if words.part else words.label
        if before is MISSING:
            out.append(f"+ {name}" + ("" if isinstance(after, dict) else f": {text(after)}"))
        elif after is MISSING:
            out.append(f"- {name}")
        else:
            out.append(f"{name} {text(before)} → {text(after)}")
    return out


def _walk(old: Any, new: Any, path: Path):
    if old == new:
        return
    if path == ("ledger",):
        yield path, old, new
        return
    if isinstance(old, dict) and isinstance(new, dict):
        for key in [*old, *(k for k in new if k not in old)]:
            yield from _walk(old.get(key, MISSING), new.get(key, MISSING), (*path, key))
        return
    if isinstance(old, list) and isinstance(new, list) and _records(old, new):
        a, b = keyed(old), keyed(new)
        for key in [*a, *(k for k in b if k not in a)]:
            yield from _walk(a.get(key, MISSING), b.get(key, MISSING), (*path, key))
        return
    yield path, old, new


def as_lines(tree: dict, system_id: str | None) -> list[str]:
    """One version as lines (``Body: injury 2``), the ledger last, one entry a line."""
    bound = labels(system_id)
    lines: list[str] = []
    for path, value in _leaves(tree, ()):
        if path in (("ledger",), ("system",)):
            continue
        if path == ("portrait",):
            value = "(a picture)" if value else None
        words = describe(RawConflict(path, MISSING, MISSING, value), system_id, bound)
        name = f"{words.label}: {words.part} " if words.part else f"{words.label}: "
        if isinstance(value, str) and "\n" in value:
            lines += [name.rstrip()] + [f"  {line}" for line in value.splitlines()]
        else:
            lines.append(f"{name}{text(value)}")
    for entry in tree.get("ledger", {}).get("entries", []):
        lines.append(f"Ledger {entry.get('id')} {str(entry.get('at', ''))[:10]}  {entry_line(entry)}")
    return lines


def _leaves(node: Any, path: Path):
    if path == ("ledger",):
        yield path, node
    elif isinstance(node, dict) and node:
        for key, value in node.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(node, list) and node and _records(node):
        for key, row in keyed(node).items():
            yield from _leaves(row, (*path, key))
    else:
        yield path, node
