"""``table``: a list of records edited in place (one generic adapter for every list).

Cells are bound to ``<bind>.<row>.<column key>`` through the one binding helper: an edit is a
``set`` action, consecutive edits of one cell merged into one undo step. A cell holding a Track
is drawn and clicked with the same :class:`TrackPainter` as the track widget, takes the
track's keys (the arrow keys stay the table's, moving between cells): Space marks one box
from the left and Shift+Space one from the right, + and - add or clear a mark from the
left, Ctrl++ and Ctrl+- from the right; and says its marks to a screen reader. Add, remove
and reorder are list actions on the table's own binding, so all of it is undoable.

The table refreshes when a change touches its list and it did not start the change; after its
own edit it shows what the rules made of it. Either way only the rows that changed are redrawn
(characters are copy-on-write: an unchanged row is the same object as before).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionFocusRect,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ....core.names import NameList
from ....core.track import Track
from ....forms.spec import Column
from ...accessible import announce
from ...theme import current
from ..fitted_once import fitted_once
from ..name_completer import attach_names
from ..track_painter import TrackPainter
from .base import ElementWidget, row_type
from .binding import Binding
from .from_library import add_library_buttons
from .offer_buttons import offer_buttons


class TrackDelegate(QStyledItemDelegate):
    """Paints Track cells and turns clicks on their boxes into track actions."""

    def __init__(self, owner: ListTable):
        super().__init__(owner.table)
        self.owner = owner

    def _track(self, index) -> Track | None:
        value = self.owner.cell_value(index.row(), index.column())
        return value if isinstance(value, Track) else None

    def paint(self, painter, option, index):
        track = self._track(index)
        if track is None and index.data(Qt.ItemDataRole.CheckStateRole) is not None \
                and option.state & QStyle.StateFlag.State_HasFocus:
            self._paint_check(painter, option, index)
            return
        super().paint(painter, option, index)  # the cell's background, selected or not
        if track is None:
            return
        TrackPainter(track.length).paint(painter, QRectF(option.rect), track, option.palette)
        if option.state & QStyle.StateFlag.State_HasFocus:  # the cell the keys mark
            painter.save()
            painter.setPen(QPen(current().colour("focus"), 2.0))
            painter.drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1))
            painter.restore()

    def _paint_check(self, painter, option, index) -> None:
        """A check box cell with the focus, framed whole as the style frames a text cell: Qt
        framed the empty text beside the box, which looked like the next cell's focus."""
        plain = QStyleOptionViewItem(option)
        plain.state &= ~QStyle.StateFlag.State_HasFocus
        super().paint(painter, plain, index)
        ring = QStyleOptionFocusRect()
        ring.initFrom(self.owner.table)
        ring.rect = option.rect
        ring.state = option.state | QStyle.StateFlag.State_KeyboardFocusChange  # as Qt's own cells
        selected = option.state & QStyle.StateFlag.State_Selected
        ring.backgroundColor = option.palette.highlight().color() if selected else option.palette.base().color()
        self.owner.table.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, ring, painter,
                                               self.owner.table)

    def sizeHint(self, option, index):  # noqa: N802 - Qt's name
        track = self._track(index)
        return TrackPainter(track.length).size_hint(16) if track else super().sizeHint(option, index)

    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        editor = super().createEditor(parent, option, index)
        names = self.owner.name_list(index.column())
        if names is not None and isinstance(editor, QLineEdit):
            attach_names(editor, names, self.owner.context.character)
        return editor

    def editorEvent(self, event, model, option, index):  # noqa: N802 - Qt's name
        track = self._track(index)
        if track is None or event.type() != QEvent.Type.MouseButtonPress:
            return super().editorEvent(event, model, option, index)
        box = TrackPainter(track.length).box_at(QRectF(option.rect), event.position())
        if box is not None:
            right = event.button() == Qt.MouseButton.RightButton or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.owner.click_track(index.row(), index.column(), box, "right" if right else "left")
        return True


class ListTable(ElementWidget):
    default_columns: tuple[Column, ...] = ()

    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        self.binding = Binding(context, element.bind, self, skip_own=True)
        """The list: what a change must touch to concern the table, and where rows are added,
        removed and moved."""
        self.columns = element.columns or self._default_columns() or self._guess_columns()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, len(self.columns))
        self.table.setHorizontalHeaderLabels([c.label for c in self.columns])
        self.table.setAccessibleName(element.label or element.bind)
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move between cells
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setItemDelegate(TrackDelegate(self))
        header = self.table.horizontalHeader()
        total = sum(c.width for c in self.columns) or 1
        for i, column in enumerate(self.columns):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch if column.width == max(
                c.width for c in self.columns) else QHeaderView.ResizeMode.ResizeToContents)
            header.resizeSection(i, int(600 * column.width / total))
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.buttons = {}
        self._named: list[tuple[QPushButton, str]] = []
        where = element.label or element.bind
        for name, text, accessible, slot in (
            ("Add", self.tr("Add"), self.tr("Add row in {0}"), self._add),
            ("Remove", self.tr("Remove"), self.tr("Remove row in {0}"), self._remove),
            ("Up", self.tr("Up"), self.tr("Up row in {0}"), self._up),
            ("Down", self.tr("Down"), self.tr("Down row in {0}"), self._down),
        ):
            button = QPushButton(text)
            button.setAccessibleName(accessible.format(where))
            self._named.append((button, accessible))
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[name] = button
        self.buttons.update(offer_buttons(self, buttons.addWidget))
        buttons.addStretch(1)
        self.extra = buttons
        layout.addLayout(buttons)
        add_library_buttons(self)
        self._rows: list[Any] | None = None
        self.table.itemChanged.connect(self._edited)
        self.table.installEventFilter(self)
        self.refresh()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched is self.table and event.type() == QEvent.Type.KeyPress:
            index = self.table.currentIndex()
            step = _track_key(event) if index.isValid() else None
            if step is not None and isinstance(self.cell_value(index.row(), index.column()), Track):
                self.step_track(index.row(), index.column(), *step)
                return True
        return super().eventFilter(watched, event)

    def named(self, where: str) -> None:
        """Read the table and its row buttons by ``where`` (its section's title) where the
        form gives it no caption."""
        self.table.setAccessibleName(where)
        for button, accessible in self._named:
            button.setAccessibleName(accessible.format(where))

    def _default_columns(self) -> tuple[Column, ...]:
        return self.default_columns

    def _guess_columns(self) -> tuple[Column, ...]:
        model = row_type(self.context.character, self.element.bind)
        names = list(model.model_fields) if model else ["value"]
        return tuple(Column(key=n, label=n.replace("_", " ").capitalize()) for n in names[:6])

    # -- reading ---------------------------------------------------------------------------

    def rows(self) -> list[Any]:
        return list(self.context.read(self.element.bind, []) or [])

    def cell_path(self, row: int, column: int) -> str:
        return f"{self.element.bind}.{row}.{self.columns[column].key}"

    def cell_value(self, row: int, column: int) -> Any:
        return self.context.read(self.cell_path(row, column))

    def name_list(self, column: int) -> NameList | None:
        """The game's list of names for this column (skills, quirks, attack skills), if any."""
        key = self.columns[column].key
        return next((n for n in self.context.rules.lists
                     if n.rows == self.element.bind and n.field == key), None)

    def cell_binding(self, row: int, column: int) -> Binding:
        """The binding of one cell; the table is the initiator of its edits."""
        return Binding(self.context, self.cell_path(row, column), self, skip_own=True)

    def refresh(self, force: bool = False) -> None:
        """Redraw the rows that are not the ones shown (all of them with ``force``)."""
        if self.context.puts_off(self):  # a row of cells each: after the first paint
            return
        rows, shown = self.rows(), self._rows or []
        if not force and len(rows) == len(shown) and all(
                a is b or a == b for a, b in zip(rows, shown, strict=True)):
            return
        self._rows = rows
        self.table.blockSignals(True)
        if self.table.rowCount() != len(rows):
            self.table.setRowCount(len(rows))
        with fitted_once(self.table):
            for r, row in enumerate(rows):
                if force or r >= len(shown) or row is not shown[r]:
                    for c in range(len(self.columns)):
                        self._show(r, c, self.cell_value(r, c))
        self.table.blockSignals(False)
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(len(rows))) or 24
        self.table.setFixedHeight(height)

    def _show(self, row: int, column: int, value: Any) -> None:
        item = self.table.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.table.setItem(row, column, item)
        if isinstance(value, bool):
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
            item.setText("")
            return
        editable = value is None or isinstance(value, (str, int, float)) or _words(value)
        flags = item.flags() | Qt.ItemFlag.ItemIsEditable
        item.setFlags(flags if editable else flags & ~Qt.ItemFlag.ItemIsEditable)
        text = "" if value is None or isinstance(value, Track) else _format(value)
        if item.text() != text:
            item.setText(text)
        if isinstance(value, Track):
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self._track_words(column, value))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, self.tr(
                "Space marks a box from the left, Shift+Space from the right; plus and minus add "
                "or clear a mark from the left, with Ctrl from the right."))
            item.setToolTip(item.data(Qt.ItemDataRole.AccessibleTextRole))
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        names = self.name_list(column)
        if names is not None and isinstance(value, str):
            custom = bool(value.strip()) and value not in names.listed(self.context.character)
            font = item.font()
            if font.italic() != custom:
                font.setItalic(custom)
                item.setFont(font)
            item.setToolTip(self.tr("{0}: a custom {1}, not in the game's list").format(value, names.label)
                            if custom else value)

    # -- writing ---------------------------------------------------------------------------

    def _apply(self, binding: Binding, kind: str, label: str, *, merge: bool = True,
               **args) -> bool:
        """Dispatch through the binding (the table is the initiator, so the change's refresh
        skips it), then show what the rules made of it: the new value, or the model's value
        again when refused."""
        applied = binding.apply(kind, label, merge=merge, **args)
        self.refresh(force=not applied)
        return applied

    def _edited(self, item: QTableWidgetItem) -> None:
        row, column = item.row(), item.column()
        old = self.cell_value(row, column)
        try:
            value = _convert(item, old)
        except ValueError:
            self.context.message.emit(
                self.tr("{0}: {1} is not a number").format(self.columns[column].label, repr(item.text()))
            )
            self.refresh(force=True)
            return
        if value == old:
            return
        self._apply(self.cell_binding(row, column), "set",
                    self.tr("Edit {0}").format(self.columns[column].label), value=value)

    def click_track(self, row: int, column: int, box: int, side: str) -> None:
        self._apply(self.cell_binding(row, column), "track",
                    self.tr("Mark {0}").format(self.columns[column].label), merge=False,
                    side=side, index=box)

    def step_track(self, row: int, column: int, side: str, amount: int) -> None:
        """One mark more (``amount`` 1) or less (-1) from ``side`` on a track cell."""
        label = self.columns[column].label
        template = self.tr("Mark {0}") if amount > 0 else self.tr("Clear {0}")
        self._apply(self.cell_binding(row, column), "track", template.format(label), merge=False,
                    side=side, amount=amount)
        value = self.cell_value(row, column)
        if isinstance(value, Track):
            announce(self.table, self._track_words(column, value))

    def _track_words(self, column: int, track: Track) -> str:
        return self.tr("{0}: {1} marked from the left, {2} from the right, {3} boxes").format(
            self.columns[column].label, track.left, track.right, track.length)

    def new_row(self) -> BaseModel | None:
        model = row_type(self.context.character, self.element.bind)
        if model is None:
            return None
        try:
            return model()
        except ValueError:
            first = self.columns[0].key
            return model(**{first: self.tr("New")})

    def _selected(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _add(self) -> None:
        try:
            row = self.new_row()
        except ValueError as error:
            self.context.message.emit(str(error))
            return
        if row is None:
            self.context.message.emit(self.tr("Rows cannot be added here"))
            return
        where = self.element.label or self.element.bind
        if self._apply(self.binding, "list.add", self.tr("Add to {0}").format(where), merge=False,
                       value=row):
            self.table.selectRow(len(self._rows or []) - 1)
            self.edit_new_row()

    def edit_new_row(self) -> None:
        """Put the new (last) row's first editable cell in edit mode, with focus: what is typed
        right after Add names the row, as a person expects."""
        last = self.table.rowCount() - 1
        for column in range(self.table.columnCount()):
            item = self.table.item(last, column)
            if (item is not None and item.flags() & Qt.ItemFlag.ItemIsEditable
                    and item.data(Qt.ItemDataRole.CheckStateRole) is None):  # a tick box is no text
                self.table.setCurrentCell(last, column)
                self.table.scrollToItem(item)
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
                self.table.editItem(item)
                return

    def _remove(self) -> None:
        index = self._selected()
        if index >= 0:
            where = self.element.label or self.element.bind
            self._apply(self.binding, "list.remove", self.tr("Remove from {0}").format(where),
                        merge=False, index=index)

    def _move(self, step: int) -> None:
        index = self._selected()
        to = index + step
        if index >= 0 and 0 <= to < len(self._rows or []) and self._apply(
                self.binding, "list.move", self.tr("Reorder"), merge=False, index=index, to=to):
            self.table.selectRow(to)

    def _up(self) -> None:
        self._move(-1)

    def _down(self) -> None:
        self._move(1)


class TableElement(ListTable):
    pass


def _track_key(event) -> tuple[str, int] | None:
    """The mark a key press takes on a track cell, as ``(side, amount)``; None for others."""
    key, mods = event.key(), event.modifiers()
    shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
    ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
    if key == Qt.Key.Key_Space:
        return ("right" if shift else "left", 1)
    if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
        return ("right" if ctrl else "left", 1)
    if key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
        return ("right" if ctrl else "left", -1)
    return None


def _words(value: Any) -> bool:
    """A list of words (proficiencies, tags): shown and edited as 'a, b, c'."""
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _format(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    if _words(value):
        return ", ".join(value)
    return str(value)


def _convert(item: QTableWidgetItem, old: Any) -> Any:
    text = item.text().strip()
    if isinstance(old, bool):
        return item.checkState() == Qt.CheckState.Checked
    if isinstance(old, int):
        return int(text or 0)
    if isinstance(old, float):
        return float(text or 0)
    if _words(old):
        return [w.strip() for w in text.split(",") if w.strip()]
    if old is None and text == "":
        return None
    if old is None and text.lstrip("-").isdigit():
        return int(text)
    return item.text()
