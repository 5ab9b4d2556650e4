"""In play the rules govern what they advance (mixed into ``Rules``).

In creation every edit is free. Once a character is in play, setting a value the rules
advance (a skill's ranks, an attribute) becomes its advance at its cost, or, with a reason,
an adjustment the GM accepts later; removing a row that holds an advance is refused with the
game's reason, or recorded as an adjustment; a row added in play is added through the rules
(a Lite talent is bought; a skill added at 3 ranks is raised to them). What is advanced is
declared by each system (``Rules.advanced``, see ``advancing.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from .actions import Action, Applied, Refusal
from .advancing import Advanced, Edit, cost_of
from .character import CharacterBase
from .context import Context
from .paths import get_path, set_path
from .removal import Removal, removal_of

C = TypeVar("C", bound=CharacterBase)


class InPlay(Generic[C]):
    """Edits in play through the rules; relies on ``apply`` and ``_dispatch`` of ``Rules``."""

    advanced: ClassVar[tuple[Advanced, ...]]
    never_lost: ClassVar[str]
    """Both declared and documented on ``Rules``."""
    if TYPE_CHECKING:
        apply: Callable[..., Applied]
        _dispatch: Callable[[C, Action, Context], Applied]

    def advanced_at(self, path: str) -> tuple[Advanced, tuple[str, ...]] | None:
        """The declared advanced value at ``path`` and the keys its ``*`` matched."""
        for advanced in self.advanced:
            keys = advanced.match(path)
            if keys is not None:
                return advanced, keys
        return None

    def edit(self, character: C, path: str, value: Any, context: Context | None = None) -> Edit | None:
        """What setting ``path`` to ``value`` means now: None when the edit is free (in
        creation, not a value the rules advance, or no change); otherwise the advance it
        becomes with its cost, or the reason the rules refuse it."""
        found = None if character.in_creation else self.advanced_at(path)
        if found is None:
            return None
        advanced, keys = found
        before = get_path(character, path)
        if before == value:
            return None
        subject = advanced.name(character, keys)
        adjust = "; record it as an adjustment with a reason if the GM rules so"
        if advanced.step is None:
            return Edit(path, subject, before, value, refusal=advanced.why_not + adjust)
        if not isinstance(before, int) or not isinstance(value, int) or value < before:
            return Edit(path, subject, before, value,
                        refusal=f"{subject} only rises, by advancing; lowering it is not an advance" + adjust)
        current, actions, entries = character, [], []
        try:
            while get_path(current, path) < value and len(actions) < 100:
                action = advanced.step(current, keys, get_path(current, path), value)
                if action is None:
                    return Edit(path, subject, before, value, refusal=advanced.why_not + adjust)
                applied = self._dispatch(current, action, context or Context())
                if get_path(applied.character, path) <= get_path(current, path):
                    break
                current = applied.character
                actions.append(action)
                entries.extend(applied.entries)
        except Refusal as refusal:
            return Edit(path, subject, before, value, refusal=refusal.message.rstrip(".") + adjust)
        reached = get_path(current, path)
        if reached != value:
            return Edit(path, subject, before, value,
                        refusal=f"advancing takes {subject} from {before} to {reached}, not {value}" + adjust)
        return Edit(path, subject, before, value, tuple(actions), cost_of(entries), entries=tuple(entries))

    def _set_in_play(self, character: C, action: Action, context: Context) -> Applied | None:
        """A ``set`` of an advanced value in play: the advance, or with ``adjust`` (the
        reason) a recorded adjustment. None when the set is free."""
        path, value = action.args["path"], action.args["value"]
        edit = self.edit(character, path, value, context)
        if edit is None:
            return None
        if "adjust" in action.args:
            reason = str(action.args["adjust"] or "").strip()
            if not reason:
                raise Refusal(f"Say why {edit.subject} changes from {edit.before} to {edit.after}: "
                              "an adjustment needs a reason")
            plain = Action("set", {"path": path, "value": value}, action.label)
            applied = self._dispatch(character, plain, context)
            c = applied.character
            ledger, entry = c.ledger.adjust(path, scalar(edit.before), scalar(edit.after),
                                            subject=edit.subject, reason=reason,
                                            session=context.session, at=context.at)
            return Applied(set_path(c, "ledger", ledger), (*applied.entries, entry),
                           f"{edit.subject} {edit.before} → {edit.after}, recorded as an adjustment")
        if not edit.allowed:
            raise Refusal(f"{edit.subject} {edit.before} → {edit.after}: {edit.refusal}.")
        current, entries = character, []
        for step in edit.actions:
            applied = self._dispatch(current, step, context)
            current, entries = applied.character, [*entries, *applied.entries]
        return Applied(current, tuple(entries), f"{edit.subject} {edit.before} → {edit.after} for {edit.cost}")

    def removal(self, character: C, rows: str, index: Any) -> Removal | None:
        """What removing row ``index`` of ``rows`` means now: None when it is free (in
        creation, or the row holds nothing the rules advanced); otherwise what it holds and
        why the rules refuse to drop it (it may be recorded as an adjustment instead)."""
        if character.in_creation:
            return None
        found = get_path(character, rows)
        if not isinstance(found, list):
            return None
        i = row_number(found, index, rows)
        return removal_of(self.advanced, character, rows, i, self.never_lost)

    def _remove_in_play(self, character: C, action: Action, context: Context) -> Applied | None:
        """A row removed in play: free unless it holds an advance; then refused with the
        reason, or with ``adjust`` (the reason) removed and recorded as an adjustment."""
        removal = self.removal(character, action.args["path"], action.args["index"])
        if removal is None:
            return None
        if "adjust" not in action.args:
            words = removal.words()
            raise Refusal(f"{words[:1].upper()}{words[1:]} stays: {removal.refusal}; record the removal as an "
                          "adjustment with a reason if the GM rules so.")
        reason = str(action.args["adjust"] or "").strip()
        if not reason:
            raise Refusal(f"Say why {removal.subject} is removed: an adjustment needs a reason")
        plain = Action("list.remove", {"path": removal.rows, "index": removal.index}, action.label)
        removed = self._dispatch(character, plain, context)
        ledger, entry = removed.character.ledger.adjust(
            removal.path, removal.holds, None, subject=removal.subject, reason=reason,
            session=context.session, at=context.at)
        return Applied(set_path(removed.character, "ledger", ledger), (*removed.entries, entry),
                       f"{removal.words()} removed, recorded as an adjustment")

    def _add_in_play(self, character: C, action: Action, context: Context) -> Applied | None:
        """A row added in play. A row the rules add by advancing (a Lite talent) becomes that
        advance; with ``adjust`` it is recorded as an adjustment. A row carrying advanced
        values (a skill added at 3 ranks) is added at their defaults, then each value is set
        through the rules as a direct edit would be; a value the row leaves out starts where
        the rules start it (a BRP skill at its base). None when the row is free."""
        path = action.args["path"]
        whole = next((a for a in self.advanced if a.pattern == f"{path}.*"), None)
        plain = Action("list.add", {k: v for k, v in action.args.items() if k != "adjust"}, action.label)
        if whole is not None:
            added = self._dispatch(character, plain, context)
            rows = get_path(added.character, path)
            index = int(action.args.get("index", len(rows) - 1))
            row, keys = rows[index], (str(index),)
            if "adjust" in action.args:
                reason = str(action.args["adjust"] or "").strip()
                if not reason:
                    raise Refusal(f"Say why a {whole.label} is added: an adjustment needs a reason")
                name = whole.name(added.character, keys)
                ledger, entry = added.character.ledger.adjust(
                    f"{path}.{index}", None, name, subject=name, reason=reason,
                    session=context.session, at=context.at)
                return Applied(set_path(added.character, "ledger", ledger), (entry,),
                               f"{name} added, recorded as an adjustment")
            step = whole.step(character, keys, None, row) if whole.step else None
            if step is None:
                raise Refusal(whole.why_not[:1].upper() + whole.why_not[1:] + ".")
            return self._dispatch(character, step, context)
        fields = {a.pattern.removeprefix(f"{path}.*."): a for a in self.advanced
                  if a.pattern.startswith(f"{path}.*.") and "." not in a.pattern.removeprefix(f"{path}.*.")}
        if not fields:
            return None
        added = self._dispatch(character, plain, context)
        rows = get_path(added.character, path)
        index = int(action.args.get("index", len(rows) - 1))
        row = rows[index]
        given = _given(action.args.get("value"))
        defaults = {f: fields[f].start(row) if fields[f].start else
                    type(row).model_fields[f].get_default(call_default_factory=True)
                    for f in fields if hasattr(row, f)}
        wanted = {f: getattr(row, f) for f in defaults if given is None or f in given}
        if all(getattr(row, f) == value for f, value in defaults.items()) and \
                all(value == defaults[f] for f, value in wanted.items()):
            return added
        current = set_path(added.character, f"{path}.{index}", row.model_copy(update=defaults))
        entries = list(added.entries)
        for field_name, value in wanted.items():
            if value == defaults[field_name]:
                continue
            args = {"path": f"{path}.{index}.{field_name}", "value": value}
            if "adjust" in action.args:
                args["adjust"] = action.args["adjust"]
            applied = self.apply(current, Action("set", args), context)
            current, entries = applied.character, [*entries, *applied.entries]
        return Applied(current, tuple(entries), added.message)


def _given(value: Any) -> set[str] | None:
    """The fields a row added names (a field left out starts where the rules start it: a
    BRP skill at its base); None when that cannot be told."""
    if isinstance(value, dict):
        return set(value)
    fields_set = getattr(value, "model_fields_set", None)
    return set(fields_set) if fields_set is not None else None


def row_number(rows: list, index: Any, path: str, *, end: bool = False) -> int:
    """A row number an action names, refused in words when there is no such row."""
    last = len(rows) if end else len(rows) - 1
    if isinstance(index, bool) or not isinstance(index, int | str) or not str(index).lstrip("-").isdigit() \
            or not 0 <= int(index) <= last:
        raise Refusal(f"{path} has no row {index!r} (rows 0 to {last})")
    return int(index)


def scalar(value: Any) -> Any:
    """A value as a ledger entry keeps it (a number, a text, a truth value or nothing)."""
    return value if value is None or isinstance(value, bool | int | float | str) else str(value)
