"""The main window's menus and their standard shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from ..core.registry import all_systems
from .about import show_about, show_rules_notes

if TYPE_CHECKING:
    from .main_window import MainWindow


def build_menus(window: MainWindow) -> dict[str, QAction]:
    """Create File, Edit, View and Help; returns the actions the window enables and disables."""
    tr = window.tr
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

    file_menu = bar.addMenu(tr("&File"))
    add(file_menu, "new", tr("&New..."), window.new_character, QKeySequence.StandardKey.New)
    add(file_menu, "open", tr("&Open..."), window.open_dialog, QKeySequence.StandardKey.Open)
    window.recent_menu = file_menu.addMenu(tr("Open &Recent"))
    window.recent_menu.aboutToShow.connect(window.fill_recent_menu)
    file_menu.addSeparator()
    add(file_menu, "save", tr("&Save"), window.save, QKeySequence.StandardKey.Save)
    add(file_menu, "save_as", tr("Save &As..."), window.save_as, QKeySequence.StandardKey.SaveAs)
    add(file_menu, "export_pdf", tr("&Export PDF..."), window.export_pdf, QKeySequence("Ctrl+E"))
    file_menu.addSeparator()
    add(file_menu, "close", tr("&Close"), window.close_current, QKeySequence.StandardKey.Close)
    add(file_menu, "quit", tr("&Quit"), window.close, QKeySequence.StandardKey.Quit)

    edit_menu = bar.addMenu(tr("&Edit"))
    undo = window.undo_group.createUndoAction(window, tr("Undo"))
    undo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
    redo = window.undo_group.createRedoAction(window, tr("Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    edit_menu.addAction(undo)
    edit_menu.addAction(redo)
    actions["undo"], actions["redo"] = undo, redo

    view_menu = bar.addMenu(tr("&View"))
    themes = QActionGroup(window)
    for key, text in (("system", tr("Follow &System")), ("light", tr("&Light")), ("dark", tr("&Dark"))):
        action = QAction(text, window, checkable=True)
        action.setData(key)
        action.setChecked(window.settings.theme() == key)
        action.triggered.connect(lambda _checked=False, k=key: window.set_theme(k))
        themes.addAction(action)
        view_menu.addAction(action)
        actions[f"theme_{key}"] = action
    window.view_menu = view_menu

    help_menu = bar.addMenu(tr("&Help"))
    notes = help_menu.addMenu(tr("&Rules Notes"))
    for system in all_systems():
        action = notes.addAction(system.name)
        action.triggered.connect(lambda _checked=False, s=system: show_rules_notes(s, window))
    notes.setEnabled(bool(all_systems()))
    help_menu.addSeparator()
    add(help_menu, "about", tr("&About SheetKeeper"), lambda: show_about(window))
    return actions
