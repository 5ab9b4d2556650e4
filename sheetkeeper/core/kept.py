"""Results kept by the identity of what they were read from.

Characters are copy-on-write: after a change, every part it did not touch (a list, a track,
the ledger's entries) is the same object as before, so what was read from that part (its
findings' places, its names' findings, its balances) still holds. A :class:`Kept` keeps a few
such results under a key naming those objects by identity, and holds the objects themselves,
so none is collected (and its identity taken by another object) while its result is kept.

A ``Kept`` may be used from several threads (a script calling the API from workers; the app
itself reads characters on its one GUI thread): reading and keeping take a lock, so a result
is never lost half-kept and trimming the oldest never meets a dictionary changed under it.
Two threads reading the same new part both work it out; the result is the same.
"""

from __future__ import annotations

import threading
from typing import Any


class Kept:
    """At most ``size`` results, the most recently used last (the first to go is the one
    least recently used)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: dict[Any, tuple[tuple[Any, ...], Any]] = {}
        self._lock = threading.Lock()

    def get(self, key: Any, *held: Any) -> Any | None:
        """The result kept under ``key`` while it was read from these very objects, or None."""
        with self._lock:
            kept = self._items.pop(key, None)
            if kept is None:
                return None
            if len(kept[0]) != len(held) or any(a is not b for a, b in zip(kept[0], held, strict=True)):
                return None  # read from other objects that had these identities: gone
            self._items[key] = kept  # the most recent last
            return kept[1]

    def put(self, key: Any, value: Any, *held: Any) -> Any:
        """Keep ``value`` under ``key``, read from ``held`` (kept alive with it); returns it."""
        with self._lock:
            self._items.pop(key, None)
            self._items[key] = (held, value)
            while len(self._items) > self.size:
                del self._items[next(iter(self._items))]
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
