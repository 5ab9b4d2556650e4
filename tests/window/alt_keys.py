"""Which Alt letter each visible control underlines, and the letters two of them share (the
tests' helper: a key two controls share does neither's job at the first press)."""

from __future__ import annotations

import re
from collections import defaultdict

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenuBar, QTabBar


def clashes(window) -> dict[str, list[str]]:
    found: dict[str, list[str]] = defaultdict(list)

    def add(text: str, what: str) -> None:
        key = re.search(r"&([^&\s])", text.replace("&&", ""))
        if key:
            found[key.group(1).lower()].append(f"{what} {text!r}")

    for bar in window.findChildren(QMenuBar):
        for action in bar.actions():
            add(action.text(), "menu")
    for button in window.findChildren(QAbstractButton):
        if button.isVisible() and button.isEnabled():
            add(button.text(), "button")
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.buddy() is not None:
            add(label.text(), "caption")
    for bar in window.findChildren(QTabBar):
        if bar.isVisible():
            for i in range(bar.count()):
                add(bar.tabText(i), "tab")
    for box in window.findChildren(QGroupBox):
        if box.isVisible():
            add(box.title(), "group")
    return {key: where for key, where in found.items() if len(where) > 1}
