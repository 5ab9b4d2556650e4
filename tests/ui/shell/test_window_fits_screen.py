"""The window never opens larger than the screen's available area: its default size and a
saved geometry are brought within it (the offscreen screen here is smaller than the
default 1100×800, as a 1600×1000 screen is at a scale factor of 1.5)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetkeeper.ui.main_window import MainWindow
from sheetkeeper.ui.settings import Settings
from sheetkeeper.ui.wizard import NewCharacterWizard


def _inside(widget) -> bool:
    area = widget.screen().availableGeometry()
    return area.contains(widget.frameGeometry()) or area.contains(widget.geometry())


def _fits(widget) -> bool:
    area = widget.screen().availableGeometry()
    return widget.width() <= area.width() and widget.height() <= area.height()


def test_the_default_size_is_brought_within_a_small_screen(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    window.show()
    QTest.qWaitForWindowExposed(window)
    if area.width() >= 1100 + 16 and area.height() >= 800 + 48:
        assert (window.width(), window.height()) == (1100, 800)  # room enough: as designed
    assert _fits(window) and _inside(window)


def test_a_saved_geometry_larger_than_the_screen_is_brought_within_it(qtbot):
    area = QApplication.primaryScreen().availableGeometry()
    first = MainWindow()
    qtbot.addWidget(first)
    first.setGeometry(QRect(area.x() - 200, area.y() - 100, area.width() * 2, area.height() * 2))
    Settings().set_window(first.saveGeometry(), first.saveState())
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    QTest.qWaitForWindowExposed(window)
    assert _fits(window) and _inside(window)


def test_the_wizard_fits_too(qtbot):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    QTest.qWaitForWindowExposed(wizard)
    assert _fits(wizard)


def test_small_dialogs_are_wide_enough_for_their_whole_title(qtbot, tmp_path):
    """Not "Export P…etKeeper": the title bar shows the title and the app's name."""
    from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication

    from sheetkeeper.core.registry import get_system
    from sheetkeeper.ui.dialogs.award_xp import AwardXpDialog
    from sheetkeeper.ui.document import Document
    from sheetkeeper.ui.export_dialog import ExportDialog

    QGuiApplication.setApplicationDisplayName("SheetKeeper")
    try:
        document = Document(get_system("grimwire").rules.new("Rivet-9 of the Long Road"))
        for dialog in (ExportDialog(tmp_path / "x.pdf"), AwardXpDialog(document)):
            qtbot.addWidget(dialog)
            dialog.show()
            QTest.qWaitForWindowExposed(dialog)
            bold = QFont(dialog.font())
            bold.setBold(True)
            title = QFontMetrics(bold).horizontalAdvance(f"{dialog.windowTitle()} — SheetKeeper")
            assert dialog.width() >= title + 100, dialog.windowTitle()
        document.undo_stack.clear()
    finally:
        QGuiApplication.setApplicationDisplayName("")
