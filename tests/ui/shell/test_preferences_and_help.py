"""Edit › Preferences (theme, language, default paper), Help › User Guide (offline) and
Keyboard Shortcuts, Edit › Cut/Copy/Paste on the focused field, and Open Recent lines that
tell two files of one name apart."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QTextBrowser

from sheetkeeper.core.registry import get_system
from sheetkeeper.paths import user_guide
from sheetkeeper.ui.export_dialog import ExportDialog
from sheetkeeper.ui.preferences import PreferencesDialog
from sheetkeeper.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[3]


def _choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_preferences_are_kept_and_the_theme_applies_at_once(window, qtbot, tmp_path):
    seen: dict[str, list] = {}

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PreferencesDialog):
            QTimer.singleShot(20, fill)
            return
        seen["themes"] = [dialog.theme.itemData(i) for i in range(dialog.theme.count())]
        seen["languages"] = [dialog.language.itemText(i) for i in range(dialog.language.count())]
        _choose(dialog.theme, "dark")
        _choose(dialog.language, "de")
        _choose(dialog.paper, "letter")
        QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    window.menu_actions["preferences"].trigger()
    assert seen["themes"] == ["system", "light", "dark", "high-contrast"]
    assert seen["languages"] == ["As the system says", "English", "Deutsch"]
    assert QApplication.palette().window().color().lightness() < 100
    saved = Settings()
    assert (saved.theme(), saved.language(), saved.paper()) == ("dark", "de", "letter")
    assert window.menu_actions["theme_dark"].isChecked()
    export = ExportDialog(tmp_path / "x.pdf")
    qtbot.addWidget(export)
    assert export.paper.currentData() == "letter"  # the Export dialog starts from it
    window.set_theme("system")


def test_high_contrast_is_a_theme_of_its_own(window):
    window.menu_actions["theme_high-contrast"].trigger()
    assert Settings().theme() == "high-contrast"
    window.set_theme("system")


def test_the_user_guide_opens_offline_with_its_screenshots(window, qtbot):
    window.menu_actions["user_guide"].trigger()
    dialog = window.findChild(QTextBrowser).window()
    qtbot.addWidget(dialog)
    browser = dialog.findChild(QTextBrowser)
    text = browser.toPlainText()
    assert user_guide() == ROOT / "docs" / "user-guide.md"
    assert "Build a character" in text and "Play from the sheet" in text
    assert window.menu_actions["user_guide"].shortcut().toString() == "F1"
    image = browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl("screenshots/wizard.png"))
    assert image is not None and len(image) > 1000  # the screenshot beside the guide, read
    area = dialog.screen().availableGeometry()
    assert dialog.width() <= area.width() and dialog.height() <= area.height()


def test_the_shortcut_list_is_read_from_the_menus(window, qtbot):
    window.menu_actions["shortcuts"].trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "shortcuts")
    qtbot.addWidget(dialog)
    text = dialog.findChild(QTextBrowser).toPlainText()
    for words in ("Open...", "Ctrl+O", "Undo", "Ctrl+Z", "Preferences...", "Ctrl+,", "Copy", "Ctrl+C",
                  "User Guide", "F1", "Space"):
        assert words in text, words


def test_cut_copy_and_paste_act_on_the_field_with_the_focus(window, qtbot, asker):
    asker.script("unsaved", "discard")
    tab = window.open_character(get_system("brp").rules.new("Tarl"))
    window.show()
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    name = tab.sheet.element("field", "name").editor.editor
    QTest.mouseClick(name, Qt.MouseButton.LeftButton)
    name.selectAll()
    window.menu_actions["copy"].trigger()
    assert QApplication.clipboard().text() == "Tarl"
    window.menu_actions["cut"].trigger()
    assert tab.document.character.name == ""
    window.menu_actions["paste"].trigger()
    window.menu_actions["paste"].trigger()
    assert tab.document.character.name == "TarlTarl"
    age = tab.sheet.element("field", "age").editor.editor
    tab.sheet.reveal(tab.sheet.element("field", "age"))
    QTest.mouseClick(age.lineEdit(), Qt.MouseButton.LeftButton)
    QApplication.clipboard().setText("41")
    age.selectAll()
    window.menu_actions["paste"].trigger()
    QTest.keyClick(age, Qt.Key.Key_Return)
    assert tab.document.character.age == 41


def test_open_recent_tells_two_files_of_one_name_apart(tmp_path):
    first = Path.home() / "games" / "tuesday" / "ada.skchar"
    second = tmp_path / "thursday" / "ada.skchar"
    assert Settings.recent_label(first, 1) == "&1 ada.skchar — ~/games/tuesday"
    label = Settings.recent_label(second, 2)
    assert label.startswith("&2 ada.skchar — ") and label.endswith("/thursday")
    deep = Path("/srv") / ("long folder " * 10) / "ada.skchar"
    assert len(Settings.recent_label(deep)) <= len("ada.skchar — ") + 48
    assert Settings.recent_label(Path("/x/R&D/a&b.skchar")) == "a&&b.skchar — /x/R&&D"




def test_the_user_guides_pictures_fit_the_window(window, qtbot):
    """The screenshots are wider than the Help window: each is shown at the page's width at
    most, and again when the window is made narrower."""
    from PySide6.QtGui import QImage

    window.menu_actions["user_guide"].trigger()
    dialog = window.findChild(QTextBrowser).window()
    qtbot.addWidget(dialog)
    browser = dialog.findChild(QTextBrowser)
    qtbot.waitExposed(dialog)

    def pictures():
        block = browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                shape = it.fragment().charFormat()
                if shape.isImageFormat():
                    yield shape.toImageFormat()
                it += 1
            block = block.next()

    wide = [p for p in pictures()
            if QImage(str(user_guide().parent / p.name())).width() > browser.viewport().width()]
    assert wide, "the guide has a screenshot wider than the window (else this proves nothing)"
    for width in (dialog.width(), 500):
        dialog.resize(width, dialog.height())
        qtbot.wait(20)
        for picture in pictures():
            assert 0 < picture.width() <= browser.viewport().width(), (picture.name(), picture.width())
        if width > 500:
            assert browser.horizontalScrollBar().maximum() == 0  # nothing wider at its size
