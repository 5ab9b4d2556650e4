"""What a screen reader hears: names that carry values, and outcomes announced.

A label given an accessible name is read by that name *instead of* its text, so a value label
named after its caption ("Injury penalty") never said its value. A value shown on its own
(without a caption label whose buddy it is) is named caption and value together, and the
name follows the value (:func:`name_value`).

An outcome the user did not move focus to (a roll's result, what the rules just did, a save,
an undo) is announced (:func:`announce`): Qt's announcement event, which the platform's
accessibility bridge passes on to the screen reader (AT-SPI's ``Announcement``).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    Qt,
    QTextDocumentFragment,
    QUndoGroup,
)
from PySide6.QtWidgets import QWidget

POLITE = QAccessible.AnnouncementPoliteness.Polite
ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive


def plain(text: str) -> str:
    """What a rich text says, on one line (a label's text as a reader reads it)."""
    if Qt.mightBeRichText(text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return " ".join(text.split())


def name_value(widget: QWidget, caption: str, value: str) -> None:
    """Name ``widget`` (a value shown without a caption of its own) by its caption and the
    value it shows: "Chance of STR: 80%"."""
    said = plain(value)
    name = f"{caption}: {said}" if said else caption
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)


_last: tuple[str, float] = ("", 0.0)
heard: list[str] = []
"""The announcements made in this process, newest last (a few; what the window's journey
tests and a user's bug report can read back)."""
HEARD = 50
SAME = 1.0
"""Seconds within which the same words are not said twice."""


def announce(source: QObject, text: str, *, urgent: bool = False) -> None:
    """Have the screen reader say ``text`` now, from ``source`` (a widget of the window the
    outcome belongs to); ``urgent`` interrupts what it is saying (a refusal)."""
    global _last
    text = plain(text)
    now = time.monotonic()
    if not text or (text == _last[0] and now - _last[1] < SAME):
        return  # one outcome heard by two of its views (a sheet and a party card) is said once
    _last = (text, now)
    heard.append(text)
    del heard[:-HEARD]
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(ASSERTIVE if urgent else POLITE)
    QAccessible.updateAccessibility(event)


def announce_undo(group: QUndoGroup, undo: QAction, redo: QAction) -> None:
    """Say what Undo and Redo did ("Undid Mark 7 shock"), whichever stack is active."""
    parent = group.parent()

    def undone() -> None:
        if group.canRedo():
            announce(parent, QCoreApplication.translate("Accessible", "Undid {0}").format(group.redoText()))

    def redone() -> None:
        if group.canUndo():
            announce(parent, QCoreApplication.translate("Accessible", "Redid {0}").format(group.undoText()))

    undo.triggered.connect(undone)  # after the group's own slot: the step is undone by now
    redo.triggered.connect(redone)
