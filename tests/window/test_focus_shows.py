"""Every stop F6, Shift+F6 and Ctrl+Shift+D land on shows the focus a sighted keyboard user
looks for (issue #39: "every focus stop shows its focus"; a trial saw no focus marker after
Ctrl+Shift+D in the roller, nor after F6 on the party dashboard: Fusion's focus outline is
part of a control's edge, and the edge drawn again in the theme's border ink covered it).

The widget each key lands on is grabbed with the focus and again once the next key has
taken the focus away: with the focus, a ring of the theme's focus ink is drawn round it (a
tab bar: round its current tab), and that ink stands 3:1 against the window in each theme."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QTabBar, QWidget

from sheetkeeper.paths import samples_dir
from sheetkeeper.ui import theme

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _marked(widget: QWidget) -> QRect:
    """Where the focus is drawn: round the widget, or a tab bar's current tab."""
    if isinstance(widget, QTabBar):
        return widget.tabRect(widget.currentIndex())
    return widget.rect()


def _ink_in_ring(picture: QImage, rect: QRect, ink: QColor, depth: int = 3) -> int:
    """How many pixels of the ``depth`` pixels inside ``rect``'s edge are ``ink``."""
    found = 0
    for d in range(depth):
        inner = rect.adjusted(d, d, -d, -d)
        points = [(x, y) for x in range(inner.left(), inner.right() + 1) for y in (inner.top(), inner.bottom())]
        points += [(x, y) for y in range(inner.top() + 1, inner.bottom()) for x in (inner.left(), inner.right())]
        found += sum(1 for x, y in points if picture.pixelColor(x, y) == ink)
    return found


def _land(person, key, modifiers=Qt.KeyboardModifier.NoModifier) -> tuple[QWidget, QImage]:
    person.key(key, modifiers)
    widget = person.focused()
    QApplication.processEvents()
    return widget, widget.grab().toImage()


@pytest.mark.parametrize("chosen", ["light", "high-contrast"])
@pytest.mark.parametrize("opened", ["party", "sheet"])
def test_each_pane_key_lands_on_a_focus_a_person_sees(real_focus, open_window, hands, tmp_path, chosen, opened):
    files = []
    if opened == "sheet":
        files = [tmp_path / "ven.skchar"]
        shutil.copy2(samples_dir() / "renaissance-ven.skchar", files[0])
    window = open_window(*files)
    window.set_theme(chosen)
    person = hands(window)
    try:
        ink = theme.current().colour("focus")
        assert theme.contrast(ink, theme.current().colour(theme.R.Window)) >= theme.EDGE
        keys = [(Qt.Key.Key_D, CTRL_SHIFT)] + [(Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier)] * 4 \
            + [(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)]
        landed, seen = _land(person, *keys[0])
        panes = set()
        for key in keys[1:] + [(Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier)]:
            said = person.name_of(landed)
            rect = _marked(landed)
            focused_ink = _ink_in_ring(seen, rect, ink)
            panes.add(window.panes._pane_of(landed))
            next_widget, next_seen = _land(person, *key)
            assert next_widget is not landed, f"{key} left the focus on {said!r}"
            after = _ink_in_ring(landed.grab().toImage(), rect, ink)
            # A two-pixel ring round the marked rectangle, less its rounded corners.
            assert focused_ink - after >= 2 * (rect.width() + rect.height()), \
                f"{said!r} ({type(landed).__name__}) shows no focus: {focused_ink} focus pixels with it, {after} without"
            landed, seen = next_widget, next_seen
        assert len(panes) == len(window.panes.panes()), "the keys did not visit every pane"
    finally:
        window.set_theme("system")
