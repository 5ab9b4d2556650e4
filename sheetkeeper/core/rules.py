"""The rules service every game system provides.

A system subclasses :class:`Rules`, fills in what its excerpt defines, and registers action
handlers by kind and the inputs its actions take by kind. The actions every game has live
in the base (award XP, reverse a ledger entry, accept an adjustment, fix names, finish
creation; statuses in ``status_actions.py``; the edits of any sheet — set a field, mark a
track, set a pool, add or remove list rows — in ``generic_actions.py``), so every system has
them and a system only adds what its game says happens next (an episode when shock overlaps
trauma). The findings every game reports beside its own are in ``common_findings.py``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import ValidationError

from .actions import Action, Applied, Derived, Finding, Offer, Refusal, State
from .advancing import Advanced
from .character import CharacterBase
from .checks import Check, Odds, RollResult
from .common_findings import common_findings, with_common_findings
from .context import Context
from .courses import Course
from .dice import RandomSource
from .generic_actions import GenericActions, Handler, handles
from .in_play import InPlay
from .initiative import Order
from .inventory import Encumbrance
from .library import LibraryList
from .names import NameList, proper_names
from .paths import set_path
from .printed import PrintedTable
from .situation import Option, Situation, other_modifier, settle, settle_inputs
from .status_actions import StatusActions
from .status_rules import StatusRules
from .track import TrackChange
from .words import QT_TRANSLATE_NOOP

C = TypeVar("C", bound=CharacterBase)


Inputs = Callable[[Any, Action], tuple[Option, ...]]
"""What the user gives for one kind of action, from the character and the action."""


class Rules(GenericActions[C], InPlay[C], StatusActions[C], StatusRules[C], Generic[C]):
    character_type: ClassVar[type[CharacterBase]]
    _handlers: ClassVar[dict[str, Handler]]
    advanced: ClassVar[tuple[Advanced, ...]] = ()
    """The values the rules advance (skill ranks, attributes, levels, techniques): in play a
    ``set`` of one becomes its advance or a recorded adjustment (see ``core/advancing.py``)."""
    award: ClassVar[str] = ""
    """What a GM awards at the end of a session, named as the game names it ("XP"); empty
    when the game has none, so no party action offers it (Renaissance, Basic Roleplaying)."""
    award_spent: ClassVar[bool] = True
    """Whether advances spend the award (Rainworld's and Game Rules Lite's XP buy them) or it
    is a total that reaches levels and is never spent (GRIMWIRE's "Total XP")."""
    advances_by: ClassVar[str] = ""
    """How the game's characters advance, in its own words, shown where an award would be
    when the game has none (Basic Roleplaying's experience rolls and training)."""
    never_lost: ClassVar[str] = "the rules excerpt has no way to lose an advance or get back its cost"
    """Why, in the game's words, a row holding an advance (a skill's ranks, a talent) is not
    simply removed in play (see ``core/removal.py``)."""
    inputs_of: ClassVar[Mapping[str, Inputs]] = {}
    """The inputs each kind of action takes, by kind, as handlers are (``systems/<id>/
    inputs.py``): an action of a kind not named here takes none, so ``apply`` asks nothing
    more on a track click or a set."""
    lists: ClassVar[tuple[NameList, ...]] = ()
    library: ClassVar[tuple[LibraryList, ...]] = ()
    """The lists a library of the game holds, with the rows its excerpt gives
    (``core/library.py``, ``systems/<id>/library.py``)."""
    tables: ClassVar[tuple[PrintedTable, ...]] = ()
    """The tables the game's excerpt prints and its rules use, row by row as printed, a
    misprint beside its correction (``core/printed.py``)."""
    """The game's own lists of names (skills, quirks, talents): the sheet completes from
    them and ``validate`` reports a name that differs from a listed one only by case or
    accent, and a rank on a name not in the list."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # What every game does around a system's own hooks: a fresh character is in
        # creation; validate adds the findings of the ledger and the game's lists.
        if "new" in vars(cls):
            cls.new = _in_creation(vars(cls)["new"])  # type: ignore[method-assign]
        if "validate" in vars(cls):
            cls.validate = with_common_findings(vars(cls)["validate"])  # type: ignore[method-assign]
        if "offers" in vars(cls):
            cls.offers = _with_inputs(vars(cls)["offers"])  # type: ignore[method-assign]
        handlers: dict[str, Handler] = {}
        for klass in reversed(cls.__mro__):
            for value in vars(klass).values():
                kind = getattr(value, "_handles", None)
                if kind:
                    handlers[kind] = value
        cls._handlers = handlers

    # -- what a system defines -------------------------------------------------------------

    def new(self, name: str = "") -> C:
        """A fresh character: valid to save, in creation, ready for the creation wizard."""
        return self.character_type(name=name, in_creation=True)  # type: ignore[return-value,call-arg]

    def validate(self, character: C, *, creation: bool = False) -> list[Finding]:
        """Findings beyond the file's schema; ``creation`` adds the creation budgets."""
        return common_findings(self, character)

    def inputs(self, character: C, action: Action) -> tuple[Option, ...]:
        """What the user gives for ``action`` beyond what its offer fixes, declared once by
        kind in :attr:`inputs_of`: the offer shows it (``Offer.inputs``), ``apply`` settles
        the action's arguments against it (a value of the wrong kind or out of range refused
        naming the input), and every dialog builds its controls from it."""
        declare = self.inputs_of.get(action.kind)
        return declare(character, action) if declare is not None else ()

    def derived(self, character: C) -> list[Derived]:
        return []

    def states(self, character: C) -> list[State]:
        return []

    def checks(self, character: C) -> list[Check]:
        return []

    def check_label(self, character: C, check_id: str) -> str:
        """A check's name in the game's words (a message about a check never shows its id)."""
        check = self.check_of(character, check_id)
        return check.label if check else check_id

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
        odds = self.check_odds(character, check_id, s)
        odds = odds if odds.situation else replace(odds, situation=s.lines())
        odds = replace(odds, situation=odds.situation + self.status_lines(s))
        barred = self.status_bar(character, check_id, s)
        if barred is None:
            return odds
        # A status makes it impossible or fail automatically: 0 %, with the reason (the
        # breakdown still shows what the check would have been).
        outcome, reason = barred
        return replace(odds, outcomes={outcome: Fraction(1)}, success=Fraction(0), extra={},
                       refused=reason)

    def roll(
        self, character: C, check_id: str, rng: RandomSource, modifier: int = 0, *,
        situation: Mapping[str, Any] | Situation | None = None,
    ) -> RollResult:
        """One roll of a check in a situation: the same rules as :meth:`odds`."""
        s = self._settled(character, check_id, situation, modifier)
        self._refuse_impossible(character, check_id, s)
        result = self.check_roll(character, check_id, rng, s)
        result = result if result.situation else replace(result, situation=s.lines())
        return replace(result, situation=result.situation + self.status_lines(s))

    def _settled(self, character: C, check_id: str, situation: Any, modifier: int) -> Situation:
        if isinstance(situation, Situation):
            situation = situation.as_dict()
        settled = self.situation(character, check_id, situation, modifier)
        return self.with_statuses(character, check_id, settled)

    def check_odds(self, character: C, check_id: str, situation: Situation) -> Odds:
        """What a system defines: the exact odds of a check in a settled situation."""
        raise Refusal(f"no check {check_id!r} on this sheet")

    def check_roll(self, character: C, check_id: str, rng: RandomSource, situation: Situation) -> RollResult:
        """What a system defines: a roll of a check in a settled situation."""
        raise Refusal(f"no check {check_id!r} on this sheet")

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

    def initiative(self, members: list[tuple[str, C]], rng: RandomSource,
                   conditions: Mapping[str, Situation] | None = None, *,
                   enemies: Collection[str] = ()) -> Order | None:
        """This game's members (key, character) in the order they act, or None when the
        game has no initiative roll (the GM places them); ``conditions`` each member's
        settled :meth:`initiative_options` by key (a member left out has the defaults);
        ``enemies`` the keys that are foes, for a game whose ties go by side (GRIMWIRE)."""
        return None

    carried: ClassVar[str] = ""
    """The sheet's list of things carried (``inventory``, ``gear``): where an item handed
    out from the party's stash goes, and what the game's encumbrance counts; empty when the
    sheet has none (Renaissance)."""

    def foe_options(self) -> list[Option]:
        """What a quick foe of this game has: the numbers the game's fights read (a STOP, a
        Condition, a weapon skill, what its initiative adds), declared like
        :meth:`target_options` and with the same ids where a target's damage reads them.
        Empty where the excerpt has no fight rules (the foe is a name)."""
        return []

    def stand_in(self, name: str, values: Mapping[str, Any]) -> C:
        """A character of this game holding a quick foe's numbers where the rules read them
        (its initiative, its statuses), so the game's own rules order and end its turns.
        By default a new character by that name."""
        return self.new(name)

    def initiative_options(self, character: C) -> list[Option]:
        """What the table may say about a member's initiative this round, declared like a
        check's situation options (Rainworld's Fast Start, Slow Start, Go-Again, Go-Again+);
        empty where the game has none."""
        return []

    def courses(self, character: C) -> list[Course] | None:
        """Where the game's learning hours go toward courses that each need their own hours
        (Basic Roleplaying's training and research), the courses under way; None where hours
        are granted and spent from one balance (GRIMWIRE) or the game has none."""
        return None

    def progress(self, character: C) -> str:
        """One line on the party card for what the character has to advance with, in the
        game's words: "3 XP available" where the game awards XP to spend, "20 XP earned" where
        it is a total that reaches levels, else nothing."""
        if not self.award:
            return ""
        if not self.award_spent:
            return QT_TRANSLATE_NOOP("Rules", "{amount} {award} earned").format(
                amount=character.ledger.xp_earned, award=self.award)
        return QT_TRANSLATE_NOOP("Rules", "{amount} {award} available").format(
            amount=character.ledger.xp_available, award=self.award)

    def attention(self, character: C) -> list[State]:
        """States a GM should see on the party dashboard; by default every state."""
        return self.states(character)

    # -- applying actions -----------------------------------------------------------------

    def apply(self, character: C, action: Action, context: Context | None = None) -> Applied:
        context = context or Context()
        try:
            if action.kind in ("set", "list.add") and not character.in_creation:
                in_play = (self._set_in_play if action.kind == "set" else self._add_in_play)(
                    character, action, context)
                if in_play is not None:
                    return in_play
            if action.kind == "list.remove" and not character.in_creation:
                removed = self._remove_in_play(character, action, context)
                if removed is not None:
                    return removed
            return self._dispatch(character, action, context)
        except ValidationError as error:
            raise Refusal(_plain(error)) from None

    def refusal(self, character: C, action: Action) -> str:
        """Why the game refuses ``action`` on ``character`` whatever its arguments, before
        its handler runs (Basic Roleplaying: the dead do not rest, train or age); "" when
        it does not. Every action goes through it, those an edit in play becomes too."""
        return ""

    def _dispatch(self, character: C, action: Action, context: Context) -> Applied:
        handler = self._handlers.get(action.kind)
        if handler is None:
            raise Refusal(f"this game has no action {action.kind!r}")
        if why := self.refusal(character, action):
            raise Refusal(why)
        if action.kind in self.inputs_of and (declared := self.inputs(character, action)):
            action = Action(action.kind, settle_inputs(declared, action.args), action.label,
                            action.merge_key)
        try:
            return handler(self, character, action, context)
        except ValidationError as error:  # a value the model refuses: the user's to fix
            raise Refusal(_plain(error)) from None

    @handles("creation.finish")
    def _finish_creation(self, character: C, action: Action, context: Context) -> Applied:
        """The character leaves creation: from now on the rules govern what they advance."""
        if not character.in_creation:
            raise Refusal(f"{character.display_name} is already in play")
        errors = [f for f in self.validate(character, creation=True) if f.severity == "error"]
        if errors:
            raise Refusal("The creation rules call the character incomplete: "
                          + "; ".join(str(f) for f in errors))
        return Applied(set_path(character, "in_creation", False), (), f"{character.display_name} is in play")

    @handles("names.fix")
    def _fix_names(self, character: C, action: Action, context: Context) -> Applied:
        """Each name that differs from the game's list only by case or accent takes the
        list's spelling (a row whose listed twin is already there is left for the user)."""
        fixes = proper_names(self.lists, character)
        if not fixes:
            raise Refusal("every name already follows the game's lists")
        for path, proper in fixes:
            character = set_path(character, path, proper)
        return Applied(character, (), f"{len(fixes)} name{'s' if len(fixes) != 1 else ''} spelt as the game's lists write them")

    @handles("adjust.accept")
    def _accept(self, character: C, action: Action, context: Context) -> Applied:
        """args: id (of the adjustment), reason."""
        ledger, entry = character.ledger.accept(str(action.args["id"]),
                                                reason=str(action.args.get("reason", "")), at=context.at)
        return Applied(set_path(character, "ledger", ledger), (entry,), f"Adjustment of {entry.subject} accepted")

    def on_track(self, character: C, path: str, change: TrackChange, context: Context) -> Applied:
        """What a track change means in this game. By default: nothing further."""
        return Applied(character)

    @handles("xp.award")
    def _award(self, character: C, action: Action, context: Context) -> Applied:
        if not self.award:
            raise Refusal("this game awards no XP" + (f": {self.advances_by}" if self.advances_by else ""))
        amount = int(action.args["amount"])
        if amount <= 0:
            raise Refusal(f"an {self.award} award must be at least 1")
        ledger, entry = character.ledger.append(
            "xp.award",
            amount,
            reason=str(action.args.get("reason", "")),
            session=str(action.args.get("session", context.session)),
            at=context.at,
        )
        return Applied(set_path(character, "ledger", ledger), (entry,), f"+{amount} {self.award}")

    @handles("ledger.reverse")
    def _reverse(self, character: C, action: Action, context: Context) -> Applied:
        ledger, entry = character.ledger.reverse(
            str(action.args["id"]), reason=str(action.args.get("reason", "")), at=context.at
        )
        return Applied(set_path(character, "ledger", ledger), (entry,))



def _in_creation(new: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(new)
    def fresh(self: Rules, name: str = "") -> Any:
        character = new(self, name)
        return character if character.in_creation else set_path(character, "in_creation", True)

    return fresh


def _with_inputs(offers: Callable[..., list[Offer]]) -> Callable[..., list[Offer]]:
    """Each offer with the inputs its action declares (``Rules.inputs``), so an offer, its
    dialog and ``apply`` read the one declaration."""

    @functools.wraps(offers)
    def declared(self: Rules, character: Any) -> list[Offer]:
        return [o if o.inputs else replace(o, inputs=self.inputs(character, o.action))
                for o in offers(self, character)]

    return declared


def _plain(error: ValidationError) -> str:
    """A pydantic error in plain words: 'Specialist level, row 2: ...' (never a path)."""
    parts = []
    for e in error.errors():
        where = ", ".join(f"row {x + 1}" if isinstance(x, int) else str(x).replace("_", " ")
                          for x in e["loc"])
        msg = e["msg"].removeprefix("Value error, ")
        parts.append(f"{where[:1].upper()}{where[1:]}: {msg}" if where else msg)
    return "; ".join(parts)

