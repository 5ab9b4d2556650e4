"""The actions about statuses every game has (mixed into ``Rules``): ``status.set`` (with
the numbers a status asks for, remembered on the sheet), ``status.clear`` (refused for a
status that holds by itself) and ``round.end`` (what ends with the round is cleared)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, TypeVar

from . import status as status_rules
from .actions import Action, Applied, Refusal
from .character import CharacterBase
from .context import Context
from .generic_actions import handles
from .paths import set_path
from .status import Status

C = TypeVar("C", bound=CharacterBase)


class StatusActions(Generic[C]):
    """Relies on ``statuses``, ``status_ids``, ``with_status_ids``, ``standing_statuses``
    and ``active_statuses`` of ``StatusRules``."""

    @handles("status.set")
    def _status_set(self, character: C, action: Action, context: Context) -> Applied:
        found = self._declared(character, str(action.args["status"]))
        ids = self.status_ids(character)
        if any(i.casefold() in (found.id.casefold(), found.label.casefold()) for i in ids):
            return Applied(character, (), f"{found.label} is already set")
        after = self.with_status_ids(self._remember_asked(character, found, action.args),
                                     [*ids, found.id])
        found = self._declared(after, found.id)  # its effect with the numbers just entered
        return self.on_status(after, found, True, context,
                              Applied(after, (), f"{found.label}: {found.effect}"))

    def _remember_asked(self, character: C, found: Status, args: Mapping[str, Any]) -> C:
        """The numbers a status asks for, from the action's args (remembered on the sheet)
        or as the sheet remembers them; refused, naming it, when neither has one."""
        for asked in found.asks:
            given = args.get(asked.id)
            if given is None or given == "":
                if asked.value is None:
                    raise Refusal(f"{found.label}: enter {asked.label} first. {asked.help}".strip())
                continue
            character = set_path(character, asked.where, asked.accept(given))
        return character

    @handles("status.clear")
    def _status_clear(self, character: C, action: Action, context: Context) -> Applied:
        found = self._declared(character, str(action.args["status"]))
        names = (found.id.casefold(), found.label.casefold())
        ids = self.status_ids(character)
        kept = [i for i in ids if i.casefold() not in names]
        if len(kept) == len(ids):
            standing = any(s.id == found.id for s in self.standing_statuses(character))
            if standing and found.holds_while:
                raise Refusal(f"{found.label} holds by itself while {found.holds_while}: "
                              f"it ends when that changes")
            raise Refusal(f"{found.label} is not set on {character.display_name}")
        after = self.with_status_ids(character, kept)
        return self.on_status(after, found, False, context,
                              Applied(after, (), f"{found.label} ends"))

    def on_status(self, character: C, status: Status, on: bool, context: Context,
                  applied: Applied) -> Applied:
        """What setting (``on``) or clearing a status means in this game beyond the badge
        (temporary Condition, agony). By default: nothing further."""
        return applied

    @handles("round.end")
    def _round_end(self, character: C, action: Action, context: Context) -> Applied:
        """The end of the round: every status that ends with it is cleared."""
        ending = [s for s in self.active_statuses(character) if s.ends == status_rules.END_OF_ROUND]
        if not ending:
            return Applied(character, (), "no status ends with the round")
        gone = {n for s in ending for n in (s.id.casefold(), s.label.casefold())}
        kept = [i for i in self.status_ids(character) if i.casefold() not in gone]
        return Applied(self.with_status_ids(character, kept), (),
                       ", ".join(s.label for s in ending) + " ends with the round")

    def _declared(self, character: C, status_id: str) -> Status:
        declared = self.statuses(character)
        found = status_rules.by_id(declared, status_id)
        if found is None:
            have = ", ".join(s.label for s in declared) or "none"
            raise Refusal(f"this game has no status {status_id!r} (its statuses: {have})")
        return found
