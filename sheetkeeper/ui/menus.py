"""The main window's menus and their standard shortcuts.

Edit › Cut, Copy and Paste act on the field that has the focus (a number box's text too);
Preferences, the user guide and the list of keys open their own windows.

Menu texts are looked up under the literal context "MainWindow", the one ``window.tr``
used at run time, written out so pyside6-lupdate files them there too (through the
``window.tr`` alias it saw no class and filed them under an empty context).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QPlainTextEdit, QTextEdit

from ..core.registry import all_systems
from . import library_pick
from .about import show_about, show_rules_notes
from .help import LISTED_AS, show_shortcuts, show_user_guide
from .import_sheet import import_filled_sheet

if TYPE_CHECKING:
    from .main_window import MainWindow


def build_menus(window: MainWindow) -> dict[str, QAction]:
    """Create File, Edit, View and Help; returns the actions the window enables and disables."""
    translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
    std = QKeySequence.StandardKey
    bar = window.menuBar()
    actions: dict[str, QAction] = {}

    def add(menu, key: str, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, window)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        actions[key] = action
        return action

    file_menu = bar.addMenu(translate("MainWindow", "&File"))
    add(file_menu, "new", translate("MainWindow", "&New..."), window.new_character, std.New)
    add(file_menu, "open", translate("MainWindow", "&Open..."), window.open_dialog, std.Open)
    window.recent_menu = file_menu.addMenu(translate("MainWindow", "Open &Recent"))
    window.recent_menu.aboutToShow.connect(window.fill_recent_menu)
    file_menu.addSeparator()
    add(file_menu, "save", translate("MainWindow", "&Save"), window.save, std.Save)
    add(file_menu, "save_as", translate("MainWindow", "Save &As..."), window.save_as, std.SaveAs)
    export = translate("MainWindow", "&Export PDF...")
    add(file_menu, "export_pdf", export, window.export_pdf, QKeySequence("Ctrl+E"))
    imported = translate("MainWindow", "&Import Filled Sheet...")
    add(file_menu, "import_sheet", imported, lambda: import_filled_sheet(window))
    add(file_menu, "export_library", translate("MainWindow", "Export &Library PDF..."),
        lambda: export_library(window))
    file_menu.addSeparator()
    add(file_menu, "close", translate("MainWindow", "&Close"), window.close_current, std.Close)
    add(file_menu, "quit", translate("MainWindow", "&Quit"), window.close, std.Quit)

    edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
    undo = window.undo_group.createUndoAction(window, translate("MainWindow", "Undo"))
    undo.setShortcuts([QKeySequence(std.Undo)])
    redo = window.undo_group.createRedoAction(window, translate("MainWindow", "Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    undo.setProperty(LISTED_AS, translate("MainWindow", "Undo"))  # its text names the step
    redo.setProperty(LISTED_AS, translate("MainWindow", "Redo"))
    edit_menu.addAction(undo)
    edit_menu.addAction(redo)
    actions["undo"], actions["redo"] = undo, redo
    edit_menu.addSeparator()
    add(edit_menu, "cut", translate("MainWindow", "Cu&t"), lambda: on_focused_text("cut"), std.Cut)
    add(edit_menu, "copy", translate("MainWindow", "&Copy"), lambda: on_focused_text("copy"), std.Copy)
    add(edit_menu, "paste", translate("MainWindow", "&Paste"), lambda: on_focused_text("paste"), std.Paste)
    edit_menu.addSeparator()
    add(edit_menu, "library", translate("MainWindow", "&Library..."), lambda: show_library(window))
    add(edit_menu, "preferences", translate("MainWindow", "Pr&eferences..."), window.show_preferences,
        QKeySequence("Ctrl+,"))

    view_menu = bar.addMenu(translate("MainWindow", "&View"))
    themes = QActionGroup(window)
    for key, text in (
        ("system", translate("MainWindow", "Follow &System")),
        ("light", translate("MainWindow", "&Light")),
        ("dark", translate("MainWindow", "&Dark")),
        ("high-contrast", translate("MainWindow", "&High Contrast")),
    ):
        action = QAction(text, window, checkable=True)
        action.setData(key)
        action.setChecked(window.settings.theme() == key)
        action.triggered.connect(lambda _checked=False, k=key: window.set_theme(k))
        themes.addAction(action)
        view_menu.addAction(action)
        actions[f"theme_{key}"] = action
    window.view_menu = view_menu

    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    add(help_menu, "user_guide", translate("MainWindow", "&User Guide"), lambda: show_user_guide(window),
        std.HelpContents)
    add(help_menu, "shortcuts", translate("MainWindow", "&Keyboard Shortcuts"), lambda: show_shortcuts(window))
    notes = help_menu.addMenu(translate("MainWindow", "&Rules Notes"))
    for system in all_systems():
        action = notes.addAction(system.name)
        action.triggered.connect(lambda _checked=False, s=system: show_rules_notes(s, window))
    notes.setEnabled(bool(all_systems()))
    help_menu.addSeparator()
    about = translate("MainWindow", "&About SheetKeeper")
    add(help_menu, "about", about, lambda: show_about(window))
    return actions


def show_library(window: MainWindow) -> None:
    """The Library window, loaded on first use."""
    from .library_window import show_library as show

    show(window)


def library_over(system_id: str, path: str, parent, answer=None) -> None:
    """The Library window on one list, modal over ``parent`` (a pick dialog the creation
    wizard opened, while the main window is blocked), until it is closed."""
    from .library_window import LibraryWindow

    window = LibraryWindow(system_id, parent)
    window.setModal(True)
    window.list.setCurrentIndex(max(0, window.list.findData(path)))
    if answer is not None:
        answer(window)
    else:
        window.exec()
    window.deleteLater()


library_pick.open_library = library_over


def export_library(window: MainWindow) -> None:
    """The Library window on the current sheet's game, asking where to print its library."""
    from .library_window import show_library as show

    show(window).export_pdf_dialog()


def on_focused_text(operation: str) -> bool:
    """Cut, copy or paste in the text field (or number box) that has the focus; False when
    the focus is on nothing that holds text."""
    widget = QApplication.focusWidget()
    if isinstance(widget, QAbstractSpinBox):
        widget = widget.findChild(QLineEdit)
    if not isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
        return False
    if operation != "copy" and widget.isReadOnly():
        return False
    getattr(widget, operation)()
    return True
