"""``pool``: current of maximum (Condition, Focus, hit points), as a spin box and a bar."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout

from ....core.pool import Pool
from ....sheet import label_of
from ...dialogs.advance import group_title
from ...number_box import NumberBox
from .base import ElementWidget
from .binding import Binding
from .editors import BoundEditor
from .notice import DoneNotice


class PoolElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        self.label = label_of(element)
        self.binding = Binding(context, element.bind, self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout()
        column.addLayout(layout)
        self.notice = DoneNotice()
        """What the last rest or resource use from this pool's buttons did, under them."""
        column.addWidget(self.notice)
        caption = QLabel(self.label)
        self.spin = NumberBox(self.label)
        self.spin.setAccessibleName(self.label)
        self.spin.clamped.connect(context.message)
        self.spin.editingFinished.connect(context.document.end_merging)
        caption.setBuddy(self.spin)
        self.of = QLabel()
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        self.bar.setMinimumWidth(24)
        self.bar.setAccessibleName(self.tr("{0} meter").format(self.label))
        if element.help:
            self.setToolTip(element.help)
        layout.addWidget(caption)
        layout.addWidget(self.spin)
        layout.addWidget(self.of)
        self.maximum: BoundEditor | None = None
        """The maximum's own box, where the form has the table enter it (``maximum``)."""
        if getattr(element, "maximum", False):
            self.maximum = BoundEditor(context, f"{element.bind}.maximum",
                                       self.tr("{0} maximum").format(self.label))
            self.maximum.layout().setContentsMargins(0, 0, 0, 0)
            layout.addWidget(self.maximum)
        layout.addWidget(self.bar, 1)
        self.offer_buttons: dict[str, QPushButton] = {}
        for group in element.offers:
            button = QPushButton(self.tr("{0}…").format(group_title(group)))
            button.clicked.connect(lambda _=False, g=group: self.open_offers(g))
            layout.addWidget(button)
            self.offer_buttons[group] = button
        self._shown: Pool | None = None
        self.spin.valueChanged.connect(self._write)
        self.refresh()

    def open_offers(self, group: str) -> None:
        from ...dialogs.advance import AdvanceDialog

        dialog = AdvanceDialog(self.context.document, self, groups=(group,))
        dialog.exec()
        self.notice.show_did(dialog.did, lambda: self.context.character)

    def _write(self, value: int) -> None:
        if self._shown is None or value == self._shown.current:
            return
        if not self.binding.apply("pool", self.tr("Set {0} to {1}").format(self.label, value),
                                  value=value):
            self._shown = None
            self.refresh()

    def concerns(self, change) -> bool:
        """Its own path, and any change while a notice is up (a rest's undo may leave this
        pool as it was)."""
        return self.notice.isVisibleTo(self) or super().concerns(change)

    def refresh(self) -> None:
        self.notice.follow()
        pool = self.context.read(self.element.bind)
        if not isinstance(pool, Pool) or pool == self._shown:
            return
        self._shown = pool
        self.spin.blockSignals(True)
        self.spin.set_limits(pool.floor, pool.ceiling)
        self.spin.setValue(pool.current)
        self.spin.blockSignals(False)
        if self.maximum is not None:
            self.maximum.refresh()
        of = self.tr("of") if self.maximum is not None else self.tr("of {0}").format(pool.maximum)
        if pool.temporary:
            of = self.tr("{0} (+{1} temporary)").format(of, pool.temporary)
        self.of.setText(of)
        self.bar.setRange(0, max(1, pool.ceiling))
        self.bar.setValue(max(0, min(pool.current, pool.ceiling)))
