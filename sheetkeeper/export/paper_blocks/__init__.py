"""One paper renderer per kind of sheet-model block, registered by kind.

Each renderer turns a :class:`sheetkeeper.sheet.Block` into the flat record the builders draw
(``flat.py``), taking labels, values, derived text, warnings and ledger rows from the block
alone; the form element the block carries gives only the layout (columns, rungs, the names of
a track's markings). The reader passed in names the form fields of a fillable sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .ledger import ledger
from .lists import checks, inventory, table
from .marks import ladder, pool, track, tracks
from .values import attributes, derived, field, notes, portrait, states

RENDERERS: dict[str, Callable[[Any, Any], Any]] = {
    "field": field, "attributes": attributes, "checks": checks, "track": track,
    "tracks": tracks, "pool": pool, "ladder": ladder, "inventory": inventory, "table": table,
    "ledger": ledger, "derived": derived, "states": states, "notes": notes,
    "portrait": portrait,
}
"""Every kind of the forms' registry (``forms.KINDS``) and the renderer that prints it."""

__all__ = ["RENDERERS"]
