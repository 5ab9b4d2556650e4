"""Clicking on and on leaves nothing behind on the sheet: after the first clicks, the widgets
and Qt objects stay the same in number however many more clicks follow (a notice or a badge
is reused, not made anew), and the undo history grows by one step a click, no more.

Counted, not timed: the sheet's QObjects and the application's widgets after 40 and after
120 track clicks on the Rainworld sample.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.track import TrackWidget
from sheetkeeper.ui.sheet.view import SheetView


def _click(qtbot, track: TrackWidget, i: int) -> None:
    box = track.box_rect(i % track.track.length).center().toPoint()
    button = Qt.MouseButton.LeftButton if i % 2 == 0 else Qt.MouseButton.RightButton
    qtbot.mouseClick(track, button, pos=QPoint(box))
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _counts(view) -> tuple[int, int]:
    return len(view.findChildren(QObject)), len(QApplication.allWidgets())


def test_track_clicks_leave_no_widgets_behind(qtbot):
    view = SheetView(Document(load_character(get_system("rainworld").samples[0]).character))
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    qtbot.waitExposed(view)
    track = view.findChildren(TrackWidget)[0]
    for i in range(40):
        _click(qtbot, track, i)
    after_40, steps_40 = _counts(view), view.document.undo_stack.count()
    for i in range(40, 120):
        _click(qtbot, track, i)
    assert _counts(view) == after_40
    assert view.document.undo_stack.count() - steps_40 <= 80
