"""The Library window (Edit › Library…): a game's own lists, edited row by row.

Pick the game and the list; add a row by its name, edit its cells in place, remove and
reorder rows, import and export CSV for spreadsheets. Every change is checked by the game's
own row model (a refusal is said in the sheet's words and the cell shows the library's value
again) and saved at once, as a file is (atomic, with a backup, never over a file changed
meanwhile). Sheets pick from what is saved here.

Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) take the window's changes back and forth, one library
at a time (a stack per library file), each saved again at once. A change made elsewhere (a
party's merge, another program) ends what can be undone: undoing past it would lose it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, get_args

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.library import (
    Library,
    RowRefusal,
    add_row,
    declared,
    declared_list,
    edit_row,
    move_row,
    remove_row,
    row_model,
    words,
)
from ..core.registry import all_systems
from ..forms.library_columns import labels, refusal_words
from ..storage.errors import FileProblem
from ..storage.library_csv import CsvRefusal, export_csv, import_csv
from .libraries import libraries
from .party_library import keep_in_party, party_without
from .screen_fit import room_for_title


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def _nullable(system_id: str, path: str, key: str) -> bool:
    annotation = row_model(system_id, path).model_fields[key].annotation
    return type(None) in get_args(annotation)


class LibraryStep(QUndoCommand):
    """One change of the window's: the library before and after it (saved already when
    pushed; undone and redone by saving the other again)."""

    def __init__(self, window: LibraryWindow, before: Library, after: Library, label: str) -> None:
        super().__init__(label)
        self.window, self.before, self.after = window, before, after
        self._done = True

    def redo(self) -> None:
        if self._done:  # pushed: saved already
            self._done = False
            return
        self.window.restore(self.after, QCoreApplication.translate("LibraryWindow", "Redone: {0}").format(self.text()))

    def undo(self) -> None:
        self.window.restore(self.before, QCoreApplication.translate("LibraryWindow", "Undone: {0}").format(self.text()))


class LibraryWindow(QDialog):
    """One window for every game's library; ``system_id`` the game shown first."""

    def __init__(self, system_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Library"))
        room_for_title(self)
        self.setModal(False)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        for system in all_systems():
            if system.rules.library:
                self.game.addItem(system.name, system.id)
        self.list = QComboBox()
        self.list.setAccessibleName(self.tr("List"))
        game_label, list_label = QLabel(self.tr("&Game:")), QLabel(self.tr("&List:"))
        game_label.setBuddy(self.game)
        list_label.setBuddy(self.list)
        for widget in (game_label, self.game, list_label, self.list):
            top.addWidget(widget)
        top.addStretch(1)
        self.kept_in = QLabel()
        self.kept_in.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.kept_in)
        self._stacks: dict[str, QUndoStack] = {}
        self._putting = False
        self.undo_buttons: dict[str, QPushButton] = {}
        for key, text, keys, slot in (
            ("undo", self.tr("Undo"), [QKeySequence(QKeySequence.StandardKey.Undo)], lambda: self.stack().undo()),
            ("redo", self.tr("Redo"), [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
             lambda: self.stack().redo()),
        ):
            action = QAction(text, self)
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, s=slot: s())
            self.addAction(action)
            button = QPushButton(text)
            button.setAutoDefault(False)
            button.setAccessibleName(text)
            button.setToolTip(f"{text} ({keys[0].toString(QKeySequence.SequenceFormat.NativeText)})")
            button.clicked.connect(lambda _checked=False, s=slot: s())
            top.addWidget(button)
            self.undo_buttons[key] = button
        self.print_button = QPushButton(self.tr("Export PDF…"))
        self.print_button.setAutoDefault(False)
        self.print_button.setAccessibleName(self.tr("Export PDF"))
        self.print_button.setToolTip(self.tr("The library as a reference sheet to print, with cards to cut out"))
        self.print_button.clicked.connect(lambda _checked=False: self.export_pdf_dialog())
        top.addWidget(self.print_button)
        layout.addLayout(top)
        self.table = QTableWidget(0, 0)
        self.table.setAccessibleName(self.tr("Rows of the library"))
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        layout.addWidget(self.table, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("What the library said"))
        layout.addWidget(self.message)
        adding = QHBoxLayout()
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("Name of a new row"))
        self.new_name.setAccessibleName(self.tr("Name of a new row"))
        self.new_name.returnPressed.connect(self.add)
        adding.addWidget(self.new_name, 1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot in (
            ("add", self.tr("Add"), self.add),
            ("remove", self.tr("Remove"), self.remove),
            ("up", self.tr("Up"), lambda: self.move(-1)),
            ("down", self.tr("Down"), lambda: self.move(1)),
            ("import", self.tr("Import CSV…"), self.import_dialog),
            ("export", self.tr("Export CSV…"), self.export_dialog),
            ("party", self.tr("Keep in the party"), self.keep_in_party),
        ):
            button = QPushButton(text)
            button.setAutoDefault(False)  # Enter in the name adds once (returnPressed), not twice
            button.setAccessibleName(text.replace("…", "").replace("&", "") + (
                self.tr(" row") if key in ("add", "remove", "up", "down") else ""))
            button.clicked.connect(lambda _checked=False, s=slot: s())
            adding.addWidget(button)
            self.buttons[key] = button
        layout.addLayout(adding)
        self._keys: tuple[str, ...] = ()
        self._showing = False
        self.game.currentIndexChanged.connect(self._game_changed)
        self.list.currentIndexChanged.connect(lambda _i: self._list_changed())
        self.table.itemChanged.connect(self._edited)
        libraries().changed.connect(self._changed_elsewhere)
        if system_id is not None and self.game.findData(system_id) >= 0:
            self.game.setCurrentIndex(self.game.findData(system_id))
        self._game_changed()
        self.resize(900, 560)

    # -- what is shown -----------------------------------------------------------------

    @property
    def system_id(self) -> str:
        return str(self.game.currentData())

    @property
    def path(self) -> str:
        return str(self.list.currentData())

    def library(self) -> Library:
        return libraries().library(self.system_id)

    def stack(self) -> QUndoStack:
        """The undo stack of the library shown (one per library file)."""
        key = str(libraries().path(self.system_id))
        stack = self._stacks.get(key)
        if stack is None:
            stack = self._stacks[key] = QUndoStack(self)
            stack.indexChanged.connect(lambda _i: self._show_undo())
        return stack

    def _show_undo(self) -> None:
        try:
            stack = self.stack()
        except RuntimeError:  # the window is going: its stacks are cleared as it goes
            return
        for key, can, text in (("undo", stack.canUndo(), stack.undoText()),
                               ("redo", stack.canRedo(), stack.redoText())):
            button = self.undo_buttons[key]
            button.setEnabled(can)
            words = self.tr("Undo") if key == "undo" else self.tr("Redo")
            button.setAccessibleDescription(f"{words} {text}" if can else "")

    def _game_changed(self, *_args) -> None:
        self.say("")
        self.list.blockSignals(True)
        self.list.clear()
        for entry in declared(self.system_id):
            self.list.addItem(entry.label.capitalize(), entry.path)
        self.list.blockSignals(False)
        self.show_rows()

    def _list_changed(self) -> None:
        self.say("")  # what was said of another list is not left under this one
        self.show_rows()

    def _changed_elsewhere(self, system_id: str) -> None:
        if not self._putting:  # changed by someone else: undoing past it would lose it
            stack = self._stacks.get(str(libraries().path(system_id)))
            if stack is not None:
                stack.clear()
        if system_id == self.system_id:
            self.show_rows()

    def show_rows(self) -> None:
        try:
            library = self.library()
        except FileProblem as problem:
            self.say(str(problem))
            return
        entry = declared_list(self.system_id, self.path)
        self._keys = entry.keeps
        rows = library.lists.get(self.path, [])
        self._showing = True
        self.table.clear()
        self.table.setColumnCount(len(self._keys))
        named = labels(self.system_id, self.path)
        self.table.setHorizontalHeaderLabels([named[k] for k in self._keys])
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, key in enumerate(self._keys):
                self._show(r, c, row.get(key))
        header = self.table.horizontalHeader()
        for c, key in enumerate(self._keys):
            mode = QHeaderView.ResizeMode.Stretch if key in ("name", "notes") else \
                QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(c, mode)
        self._showing = False
        self.setWindowTitle(self.tr("Library — {0}").format(library.name or self.game.currentText()))
        room_for_title(self)
        path = libraries().path(self.system_id)
        self.kept_in.setText(self.tr("Kept in {0}").format(path.name))
        self.kept_in.setToolTip(str(path))
        self._show_undo()
        party = party_without(self.parentWidget(), self.system_id)
        self.buttons["party"].setVisible(party is not None)
        if party is not None:
            self.buttons["party"].setToolTip(self.tr("Save this library in the folder of {0} and name it "
                                                     "there, for everyone in the party").format(
                                                         party.campaign.name or party.opened.path.name))

    def _show(self, r: int, c: int, value: Any) -> None:
        item = QTableWidgetItem()
        if isinstance(value, bool):
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
        else:
            item.setText(_text(value))
            if isinstance(value, (int, float)):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setData(Qt.ItemDataRole.UserRole, value)
        self.table.setItem(r, c, item)

    def say(self, text: str) -> None:
        self.message.setText(text)

    def selected(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    # -- changes -------------------------------------------------------------------------

    def _save(self, library: Library) -> bool:
        self._putting = True
        try:
            libraries().put(library)
        except FileProblem as problem:
            self.say(str(problem))
            self.show_rows()
            return False
        finally:
            self._putting = False
        return True

    def _put(self, library: Library, done: str) -> bool:
        before = self.library()
        if library == before:  # the value it had: nothing to save, nothing wrong any more
            self.say("")
            self.show_rows()
            return True
        if not self._save(library):
            return False
        self.stack().push(LibraryStep(self, before, library, done))
        self.say(done)
        return True

    def restore(self, library: Library, done: str) -> bool:
        """Undo or Redo: the library as it was, saved again at once."""
        if not self._save(library):
            return False
        self.say(done)
        return True

    def _change(self, change, done: str) -> bool:
        try:
            library = change(self.library())
        except (RowRefusal, CsvRefusal) as refusal:
            self.say(self._named(refusal))
            self.show_rows()
            return False
        return self._put(library, done)

    def _named(self, refusal: Exception) -> str:
        """A refusal naming its field as the columns here do ("HP", not "Hp")."""
        if isinstance(refusal, RowRefusal):
            return refusal_words(self.system_id, self.path, refusal)
        return str(refusal)

    def add(self, name: str | None = None) -> bool:
        name = (self.new_name.text() if name is None else name).strip()
        if not name:
            self.say(self.tr("Type the new row's name first"))
            self.new_name.setFocus()
            return False
        if self._change(lambda lib: add_row(lib, self.path, {"name": name}), self.tr("{0} added").format(name)):
            self.new_name.clear()
            self.table.selectRow(self.table.rowCount() - 1)
            return True
        return False

    def _edited(self, item: QTableWidgetItem) -> None:
        if self._showing:
            return
        key = self._keys[item.column()]
        old = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(old, bool):
            value: Any = item.checkState() == Qt.CheckState.Checked
        elif isinstance(old, list):
            value = [w.strip() for w in item.text().split(",") if w.strip()]
        elif item.text().strip() == "" and old is None:
            return
        elif item.text().strip() == "" and _nullable(self.system_id, self.path, key):
            value = None
        else:
            value = item.text()
        if value == old:
            self.say("")  # the cell holds the library's value: nothing is wrong any more
            return
        row = item.row()
        named = labels(self.system_id, self.path).get(key, words(key))
        name = self.library().lists[self.path][row].get("name", "")
        self._change(lambda lib: edit_row(lib, self.path, row, {key: value}),
                     self.tr("{0}: {1} changed").format(name, named))
        self.table.selectRow(row)

    def remove(self) -> bool:
        index = self.selected()
        if index < 0:
            self.say(self.tr("Select the row to remove"))
            return False
        name = self.library().lists[self.path][index].get("name", "")
        return self._change(lambda lib: remove_row(lib, self.path, index), self.tr("{0} removed").format(name))

    def move(self, step: int) -> bool:
        index = self.selected()
        to = index + step
        if index < 0 or not 0 <= to < self.table.rowCount():
            return False
        if self._change(lambda lib: move_row(lib, self.path, index, to), self.tr("Reordered")):
            self.table.selectRow(to)
            return True
        return False

    def keep_in_party(self) -> bool:
        party = party_without(self.parentWidget(), self.system_id)
        if party is None:
            return False
        try:
            name = keep_in_party(party, self.library())
        except FileProblem as problem:
            self.say(str(problem))
            return False
        self.show_rows()
        self.say(self.tr("Kept in the party as {0}: save the party to keep the change").format(name))
        return True

    def import_csv(self, path: Path, *, replace: bool = False) -> bool:
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            self.say(self.tr("{0}: could not be read as UTF-8 text ({1})").format(
                Path(path).name, getattr(error, "strerror", None) or type(error).__name__))
            return False
        return self._change(lambda lib: import_csv(lib, self.path, text, replace=replace),
                            self.tr("{0} imported").format(Path(path).name))

    def export_csv(self, path: Path) -> bool:
        from ..storage.atomic import write_atomic

        try:
            write_atomic(Path(path), export_csv(self.library(), self.path).encode("utf-8"))
        except OSError as error:
            self.say(self.tr("{0}: not written ({1})").format(Path(path).name, error.strerror or error))
            return False
        except FileProblem as problem:
            self.say(str(problem))
            return False
        self.say(self.tr("{0} written").format(Path(path).name))
        return True

    def export_pdf(self, path: Path, *, paper: str = "a4", cards: bool = False) -> bool:
        """The library shown printed (a reference sheet, cards when asked) to ``path``."""
        from ..export.library_pdf import export_library

        try:
            export_library(self.library(), Path(path), paper=paper, cards=cards)
        except FileProblem as problem:
            self.say(str(problem))
            return False
        self.say(self.tr("{0} written").format(Path(path).name))
        return True

    def export_pdf_dialog(self) -> bool:
        from .library_print import LibraryPrintDialog
        from .settings import Settings

        library = self.library()
        folder = Path(Settings().last_folder() or Path.home())
        suggested = folder / f"{library.name or self.game.currentText()} library.pdf"
        carded = [e.label for e in declared(self.system_id) if e.cards]
        dialog = LibraryPrintDialog(suggested, carded, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        choice = dialog.choice()
        return self.export_pdf(choice.path, paper=choice.paper, cards=choice.cards)

    def import_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import CSV"), "", self.tr("CSV files (*.csv)"))
        if name:
            self.import_csv(Path(name))

    def export_dialog(self) -> None:
        suggested = f"{self.system_id}-{self.path}.csv"
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export CSV"), suggested, self.tr("CSV files (*.csv)"))
        if name:
            self.export_csv(Path(name))


_open: LibraryWindow | None = None


def show_library(window: Any) -> LibraryWindow:
    """Open (or raise) the Library window, on the current sheet's game."""
    global _open
    tab = window.current_tab() if hasattr(window, "current_tab") else None
    document = getattr(tab, "document", None)
    system_id = document.character.system if document is not None else None
    if _open is None:
        _open = LibraryWindow(system_id, window)
        _open.destroyed.connect(_forget)
    elif system_id is not None and _open.game.findData(system_id) >= 0:
        _open.game.setCurrentIndex(_open.game.findData(system_id))
    _open.show()
    _open.raise_()
    _open.activateWindow()
    return _open


def _forget(*_args) -> None:
    global _open
    _open = None
