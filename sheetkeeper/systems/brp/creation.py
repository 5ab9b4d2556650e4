"""Creating a Basic Roleplaying character: the original characteristics are the ones rolled
[004 "limited by the highest value of the character’s original STR, CON, or SIZ"], so in
creation an original follows its current value as the player enters it, until the two are
set apart (a characteristic already changed from its original keeps its own).

A skill's rating follows its base chance while the two are equal, in creation and in play:
a skill stands at its base before any advance [004 "Any skill which normally has a base
chance of 5% or higher"], so a skill typed in (its base entered from the rulebook's list,
which the excerpt does not print) stands at that base, with no adjustment to record. Once
the rating is set apart (points spent in creation, an experience roll, an adjustment), the
base no longer moves it."""

from __future__ import annotations

import re

from ...core.actions import Action, Applied
from ...core.context import Context
from ...core.paths import get_path, set_path
from ...core.rules import Rules, handles
from .model import BRPCharacter

CURRENT = re.compile(r"characteristics\.([A-Z]{3})\.current")
BASE = re.compile(r"skills\.(\d+)\.base")


class Creation(Rules[BRPCharacter]):
    @handles("set")
    def _set_with_original(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        applied = Rules._set(self, c, action, context)  # noqa: SLF001 - the common set
        if (base := BASE.fullmatch(str(action.args.get("path", "")))) is not None:
            return _rating_at_base(c, int(base[1]), applied)
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


def _rating_at_base(before: BRPCharacter, index: int, applied: Applied) -> Applied:
    """A skill whose rating stood at its base stays at its base when the base is set."""
    was, skill = before.skills[index], applied.character.skills[index]
    if was.rating != was.base or skill.rating == skill.base:
        return applied
    moved = set_path(applied.character, f"skills.{index}.rating", skill.base)
    return Applied(moved, applied.entries,
                   f"{skill.name}: base chance {was.base}% → {skill.base}%, its rating with it (a skill "
                   "stands at its base until it advances)")
