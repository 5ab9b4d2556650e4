"""The dice roller dock is built when first wanted, not at start-up; a window that closed
with it shown shows it again when the app starts next."""

from __future__ import annotations

from sheetkeeper.ui.main_window import MainWindow


def test_the_dock_is_built_on_first_use_from_the_view_menu(window, qtbot):
    window.show()
    assert not window.dice.built
    assert not window.dice.action.isChecked()
    window.dice.action.trigger()
    assert window.dice.built and window.dice.dock.isVisible()
    assert window.dice.action.isChecked()
    window.dice.dock.hide()
    assert not window.dice.action.isChecked()  # the menu follows the dock's close button


def test_a_window_closed_with_the_roller_shown_shows_it_on_the_next_start(window, asker, qtbot):
    window.show()
    window.dice.dock.show()
    window.close()
    again = MainWindow(asker=asker)
    qtbot.addWidget(again)
    again.show()
    assert again.dice.built and again.dice.dock.isVisible()
    again.dice.dock.hide()
    again.close()
    third = MainWindow(asker=asker)
    qtbot.addWidget(third)
    assert not third.dice.built


def test_the_dock_built_late_follows_the_current_sheet(window, saved_file):
    tab = window.open_path(saved_file)
    assert not window.dice.built
    assert window.dice.dock.document is tab.document
