"""The new-character wizard: pick a game, name the character, then fill in the sheet with the
creation rules checked live (points left, what is wrong and how to fix it).

Finish stays disabled, with the reason shown, until ``rules.validate(c, creation=True)``
reports no error. The creation page is the system's own sheet over a scratch document, so
every field of the form can be set here, with undo: Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo
and redo the scratch document's steps from any field, as in the window. The findings are a checklist in an area
of fixed height above the sheet, so fields never move under the pointer as findings come and
go; each item says where (the field or row, and its tab) and clicking it goes there.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWizard,
    QWizardPage,
)

from ..core.actions import Action
from ..core.character import CharacterBase
from ..core.registry import GameSystem, all_systems
from .asker import titled_box
from .document import Document
from .screen_fit import fit_to_screen, room_for_title
from .sheet import SheetView
from .sheet.findings_list import FindingsList
from .undo_keys import UndoKeys
from .wizard_library import choose_skills, library_button, offered

FINDING_LINES = 8
"""Text lines the checklist area holds: the heading and six findings (Lite's whole starting
list). A longer list scrolls inside the area instead of pushing the sheet down."""


class SystemPage(QWizardPage):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Choose a game"))
        self.setSubTitle(self.tr("The rules of this game check the character as you build it."))
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Game systems"))
        for system in all_systems():
            item = QListWidgetItem(f"{system.name}\n    {system.dice}")
            item.setData(Qt.ItemDataRole.UserRole, system.id)
            self.list.addItem(item)
        self.list.currentRowChanged.connect(lambda _: self.completeChanged.emit())
        if self.list.count():
            self.list.setCurrentRow(0)
        layout.addWidget(self.list)

    def system_id(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def isComplete(self) -> bool:  # noqa: N802 - Qt's name
        return self.system_id() is not None


class NamePage(QWizardPage):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Name"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("The character's name"))
        self.player = QLineEdit()
        self.player.setPlaceholderText(self.tr("Who plays them (optional)"))
        form.addRow(self.tr("N&ame"), self.name)  # Alt+N is Next
        form.addRow(self.tr("&Player"), self.player)
        self.name.textChanged.connect(lambda _: self.completeChanged.emit())

    def initializePage(self) -> None:  # noqa: N802 - Qt's name
        """Say which game was picked, so a wrong pick is seen before the sheet is built."""
        system = self.wizard().system() if hasattr(self.wizard(), "system") else None
        if system is not None:
            self.setSubTitle(self.tr("Game: {0} ({1}). Back picks another.").format(
                system.name, system.dice))

    def isComplete(self) -> bool:  # noqa: N802 - Qt's name
        return bool(self.name.text().strip())


class CreationPage(QWizardPage):
    def __init__(self, wizard: NewCharacterWizard):
        super().__init__(wizard)
        self._wizard = wizard
        self.setTitle(self.tr("Build the character"))
        self.layout_ = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setAccessibleDescription(self.tr("What the rules say"))
        self.checklist = FindingsList()
        self.checklist.setAccessibleName(self.tr("Checklist: click an item to go to it"))
        self.checklist.chosen.connect(self._go_to)
        self.findings_area = QFrame()
        area = QVBoxLayout(self.findings_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.setSpacing(2)
        area.addWidget(self.heading)
        area.addWidget(self.checklist, 1)
        self.findings_area.setFixedHeight(self.heading.fontMetrics().lineSpacing() * FINDING_LINES + 16)
        self.layout_.addWidget(self.findings_area)
        self.from_library = library_button()
        self.from_library.clicked.connect(lambda: choose_skills(self.document, self.sheet))
        self.layout_.addWidget(self.from_library, 0, Qt.AlignmentFlag.AlignLeft)
        self.document: Document | None = None
        self.sheet: SheetView | None = None
        self.errors: list = []

    def initializePage(self) -> None:  # noqa: N802 - Qt's name
        system = self._wizard.system()
        character = system.rules.new(self._wizard.name_page.name.text().strip())
        player = self._wizard.name_page.player.text().strip()
        if player:
            character = system.rules.apply(character, Action("set", {"path": "player", "value": player})).character
        if self.sheet is not None:
            self.layout_.removeWidget(self.sheet)
            self.sheet.deleteLater()
        self.document = Document(character, parent=self)
        self._wizard.undo_group.addStack(self.document.undo_stack)
        self._wizard.undo_group.setActiveStack(self.document.undo_stack)
        self.sheet = SheetView(self.document)
        self.sheet.play_strip.in_wizard = True
        self.sheet.play_strip.refresh()
        self.sheet.lists_findings = False  # the checklist above says it
        self.sheet.refresh_findings()
        self.layout_.addWidget(self.sheet, 1)
        self.from_library.setVisible(offered(system.id, system.rules))
        self.setSubTitle(self.tr("{0}: the rules check every change.").format(system.name))
        self.document.changed.connect(self._validate)
        self._validate()

    def _validate(self) -> None:
        found = self.sheet.located_findings()
        self.errors = [f for f in found if f.severity == "error"]
        if self.errors:
            head = self.tr("<b>Finish is disabled: fix the items in red (%n left).</b> "
                           "Click an item to go to it.", "", len(self.errors))
        else:
            head = self.tr("<b>The character follows the creation rules: press Finish.</b>")
        self.heading.setText(head)
        self.checklist.show_findings(self.sheet.listed_findings())
        self.completeChanged.emit()

    def _go_to(self, path: str) -> None:
        if self.sheet is not None:
            self.sheet.go_to(path)

    def reason(self) -> str:
        """Why Finish is disabled ("" when it is not)."""
        return "; ".join(str(f) for f in self.errors)

    def isComplete(self) -> bool:  # noqa: N802 - Qt's name
        return self.document is not None and not self.errors


class NewCharacterWizard(QWizard):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New character"))
        room_for_title(self)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.system_page = SystemPage()
        self.name_page = NamePage()
        self.creation_page = CreationPage(self)
        for page in (self.system_page, self.name_page, self.creation_page):
            self.addPage(page)
        self.resize(980, 760)
        fit_to_screen(self)
        self._asks = True
        self.undo_group = QUndoGroup(self)
        undo = self.undo_group.createUndoAction(self)
        undo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        redo = self.undo_group.createRedoAction(self)
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.addActions([undo, redo])
        self.undo_keys = UndoKeys(self, [undo, redo])
        self.currentIdChanged.connect(self._undo_on_page)

    def _undo_on_page(self, _page_id: int) -> None:
        """The sheet's undo on the creation page; before it (Back), the fields' own."""
        document = self.creation_page.document
        on_sheet = self.currentPage() is self.creation_page and document is not None
        self.undo_group.setActiveStack(document.undo_stack if on_sheet else None)

    def system(self) -> GameSystem:
        from ..core.registry import get_system

        return get_system(self.system_page.system_id())

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """On the sheet, Enter ends the edit of the field that has the focus (the field has
        done so already) instead of pressing the default button, Finish."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        focused = QApplication.focusWidget()
        if enter and self.currentPage() is self.creation_page and not isinstance(focused, QAbstractButton):
            event.accept()
            return
        super().keyPressEvent(event)

    def entered(self) -> bool:
        """Whether anything was entered that Cancel would throw away."""
        if self.creation_page.document is not None:
            return True
        return bool(self.name_page.name.text().strip() or self.name_page.player.text().strip())

    def reject(self) -> None:
        """Cancel, Escape or closing the window: asks first when something was entered."""
        if self._asks and self.entered() and not self.confirm_discard():
            return
        super().reject()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """The window's close button asks like Cancel; a close by the program (the app
        quitting) does not."""
        self._asks = event.spontaneous()
        try:
            super().closeEvent(event)
        finally:
            self._asks = True

    def confirm_discard(self) -> bool:
        name = self.name_page.name.text().strip() or self.tr("this character")
        box = titled_box(QMessageBox.Icon.Question, self.tr("Discard the character?"),
                         self.tr("Discard {0}? What you entered is lost.").format(name), self)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep Editing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is discard

    def done(self, result: int) -> None:
        document = self.creation_page.document
        if document is not None:
            document.undo_stack.clear()  # scratch history; the result is handed over whole
        super().done(result)

    def character(self) -> CharacterBase | None:
        """The character built, in play once the wizard is accepted (the rules then govern
        what they advance)."""
        document = self.creation_page.document
        if document is None:
            return None
        character = document.character
        if self.result() == QWizard.DialogCode.Accepted and character.in_creation:
            character = document.rules.apply(character, Action("creation.finish")).character
        return character

