"""Save several files as one: all of them, or none (a party and its members).

Every file is first checked (still what was read, writable, not a newer format); if one fails,
nothing is written. Then each is replaced in turn (:func:`replace_guarded`); if one fails
there (the disk filled, a file became read-only meanwhile), those already written are put
back as they were, so the party file never holds a session-log entry its members do not, nor
the other way round. Every file gets an :class:`Outcome` saying what happened to it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from .atomic import writable
from .errors import ChangedOnDisk, SaveError
from .fingerprint import ABSENT, Fingerprint, read_now
from .guarded import replace_guarded

Status = Literal["saved", "failed", "changed", "put back", "not written"]


@dataclass
class Planned:
    """One file to write: its bytes (or the function of the file it replaces that makes
    them: ``files.bytes_over``) and the fingerprint it was read with."""

    path: Path
    data: bytes | Callable[[bytes | None], bytes]
    expected: Fingerprint | None
    written: Fingerprint | None = None
    status: Status = "not written"
    reason: str = ""
    problem: SaveError | None = field(default=None, repr=False)


class NotAllSaved(SaveError):
    """Nothing was saved (or what was, was put back): ``planned`` tells each file's story."""

    def __init__(self, planned: list[Planned]) -> None:
        self.planned = planned
        first = next(p for p in planned if p.status in ("failed", "changed"))
        super().__init__(first.path, f"nothing was saved: {first.reason}")


def save_together(planned: list[Planned]) -> list[Planned]:
    """Write every planned file or none; raises :class:`NotAllSaved` with each outcome."""
    for item in planned:
        _check(item)
    if any(item.status != "not written" for item in planned):
        raise NotAllSaved(planned)
    done: list[tuple[Planned, bytes | None]] = []
    for item in planned:
        before, _ = read_now(item.path)
        try:
            item.written = replace_guarded(item.path, item.data, item.expected)
        except SaveError as error:
            _failed(item, error)
            for earlier, old in reversed(done):
                _put_back(earlier, old)
            raise NotAllSaved(planned) from None
        item.status = "saved"
        done.append((item, before))
    return planned


def _check(item: Planned) -> None:
    current, _ = read_now(item.path)
    known = item.expected is not None and item.expected != ABSENT
    if known and (current is None or not item.expected.matches(current)):
        mine = item.data(current) if callable(item.data) else item.data
        _failed(item, ChangedOnDisk(item.path, mine, current))
        return
    if current is not None and not writable(item.path):
        _failed(item, SaveError(item.path, "the file is read-only; use Save As to save a copy elsewhere"))
    elif not os.access(item.path.parent, os.W_OK):
        _failed(item, SaveError(item.path, "you do not have permission to write in its folder"))


def _failed(item: Planned, error: SaveError) -> None:
    item.status = "changed" if isinstance(error, ChangedOnDisk) else "failed"
    item.reason = error.message.removeprefix("not saved: ")
    item.problem = error


def _put_back(item: Planned, old: bytes | None) -> None:
    """Undo one write: the old bytes again (or no file, if there was none)."""
    try:
        if old is None:
            item.path.unlink()
        else:
            replace_guarded(item.path, old, item.written, backup=False)
    except (OSError, SaveError) as error:
        reason = error.message if isinstance(error, SaveError) else str(error)
        item.reason = f"saved, and could not be put back ({reason})"
        return
    item.status = "put back"
    item.written = None
