"""Generic element widgets, one module per form element kind (see ``forms/spec.py``).

The kinds are imported on first use (PEP 562): a party card needs only the track and the
state badges, and a window showing only a party dashboard does not pay for the rest.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .base import ElementWidget, SheetContext

if TYPE_CHECKING:
    from ....forms.spec import Element

MODULES: dict[str, tuple[str, str]] = {
    "field": ("field", "FieldElement"),
    "attributes": ("attributes", "AttributesElement"),
    "checks": ("checks", "ChecksElement"),
    "track": ("track", "TrackElement"),
    "tracks": ("tracks", "TracksElement"),
    "pool": ("pool", "PoolElement"),
    "ladder": ("ladder", "LadderElement"),
    "inventory": ("inventory", "InventoryElement"),
    "table": ("table", "TableElement"),
    "ledger": ("ledger", "LedgerElement"),
    "derived": ("derived", "DerivedElement"),
    "states": ("states", "StatesElement"),
    "notes": ("notes", "NotesElement"),
    "portrait": ("portrait", "PortraitElement"),
}
"""Each form element kind: its module here and its widget class."""


def widget_class(kind: str) -> type[ElementWidget]:
    module, name = MODULES[kind]
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


def build(element: Element, context: SheetContext) -> ElementWidget:
    return widget_class(element.kind)(element, context)


def __getattr__(name: str):
    if name == "KINDS":
        return {kind: widget_class(kind) for kind in MODULES}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["KINDS", "MODULES", "ElementWidget", "SheetContext", "build", "widget_class"]
