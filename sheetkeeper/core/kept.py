"""Results kept by the identity of what they were read from.

Characters are copy-on-write: after a change, every part it did not touch (a list, a track,
the ledger's entries) is the same object as before, so what was read from that part (its
findings' places, its names' findings, its balances) still holds. A :class:`Kept` keeps a few
such results under a key naming those objects by identity, and holds the objects themselves,
so none is collected (and its identity taken by another object) while its result is kept.

A ``Kept`` may be used from several threads (a script calling the API from workers; the app
itself reads characters on its one GUI thread): keeping (and moving a result to the recent
end) takes a lock, so trimming the oldest never meets a dictionary changed under it, and a
read looks the key up once, so it sees a whole entry or none.
Two threads reading the same new part both work it out; the result is the same.
"""

from __future__ import annotations

import threading
from operator import is_
from typing import Any


class Kept:
    """At most ``size`` results. With ``recent`` the least recently used goes first (a part
    of a character read on every change stays kept however many other parts come and go);
    without it, the oldest kept (for results kept by the thousand, one per finding, where
    moving each on every read would cost more than reading it anew now and then)."""

    def __init__(self, size: int, *, recent: bool = False) -> None:
        self.size = size
        self.recent = recent
        self._items: dict[Any, tuple[tuple[Any, ...], Any]] = {}
        self._lock = threading.Lock()

    def get(self, key: Any, *held: Any) -> Any | None:
        """The result kept under ``key`` while it was read from these very objects, or None."""
        kept = self._items.get(key)  # one read of the dictionary: whole, whatever other threads do
        if kept is None or len(kept[0]) != len(held) or not all(map(is_, kept[0], held)):
            return None  # none, or read from other objects that had these identities: gone
        if self.recent:
            with self._lock:
                if self._items.get(key) is kept:  # the most recent last
                    del self._items[key]
                    self._items[key] = kept
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
