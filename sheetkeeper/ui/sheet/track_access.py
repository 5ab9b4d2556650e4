"""A track as assistive tools see it: a value, the box under the cursor, and actions.

Painted boxes are one "filler" node to a screen reader unless the widget gives Qt an
accessible interface of its own. This one (installed once, for every :class:`TrackWidget`,
on the sheet and on party cards) is a slider whose value is the marks from the left (a tool
may set it), whose value text says the marks from each side and the box the cursor is on,
and whose actions mark and clear a box from either side, as the keys and clicks do.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleValueInterface
from PySide6.QtWidgets import QAccessibleWidget
from shiboken6 import VoidPtr

TrackWidget = Any
"""The track widget (``elements/track.py``, which installs this): its ``track``, ``cursor``,
``left_name``, ``right_name`` and ``stepped`` signal are what is read here."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("TrackAccess", text)


def box_words(widget: TrackWidget, index: int) -> str:
    """What box ``index`` holds, in the track's words: "box 4 of 10: 3 injury" style."""
    track = widget.track
    mark = track.box(index) if 0 <= index < track.length else ""
    held = {
        "": _tr("empty"),
        "/": widget.left_name,
        "\\": widget.right_name,
        "X": _tr("{0} and {1}").format(widget.left_name, widget.right_name),
    }[mark]
    return _tr("box {0} of {1}: {2}").format(index + 1, track.length, held)


class TrackValue(QAccessibleValueInterface):
    """The marks from the left, as a value a tool reads and sets."""

    def __init__(self, widget: TrackWidget) -> None:
        super().__init__()
        self.widget = widget

    def currentValue(self) -> int:  # noqa: N802 - Qt's name
        return self.widget.track.left

    def setCurrentValue(self, value) -> None:  # noqa: N802 - Qt's name
        wanted = max(0, min(self.widget.track.length, int(value)))
        if wanted != self.widget.track.left:
            self.widget.stepped.emit("left", wanted - self.widget.track.left)

    def maximumValue(self) -> int:  # noqa: N802 - Qt's name
        return self.widget.track.length

    def minimumValue(self) -> int:  # noqa: N802 - Qt's name
        return 0

    def minimumStepSize(self) -> int:  # noqa: N802 - Qt's name
        return 1


class TrackAccess(QAccessibleWidget):
    def __init__(self, widget: TrackWidget) -> None:
        super().__init__(widget, QAccessible.Role.Slider, "")
        self.boxes = widget
        self.value = TrackValue(widget)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Value:
            track, widget = self.boxes.track, self.boxes
            said = _tr("{0} {1}").format(track.left, widget.left_name)
            if widget.right_name:
                said = _tr("{0}, {1} {2}").format(said, track.right, widget.right_name)
            if widget.cursor >= 0:
                said = _tr("{0}; at {1}").format(said, box_words(widget, widget.cursor))
            return said
        return super().text(kind)

    def interface_cast(self, kind: QAccessible.InterfaceType):
        if kind == QAccessible.InterfaceType.ValueInterface:
            return self.value  # its own C++ object: Qt casts to it, not into this one
        # An interface not given comes back from the base as None, which PySide6 does not
        # turn into a null pointer (the screen reader's bridge crashed on it): a VoidPtr to
        # 0 is one.
        given = super().interface_cast(kind)
        return VoidPtr(0) if given is None else given

    def _actions(self) -> dict[str, tuple[str, int]]:
        widget = self.boxes
        found = {
            _tr("Mark {0}").format(widget.left_name): ("left", 1),
            _tr("Clear {0}").format(widget.left_name): ("left", -1),
        }
        if widget.right_name:
            found[_tr("Mark {0}").format(widget.right_name)] = ("right", 1)
            found[_tr("Clear {0}").format(widget.right_name)] = ("right", -1)
        return found

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt's name
        return [*self._actions(), *super().actionNames()]

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802 - Qt's name
        return name if name in self._actions() else super().localizedActionDescription(name)

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt's name
        step = self._actions().get(name)
        if step is None:
            super().doAction(name)
        elif self.boxes.isEnabled():
            self.boxes.stepped.emit(*step)


_installed = False


def install(kind: type) -> None:
    """Give every widget of ``kind`` (the track widget) its accessible interface (once)."""
    global _installed
    if _installed:
        return
    _installed = True

    def factory(key: str, obj: QObject) -> TrackAccess | None:
        # Qt asks by each class name from the object's own up: a party card's SmallTrack
        # is answered under its base's name.
        if key == kind.__name__ and isinstance(obj, kind):
            return TrackAccess(obj)
        return None

    QAccessible.installFactory(factory)
