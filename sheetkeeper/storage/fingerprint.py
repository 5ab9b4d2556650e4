"""What a file held when it was read: its size, modification time and a hash of its bytes.

A save compares the fingerprint it was given with the file on disk right before replacing
it (see :mod:`.guarded`). The hash decides: a program that rewrites a file within the same
clock tick, or restores an old modification time, is still caught. The modification time is
kept for the app's frequent, cheap "did it change?" polls (see ``ui/file_watch.py``).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Fingerprint:
    size: int
    mtime_ns: int
    sha256: str

    @classmethod
    def of(cls, data: bytes, mtime_ns: int = 0) -> Fingerprint:
        return cls(len(data), mtime_ns, hashlib.sha256(data).hexdigest())

    def matches(self, data: bytes) -> bool:
        return len(data) == self.size and hashlib.sha256(data).hexdigest() == self.sha256


ABSENT = Fingerprint(-1, 0, "")
"""The fingerprint of a file that is not there: saving with it creates, never replaces."""


def read_now(path: Path) -> tuple[bytes | None, int]:
    """The file's bytes and mtime now, or (None, 0) when it is not there."""
    try:
        with open(path, "rb") as handle:
            mtime_ns = os.fstat(handle.fileno()).st_mtime_ns
            return handle.read(), mtime_ns
    except (FileNotFoundError, IsADirectoryError):
        return None, 0


def on_disk(path: Path) -> Fingerprint:
    """The fingerprint of the file as it is now (ABSENT when it is not there)."""
    data, mtime_ns = read_now(path)
    return ABSENT if data is None else Fingerprint.of(data, mtime_ns)
