"""``track``: a click-to-fill status track, drawn by :class:`TrackPainter`.

Left click marks from the left (injury, trauma, addiction); right click or Shift+click marks
from the right (stun, shock, doses); clicking the last marked box clears back to it. From the
keyboard: arrows move between boxes (each box said as the cursor reaches it); Space marks
one box from the left and Shift+Space one from the right, the cursor going on past it (on
the last box marked from that side, it clears that box, as a click there does); + and - add or clear
a mark from the left, Ctrl++ and Ctrl+- from the right. Assistive tools read and set it
through :mod:`..track_access`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleValueChangeEvent, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ....core.track import Track
from ....sheet import label_of, states_for
from ...accessible import announce
from ...theme import ink, theme_changes
from .. import track_access
from ..track_painter import TrackPainter
from .base import ElementWidget, SheetContext
from .binding import Binding
from .notice import DoneNotice
from .states import StateBadges


class TrackWidget(QWidget):
    """The boxes of one track; emits ``clicked(index, side)`` and ``stepped(side, amount)``."""

    clicked = Signal(int, str)
    stepped = Signal(str, int)

    def __init__(self, track: Track, marks: tuple[int, ...] = (), parent: QWidget | None = None):
        super().__init__(parent)
        track_access.install(TrackWidget)
        self.left_name = self.tr("marks from the left")
        self.right_name = ""
        """What the marks from each side are ("injury", "stun"); no right name, no right side."""
        self.track = track
        self.painter = TrackPainter(track.length, marks)
        self.cursor = -1
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(False)

    def set_track(self, track: Track) -> None:
        if track == self.track:
            return
        if track.length != self.track.length:
            self.painter = TrackPainter(track.length, self.painter.marks)
            self.updateGeometry()
        self.track = track
        self.cursor = min(self.cursor, track.length - 1)
        self.update()
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleValueChangeEvent(self, track.left))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.painter.size_hint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.painter.size_hint(12)

    def box_rect(self, index: int) -> QRectF:
        return self.painter.boxes(QRectF(self.rect()))[index]

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        cursor = self.cursor if self.hasFocus() else -1
        self.painter.paint(painter, QRectF(self.rect()), self.track, self.palette(), cursor=cursor, enabled=self.isEnabled())

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        index = self.painter.box_at(QRectF(self.rect()), event.position())
        if index is None:
            return
        right = event.button() == Qt.MouseButton.RightButton or bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        self.cursor = index
        self.clicked.emit(index, "right" if right else "left")

    def contextMenuEvent(self, event) -> None:  # noqa: N802 - right click marks, no menu
        event.accept()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.cursor < 0:
            self.cursor = 0
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.update()
        super().focusOutEvent(event)

    def press(self, side: str) -> None:
        """Space: one box from ``side``, as a click on the next free box does, the cursor
        going on to the box after it (Space again marks that one); on the last box marked
        from that side, that box is cleared, as a click there does."""
        count, length = self.track.count(side), self.track.length
        last = count - 1 if side == "left" else length - count
        if count and self.cursor == last:
            self.stepped.emit(side, -1)
        elif count < length:
            marked = count if side == "left" else length - 1 - count
            after = marked + 1 if side == "left" else marked - 1
            self.cursor = after if 0 <= after < length else marked
            self.update()
            self.stepped.emit(side, 1)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(key, 0)
            end = {Qt.Key.Key_Home: 0, Qt.Key.Key_End: self.track.length - 1}.get(key)
            cursor = end if end is not None else max(0, min(self.track.length - 1, self.cursor + step))
            if cursor != self.cursor:
                self.cursor = cursor
                self.update()
                announce(self, track_access.box_words(self, cursor))
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
            self.press("right" if shift and self.right_name else "left")
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.stepped.emit("right" if ctrl else "left", 1)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.stepped.emit("right" if ctrl else "left", -1)
        else:
            super().keyPressEvent(event)


class TrackRow(QWidget):
    """A labelled track bound to a path, with its counts and the states that concern it."""

    def __init__(self, context: SheetContext, path: str, label: str, left: str, right: str,
                 marks: tuple[int, ...] = (), help: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.context, self.path, self.label = context, path, label
        self.binding = Binding(context, path, self)  # badges follow states: no concerns()
        self._marks = self.tr("marks")
        self.left_name, self.right_name = left or self._marks, right
        track = context.read(path) or Track()
        self.boxes = TrackWidget(track, marks)
        self.boxes.left_name, self.boxes.right_name = self.left_name, right
        self.caption = QLabel()
        self.badges = StateBadges()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        top = QHBoxLayout()
        top.addWidget(self.caption)
        top.addWidget(self.badges, 1)
        layout.addLayout(top)
        layout.addWidget(self.boxes)
        self.notice = DoneNotice()
        """What the rules made of the last mark (Rainworld's episode, dying), under the boxes."""
        layout.addWidget(self.notice)
        how = self.tr("Click marks {0} from the left").format(self.left_name)
        if right:
            how = self.tr("{0}; right click or Shift+click marks {1} from the right").format(how, right)
        self.boxes.setToolTip(f"{help}\n{how}".strip())
        self.boxes.setAccessibleDescription(
            self.tr("{0}. Arrows move between boxes, Space marks, plus and minus add or clear a mark.").format(how)
        )
        self.boxes.clicked.connect(self._click)
        self.boxes.stepped.connect(self._step)
        self._shown_states: list = [None]
        self.refresh(force=True)
        theme_changes().changed.connect(self._recoloured)

    def _recoloured(self) -> None:
        self.refresh(force=True)  # the caption names the quiet ink

    def _name(self, side: str) -> str:
        return self.left_name if side == "left" else (self.right_name or self.tr("marks from the right"))

    def _click(self, index: int, side: str) -> None:
        if self.context.read(self.path) is None:
            return
        old: Track = self.boxes.track
        new, _ = old.click(index, side)
        self._apply(side, new.count(side) - old.count(side), {"index": index})

    def _step(self, side: str, amount: int) -> None:
        if self.context.read(self.path) is None:
            return
        self._apply(side, amount, {"amount": amount})

    def _apply(self, side: str, delta: int, how: dict) -> None:
        if delta == 0:
            return
        template = self.tr("Mark {0} {1}") if delta > 0 else self.tr("Clear {0} {1}")
        label = template.format(abs(delta), self._name(side))
        if self.binding.apply("track", label, merge=False, side=side, **how):
            applied = self.context.last_applied
            if applied is not None and applied.message:
                self.notice.show_applied(label, applied, lambda: self.context.character)

    def refresh(self, force: bool = False) -> None:
        self.notice.follow()
        track = self.context.read(self.path)
        self.boxes.setEnabled(track is not None)
        self.boxes.setVisible(track is not None)
        self.boxes.setFocusPolicy(Qt.FocusPolicy.StrongFocus if track is not None else Qt.FocusPolicy.NoFocus)
        if track is None:
            self.caption.setText(self.tr("<b>{0}</b>  <span style='color:{1}'>not in play</span>").format(self.label, ink("quiet")))
            self.boxes.setAccessibleName(self.tr("{0} track: not in play").format(self.label))
        elif force or track != self.boxes.track:
            self.boxes.set_track(track)
            text = self.tr("<b>{0}</b>  {1} {2}").format(self.label, track.left, self.left_name)
            if self.right_name:
                text = self.tr("{0} · {1} {2}").format(text, track.right, self.right_name)
            text = self.tr("{0}  <span style='color:{2}'>of {1}</span>").format(text, track.length, ink("quiet"))
            self.caption.setText(text)
            name = self.tr("{0} track: {1} {2}").format(self.label, track.left, self.left_name)
            if self.right_name:
                name = self.tr("{0}, {1} {2}").format(name, track.right, self.right_name)
            self.boxes.setAccessibleName(self.tr("{0}, {1} boxes").format(name, track.length))
        self.badges.set_states(self._concerning(self.context.states()))

    def _concerning(self, states: list) -> list:
        """The states the system declares for this track's path."""
        return states_for(states, self.path)


class TrackElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        label = label_of(element)
        self.row = TrackRow(context, element.bind, label, element.left, element.right, element.marks, element.help)
        layout.addWidget(self.row)

    def refresh(self) -> None:
        self.row.refresh()
