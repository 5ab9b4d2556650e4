"""The main window with real files: open, edit through actions, undo/redo, save, reopen."""

from __future__ import annotations

import json
import warnings

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.actions import Action
from sheetkeeper.storage import load_character
from sheetkeeper.ui.main_window import MainWindow
from sheetkeeper.ui.settings import Settings

RENAME = Action("set", {"path": "name", "value": "X"}, label="Rename to X")


def test_open_edit_undo_redo_save_and_reopen(window, saved_file):
    tab = window.open_path(saved_file)
    doc = tab.document
    assert window.windowTitle() == "Ada[*] — SheetKeeper"
    assert not window.isWindowModified()

    doc.apply(RENAME)
    assert window.windowTitle() == "X[*] — SheetKeeper"
    assert window.isWindowModified()
    assert window.tab_widget.tabText(0) == "X *"
    assert window.menu_actions["undo"].text() == "Undo Rename to X"

    window.menu_actions["undo"].trigger()
    assert doc.character.name == "Ada"
    assert not window.isWindowModified()
    assert window.menu_actions["redo"].text() == "Redo Rename to X"
    window.menu_actions["redo"].trigger()
    assert doc.character.name == "X"

    window.menu_actions["save"].trigger()
    assert not window.isWindowModified()
    assert load_character(saved_file).character.name == "X"

    assert window.close_tab(tab)
    again = window.open_path(saved_file)
    assert again.document.character == doc.character


def test_undo_follows_the_current_tab(window, saved_file, system, tmp_path):
    from sheetkeeper.storage import save_character

    other = tmp_path / "bo.skchar"
    save_character(other, system.rules.new("Bo"), backup=False)
    first = window.open_path(saved_file)
    first.document.apply(RENAME)
    window.open_path(other)
    assert not window.menu_actions["undo"].isEnabled()
    window.tab_widget.setCurrentWidget(first)
    assert window.menu_actions["undo"].text() == "Undo Rename to X"


def test_opening_an_open_file_again_switches_to_its_tab(window, saved_file):
    first = window.open_path(saved_file)
    assert window.open_path(saved_file) is first
    assert len(window.tabs()) == 1


def test_a_broken_file_gives_a_message_naming_file_and_problem(window, asker, tmp_path):
    broken = tmp_path / "broken.skchar"
    broken.write_text('{"format": "sheetkeeper", ', encoding="utf-8")
    assert window.open_path(broken) is None
    kind, text = asker.asked[-1]
    assert kind == "error"
    assert "broken.skchar" in text and "not valid JSON" in text
    assert window.tabs() == []
    assert broken.read_text(encoding="utf-8") == '{"format": "sheetkeeper", '


def test_a_missing_file_is_reported_and_dropped_from_recent(window, asker, tmp_path):
    missing = tmp_path / "gone.skchar"
    window.settings.add_recent(missing)
    window.open_path(missing)
    assert "does not exist" in asker.asked[-1][1]
    assert missing.resolve() not in window.settings.recent_files()


def test_a_newer_file_opens_read_only_with_banner_and_save_disabled(window, asker, saved_file, tmp_path):
    data = json.loads(saved_file.read_text(encoding="utf-8"))
    data["format_version"] = 99
    newer = tmp_path / "newer.skchar"
    newer.write_text(json.dumps(data), encoding="utf-8")
    before = newer.read_bytes()

    tab = window.open_path(newer)
    assert tab.banner.isVisibleTo(window)
    assert "newer SheetKeeper" in tab.banner_text.text()
    assert not window.menu_actions["save"].isEnabled()
    assert window.menu_actions["save_as"].isEnabled()

    tab.document.apply(RENAME)
    copy = tmp_path / "copy.skchar"
    asker.script("save_path", copy)
    assert window.save(tab)  # Save on a read-only file is Save As
    assert load_character(copy).character.name == "X"
    assert newer.read_bytes() == before
    assert not tab.banner.isVisibleTo(window)
    assert window.menu_actions["save"].isEnabled()


def test_dropping_character_files_opens_them(window, saved_file, tmp_path):
    ignored = tmp_path / "notes.txt"
    ignored.write_text("x", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(saved_file)), QUrl.fromLocalFile(str(ignored))])
    where = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    with warnings.catch_warnings():  # Qt 6 has only the QPoint form; PySide marks it deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(QPoint(10, 10), *where)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(window, QDropEvent(QPointF(10, 10), *where))
    assert [t.document.path for t in window.tabs()] == [saved_file]


def test_recent_files_and_geometry_persist(qtbot, window, saved_file, asker):
    window.open_path(saved_file)
    window.resize(700, 500)
    window.close()
    assert window.tabs() == []

    again = MainWindow(asker=asker)
    qtbot.addWidget(again)
    assert Settings().recent_files()[0] == saved_file.resolve()
    assert (again.width(), again.height()) == (700, 500)
    again.fill_recent_menu()
    folder = str(saved_file.resolve().parent)
    shown = folder if len(folder) <= 48 else "…" + folder[-47:]
    assert again.recent_menu.actions()[0].text() == f"&1 ada.skchar — {shown}"
    again.recent_menu.actions()[0].trigger()
    assert again.current_tab().document.path == saved_file


def test_theme_choice_is_applied_and_remembered(window):
    window.menu_actions["theme_dark"].trigger()
    dark = QApplication.palette().window().color().lightness()
    window.menu_actions["theme_light"].trigger()
    light = QApplication.palette().window().color().lightness()
    assert dark < 100 < light
    assert Settings().theme() == "light"
    window.set_theme("system")


def test_a_new_character_is_saved_through_save_as_with_the_suffix_added(window, asker, system, tmp_path):
    tab = window.open_character(system.rules.new("Cy"))
    assert window.windowTitle() == "Cy[*] — SheetKeeper"
    tab.document.apply(RENAME)
    asker.script("save_path", tmp_path / "cy")
    window.menu_actions["save"].trigger()
    assert tab.document.path == tmp_path / "cy.skchar"
    assert load_character(tmp_path / "cy.skchar").character.name == "X"
    assert not window.isWindowModified()
