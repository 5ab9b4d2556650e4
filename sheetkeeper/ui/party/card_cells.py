"""A member card's cells: its tracks (the sheet's track widget at dashboard size), pools,
ladders and the current values of scores, each written through the member's document and
read again on every change (a part of :class:`~.card.MemberCard`; its words are in the
MemberCard translation context, written out in full so lupdate files them there)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QWidget

from ...core.actions import Action
from ...core.paths import get_path
from ...core.pool import Ladder, Pool
from ...core.track import Track
from ..number_box import NumberBox
from ..sheet.elements.track import TrackWidget

SMALL_BOX = 14


class SmallTrack(TrackWidget):
    """The sheet's track widget at dashboard size."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.painter.size_hint(SMALL_BOX)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.painter.size_hint(SMALL_BOX)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        """A right click marks; the Menu key (or Shift+F10) opens the member's card menu."""
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            event.ignore()
        else:
            event.accept()


def _read(character, path: str):
    try:
        return get_path(character, path)
    except (KeyError, IndexError, ValueError, TypeError):
        return None


def _name(widget: QWidget, name: str) -> None:
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)


class CardCells:
    """The card's cells and the marks they make (a part of ``MemberCard``)."""

    def _track(self, path: str, label: str, left: str, right: str, marks) -> None:
        track = _read(self.document.character, path)
        widget = SmallTrack(track, marks)
        widget.left_name, widget.right_name = left, right
        widget.setFixedSize(widget.sizeHint())
        how = QCoreApplication.translate("MemberCard", "Click marks {0} from the left").format(left)
        if right:
            how = QCoreApplication.translate("MemberCard", "{0}; right click or Shift+click marks {1} from the right").format(how, right)
        marks = QCoreApplication.translate("MemberCard", "marks")

        def click(index: int, side: str) -> None:
            old: Track = _read(self.document.character, path)
            new, _ = old.click(index, side)
            self._mark(path, side, new.count(side) - old.count(side), {"index": index},
                       left if side == "left" else right or marks)

        def step(side: str, amount: int) -> None:
            self._mark(path, side, amount, {"amount": amount},
                       left if side == "left" else right or marks)

        def refresh(c) -> None:
            now = _read(c, path)
            if isinstance(now, Track):
                widget.set_track(now)
                text = QCoreApplication.translate("MemberCard", "{0}: {1} {2}").format(label, now.left, left)
                if right:
                    text = QCoreApplication.translate("MemberCard", "{0}, {1} {2}").format(text, now.right, right)
                widget.setAccessibleName(QCoreApplication.translate("MemberCard", "{0} {1}, {2} boxes").format(c.display_name, text, now.length))

        widget.clicked.connect(click)
        widget.stepped.connect(step)
        self._cell(label, widget, how)
        self._refreshers.append(refresh)

    def _number_box(self, label: str) -> NumberBox:
        """A member's number: written when the edit ends, a number out of range brought
        into it with a word to the dashboard."""
        spin = NumberBox(label)
        spin.setAccessibleName(QCoreApplication.translate("MemberCard", "{0} of {1}").format(label, self.name.text()))
        spin.clamped.connect(lambda text: self.message.emit(f"{self.name.text()}: {text}"))
        return spin

    def _pool(self, path: str, label: str) -> None:
        spin = self._number_box(label)

        def write(value: int) -> None:
            pool: Pool = _read(self.document.character, path)
            if value != pool.current:
                self._apply(Action("pool", {"path": path, "value": value},
                                   label=QCoreApplication.translate("MemberCard", "Set {0} to {1}").format(label, value),
                                   merge_key=f"{self.key}:{path}"))

        def refresh(c) -> None:
            pool: Pool = _read(c, path)
            _name(spin, QCoreApplication.translate("MemberCard", "{0} of {1}").format(label, c.display_name))
            spin.blockSignals(True)
            spin.set_limits(pool.floor, pool.ceiling)
            spin.setValue(pool.current)
            spin.setSuffix(f" / {pool.maximum}")
            spin.blockSignals(False)

        spin.valueChanged.connect(write)
        self._cell(label, spin)
        self._refreshers.append(refresh)

    def _ladder(self, path: str, label: str, rungs) -> None:
        spin = self._number_box(label)

        def write(level: int) -> None:
            ladder: Ladder = _read(self.document.character, path)
            if level != ladder.level:
                self._apply(Action("ladder", {"path": path, "level": level},
                                   label=QCoreApplication.translate("MemberCard", "Set {0} to {1}").format(label, level)))

        def refresh(c) -> None:
            ladder: Ladder = _read(c, path)
            _name(spin, QCoreApplication.translate("MemberCard", "{0} of {1}").format(label, c.display_name))
            spin.blockSignals(True)
            spin.set_limits(0, ladder.top)
            spin.setValue(ladder.level)
            spin.setSuffix(f" / {ladder.top}")
            spin.blockSignals(False)
            rung = rungs[ladder.effective] if ladder.effective < len(rungs) else ""
            spin.setToolTip(rung)

        spin.valueChanged.connect(write)
        self._cell(label, spin)
        self._refreshers.append(refresh)

    def _current(self, path: str, top: str, label: str) -> None:
        spin = self._number_box(label)

        def write(value: int) -> None:
            if value != _read(self.document.character, path):
                self._apply(Action("set", {"path": path, "value": value},
                                   label=QCoreApplication.translate("MemberCard", "Set {0} to {1}").format(label, value),
                                   merge_key=f"{self.key}:{path}"))

        def refresh(c) -> None:
            _name(spin, QCoreApplication.translate("MemberCard", "{0} of {1}").format(label, c.display_name))
            spin.blockSignals(True)
            spin.set_limits(0, _read(c, top))
            spin.setValue(_read(c, path))
            spin.setSuffix(f" / {_read(c, top)}")
            spin.blockSignals(False)

        spin.valueChanged.connect(write)
        self._cell(label, spin)
        self._refreshers.append(refresh)

    def _mark(self, path: str, side: str, delta: int, how: dict, name: str) -> None:
        if delta:
            template = QCoreApplication.translate("MemberCard", "Mark {0} {1}") if delta > 0 else QCoreApplication.translate("MemberCard", "Clear {0} {1}")
            self._apply(Action("track", {"path": path, "side": side, **how},
                               label=template.format(abs(delta), name)))
