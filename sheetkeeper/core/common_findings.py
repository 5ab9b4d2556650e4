"""The findings every game reports beside its own (``Rules.validate`` adds them): a change
made by hand in play waiting for the GM to accept it, and a name that differs from the
game's lists; each finding then placed in words on the sheet (``Places``)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .actions import Finding
from .adjusted_row import path_now
from .advancing import Advanced
from .character import CharacterBase
from .names import name_findings
from .places import Places

if TYPE_CHECKING:
    from .rules import Rules


def common_findings(rules: Rules, character: CharacterBase) -> list[Finding]:
    """What every game reports: adjustments not yet accepted, names off the game's lists."""
    found = [adjustment(e, rules.advanced, character)
             for e in character.ledger.open_adjustments()]
    return found + name_findings(rules.lists, character)


ADJUSTMENT = "adjustment"
"""The kind of finding an adjustment waiting for the GM is (``Finding.kind``)."""


def adjustment(e: Any, advanced: Sequence[Advanced] = (), character: Any = None) -> Finding:
    """An adjustment not yet accepted, where it is: a removed row on the list it left (its
    number now names another row, or none), so the finding names the row it removed; a
    change on a row's field on that row where it is now, found by the name the entry keeps
    (rows removed or moved since), or on the list, named, when the row is gone."""
    path, subject = e.path or "", ""
    if e.path and e.before is not None and e.after is None and "." in e.path:
        path, subject = e.path.rsplit(".", 1)[0], f"{e.subject} "
    elif e.path and character is not None:
        now = path_now(advanced, character, e.path, e.subject)
        if now is None:
            return Finding(_list_of(e.path), f"changed by hand: {e.subject} {e.change} "
                           f"({e.reason}), on a row no longer on the sheet; accept the "
                           "adjustment once the GM agrees", "warning", kind=ADJUSTMENT)
        path = now
    return Finding(path, f"changed by hand: {subject}{e.change} ({e.reason}); accept the "
                   "adjustment once the GM agrees", "warning", where="" if path else e.subject,
                   kind=ADJUSTMENT)


def _list_of(path: str) -> str:
    """The list a row's path is on: ``skills.3.rank`` -> ``skills``."""
    parts = path.split(".")
    at = next((i for i, part in enumerate(parts) if part.isdigit()), len(parts))
    return ".".join(parts[:at]) or path


def placed(places: Places, finding: Finding) -> Finding:
    """The finding with its place in words (``where``) and its path's rows as numbers."""
    if finding.where or not finding.path:
        return finding
    return places.placed(finding)


def with_common_findings(validate: Callable[..., list[Finding]]) -> Callable[..., list[Finding]]:
    @functools.wraps(validate)
    def checked(self: Rules, character: Any, *, creation: bool = False) -> list[Finding]:
        found = validate(self, character, creation=creation)
        common = common_findings(self, character)
        # A finding both report is on one path: only those sharing a path are compared.
        shared = {f.path for f in common}
        same = {f for f in found if f.path in shared}
        paths = {f.path for f in same}
        found = found + [f for f in common if f.path not in paths or f not in same]
        places = Places(character)
        return [placed(places, f) for f in found]

    return checked
