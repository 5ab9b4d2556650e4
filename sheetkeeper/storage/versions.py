"""The versions a merge starts from: each file says which versions it was made from, and the
user data folder keeps a copy of every version this machine has opened or saved.

A version is known by a hash of its content (the character or party, not the envelope, so
saving the same sheet twice is one version). A saved file carries ``lineage``: the ids of the
versions it replaced, newest first (at most :data:`LINEAGE_MAX`). Two files that diverged,
such as a file and its sync conflict copy, share the newest common id of their lineages: that
version is the one both machines last agreed on, and its copy here is the merge's base. The
copies are kept in ``<user data>/versions/<id>.json``; the oldest go past :data:`KEEP`.
``versions/seen/`` marks file contents already kept, so opening them again costs one stat
(the hash is the one the file's fingerprint has). A party's members are kept after the first
paint (:func:`keep_waiting`).
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ..paths import data_dir

LINEAGE_MAX = 32
KEEP = 2000


def versions_root() -> Path:
    return data_dir() / "versions"


def version_id(content: dict[str, Any]) -> str:
    """The id of a character's or a party's content (its ``model_dump(mode="json")``)."""
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def lineage_after(replaced: dict[str, Any] | None, replaced_lineage: Sequence[str],
                  new: dict[str, Any], also: Iterable[str] = ()) -> list[str]:
    """The lineage of ``new`` saved over ``replaced`` (and merged from ``also``). The
    versions merged in come right after the one replaced: they are as recent, and a full
    lineage must not cut them off (a copy found in it is known as merged)."""
    own = version_id(new)
    ids = ([version_id(replaced)] if replaced is not None else []) + list(also) + list(replaced_lineage)
    out: list[str] = []
    for i in ids:
        if i != own and i not in out:
            out.append(i)
    return out[:LINEAGE_MAX]


def merged_ids(sides: Iterable[Sequence[str]]) -> list[str]:
    """The ids to record for the versions merged in, given each side's ids (its own first,
    then its lineage): every side's own id first, so no lineage cut keeps one and loses
    another."""
    sides = list(sides)
    return [side[0] for side in sides if side] + [i for side in sides for i in side[1:]]


def remember(content: dict[str, Any], root: Path | None = None) -> str:
    """Keep a copy of this version; never fails a save or an open (returns its id)."""
    vid = version_id(content)
    root = root or versions_root()
    target = root / f"{vid}.json"
    try:
        if target.is_file():
            os.utime(target)
            return vid
        root.mkdir(parents=True, exist_ok=True)
        temp = root / f".{vid}.{os.getpid()}.tmp"
        temp.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8", errors="surrogatepass")
        os.replace(temp, target)
        _prune(root, "*.json")
    except OSError:
        pass
    return vid


def remember_read(sha256: str, content: Callable[[], dict[str, Any]], *, later: bool = False) -> None:
    """Keep the version a file just read holds (``sha256``: the hex digest of its bytes, the
    one its fingerprint has). Opening a party of hundreds must stay quick: bytes seen before
    (a marker named by their hash) cost one stat; only new bytes are turned into content and
    kept. With ``later`` the work waits for :func:`keep_waiting` (the app runs it after the
    first paint; a merge, which needs the copies, and the end of the process run it too)."""
    if later:
        if not _waiting:
            atexit.register(keep_waiting)
        _waiting.append((versions_root(), sha256, content))
        return
    _keep_read(versions_root(), sha256, content)


def _keep_read(root: Path, sha256: str, content: Callable[[], dict[str, Any]]) -> None:
    seen = root / "seen" / sha256[:24]
    try:
        if seen.exists():
            return
        remember(content(), root)
        seen.parent.mkdir(parents=True, exist_ok=True)
        seen.touch()
        _prune(seen.parent, "*")
    except OSError:
        pass


_waiting: list[tuple[Path, str, Callable[[], dict[str, Any]]]] = []
"""Versions read and not kept yet: (versions folder at the time of reading, hash, content)."""


def waiting() -> int:
    """How many versions read are still to be kept."""
    return len(_waiting)


def keep_waiting(seconds: float | None = None) -> int:
    """Keep the versions read with ``later``, oldest first; with ``seconds``, stop once that
    long has passed (the app keeps them in slices between events). Returns how many wait."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    while _waiting:
        root, sha256, content = _waiting.pop(0)
        _keep_read(root, sha256, content)
        if deadline is not None and time.perf_counter() >= deadline:
            break
    if not _waiting:
        atexit.unregister(keep_waiting)
    return len(_waiting)


def recall(vid: str) -> dict[str, Any] | None:
    """The content of a version kept here, or None."""
    if not vid.isalnum():
        return None
    keep_waiting()  # a version read a moment ago may be the one asked for
    try:
        data = json.loads((versions_root() / f"{vid}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and version_id(data) == vid else None


def common(mine: dict[str, Any], mine_lineage: Sequence[str],
           theirs: dict[str, Any], theirs_lineage: Sequence[str]) -> dict[str, Any] | None:
    """The newest version both descend from, if this machine kept it (or it is one of them)."""
    theirs_ids = [version_id(theirs), *theirs_lineage]
    mine_ids = [version_id(mine), *mine_lineage]
    for vid in mine_ids:
        if vid in theirs_ids:
            if vid == mine_ids[0]:
                return mine
            if vid == theirs_ids[0]:
                return theirs
            found = recall(vid)
            if found is not None:
                return found
    return None


_pruned: set[Path] = set()
"""Folders pruned by this process: once each, so opening a party of hundreds stays linear."""


def _prune(root: Path, pattern: str) -> None:
    if root in _pruned:
        return
    _pruned.add(root)
    files = [p for p in root.glob(pattern) if p.is_file()]
    if len(files) <= KEEP:
        return
    files.sort(key=lambda p: p.stat().st_mtime_ns)
    for old in files[: len(files) - KEEP]:
        with contextlib.suppress(OSError):
            old.unlink()
