"""The situation each check of an open character was last rolled in, so the sheet's odds can
show it ("with Helpers: 2") and a double-click rolls it again.

Remembered per open document, in memory, not in the character file: a situation is the
moment at the table (the target 40 m away, two friends helping), not part of the character.
Saved in the file it would travel to the other players' copies, show up in merges and in the
history, and outlive the scene it was true for. It lasts while the document is open, across
tab switches and while the roller follows another character; rolling the check plain again,
or forgetting it from the sheet, clears it.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Signal

from ..core.actions import Refusal
from ..core.situation import Value


class RememberedSituations(QObject):
    changed = Signal(str)
    """The remembered situation of this check (its id) changed or was forgotten."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values: dict[str, dict[str, Value]] = {}

    def get(self, check_id: str) -> dict[str, Value]:
        """The option values chosen away from their defaults (empty: a plain roll)."""
        return dict(self._values.get(check_id, {}))

    def remember(self, check_id: str, values: Mapping[str, Value]) -> None:
        values = dict(values)
        if values == self._values.get(check_id, {}):
            return
        if values:
            self._values[check_id] = values
        else:
            self._values.pop(check_id, None)
        self.changed.emit(check_id)

    def forget(self, check_id: str) -> None:
        self.remember(check_id, {})


def describe(rules, character, check_id: str, values: Mapping[str, Value]) -> tuple[str, str]:
    """A short label for an odds cell ("with Helpers: 2", "with Helpers: 2 +1 more") and the
    whole situation in words for its tooltip; empty when plain or no longer valid."""
    if not values:
        return "", ""
    try:
        situation = rules.situation(character, check_id, values)
    except Refusal as refusal:
        return "", refusal.message
    words = [f"{o.label}: {o.value_text(situation[o.id])}" for o in situation.chosen()]
    if not words:
        return "", ""
    more = f" +{len(words) - 1} more" if len(words) > 1 else ""
    return f"with {words[0]}{more}", ", ".join(words)
