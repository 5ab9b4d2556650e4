"""The rules service every game system provides.

A system subclasses :class:`Rules`, fills in what its excerpt defines, and registers action
handlers by kind. The generic actions (edit a field, mark a track, set a pool, award XP, add
or remove list rows, reverse a ledger entry) live here, so every system has them and a
system only adds what its game says happens next (an episode when shock overlaps trauma).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import ValidationError

from . import status as status_rules
from .actions import Action, Applied, Derived, Finding, Offer, Refusal, State
from .attack import Attack, Damage, Target
from .character import CharacterBase
from .checks import Check, Odds, RollResult
from .dice import RandomSource, default_random
from .inventory import Encumbrance
from .ledger import now
from .paths import get_path, set_path
from .pool import Ladder, Pool
from .situation import Option, Situation, SituationLine, other_modifier, settle
from .status import Status
from .track import Side, Track, TrackChange

C = TypeVar("C", bound=CharacterBase)


class Context:
    """What an action may need beyond the character: a random source, the time, the session."""

    def __init__(
        self,
        rng: RandomSource | None = None,
        at: datetime | None = None,
        session: str = "",
    ) -> None:
        self.rng = rng or default_random()
        self.at = at or now()
        self.session = session


Handler = Callable[[Any, Any, Action, Context], Applied]


def handles(kind: str) -> Callable[[Handler], Handler]:
    """Mark a Rules method as the handler of an action kind."""

    def mark(fn: Handler) -> Handler:
        fn._handles = kind  # type: ignore[attr-defined]
        return fn

    return mark


class Rules(Generic[C]):
    character_type: ClassVar[type[CharacterBase]]
    _handlers: ClassVar[dict[str, Handler]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        handlers: dict[str, Handler] = {}
        for klass in reversed(cls.__mro__):
            for value in vars(klass).values():
                kind = getattr(value, "_handles", None)
                if kind:
                    handlers[kind] = value
        cls._handlers = handlers

    # -- what a system defines -------------------------------------------------------------

    def new(self, name: str = "") -> C:
        """A fresh character: valid to save, ready for the creation wizard."""
        return self.character_type(name=name)  # type: ignore[return-value,call-arg]

    def validate(self, character: C, *, creation: bool = False) -> list[Finding]:
        """Findings beyond the file's schema; ``creation`` adds the creation budgets."""
        return []

    def derived(self, character: C) -> list[Derived]:
        return []

    def states(self, character: C) -> list[State]:
        return []

    def checks(self, character: C) -> list[Check]:
        return []

    def situations(self, character: C, check_id: str) -> list[Option]:
        """The options the rules offer for this check at the table (helpers, range,
        difficulty, the other side of an opposed roll). By default only the free modifier."""
        return [other_modifier()]

    def situation(
        self, character: C, check_id: str, given: Mapping[str, Any] | None = None, modifier: int = 0
    ) -> Situation:
        """The given values settled against this check's options (refuses unknown options and
        values out of range); ``modifier`` adds to the free "other modifier"."""
        values = dict(given or {})
        if modifier:
            values["modifier"] = int(values.get("modifier", 0) or 0) + modifier
        return settle(self.situations(character, check_id), values)

    def odds(
        self, character: C, check_id: str, modifier: int = 0, *,
        situation: Mapping[str, Any] | Situation | None = None,
    ) -> Odds:
        """Exact odds of a check in a situation; the breakdown names each chosen option."""
        s = self._settled(character, check_id, situation, modifier)
        self._refuse_impossible(character, check_id)
        odds = self.check_odds(character, check_id, s)
        odds = odds if odds.situation else replace(odds, situation=s.lines())
        return replace(odds, situation=odds.situation + self.status_lines(character, check_id))

    def roll(
        self, character: C, check_id: str, rng: RandomSource, modifier: int = 0, *,
        situation: Mapping[str, Any] | Situation | None = None,
    ) -> RollResult:
        """One roll of a check in a situation: the same rules as :meth:`odds`."""
        s = self._settled(character, check_id, situation, modifier)
        self._refuse_impossible(character, check_id)
        result = self.check_roll(character, check_id, rng, s)
        result = result if result.situation else replace(result, situation=s.lines())
        return replace(result, situation=result.situation + self.status_lines(character, check_id))

    def _settled(self, character: C, check_id: str, situation: Any, modifier: int) -> Situation:
        if isinstance(situation, Situation):
            situation = situation.as_dict()
        return self.situation(character, check_id, situation, modifier)

    def check_odds(self, character: C, check_id: str, situation: Situation) -> Odds:
        """What a system defines: the exact odds of a check in a settled situation."""
        raise Refusal(f"no check {check_id!r} on this sheet")

    def check_roll(self, character: C, check_id: str, rng: RandomSource, situation: Situation) -> RollResult:
        """What a system defines: a roll of a check in a settled situation."""
        raise Refusal(f"no check {check_id!r} on this sheet")

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

    def active_statuses(self, character: C) -> list[Status]:
        """The declared statuses that are set, in the order the game lists them."""
        ids = {i.casefold() for i in self.status_ids(character)}
        return [s for s in self.statuses(character)
                if s.id.casefold() in ids or s.label.casefold() in ids]

    def check_names(self, character: C, check_id: str) -> list[str]:
        """The names a check answers to for statuses: its id and group, and what a system
        adds (an attribute, "attack", "senses")."""
        check = next((k for k in self.checks(character) if k.id == check_id), None)
        return [check_id, check.group] if check else [check_id]

    def status_refusal(self, character: C, check_id: str) -> str:
        """Why a set status makes this check impossible, or "" when none does."""
        active = self.active_statuses(character)
        if not active:
            return ""
        check = next((k for k in self.checks(character) if k.id == check_id), None)
        label = check.label if check else check_id
        return status_rules.refusal(active, label, self.check_names(character, check_id))

    def status_lines(self, character: C, check_id: str) -> tuple[SituationLine, ...]:
        """One line per set status that modifies this check, with the rule it comes from
        (the number itself is in the breakdown, where the system applies it)."""
        active = self.active_statuses(character)
        if not active:
            return ()
        names = self.check_names(character, check_id)
        return tuple(
            SituationLine(f"status:{s.id}", f"{s.label}: {s.effect}", s.source)
            for s in active if status_rules.modifier_lines([s], names)
        )

    def _refuse_impossible(self, character: C, check_id: str) -> None:
        reason = self.status_refusal(character, check_id)
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

    def attack(
        self, attacker: C, check_id: str, target: Target, rng: RandomSource, *,
        situation: Mapping[str, Any] | Situation | None = None,
    ) -> Attack:
        """Roll an attack in a situation and, on a hit, its damage against the target."""
        s = self._settled(attacker, check_id, situation, 0)
        result = self.roll(attacker, check_id, rng, situation=s)
        if not result.success:
            return Attack(result)
        return Attack(result, self.check_damage(attacker, check_id, target, rng, result, s))

    def push(self, character: C, result: RollResult, rng: RandomSource) -> tuple[RollResult, list[Action]]:
        """Push a roll where the game allows it: the new result and the actions that follow
        from it (gear damage). Systems without pushes refuse."""
        raise Refusal("this game has no pushed rolls")

    def offers(self, character: C) -> list[Offer]:
        """Advances, rests and resource uses, each allowed or refused with the reason."""
        return []

    def encumbrance(self, character: C) -> Encumbrance | None:
        return None

    def session_actions(self, character: C) -> list[Action]:
        """The end-of-session steps for this game (rest, reset per-session resources)."""
        return []

    def attention(self, character: C) -> list[State]:
        """States a GM should see on the party dashboard; by default every state."""
        return self.states(character)

    # -- applying actions -----------------------------------------------------------------

    def apply(self, character: C, action: Action, context: Context | None = None) -> Applied:
        handler = self._handlers.get(action.kind)
        if handler is None:
            raise Refusal(f"this game has no action {action.kind!r}")
        try:
            return handler(self, character, action, context or Context())
        except ValidationError as error:
            raise Refusal(_plain(error)) from None
        except (KeyError, IndexError, ValueError, TypeError) as error:
            if isinstance(error, Refusal):
                raise
            raise Refusal(f"{action.describe()}: {error}") from None

    def on_track(self, character: C, path: str, change: TrackChange, context: Context) -> Applied:
        """What a track change means in this game. By default: nothing further."""
        return Applied(character)

    @handles("set")
    def _set(self, character: C, action: Action, context: Context) -> Applied:
        return Applied(set_path(character, action.args["path"], action.args["value"]))

    @handles("track")
    def _track(self, character: C, action: Action, context: Context) -> Applied:
        """args: path, side, and either ``count`` (absolute), ``amount`` (relative) or
        ``index`` (a click on that box)."""
        path: str = action.args["path"]
        side: Side = action.args.get("side", "left")
        track: Track = get_path(character, path)
        if "index" in action.args:
            new, change = track.click(int(action.args["index"]), side)
        elif "count" in action.args:
            new, change = track.set(side, int(action.args["count"]))
        else:
            new, change = track.mark(side, int(action.args.get("amount", 1)))
        return self.on_track(set_path(character, path, new), path, change, context)

    @handles("pool")
    def _pool(self, character: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        pool: Pool = get_path(character, path)
        if "value" in action.args:
            return Applied(set_path(character, path, pool.set(int(action.args["value"]))))
        return Applied(set_path(character, path, pool.add(int(action.args.get("amount", 0)))))

    @handles("ladder")
    def _ladder(self, character: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        ladder: Ladder = get_path(character, path)
        return Applied(set_path(character, path, ladder.set(int(action.args["level"]))))

    @handles("status.set")
    def _status_set(self, character: C, action: Action, context: Context) -> Applied:
        found = self._declared(character, str(action.args["status"]))
        ids = self.status_ids(character)
        if any(i.casefold() in (found.id.casefold(), found.label.casefold()) for i in ids):
            return Applied(character, (), f"{found.label} is already set")
        after = self.with_status_ids(character, [*ids, found.id])
        return self.on_status(after, found, True, context,
                              Applied(after, (), f"{found.label}: {found.effect}"))

    @handles("status.clear")
    def _status_clear(self, character: C, action: Action, context: Context) -> Applied:
        found = self._declared(character, str(action.args["status"]))
        names = (found.id.casefold(), found.label.casefold())
        ids = self.status_ids(character)
        kept = [i for i in ids if i.casefold() not in names]
        if len(kept) == len(ids):
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

    @handles("xp.award")
    def _award(self, character: C, action: Action, context: Context) -> Applied:
        amount = int(action.args["amount"])
        if amount <= 0:
            raise Refusal("an XP award must be at least 1")
        ledger, entry = character.ledger.append(
            "xp.award",
            amount,
            reason=str(action.args.get("reason", "")),
            session=str(action.args.get("session", context.session)),
            at=context.at,
        )
        return Applied(set_path(character, "ledger", ledger), (entry,), f"+{amount} XP")

    @handles("ledger.reverse")
    def _reverse(self, character: C, action: Action, context: Context) -> Applied:
        ledger, entry = character.ledger.reverse(
            str(action.args["id"]), reason=str(action.args.get("reason", "")), at=context.at
        )
        return Applied(set_path(character, "ledger", ledger), (entry,))

    @handles("list.add")
    def _list_add(self, character: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        rows = list(get_path(character, path))
        index = int(action.args.get("index", len(rows)))
        rows.insert(index, action.args["value"])
        return Applied(set_path(character, path, rows))

    @handles("list.remove")
    def _list_remove(self, character: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        rows = list(get_path(character, path))
        del rows[int(action.args["index"])]
        return Applied(set_path(character, path, rows))

    @handles("list.move")
    def _list_move(self, character: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        rows = list(get_path(character, path))
        row = rows.pop(int(action.args["index"]))
        rows.insert(int(action.args["to"]), row)
        return Applied(set_path(character, path, rows))


def _plain(error: ValidationError) -> str:
    """A pydantic error in plain words: 'body.left: ...'."""
    parts = []
    for e in error.errors():
        where = ".".join(str(x) for x in e["loc"])
        parts.append(f"{where}: {e['msg']}" if where else e["msg"])
    return "; ".join(parts)

