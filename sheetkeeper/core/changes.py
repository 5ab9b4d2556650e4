"""What changed between two versions of a character, as bind paths.

Characters are copy-on-write: a change rebuilds only the models along its path and shares
everything else, so comparing by identity first finds the changed paths without walking the
whole character.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

MAX_DEPTH = 6
"""Below this depth a changed value is reported at its parent's path."""


def changed_paths(before: Any, after: Any) -> frozenset[str]:
    """The paths (``body``, ``skills.2.rank``) whose values differ; ``""`` for everything when
    the two are not the same kind of thing (a whole character replaced by another system's)."""
    out: set[str] = set()
    _walk(before, after, "", 0, out)
    return frozenset(out)


def _walk(a: Any, b: Any, path: str, depth: int, out: set[str]) -> None:
    if a is b:
        return
    if depth < MAX_DEPTH and isinstance(a, BaseModel) and type(a) is type(b):
        for name in type(a).model_fields:
            _walk(getattr(a, name), getattr(b, name), _join(path, name), depth + 1, out)
        return
    if depth < MAX_DEPTH and isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _walk(x, y, _join(path, str(i)), depth + 1, out)
        return
    if a != b:
        out.add(path)


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


@dataclass(frozen=True)
class Change:
    """One change of a document's character: the paths it touched and who asked for it (the
    view that dispatched the action, which already shows the new value; None on undo, redo
    and changes from elsewhere)."""

    paths: frozenset[str]
    initiator: object | None = None

    def touches(self, path: str) -> bool:
        """Whether ``path`` or anything inside or around it changed."""
        if "" in self.paths:
            return True
        return any(p == path or p.startswith(f"{path}.") or path.startswith(f"{p}.")
                   for p in self.paths)

    def skips(self, view: object) -> bool:
        """Whether ``view`` started this change (and so needs no refresh from it)."""
        return self.initiator is not None and view is self.initiator
