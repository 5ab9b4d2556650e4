"""``tracks``: one track per record of a list (a Rainworld addiction track per substance).

New rows are made from the list's own row model, named by the user, and added and removed
through the one binding helper on the list; rows are rebuilt only when the number of records
changes. Each row's track is bound by its own :class:`TrackRow`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QInputDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ...theme import quiet
from .base import ElementWidget, row_type
from .binding import Binding
from .track import TrackRow


class TracksElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        self.records = Binding(context, element.bind, self)
        """The list of records (not ``binding``: the rows' state badges follow any change)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.title = QLabel(f"<b>{element.label}</b>" if element.label else "")
        head.addWidget(self.title)
        head.addStretch(1)
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Add a row to {0}").format(element.label or element.bind))
        self.add_button.setAccessibleName(self.add_button.toolTip())  # "Add…" alone says not to what
        self.add_button.clicked.connect(self._add)
        self.add_button.setVisible(row_type(context.character, element.bind) is not None)
        head.addWidget(self.add_button)
        layout.addLayout(head)
        self.rows_box = QVBoxLayout()
        layout.addLayout(self.rows_box)
        self.empty = quiet(QLabel(self.tr("None")))
        layout.addWidget(self.empty)
        self.rows: list[QWidget] = []
        self.refresh()

    def _records(self) -> list:
        return list(self.context.read(self.element.bind, []) or [])

    def _add(self) -> None:
        model = row_type(self.context.character, self.element.bind)
        name, ok = QInputDialog.getText(self, self.tr("Add"), f"{self.element.item_label.capitalize()}:")
        if not ok or not name.strip() or model is None:
            return
        try:
            row = model(**{self.element.item_label: name.strip()})
        except ValueError as error:
            self.context.message.emit(str(error))
            return
        self.records.apply("list.add", self.tr("Add {0}").format(name.strip()), merge=False,
                           value=row)

    def _remove(self, index: int, name: str) -> None:
        self.records.apply("list.remove", self.tr("Remove {0}").format(name), merge=False,
                           index=index)

    def refresh(self) -> None:
        records = self._records()
        if len(records) != len(self.rows):
            for row in self.rows:
                row.deleteLater()
            self.rows = [self._row(i, r) for i, r in enumerate(records)]
            for row in self.rows:
                self.rows_box.addWidget(row)
        for row in self.rows:
            row.track_row.refresh()
        self.empty.setVisible(not records)

    def _row(self, index: int, record) -> QWidget:
        e = self.element
        name = str(getattr(record, e.item_label, "") or f"#{index + 1}")
        holder = QWidget()
        line = QHBoxLayout(holder)
        line.setContentsMargins(0, 0, 0, 0)
        holder.track_row = TrackRow(self.context, f"{e.bind}.{index}.{e.item_track}", name, e.left, e.right, e.marks, e.help)
        line.addWidget(holder.track_row, 1)
        remove = QPushButton(self.tr("Remove"))
        remove.setAccessibleName(self.tr("Remove {0}").format(name))
        remove.clicked.connect(lambda: self._remove(index, name))
        line.addWidget(remove)
        return holder
