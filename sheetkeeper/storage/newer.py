"""The newer-version gate: a file written by a newer SheetKeeper is never replaced.

Only the version numbers are looked at, never the rest of the file: a newer file may well hold
fields this version does not know (that is what newer versions do), and it must be kept all
the same. Every write goes through :func:`refuse_if_newer` (see ``atomic.py``), so no command,
script or window can overwrite such a file, whatever it is asked.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from ..core.registry import UnknownSystem, get_system
from .errors import SaveError

MAX_PEEK_BYTES = 20 * 1024 * 1024
"""Larger files are refused on open anyway, so they cannot be ours to protect."""


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@cache
def _formats() -> tuple[str, int, str, int]:
    """(the party format, its version, the character format, its version), looked up once:
    the modules that define them import this one, and opening a party of hundreds asks for
    them once a member."""
    from .campaign_file import FORMAT as CAMPAIGN
    from .campaign_file import FORMAT_VERSION as CAMPAIGN_VERSION
    from .envelope import FORMAT, FORMAT_VERSION

    return CAMPAIGN, CAMPAIGN_VERSION, FORMAT, FORMAT_VERSION


def newer_reason(data: Any) -> str | None:
    """Why a character, campaign or library envelope is from a newer SheetKeeper, or None."""
    if not isinstance(data, dict):
        return None
    CAMPAIGN, CAMPAIGN_VERSION, FORMAT, FORMAT_VERSION = _formats()  # noqa: N806 - the constants' names
    version = data.get("format_version")
    kind = data.get("format")
    if kind == CAMPAIGN and _whole(version) and version > CAMPAIGN_VERSION:
        return f"written by a newer SheetKeeper (campaign format {version}; this version reads up to {CAMPAIGN_VERSION})"
    if kind == "sheetkeeper-library":
        from .library_file import FORMAT_VERSION as LIBRARY_VERSION

        if _whole(version) and version > LIBRARY_VERSION:
            return f"written by a newer SheetKeeper (library format {version}; this version reads up to {LIBRARY_VERSION})"
    elif kind != FORMAT:
        return None
    if _whole(version) and version > FORMAT_VERSION:
        return f"written by a newer SheetKeeper (file format {version}; this version reads up to {FORMAT_VERSION})"
    system_version = data.get("system_version")
    if not _whole(system_version) or not isinstance(data.get("system"), str):
        return None
    try:
        system = get_system(data["system"])
    except UnknownSystem:
        return None
    if system_version > system.version:
        return (
            f"written by a newer SheetKeeper ({system.name} data version {system_version}; "
            f"this version reads up to {system.version})"
        )
    return None


def peek(path: Path) -> str | None:
    """Why the file at ``path`` is from a newer SheetKeeper, or None (also when it cannot be
    read or is not one of our files at all)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_PEEK_BYTES:
            return None
        with path.open("rb") as handle:
            return reason_in(handle.read())
    except OSError:
        return None


def reason_in(raw: bytes) -> str | None:
    """Why these bytes are a file from a newer SheetKeeper, or None (not JSON: a PDF, say)."""
    if len(raw) > MAX_PEEK_BYTES or raw[:64].lstrip(b"\xef\xbb\xbf \t\r\n")[:1] != b"{":
        return None
    try:
        return newer_reason(json.loads(raw.decode("utf-8-sig")))
    except (ValueError, RecursionError):
        return None


def refusal(reason: str) -> str:
    return (
        f"not saved: the file there was {reason}, so this version never overwrites it; "
        "use Save As to choose another name"
    )


def refuse_if_newer(path: Path) -> None:
    reason = peek(Path(path))
    if reason:
        raise SaveError(path, refusal(reason))
