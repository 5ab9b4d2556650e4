"""A file from a newer SheetKeeper opens read-only; its banner's Save As really saves a copy,
and the file itself is never replaced, whatever name the user picks."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from sheetkeeper.core.actions import Action
from sheetkeeper.storage import load_character

RENAME = Action("set", {"path": "name", "value": "X"}, label="Rename to X")


def _newer(saved_file, tmp_path):
    data = json.loads(saved_file.read_text(encoding="utf-8"))
    data["format_version"] = 99
    newer = tmp_path / "newer.skchar"
    newer.write_text(json.dumps(data), encoding="utf-8")
    return newer


def _banner_button(tab) -> QPushButton:
    return tab.banner.findChild(QPushButton)


def test_clicking_the_banners_save_as_saves_a_copy(window, asker, saved_file, tmp_path, qtbot):
    newer = _newer(saved_file, tmp_path)
    before = newer.read_bytes()
    window.show()
    tab = window.open_path(newer)
    tab.document.apply(RENAME)
    copy = tmp_path / "copy.skchar"
    asker.script("save_path", copy)

    qtbot.mouseClick(_banner_button(tab), Qt.MouseButton.LeftButton)

    assert "save_path" in asker.kinds()
    assert load_character(copy).character.name == "X"
    assert newer.read_bytes() == before
    assert not tab.banner.isVisibleTo(window)


def test_save_as_onto_the_newer_file_itself_is_refused_and_it_is_kept(window, asker, saved_file, tmp_path, qtbot):
    newer = _newer(saved_file, tmp_path)
    before = newer.read_bytes()
    tab = window.open_path(newer)
    tab.document.apply(RENAME)
    asker.script("save_path", newer)
    asker.script("offer_save_as", False)

    assert not window.save(tab)

    assert newer.read_bytes() == before
    assert any("newer SheetKeeper" in text for kind, text in asker.asked if kind in ("offer_save_as", "error"))
    assert tab.document.character.name == "X"  # the changes are still there to save elsewhere
