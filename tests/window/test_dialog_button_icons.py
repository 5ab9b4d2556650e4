"""Dialog buttons show their words, not the platform's icons: a trial saw the Advance
dialog's Close ✗ dark on high contrast's black. On Qt's xcb platform the generic theme gives
Close, OK and Cancel icons drawn in no theme's ink (offscreen gives none, so this is a
window test)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from sheetkeeper.ui import theme
from sheetkeeper.ui.theme import THEMES, apply_theme


@pytest.fixture
def restore(qapp):
    style, palette = qapp.style().name(), qapp.palette()
    yield
    theme._current = None  # noqa: SLF001 - as the theme tests put the app back
    qapp.setStyle(style)
    qapp.setPalette(palette)


@pytest.mark.parametrize("name", THEMES)
def test_dialog_buttons_carry_no_icon_drawn_outside_the_theme(name, qtbot, restore):
    apply_theme(name)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Ok)
    qtbot.addWidget(buttons)
    assert [b.text() for b in buttons.buttons() if not b.icon().isNull()] == []
