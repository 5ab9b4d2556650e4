"""Click latency on an open sheet (offscreen): each sample is the time from the mouse event
to the repaint completed, measured with QElapsedTimer (and on the large sheet in the thread's
CPU time too, ``…_cpu``: steadier on a shared machine). Prints JSON lists of milliseconds.

    python bench/clicks.py COUNT [large] [--source FOLDER]

``large``: the large sheet (400 skills, 500 items, 2,000 ledger entries), with a field edit
(a key typed in the character's name, then taken back) as well; its modifier changes are
fewer (a tenth: each recomputes the odds of 404 checks). With ``--source`` the sheetkeeper
package is imported from that folder (a ``git archive`` of older code).

After the event, ``processEvents`` runs the updates it scheduled, so the time includes the
rules, the refresh of the elements that depend on the change and their painting; forcing a
repaint of the whole sheet would measure more than a user ever waits for. The language is
read once before, as the app does at its start (each word shown asked for it again)."""

from __future__ import annotations

import json
import sys
import time

if "--source" in sys.argv:  # before sheetkeeper is imported
    sys.path.insert(0, sys.argv[sys.argv.index("--source") + 1])

from PySide6.QtCore import QElapsedTimer, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QSpinBox

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.translate import language, set_language
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet.elements.checks import ChecksElement
from sheetkeeper.ui.sheet.elements.track import TrackWidget
from sheetkeeper.ui.sheet.view import SheetView


def main(count: int, large: bool = False) -> None:
    """``large``: the large sheet (``large_sheet.packrat``) instead of the Rainworld sample."""
    app = QApplication.instance() or QApplication(sys.argv)
    set_language(language())  # read once, as the app does at its start
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
    QTest.qWait(100)  # what follows the first paint (the other pages' long tables) is done
    fill_after = [w for w in view.findChildren(ChecksElement) if hasattr(w, "waiting")]  # older code: none
    while any(w.waiting() for w in fill_after):  # a table's rows off view, filled after it
        app.processEvents()
    track = view.findChildren(TrackWidget)[0]
    timer = QElapsedTimer()
    clicks, clicks_cpu = [], []
    for i in range(count):
        box = track.box_rect(i % track.track.length).center().toPoint()
        button = Qt.MouseButton.LeftButton if i % 2 == 0 else Qt.MouseButton.RightButton
        timer.start()
        cpu = time.thread_time_ns()
        QTest.mouseClick(track, button, Qt.KeyboardModifier.NoModifier, QPoint(box))
        app.processEvents()  # runs the repaints the click scheduled (only what changed)
        clicks.append(timer.nsecsElapsed() / 1e6)
        clicks_cpu.append((time.thread_time_ns() - cpu) / 1e6)
        # what the event loop does between clicks: delete widgets scheduled for deletion
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    figures = {"track_click": clicks}
    if large:
        field = view.element("field", "name").editor.editor
        assert isinstance(field, QLineEdit)
        field.setFocus()
        field.end(False)
        edits, edits_cpu = [], []
        for i in range(count):
            timer.start()
            cpu = time.thread_time_ns()
            QTest.keyClick(field, Qt.Key.Key_Backspace if i % 2 else Qt.Key.Key_X)
            app.processEvents()
            edits.append(timer.nsecsElapsed() / 1e6)
            edits_cpu.append((time.thread_time_ns() - cpu) / 1e6)
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        figures.update(field_edit=edits, track_click_cpu=clicks_cpu, field_edit_cpu=edits_cpu)
    view.reveal(view.element("checks"))
    app.processEvents()
    spin = next(s for s in view.findChildren(QSpinBox) if s.accessibleName().startswith("Modifier") and s.isVisible())
    modifiers, modifiers_cpu = [], []
    for i in range(max(1, count // 10) if large else count):
        timer.start()
        cpu = time.thread_time_ns()
        spin.setValue((i % 21) - 10)
        app.processEvents()
        modifiers.append(timer.nsecsElapsed() / 1e6)
        modifiers_cpu.append((time.thread_time_ns() - cpu) / 1e6)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        while any(w.waiting() for w in fill_after):  # the rows off view, filled after the repaint
            app.processEvents()
    document.undo_stack.clear()
    if large:
        figures["modifier_change_cpu"] = modifiers_cpu
    print(json.dumps({**figures, "modifier_change": modifiers}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000, "large" in sys.argv[2:])
