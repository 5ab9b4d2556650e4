"""Generic element widgets, one module per form element kind (see ``forms/spec.py``)."""

from __future__ import annotations

from ....forms.spec import Element
from .attributes import AttributesElement
from .base import ElementWidget, SheetContext
from .checks import ChecksElement
from .derived import DerivedElement
from .field import FieldElement
from .inventory import InventoryElement
from .ladder import LadderElement
from .ledger import LedgerElement
from .notes import NotesElement
from .pool import PoolElement
from .portrait import PortraitElement
from .states import StatesElement
from .table import TableElement
from .track import TrackElement
from .tracks import TracksElement

KINDS: dict[str, type[ElementWidget]] = {
    "field": FieldElement,
    "attributes": AttributesElement,
    "checks": ChecksElement,
    "track": TrackElement,
    "tracks": TracksElement,
    "pool": PoolElement,
    "ladder": LadderElement,
    "inventory": InventoryElement,
    "table": TableElement,
    "ledger": LedgerElement,
    "derived": DerivedElement,
    "states": StatesElement,
    "notes": NotesElement,
    "portrait": PortraitElement,
}


def build(element: Element, context: SheetContext) -> ElementWidget:
    return KINDS[element.kind](element, context)


__all__ = ["KINDS", "ElementWidget", "SheetContext", "build"]
