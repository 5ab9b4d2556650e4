"""Form + character + rules → one typed block per element, with no Qt and no ReportLab.

A block says what the element binds (``bind``), what it is called (``label``), what it holds
(``value``), what is derived from it in words (``text``: a track's counts, a pool's current of
maximum, the load), the score a current value is kept under (``current_of``, ``limit``), what is wrong (``warnings``), the states that concern it (``states``) and
the kind of :class:`~sheetkeeper.core.actions.Action` an edit of it dispatches (``action``).
Every renderer reads these blocks; none works any of it out again. The model's own words
("not in play", "of") are in the user's language (:mod:`..translate`); labels are the form's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..core.actions import State
from ..core.character import CharacterBase
from ..core.paths import get_path, read_path
from ..core.pool import Ladder, Pool
from ..core.rules import Rules
from ..core.track import Track
from ..forms.labels import label_of
from ..forms.spec import Element, FormSpec
from ..translate import translate
from .ledger import LedgerView, ledger_view
from .load import LoadView, load_view
from .states import states_for

ACTIONS = {
    "field": "set", "notes": "set", "attributes": "set", "table": "set", "inventory": "set",
    "track": "track", "tracks": "track", "pool": "pool", "ladder": "ladder", "ledger": "xp.award",
    "derived": "", "checks": "", "states": "status.set", "portrait": "set",
}
"""The action an edit of each kind dispatches (list rows are added with ``list.add``)."""


@dataclass(frozen=True)
class Block:
    kind: str
    bind: str
    label: str
    value: Any = None
    text: str = ""
    warnings: tuple[str, ...] = ()
    states: tuple[State, ...] = ()
    action: str = ""
    children: tuple[Block, ...] = ()
    ledger: LedgerView | None = None
    load: LoadView | None = None
    current_of: str = ""
    """An attribute item that is the current value of a score (Lite's ``strength.current``
    of ``strength.base``): that score's path, as the form declares it."""
    limit: Any = None
    """The value at ``current_of`` now: what the current value is at most."""
    key: str = ""
    """What the rules call it, where it binds nothing: a check's id, a derived value's key."""
    check: str = ""
    """The check this value is rolled with (an attribute's), whose odds a sheet may show."""
    element: Element | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class SheetModel:
    title: str
    blocks: tuple[Block, ...]
    states: tuple[State, ...]

    def find(self, kind: str, bind: str = "") -> Block:
        return next(b for b in self.blocks if b.kind == kind and (not bind or b.bind == bind))

    def of_kind(self, kind: str) -> list[Block]:
        return [b for b in self.blocks if b.kind == kind]


def track_text(track: Track, left: str, right: str) -> str:
    """``3 injury · 2 stun of 10``: the counts of a track under its markings' names."""
    marks = left or translate("SheetModel", "marks")
    text = f"{track.left} {marks}"
    if right:
        text += f" · {track.right} {right}"
    return of(text, track.length)


def of(current: object, top: object) -> str:
    """``3 of 10``."""
    return translate("SheetModel", "{0} of {1}").format(current, top)


def _not_in_play() -> str:
    return translate("SheetModel", "not in play")


class _Reader:
    def __init__(self, character: CharacterBase, rules: Rules[Any]) -> None:
        self.c, self.rules = character, rules

    @cached_property
    def states(self) -> tuple[State, ...]:
        return tuple(self.rules.states(self.c))

    @cached_property
    def derived(self) -> dict[str, Any]:
        return {d.key: d for d in self.rules.derived(self.c)}

    def value(self, bind: str) -> Any:
        return read_path(self.c, bind) if bind else None

    def block(self, e: Element) -> Block:
        kind = e.kind
        label = label_of(e)
        common = {"kind": kind, "bind": e.bind, "label": label, "action": ACTIONS[kind],
                  "element": e}
        if kind == "track":
            return self.track(e.bind, label, e, common)
        if kind == "tracks":
            rows = []
            for i, record in enumerate(self.value(e.bind) or []):
                name = get_path(record, e.item_label) if e.item_label else ""
                path = f"{e.bind}.{i}.{e.item_track}"
                title = str(name or f"#{i + 1}")
                rows.append(self.track(path, title, e, common))
            return Block(**common, children=tuple(rows))
        if kind in ("pool", "ladder") and self.value(e.bind) is None:
            return Block(**common, text=_not_in_play())
        if kind == "pool":
            pool: Pool = self.value(e.bind)
            return Block(**common, value=pool, text=of(pool.current, pool.maximum))
        if kind == "ladder":
            ladder: Ladder = self.value(e.bind)
            rungs = tuple(e.rungs) or tuple(str(i) for i in range(ladder.top + 1))
            text = rungs[ladder.level] if 0 <= ladder.level < len(rungs) else str(ladder.level)
            return Block(**common, value=ladder, text=text)
        if kind in ("attributes", "derived"):
            return Block(**common, children=tuple(self.item(e, item) for item in e.items))
        if kind == "inventory":
            load = load_view(self.rules.encumbrance(self.c))
            warnings = (load.warning,) if load and load.warning else ()
            return Block(**common, value=list(self.value(e.bind) or []), load=load,
                         text=load.text if load else "", warnings=warnings)
        if kind == "ledger":
            view = ledger_view(self.c.ledger, e.ledger, e.label, self.rules.courses(self.c))
            return Block(**{**common, "label": view.title}, ledger=view,
                         text=f"{view.left} {view.unit} {view.totals[-1][0].lower()}")
        if kind == "states":
            return Block(**{**common, "label": e.label or translate("SheetModel", "States")},
                         states=self.states)
        if kind == "checks":
            checks = [ch for ch in self.rules.checks(self.c) if ch.group == e.group]
            return Block(**common, children=tuple(
                Block("check", "", ch.label, ch.target, key=ch.id) for ch in checks))
        if kind == "notes":
            bind = e.bind or "notes"
            return Block(**{**common, "bind": bind}, value=self.value(bind))
        if kind == "portrait":
            return Block(**{**common, "label": e.label or translate("SheetModel", "Portrait")},
                         value=self.c.portrait)
        return Block(**common, value=self.value(e.bind))

    def track(self, path: str, label: str, e: Element, common: dict[str, Any]) -> Block:
        track = self.value(path)
        common = {**common, "bind": path, "label": label}
        if track is None:
            return Block(**common, text=_not_in_play())
        return Block(**common, value=track, text=track_text(track, e.left, e.right),
                     states=tuple(states_for(self.states, path)))

    def item(self, e: Element, item: Any) -> Block:
        if item.bind:
            label = label_of(item)
            value = self.value(item.bind)
            if item.current_of:
                limit = self.value(item.current_of)
                return Block("field", item.bind, label, value, text=of(value, limit),
                             action="set", current_of=item.current_of, limit=limit,
                             check=item.check)
            return Block("field", item.bind, label, value, action="set", check=item.check)
        d = self.derived.get(item.key)
        return Block("derived", "", item.label or (d.label if d else item.key),
                     d.value if d else "", key=item.key, check=item.check)


def block_of(element: Element, character: CharacterBase, rules: Rules[Any]) -> Block:
    """One element's block (a sheet widget refreshing only itself)."""
    return _Reader(character, rules).block(element)


def build_sheet(form: FormSpec, character: CharacterBase, rules: Rules[Any],
                kinds: Iterable[str] = ()) -> SheetModel:
    """Every element of the form (or only those of ``kinds``: the party card's compact view),
    read against the character by the rules, as a block."""
    reader = _Reader(character, rules)
    wanted = set(kinds)
    blocks = tuple(reader.block(e) for e in form.elements() if not wanted or e.kind in wanted)
    return SheetModel(form.title, blocks, reader.states)
