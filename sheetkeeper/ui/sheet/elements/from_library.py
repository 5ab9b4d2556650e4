"""A list's way to the game's library: *From library…* picks a row to add (the character's
own copy, added as an action through the rules), *Update from library…* shows where the
character's rows differ from the library's rows of their names and applies the chosen
differences as actions, one undoable step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....core.library import RowRefusal, Update, apply_updates, pick, updates
from ....forms.library_columns import labels
from ....storage.errors import FileProblem
from ...libraries import libraries
from ...library_pick import PickDialog
from ...screen_fit import room_for_title

if TYPE_CHECKING:
    from .table import ListTable


translate = QCoreApplication.translate  # lupdate files translate("LibraryButtons", "text") under its context


def add_library_buttons(table: ListTable) -> None:
    """Add the two buttons where the game's library holds the table's list."""
    path = table.element.bind
    if not any(entry.path == path for entry in table.context.rules.library):
        return
    where = table.element.label or path
    pick_button = QPushButton(translate("LibraryButtons", "From library…"))
    pick_button.setAccessibleName(translate("LibraryButtons", "Add from library to {0}").format(where))
    pick_button.clicked.connect(lambda: pick_from_library(table))
    update_button = QPushButton(translate("LibraryButtons", "Update from library…"))
    update_button.setAccessibleName(translate("LibraryButtons", "Update {0} from library").format(where))
    update_button.clicked.connect(lambda: update_from_library(table))
    row = QHBoxLayout()  # a row of their own: the list's row of buttons keeps its width
    row.addWidget(pick_button)
    row.addWidget(update_button)
    row.addStretch(1)
    table.layout().addLayout(row)
    table.buttons["From library"] = pick_button
    table.buttons["Update from library"] = update_button


def _library(table: ListTable):
    try:
        return libraries().library(table.context.character.system)
    except FileProblem as problem:
        table.context.message.emit(str(problem))
        return None


def pick_from_library(table: ListTable, dialog: PickDialog | None = None) -> bool:
    """Ask for a row (``dialog`` given: a test's, already answered) and add it."""
    library = _library(table)
    if library is None:
        return False
    path = table.element.bind
    if dialog is None:
        dialog = PickDialog(library, path, table.element.label or path, table)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
    row = dialog.row()
    if row is None:
        return False
    try:
        action = pick(table.context.character, path, row, dialog.given())
    except RowRefusal as refusal:
        table.context.message.emit(str(refusal))
        return False
    if table._apply(table.binding, "list.add", action.label, merge=False, value=action.args["value"]):
        table.table.selectRow(len(table._rows or []) - 1)
        return True
    return False


class UpdateDialog(QDialog):
    """The differences, each ticked to apply; Apply applies the ticked ones."""

    def __init__(self, found: list[Update], where: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.found = found
        self.setWindowTitle(translate("LibraryButtons", "Update {0} from the library").format(where))
        room_for_title(self)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("LibraryButtons", "Library → sheet; the ticked ones are applied through the rules:")))
        self.list = QListWidget()
        self.list.setAccessibleName(translate("LibraryButtons", "Differences from the library"))
        for update in found:
            item = QListWidgetItem(str(update))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.list.addItem(item)
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = buttons.addButton(translate("LibraryButtons", "Apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 360)

    def chosen(self) -> list[Update]:
        return [u for i, u in enumerate(self.found)
                if self.list.item(i).checkState() == Qt.CheckState.Checked]


def update_from_library(table: ListTable, answer=None) -> bool:
    """Show the differences of this list's rows from the library and apply the chosen ones.
    ``answer(dialog)`` stands in for the person (a test): it ticks and returns True to apply."""
    library = _library(table)
    if library is None:
        return False
    context, path = table.context, table.element.bind
    found = [u for u in updates(context.character, library, labels) if u.path == path]
    where = table.element.label or path
    if not found:
        context.message.emit(translate("LibraryButtons", "{0} are as the library has them").format(where))
        return False
    dialog = UpdateDialog(found, where, table)
    accepted = answer(dialog) if answer is not None else dialog.exec() == QDialog.DialogCode.Accepted
    if not accepted or not dialog.chosen():
        return False
    if context.document.read_only:
        context.message.emit(translate("LibraryButtons", "This file is open read-only: {0}").format(context.document.read_only))
        return False
    character, refused = apply_updates(context.rules, context.character, dialog.chosen())
    changed = character != context.character
    if changed:
        context.document.replace(character, translate("LibraryButtons", "Update {0} from library").format(where))
    if refused:
        context.message.emit("; ".join(f"{u}: {why}" for u, why in refused))
    return changed
