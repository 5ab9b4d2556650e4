"""Alt keys for a sheet page's fields, where they fit.

Each caption whose buddy takes focus gets the first letter of its words (then of the rest of
it) that no other caption, button or menu of the window uses on that page: Alt+N goes to
Name. The keys are given when a page is first shown, when its window (the main window, the
creation wizard with its Next and Back) is known. Letters the window's menus (File, Edit, View, Help) and the dice roller (Check, Roll,
Push, Apply damage) answer to are left to them; a caption with no free letter gets none.
"""

from __future__ import annotations

import re

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

WINDOW_KEYS = frozenset("FEVHCRPD")
"""Alt letters the main window's menu bar and the dice roller dock use."""


def _key(text: str) -> str:
    found = re.search(r"&([^&])", text)
    return found.group(1).upper() if found else ""


def _choices(text: str) -> list[int]:
    """Positions of the letters to try: each word's first letter, then the others."""
    starts = [m.start() for m in re.finditer(r"\b[^\W\d_]", text)]
    rest = [i for i, ch in enumerate(text) if ch.isalpha() and i not in starts]
    return starts + rest


def give_alt_keys(page: QWidget) -> dict[str, QLabel]:
    """Give the captions on ``page`` their Alt keys; the letter each got."""
    taken = set(WINDOW_KEYS)
    buttons = [b for b in page.window().findChildren(QAbstractButton) if b.isVisible()]
    taken |= {_key(b.text()) for b in [*page.findChildren(QAbstractButton), *buttons]} - {""}
    given: dict[str, QLabel] = {}
    for label in page.findChildren(QLabel):
        buddy, text = label.buddy(), label.text()
        if buddy is None or not buddy.focusPolicy() & Qt.FocusPolicy.TabFocus or not text \
                or "&" in text or QtGui.Qt.mightBeRichText(text):
            continue  # no field to go to, a key of its own, or rich text (no Alt key there)
        for index in _choices(text):
            letter = text[index].upper()
            if letter.isascii() and letter not in taken:
                taken.add(letter)
                label.setText(f"{text[:index]}&{text[index:]}")
                given[letter] = label
                break
    return given
