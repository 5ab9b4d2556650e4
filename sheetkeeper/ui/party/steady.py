"""A dashboard that stays put under the pointer.

With a sort or filter that follows the members' state ("Needs attention", "XP available", a
state filter), an edit on a card would re-sort at once: the card jumps away under the mouse
and the next click lands on someone else. So while the pointer is over the cards a re-sort
waits; it happens when the pointer leaves them, or at once with the Sort now button, which
shows only while one is waiting. Edits made elsewhere (on the member's sheet) re-sort at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QPushButton, QWidget


class SteadyOrder(QObject):
    def __init__(self, cards_area: QWidget, arrange: Callable[[], None], button: QPushButton):
        super().__init__(cards_area)
        self.area = cards_area
        self.arrange = arrange
        self.button = button
        self.pointer_over = False
        self.waiting = False
        button.hide()
        button.clicked.connect(self.now)
        cards_area.installEventFilter(self)

    def request(self) -> None:
        """Re-sort now unless the pointer is over the cards; then when it leaves them."""
        if self.pointer_over and self.area.isVisible():
            self.waiting = True
            self.button.show()
        else:
            self.now()

    def now(self) -> None:
        self.waiting = False
        self.button.hide()
        self.arrange()

    def forget(self) -> None:
        """The order was rebuilt by other means (the user picked a sort or a filter)."""
        self.waiting = False
        self.button.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Enter:
            self.pointer_over = True
        elif event.type() in (QEvent.Type.Leave, QEvent.Type.Hide):
            self.pointer_over = False
            if self.waiting:
                self.now()
        return False
