"""Form + character + rules → one typed block per element, with no Qt and no ReportLab.

A block says what the element binds (``bind``), what it is called (``label``), what it holds
(``value``), what is derived from it in words (``text``: a track's counts, a pool's current of
maximum, the load), what is wrong (``warnings``), the states that concern it (``states``) and
the kind of :class:`~sheetkeeper.core.actions.Action` an edit of it dispatches (``action``).
Every renderer reads these blocks; none works any of it out again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..core.actions import State
from ..core.character import CharacterBase
from ..core.paths import get_path
from ..core.pool import Ladder, Pool
from ..core.rules import Rules
from ..core.track import Track
from ..forms.spec import Element, FormSpec
from .labels import label_of, words
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
    text = f"{track.left} {left or 'marks'}"
    if right:
        text += f" · {track.right} {right}"
    return f"{text} of {track.length}"


class _Reader:
    def __init__(self, form: FormSpec, character: CharacterBase, rules: Rules[Any]) -> None:
        self.form, self.c, self.rules = form, character, rules

    @cached_property
    def states(self) -> tuple[State, ...]:
        return tuple(self.rules.states(self.c))

    @cached_property
    def derived(self) -> dict[str, Any]:
        return {d.key: d for d in self.rules.derived(self.c)}

    def value(self, bind: str) -> Any:
        return get_path(self.c, bind) if bind else None

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
            return Block(**common, text="not in play")
        if kind == "pool":
            pool: Pool = self.value(e.bind)
            return Block(**common, value=pool, text=f"{pool.current} of {pool.maximum}")
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
            return Block(**{**common, "label": e.label or "States"}, states=self.states)
        if kind == "checks":
            checks = [ch for ch in self.rules.checks(self.c) if ch.group == e.group]
            return Block(**common, children=tuple(
                Block("check", "", ch.label, ch.target) for ch in checks))
        if kind == "notes":
            bind = e.bind or "notes"
            return Block(**{**common, "bind": bind}, value=self.value(bind))
        if kind == "portrait":
            return Block(**{**common, "label": e.label or "Portrait"}, value=self.c.portrait)
        return Block(**common, value=self.value(e.bind))

    def track(self, path: str, label: str, e: Element, common: dict[str, Any]) -> Block:
        track = self.value(path)
        common = {**common, "bind": path, "label": label}
        if track is None:
            return Block(**common, text="not in play")
        return Block(**common, value=track, text=track_text(track, e.left, e.right),
                     states=tuple(states_for(self.states, path)))

    def item(self, e: Element, item: Any) -> Block:
        if item.bind:
            return Block("field", item.bind, item.label or words(item.bind.split(".")[-1]),
                         self.value(item.bind), action="set")
        d = self.derived.get(item.key)
        return Block("derived", "", item.label or (d.label if d else item.key),
                     d.value if d else "")


def build_sheet(form: FormSpec, character: CharacterBase, rules: Rules[Any],
                kinds: Iterable[str] = ()) -> SheetModel:
    """Every element of the form (or only those of ``kinds``: the party card's compact view),
    read against the character by the rules, as a block."""
    reader = _Reader(form, character, rules)
    wanted = set(kinds)
    blocks = tuple(reader.block(e) for e in form.elements() if not wanted or e.kind in wanted)
    return SheetModel(form.title, blocks, reader.states)
