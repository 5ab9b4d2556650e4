"""Number and choice boxes on a scrolling sheet take the mouse wheel only when focused.

Qt's spin and combo boxes change their value on a wheel turn whenever the pointer is over
them, so scrolling a long sheet quietly edited whatever passed under the pointer (a Lite
Agility dropped to 0). Guarded boxes get focus by click or Tab only, and while they lack it a
wheel turn goes to the scroll area behind them instead.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


class _WheelGuard(QObject):
    """Swallows wheel events of its unfocused parent, leaving them unaccepted so Qt passes
    them on to the parent widgets (the sheet's scroll area)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()
            return True
        return False


def wheel_when_focused(widget: W) -> W:
    """Guard ``widget`` (a spin or combo box) against wheel turns while it lacks focus."""
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_WheelGuard(widget))
    return widget
