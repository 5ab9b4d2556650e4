"""The situation each check of an open character was last rolled in, so the sheet's odds can
show it ("with Helpers: 2") and a double-click rolls it again.

Remembered per open document, in memory, not in the character file: a situation is the
moment at the table (the target 40 m away, two friends helping), not part of the character.
Saved in the file it would travel to the other players' copies, show up in merges and in the
history, and outlive the scene it was true for. It lasts while the document is open, across
tab switches and while the roller follows another character; rolling the check plain again,
or forgetting it from the sheet, clears it.

Beside it, in the same place so there is one source of truth, the Modifier set beside the
sheet's checks: the sheet's odds add it, and the dice roller rolls with it (it shows it in
its own modifier, added to the remembered one, and follows it as it changes).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..core.actions import Refusal
from ..core.situation import Value, said_as
from ..translate import shown


class RememberedSituations(QObject):
    changed = Signal(str)
    """The remembered situation of this check (its id) changed or was forgotten."""

    sheet_modifier_changed = Signal(object)
    """The Modifier beside these checks (their ids) changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values: dict[str, dict[str, Value]] = {}
        self._sheet_modifiers: dict[str, int] = {}
        self.last_check: str | None = None
        """The check the dice roller last showed for this character: shown again when the
        roller comes back to it (from the party's tab, from another sheet)."""

    def sheet_modifier(self, check_id: str) -> int:
        """The Modifier set beside this check on the sheet (0 where none is set)."""
        return self._sheet_modifiers.get(check_id, 0)

    def set_sheet_modifier(self, check_ids: Iterable[str], value: int) -> None:
        changed = [c for c in check_ids if self.sheet_modifier(c) != value]
        for check_id in changed:
            if value:
                self._sheet_modifiers[check_id] = value
            else:
                self._sheet_modifiers.pop(check_id, None)
        if changed:
            self.sheet_modifier_changed.emit(changed)

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
    words = [said_as(shown(o.label), shown(o.value_text(situation[o.id])),
                     o.kind == "toggle" and situation[o.id] is True) for o in situation.chosen()]
    if not words:
        return "", ""
    more = QCoreApplication.translate("RememberedSituations", " +{0} more").format(len(words) - 1) \
        if len(words) > 1 else ""
    return QCoreApplication.translate("RememberedSituations", "with {0}").format(words[0] + more), ", ".join(words)
