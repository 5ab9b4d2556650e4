"""``inventory``: the item list and the system's encumbrance meter.

The meter turns into a warning with its consequence, in the game's words, when over.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel, QProgressBar

from ....forms.spec import Column
from ....sheet import load_view
from ...theme import inked
from .table import ListTable


class InventoryElement(ListTable):
    default_columns = (
        Column(key="name", label=QT_TRANSLATE_NOOP("InventoryElement", "Item"), width=3),
        Column(key="quantity", label=QT_TRANSLATE_NOOP("InventoryElement", "Qty")),
        Column(key="size", label=QT_TRANSLATE_NOOP("InventoryElement", "Size")),
        Column(key="enc", label=QT_TRANSLATE_NOOP("InventoryElement", "ENC")),
        Column(key="notes", label=QT_TRANSLATE_NOOP("InventoryElement", "Notes"), width=2),
    )

    def _default_columns(self) -> tuple[Column, ...]:
        """The item columns for the layout the system declares: an item's ``size`` in rows,
        or its ``enc`` by weight (both when the game counts no encumbrance)."""
        enc = self.context.rules.encumbrance(self.context.character)
        unused = {"rows": "enc", "weight": "size"}.get(enc.layout) if enc is not None else None
        return tuple(
            c.model_copy(update={"label": QCoreApplication.translate("InventoryElement", c.label)})
            for c in self.default_columns if c.key != unused
        )

    def __init__(self, element, context, parent=None):
        self.meter = QProgressBar()
        self.meter.setMaximumWidth(220)
        self.meter.setMinimumWidth(90)
        self.meter.setFormat("%v")
        self.load = QLabel()
        self.load.setWordWrap(True)
        self._encumbrance = object()
        super().__init__(element, context, parent)
        self.meter.setAccessibleName(self.tr("Encumbrance"))
        self.extra.insertWidget(self.extra.count() - 1, self.load, 1)
        self.extra.insertWidget(self.extra.count() - 1, self.meter)
        self._refresh_load()

    def refresh(self, force: bool = False) -> None:
        super().refresh(force)
        self._refresh_load()

    def concerns(self, change) -> bool:
        """Every change: the load follows more than the list (Lite's capacity is twice the
        base Strength); refreshing is cheap when neither the rows nor the load changed."""
        return True

    def _refresh_load(self) -> None:
        enc = self.context.cached("encumbrance", lambda: self.context.rules.encumbrance(self.context.character))
        if enc == self._encumbrance:
            return
        self._encumbrance = enc
        self.meter.setVisible(enc is not None)
        self.load.setVisible(enc is not None)
        if enc is None:
            return
        self.meter.setRange(0, max(1, round(enc.capacity)))
        self.meter.setValue(min(round(enc.load), max(1, round(enc.capacity))))
        load = load_view(enc)
        text = f"{load.text} — {load.warning}" if load.warning else load.text
        self.load.setText(text)
        inked(self.load, "color: @error; font-weight: bold;" if enc.over else "")
        inked(self.meter, "QProgressBar::chunk { background: @error; }" if enc.over else "")
        self.meter.setToolTip(text)
