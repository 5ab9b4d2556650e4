"""Click latency on an open sheet (offscreen): each sample is the time from the mouse event
to the repaint completed, measured with QElapsedTimer. Prints JSON lists of milliseconds.

After the event, ``processEvents`` runs the updates it scheduled, so the time includes the
rules, the refresh of the elements that depend on the change and their painting; forcing a
repaint of the whole sheet would measure more than a user ever waits for."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QElapsedTimer, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.track import TrackWidget
from sheetkeeper.ui.sheet.view import SheetView


def main(count: int, large: bool = False) -> None:
    """``large``: the large sheet (``large_sheet.packrat``) instead of the Rainworld sample."""
    app = QApplication.instance() or QApplication(sys.argv)
    if large:
        from large_sheet import packrat

        character = packrat()
    else:
        character = load_character(get_system("rainworld").samples[0]).character
    document = Document(character)
    view = SheetView(document)
    view.resize(1100, 800)
    view.show()
    QTest.qWaitForWindowExposed(view)
    track = view.findChildren(TrackWidget)[0]
    timer = QElapsedTimer()
    clicks = []
    for i in range(count):
        box = track.box_rect(i % track.track.length).center().toPoint()
        button = Qt.MouseButton.LeftButton if i % 2 == 0 else Qt.MouseButton.RightButton
        timer.start()
        QTest.mouseClick(track, button, Qt.KeyboardModifier.NoModifier, QPoint(box))
        app.processEvents()  # runs the repaints the click scheduled (only what changed)
        clicks.append(timer.nsecsElapsed() / 1e6)
        # what the event loop does between clicks: delete widgets scheduled for deletion
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    view.reveal(view.element("checks"))
    app.processEvents()
    spin = next(s for s in view.findChildren(QSpinBox) if s.accessibleName().startswith("Modifier") and s.isVisible())
    modifiers = []
    for i in range(count):
        timer.start()
        spin.setValue((i % 21) - 10)
        app.processEvents()
        modifiers.append(timer.nsecsElapsed() / 1e6)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    document.undo_stack.clear()
    print(json.dumps({"track_click": clicks, "modifier_change": modifiers}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000, "large" in sys.argv[2:])
