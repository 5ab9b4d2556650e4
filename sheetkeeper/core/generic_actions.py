"""The actions every game has on any sheet (mixed into ``Rules``): set a field, mark a
track, set a pool or a ladder, add, remove or move a list's rows.

Each is a handler as a system's are (``@handles(kind)``); a system adds only what its game
says follows (``Rules.on_track``: an episode when shock overlaps trauma). In play, ``Rules.apply``
sends a ``set``, ``list.add`` or ``list.remove`` through the rules first (``in_play.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .actions import Action, Applied
from .character import CharacterBase
from .context import Context
from .in_play import row_number
from .paths import get_path, set_path
from .pool import Ladder, Pool
from .track import Side, Track, TrackChange

C = TypeVar("C", bound=CharacterBase)

Handler = Callable[[Any, Any, Action, Context], Applied]


def handles(kind: str) -> Callable[[Handler], Handler]:
    """Mark a Rules method as the handler of an action kind."""

    def mark(fn: Handler) -> Handler:
        fn._handles = kind  # type: ignore[attr-defined]
        return fn

    return mark


class GenericActions(Generic[C]):
    """The generic handlers; relies on ``on_track`` of ``Rules``."""

    if TYPE_CHECKING:
        on_track: Callable[[C, str, TrackChange, Context], Applied]

    @handles("set")
    def _set(self, character: C, action: Action, context: Context) -> Applied:
        """A value set as given; a pool's new maximum keeps its current value in range (in
        creation a full pool stays full: a new character starts at its maximum)."""
        path, value = action.args["path"], action.args["value"]
        parent, _, key = path.rpartition(".")
        pool = get_path(character, parent) if key == "maximum" else None
        if isinstance(pool, Pool) and isinstance(value, int) and value >= 0:
            new = pool.with_maximum(value)
            if character.in_creation and pool.current == pool.maximum:
                new = new.refill()
            return Applied(set_path(character, parent, new))
        return Applied(set_path(character, path, value))

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
        del rows[row_number(rows, action.args["index"], path)]
        return Applied(set_path(character, path, rows))

    @handles("list.move")
    def _list_move(self, character: C, action: Action, context: Context) -> Applied:
        path: str = action.args["path"]
        rows = list(get_path(character, path))
        row = rows.pop(row_number(rows, action.args["index"], path))
        rows.insert(row_number(rows, action.args["to"], path, end=True), row)
        return Applied(set_path(character, path, rows))
