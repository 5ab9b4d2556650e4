"""Pick a row from the game's library for a list on the sheet: a search as you type (case-
and accent-insensitive, as the name lists are), each row shown with its numbers, and a
choice for each field the library leaves to the player (a Renaissance skill's aptitude).
What is picked is added as an action through the rules; the character keeps its own copy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.library import KEY, Finder, Library, declared_list, open_fields, row_model, words
from ..forms.library_columns import labels
from ..storage.errors import FileProblem
from .screen_fit import room_for_title

open_library: Callable[..., None] | None = None
"""Opens the Library window on a list, over a dialog, until it is closed:
``open_library(system_id, path, parent, answer)``. Set by the app's menus (the window's
party libraries reach the party pane, which shows sheets that use this module)."""

SHOWN = 60
"""Rows listed at once: a search narrows a long library, and the list stays quick."""


class DownToList(QObject):
    """Down (or Page Down) in a search field goes on to the list of what it found, at its
    current row (the first when none), where the arrows move and Space ticks; what is typed
    stays in the search."""

    def __init__(self, search: QLineEdit, view: QListWidget) -> None:
        super().__init__(search)
        self.view = view
        search.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_PageDown) \
                and self.view.count():
            if self.view.currentRow() < 0:
                self.view.setCurrentRow(0)
            self.view.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return super().eventFilter(watched, event)


class Lines:
    """Each row of one list in one line (:func:`summary`), worked out once a row."""

    def __init__(self, library: Library, path: str) -> None:
        self.rows = library.lists.get(path, [])
        self.named = labels(library.system, path)
        self.fields = row_model(library.system, path).model_fields
        self._made: dict[int, str] = {}

    def __getitem__(self, index: int) -> str:
        line = self._made.get(index)
        if line is None:
            line = self._made[index] = summary(self.rows[index], self.named, self.fields)
        return line


def summary(row: dict[str, Any], named: dict[str, str] | None = None, fields: Any = None) -> str:
    """A row in one line: its name, then its other fields that say something beyond what a
    new row of the sheet has anyway (``fields``: the row model's), each by the sheet's name
    for it (``named``)."""
    named, fields = named or {}, fields or {}
    parts = []
    for key, value in row.items():
        if key in ("name", "notes", KEY) or value in ("", None, []):
            continue
        if key in fields and not fields[key].is_required() and fields[key].default == value:
            continue
        shown = ("yes" if value else "no") if isinstance(value, bool) else f"{value:g}" if isinstance(
            value, float) else (", ".join(value) if isinstance(value, list) else str(value))
        parts.append(f"{named.get(key, words(key))} {shown}")
    name = str(row.get("name", ""))
    return f"{name} — {', '.join(parts)}" if parts else name


def fill(view: QListWidget, found: list[int], lines: Lines, ticked: set[int] | None = None) -> None:
    """Show the found rows, reusing the items already there (a search as one types changes
    a few dozen texts, not the list's items); ``ticked``: rows with a box, these ticked."""
    while view.count() > len(found):
        view.takeItem(view.count() - 1)
    for place, index in enumerate(found):
        item = view.item(place)
        fresh = item is None
        if item is None:
            item = QListWidgetItem()
            if ticked is not None:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            view.addItem(item)
        if item.data(Qt.ItemDataRole.UserRole) != index:
            item.setText(lines[index])
            item.setData(Qt.ItemDataRole.UserRole, index)
        if ticked is not None:
            state = Qt.CheckState.Checked if index in ticked else Qt.CheckState.Unchecked
            if fresh or item.checkState() != state:  # a box shows once a state is set
                item.setCheckState(state)


class PickDialog(QDialog):
    """Search the library's rows of one list and pick one."""

    def __init__(self, library: Library, path: str, where: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library, self.path = library, path
        self.lines = Lines(library, path)
        self.finder = Finder(library.lists.get(path, []))
        entry = declared_list(library.system, path)
        self.setWindowTitle(self.tr("Add to {0} from the library").format(where))
        room_for_title(self)
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Type to search the library's {0}").format(entry.label))
        self.search.setAccessibleName(self.tr("Search the library"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.found = QListWidget()
        self.found.setAccessibleName(self.tr("Rows in the library"))
        self.found.setUniformItemSizes(True)
        layout.addWidget(self.found, 1)
        DownToList(self.search, self.found)
        self.count = QLabel()
        self.count.setWordWrap(True)
        layout.addWidget(self.count)
        self.open_library = QPushButton(self.tr("Open the library…"))
        self.open_library.setAccessibleName(self.tr("Open the library to add {0}").format(entry.label))
        self.open_library.setAutoDefault(False)
        self.open_library.clicked.connect(lambda _checked=False: self.edit_library())
        layout.addWidget(self.open_library)  # reachable from a dialog that blocks the main window
        self.open_library.setVisible(open_library is not None)
        self.asks = QFormLayout()
        self.choices: dict[str, QComboBox] = {}
        layout.addLayout(self.asks)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.add = self.buttons.addButton(self.tr("Add"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.add.setAccessibleName(self.tr("Add the picked row"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.search.textChanged.connect(self._show)
        self.found.currentRowChanged.connect(self._picked)
        self.found.itemActivated.connect(lambda _item: self.accept() if self.add.isEnabled() else None)
        self.search.returnPressed.connect(lambda: self.accept() if self.add.isEnabled() else None)
        self.resize(520, 420)
        self._show("")

    def edit_library(self, answer=None) -> None:
        """The Library window on this list, over this dialog (the sheet's window may be
        blocked by the creation wizard); its rows are offered here once it is closed.
        ``answer(window)`` stands in for the person in tests."""
        from .libraries import libraries

        if open_library is None:
            return
        open_library(self.library.system, self.path, self, answer)
        try:
            self.library = libraries().library(self.library.system)
        except FileProblem:
            return
        self.lines = Lines(self.library, self.path)
        self.finder = Finder(self.library.lists.get(self.path, []))
        self._show(self.search.text())

    def _show(self, typed: str) -> None:
        rows = self.library.lists.get(self.path, [])
        found = self.finder.find(typed)
        fill(self.found, found[:SHOWN], self.lines)
        if not rows:
            self.count.setText(self.tr("The library has no {0} yet: open the library to add them, "
                                       "or cancel and type one in the table with Add").format(
                declared_list(self.library.system, self.path).label))
        elif len(found) > SHOWN:
            self.count.setText(self.tr("{0} rows found; the first {1} shown: type more to narrow them")
                               .format(len(found), SHOWN))
        else:
            self.count.setText(self.tr("{0} of {1} rows").format(len(found), len(rows)))
        if found:
            if self.found.currentRow() != 0:
                self.found.setCurrentRow(0)
            else:
                self._picked(0)
        else:
            self._picked(-1)

    def _picked(self, current: int) -> None:
        row = self.row()
        while self.asks.rowCount():
            self.asks.removeRow(0)
        self.choices = {}
        if row is not None:
            model = row_model(self.library.system, self.path)
            named = labels(self.library.system, self.path)
            for field in open_fields(self.library.system, self.path, row):
                box = QComboBox()
                box.addItems([str(c) for c in get_args(model.model_fields[field].annotation)])
                box.setAccessibleName(named[field])
                self.asks.addRow(self.tr("{0} (the library leaves it to you):").format(named[field]), box)
                self.choices[field] = box
        self.add.setEnabled(row is not None)

    def row(self) -> dict[str, Any] | None:
        item = self.found.currentItem()
        if item is None:
            return None
        return self.library.lists[self.path][int(item.data(Qt.ItemDataRole.UserRole))]

    def given(self) -> dict[str, Any]:
        return {field: box.currentText() for field, box in self.choices.items()}


class ChooseDialog(QDialog):
    """Tick any number of the library's rows of one list (the creation wizard's skills)."""

    def __init__(self, library: Library, path: str, where: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library, self.path = library, path
        self.lines = Lines(library, path)
        self.finder = Finder(library.lists.get(path, []))
        self.ticked: set[int] = set()
        self.setWindowTitle(self.tr("{0} from the library").format(where))
        room_for_title(self)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tick the rows to add; each comes with its numbers.")))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Type to search the library"))
        self.search.setAccessibleName(self.tr("Search the library"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.found = QListWidget()
        self.found.setAccessibleName(self.tr("Rows in the library"))
        layout.addWidget(self.found, 1)
        DownToList(self.search, self.found)
        self.asks = QFormLayout()
        """A choice for each field a ticked row's library leaves to the player (a Renaissance
        skill's aptitude), as the sheet's own *From library…* asks it."""
        self.choices: dict[int, dict[str, QComboBox]] = {}
        layout.addLayout(self.asks)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.add = buttons.addButton(self.tr("Add the ticked rows"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.search.textChanged.connect(self._show)
        self.found.itemChanged.connect(self._ticked)
        self.resize(520, 460)
        self._show("")

    def _show(self, typed: str) -> None:
        self.found.blockSignals(True)
        fill(self.found, self.finder.find(typed, SHOWN), self.lines, self.ticked)
        self.found.blockSignals(False)

    def _ticked(self, item: QListWidgetItem) -> None:
        i = int(item.data(Qt.ItemDataRole.UserRole))
        if item.checkState() == Qt.CheckState.Checked:
            self.ticked.add(i)
        else:
            self.ticked.discard(i)
        self._ask()

    def _ask(self) -> None:
        """A choice for each open field of the ticked rows, in the library's order; a choice
        made stays while its row stays ticked."""
        made = {i: {f: box.currentText() for f, box in boxes.items()} for i, boxes in self.choices.items()}
        while self.asks.rowCount():
            self.asks.removeRow(0)
        self.choices = {}
        model = row_model(self.library.system, self.path)
        named = labels(self.library.system, self.path)
        for i in sorted(self.ticked):
            row = self.library.lists[self.path][i]
            for field in open_fields(self.library.system, self.path, row):
                box = QComboBox()
                box.addItems([str(c) for c in get_args(model.model_fields[field].annotation)])
                if made.get(i, {}).get(field):
                    box.setCurrentText(made[i][field])
                box.setAccessibleName(self.tr("{0} of {1}").format(named[field], row.get("name", "")))
                self.asks.addRow(self.tr("{0}: {1} (the library leaves it to you):").format(
                    row.get("name", ""), named[field]), box)
                self.choices.setdefault(i, {})[field] = box

    def tick(self, name: str) -> None:
        """Tick the row of that name (what a click on its box does)."""
        for i in range(self.found.count()):
            item = self.found.item(i)
            if self.library.lists[self.path][int(item.data(Qt.ItemDataRole.UserRole))]["name"] == name:
                item.setCheckState(Qt.CheckState.Checked)

    def rows(self) -> list[dict[str, Any]]:
        """The ticked rows, in the library's order."""
        return [self.library.lists[self.path][i] for i in sorted(self.ticked)]

    def given(self) -> list[dict[str, Any]]:
        """For each of :meth:`rows`, what was chosen for the fields its library row leaves open."""
        return [{f: box.currentText() for f, box in self.choices.get(i, {}).items()} for i in sorted(self.ticked)]
