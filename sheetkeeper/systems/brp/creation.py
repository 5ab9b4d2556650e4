"""Creating a Basic Roleplaying character: the original characteristics are the ones rolled
[004 "limited by the highest value of the character’s original STR, CON, or SIZ"], so in
creation an original follows its current value as the player enters it, until the two are
set apart (a characteristic already changed from its original keeps its own)."""

from __future__ import annotations

import re

from ...core.actions import Action, Applied
from ...core.context import Context
from ...core.paths import get_path, set_path
from ...core.rules import Rules, handles
from .model import BRPCharacter

CURRENT = re.compile(r"characteristics\.([A-Z]{3})\.current")


class Creation(Rules[BRPCharacter]):
    @handles("set")
    def _set_with_original(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        applied = Rules._set(self, c, action, context)  # noqa: SLF001 - the common set
        found = CURRENT.fullmatch(str(action.args.get("path", "")))
        if not c.in_creation or found is None:
            return applied
        before = get_path(c, f"characteristics.{found[1]}")
        if before.original != before.current:
            return applied
        after = applied.character
        value = get_path(after, found[0])
        return Applied(set_path(after, f"characteristics.{found[1]}.original", value),
                       applied.entries, applied.message)
