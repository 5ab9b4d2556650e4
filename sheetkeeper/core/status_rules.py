"""The part of the rules service about statuses and attacks: what a game declares, which are
set, which checks they make impossible, and the damage a hit does (mixed into ``Rules``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from . import status as status_rules
from .actions import Refusal
from .attack import Attack, Damage, Target
from .character import CharacterBase
from .checks import Check, RollResult
from .dice import RandomSource
from .paths import set_path
from .situation import Imposed, Option, Situation, SituationLine, settle
from .status import Status

if TYPE_CHECKING:
    pass

C = TypeVar("C", bound=CharacterBase)


class StatusRules(Generic[C]):
    """Statuses and attacks; relies on ``checks``, ``roll`` and ``_settled`` of ``Rules``."""

    # -- statuses -----------------------------------------------------------------------------

    def statuses(self, character: C) -> list[Status]:
        """Every status this game declares, with what it does and its source."""
        return []

    def status_ids(self, character: C) -> list[str]:
        """The ids of the statuses set, as saved. By default ``character.statuses``."""
        return list(character.statuses)

    def with_status_ids(self, character: C, ids: list[str]) -> C:
        """The character with these statuses set (a system that saves them elsewhere
        overrides this and :meth:`status_ids`)."""
        return set_path(character, "statuses", ids)

    def standing_statuses(self, character: C) -> list[Status]:
        """The declared statuses that hold by themselves while the sheet's numbers say so
        (a Body track full of stun, 0 power points), set or not. By default none."""
        return []

    def active_statuses(self, character: C) -> list[Status]:
        """The declared statuses that are set or standing, in the order the game lists
        them."""
        ids = {i.casefold() for i in self.status_ids(character)}
        ids |= {s.id.casefold() for s in self.standing_statuses(character)}
        return [s for s in self.statuses(character)
                if s.id.casefold() in ids or s.label.casefold() in ids]

    def check_names(self, character: C, check_id: str,
                    situation: Situation | None = None) -> list[str]:
        """The names a check answers to for statuses: its id and group, and what a system
        adds (an attribute, "attack", "senses"; it may read the situation)."""
        check = self.check_of(character, check_id)
        return [check_id, check.group] if check else [check_id]

    def check_of(self, character: C, check_id: str) -> Check | None:
        """The check of that id on the character (the first, should two share it), or None.
        The checks are listed once for the last character asked about: the sheet asks the
        odds of each of its checks in turn, and listing them all for each was quadratic. A
        character is never changed in place (every action returns a new one), so the list
        held for it stays true; it is held with the character itself, so no other takes
        its place unnoticed."""
        last = self.__dict__.get("_checks_of")
        if last is None or last[0] is not character:
            by_id: dict[str, Check] = {}
            for k in self.checks(character):
                by_id.setdefault(k.id, k)
            last = self._checks_of = (character, by_id)
        return last[1].get(check_id)

    def status_bar(self, character: C, check_id: str, situation: Situation | None = None,
                   label: str | None = None) -> tuple[str, str] | None:
        """The outcome ("impossible" or "fails automatically") and the reason of a check an
        active status bars (in this situation), or None. ``label`` spares the look-up of the
        check's label in :meth:`checks` (a system listing its checks may call this)."""
        active = self.active_statuses(character)
        if not active:
            return None
        if label is None:
            label = self.check_label(character, check_id)
        return status_rules.barred(active, label,
                                   self.check_names(character, check_id, situation))

    def status_refusal(self, character: C, check_id: str,
                       situation: Situation | None = None) -> str:
        """Why an active status makes this check impossible or fail automatically (in this
        situation), or "" when none does."""
        found = self.status_bar(character, check_id, situation)
        return found[1] if found else ""

    def status_modifiers(
        self, character: C, check_id: str, situation: Situation | None = None
    ) -> tuple[Imposed, ...]:
        """What the set statuses declare for this check (and the toggles set in its
        situation), one per status, with the rule each comes from."""
        active = self.active_statuses(character)
        if not active:
            return ()
        names = list(self.check_names(character, check_id, situation))
        if situation is not None:
            names += [o.id for o in situation.options
                      if o.kind == "toggle" and situation.values.get(o.id)]
        out = []
        for s in active:
            for label, value in status_rules.modifier_lines([s], names):
                out.append(Imposed(label, value, s.source))
        return tuple(out)

    def with_statuses(self, character: C, check_id: str, situation: Situation) -> Situation:
        """The situation with the set statuses' modifiers imposed on it."""
        imposed = self.status_modifiers(character, check_id, situation)
        return situation.with_imposed(imposed) if imposed or situation.imposed else situation

    def status_lines(self, situation: Situation) -> tuple[SituationLine, ...]:
        """One line per imposed status modifier, naming the status and its rule (the number
        is in the breakdown, with the free modifier's)."""
        return tuple(
            SituationLine(f"status:{i.status.casefold()}", f"{i.status}: {i.value:+d}", i.source,
                          ((i.status, i.value),))
            for i in situation.imposed
        )

    def _refuse_impossible(self, character: C, check_id: str,
                           situation: Situation | None = None) -> None:
        reason = self.status_refusal(character, check_id, situation)
        if reason:
            raise Refusal(reason)

    # -- attacks and damage -------------------------------------------------------------------

    def check_damage(
        self, attacker: C, check_id: str, target: Target, rng: RandomSource,
        result: RollResult | None = None, situation: Situation | None = None,
    ) -> Damage:
        """What a system defines: the damage of a check that hits (``result`` is the attack's
        roll, for criticals and bursts; None for damage alone), against the target, in the
        attack's settled situation (distance, the strike chosen)."""
        raise Refusal(f"{check_id!r} does no damage in this game")

    def target_options(self, attacker: C, check_id: str) -> list[Option]:
        """The one declared set of what an ad-hoc target of this check's damage has, in the
        game's words (STOP; armour and the affinity to the weapon's damage type): what the
        "Other target…" dialog asks, what a script's mapping may hold, and the only values
        :meth:`check_damage` reads from ``Target.values``. Empty for a check that does no
        damage, or a game whose damage ignores the target."""
        return []

    def ad_hoc_target(self, attacker: C, check_id: str, name: str,
                      chosen: Mapping[str, Any]) -> Target:
        """An ad-hoc target from values given for :meth:`target_options`: a key that is not
        one of them is refused by name (with the ones there are), a value out of range is
        refused naming its field; the others take their defaults."""
        options = self.target_options(attacker, check_id)
        known = {o.id for o in options}
        unknown = [key for key in chosen if key not in known]
        if unknown:
            have = ", ".join(f"{o.id!r} ({o.label})" for o in options) or "nothing"
            raise Refusal(f"a target of {check_id!r} has no {', '.join(map(repr, unknown))}: "
                          f"what its damage reads from a target is {have}")
        return Target(None, name, dict(settle(options, chosen).values))

    def settled_target(self, attacker: C, check_id: str, target: Target) -> Target:
        """A character as it is; an ad-hoc target's values settled against
        :meth:`target_options` (refusing unknown keys by name); a target with no values as it
        is (a game may read the attack's situation for it)."""
        if target.character is not None or not target.values:
            return target
        return self.ad_hoc_target(attacker, check_id, target.name, target.values)

    def attack(
        self, attacker: C, check_id: str, target: Target, rng: RandomSource, *,
        situation: Mapping[str, Any] | Situation | None = None,
    ) -> Attack:
        """Roll an attack in a situation and, on a hit, its damage against the target."""
        target = self.settled_target(attacker, check_id, target)
        s = self._settled(attacker, check_id, situation, 0)
        result = self.roll(attacker, check_id, rng, situation=s)
        if not result.success:
            return Attack(result)
        return Attack(result, self.check_damage(attacker, check_id, target, rng, result, s))
