"""Conflict copies that sync tools leave beside a file, found by name and confirmed by content.

    Syncthing   ada.sync-conflict-20261124-053125-6PL2XX6.skchar
    Nextcloud   ada (conflicted copy 2026-11-24 101500).skchar
    Dropbox     ada (Sam's conflicted copy 2026-11-24).skchar
    OneDrive    ada-LAPTOP.skchar

A name only nominates a file; it is a conflict copy of ``ada.skchar`` only if it holds the
same kind of file (a character of the same game, or a party) of the same character: the two
share a version in their lineage, or a ledger entry, or the character's name. The short id in
a Syncthing name is the winning device's, not the copy's author, so it says nothing. Files a
sync tool is still writing (``.syncthing.ada.skchar.tmp``, ``~ada.skchar.tmp``, ``*.partial``)
are never copies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

PARTIAL = (
    re.compile(r"^\.syncthing\..*\.tmp$"),
    re.compile(r"^~.*\.tmp$"),
    re.compile(r"^\.~.*$"),
    re.compile(r".*\.(partial|part|crdownload|tmp)$", re.IGNORECASE),
    re.compile(r"^\..*\.sk(char|party|lib)\..*$"),
)
"""Files being written by a sync tool (or by our own atomic save), never conflict copies."""


@dataclass(frozen=True)
class Nominee:
    path: Path
    tool: str


def _patterns(stem: str, suffix: str) -> list[tuple[str, re.Pattern[str]]]:
    s, x = re.escape(stem), re.escape(suffix)
    return [
        ("Syncthing", re.compile(rf"^{s}\.sync-conflict-\d{{8}}-\d{{6}}-[A-Z0-9]{{7}}{x}$")),
        ("Nextcloud", re.compile(rf"^{s} \(conflicted copy \d{{4}}-\d{{2}}-\d{{2}} \d{{6}}\){x}$")),
        ("Dropbox", re.compile(rf"^{s} \(.+'s conflicted copy \d{{4}}-\d{{2}}-\d{{2}}(?: \(\d+\))?\){x}$")),
        ("OneDrive", re.compile(rf"^{s}-[A-Za-z0-9][A-Za-z0-9_-]{{0,62}}(?:-\d+)?{x}$")),
    ]


def partial(name: str) -> bool:
    return any(p.match(name) for p in PARTIAL)


def nominees(path: Path) -> list[Nominee]:
    """Files beside ``path`` named like one of its conflict copies (not yet confirmed)."""
    path = Path(path)
    patterns = _patterns(path.stem, path.suffix)
    out = []
    try:
        names = sorted(p.name for p in path.parent.iterdir())
    except OSError:
        return []
    for name in names:
        if name == path.name or partial(name):
            continue
        for tool, pattern in patterns:
            if pattern.match(name) and (path.parent / name).is_file():
                out.append(Nominee(path.parent / name, tool))
                break
    return out
