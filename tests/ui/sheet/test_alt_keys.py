"""Sheet fields have Alt keys where they fit (issue #39: "the form gives sheet fields Alt keys
where they fit"): Alt and a caption's letter goes to its field, no two captions of a page
share one, and the window's menus and the dice roller keep theirs."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.alt_keys import WINDOW_KEYS


def _keys(page) -> list[str]:
    return [m.group(1).upper() for label in page.findChildren(QLabel)
            if (m := re.search(r"&([^&])", label.text()))]


def test_alt_and_a_captions_letter_goes_to_its_field(sheet, qtbot):
    sheet.activateWindow()
    qtbot.waitUntil(sheet.isActiveWindow)
    name = sheet.element("field", "name")
    assert any(label.text() == "&Name" for label in name.findChildren(QLabel))
    qtbot.keyClick(QApplication.focusWidget() or sheet, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is name.editor.editor


def test_no_two_captions_of_a_page_share_a_key_and_the_window_keeps_its_own(qtbot):
    for path in sorted(samples_dir().glob("*.skchar")):
        view = SheetView(Document(load_character(path).character))
        qtbot.addWidget(view)
        view.show()
        given = 0
        for index in range(view.tabs.count()):
            view.tabs.setCurrentIndex(index)
            keys = _keys(view.tabs.widget(index))
            given += len(keys)
            assert len(keys) == len(set(keys)), (path.name, view.tabs.tabText(index), keys)
            assert not set(keys) & WINDOW_KEYS, (path.name, keys)
        assert given, path.name


def test_the_wizards_back_and_finish_keep_their_keys(qtbot):
    """On the creation page the wizard shows '< &Back' and '&Finish' (Next is hidden there)."""
    from sheetkeeper.core.registry import all_systems
    from sheetkeeper.ui.wizard import NewCharacterWizard

    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    system = all_systems()[0]
    wizard.page(0).list.setCurrentRow(0)
    wizard.next()
    wizard.page(1).name.setText("Ada")
    wizard.next()
    sheet = wizard.currentPage().sheet
    assert sheet is not None, system.id
    keys = _keys(sheet.tabs.currentWidget())
    assert keys and not {"B", "F"} & set(keys)
    assert "B" not in WINDOW_KEYS  # taken from the wizard's own button, not the fixed list
