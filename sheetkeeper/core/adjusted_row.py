"""Where an adjustment's value is now: a change by hand on a row's field (``skills.3.rank``)
is recorded with the row's number when it was made, and rows are removed and moved after it.

The ledger entry keeps the value's name (``subject``: "Firearms ranks"), which the game's
:class:`~.advancing.Advanced` declaration gives from the row; the row is found again by that
name, so a finding follows its row, or says the row is gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .advancing import Advanced
from .paths import get_path

GONE = None
"""What :func:`path_now` gives when the adjusted row is no longer on the sheet."""


def path_now(advanced: Sequence[Advanced], character: Any, path: str, subject: str) -> str | None:
    """``path`` with its row number where the row named ``subject`` is now; the path as it
    is when it names no row (or rows the declaration cannot tell apart); :data:`GONE` when
    no row of the list has that name now."""
    found = next(((adv, keys) for adv in advanced if (keys := adv.match(path)) is not None), None)
    if found is None:
        return path
    adv, keys = found
    parts = path.split(".")
    stars = [i for i, w in enumerate(adv.pattern.split(".")) if w == "*"]
    rows_at = next(((n, at) for n, at in enumerate(stars) if parts[at].isdigit()), None)
    if rows_at is None or adv.subject is None:
        return path
    key, at = rows_at
    try:
        rows = get_path(character, ".".join(parts[:at]))
    except (KeyError, IndexError, AttributeError, ValueError):
        return GONE
    if not isinstance(rows, list):
        return path
    first = int(parts[at])
    order = [first, *(i for i in range(len(rows)) if i != first)] if first < len(rows) \
        else list(range(len(rows)))
    row = next((i for i in order if _name_at(adv, character, keys, key, i) == subject), None)
    if row is None:
        return GONE
    parts[at] = str(row)
    return ".".join(parts)


def _name_at(adv: Advanced, character: Any, keys: Sequence[str], key: int, row: int) -> str | None:
    """The name the declaration gives the value on row ``row`` (None when it has none)."""
    moved = list(keys)
    moved[key] = str(row)
    try:
        return adv.name(character, moved)
    except (IndexError, KeyError, AttributeError, ValueError):
        return None
