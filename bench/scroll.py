"""Scrolling a large party's dashboard (offscreen): each sample is the time from moving the
scroll bar by one page to the repaint completed, measured with QElapsedTimer, with every card
built. Prints a JSON list of milliseconds. Usage: ``scroll.py CAMPAIGN [PAGES]``.

Paging down to the end and back up again, so every part of the list is painted."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QElapsedTimer, QEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetkeeper.storage import load_campaign
from sheetkeeper.ui.party import PartyView, documents_for


def main(path: str, pages: int) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    opened = load_campaign(path)
    view = PartyView(opened, documents_for(opened))
    view.resize(1200, 800)
    view.show()
    QTest.qWaitForWindowExposed(view)
    view.cards  # noqa: B018 - builds every card now
    app.processEvents()
    bar = view.scroll.verticalScrollBar()
    timer = QElapsedTimer()
    samples = []
    step = bar.pageStep()
    while len(samples) < pages:
        at = bar.value() + step
        if not bar.minimum() <= at <= bar.maximum():
            step = -step
            at = bar.value() + step
        timer.start()
        bar.setValue(at)
        app.processEvents()  # the repaint the scroll scheduled
        samples.append(timer.nsecsElapsed() / 1e6)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    print(json.dumps({"page_scroll": samples}))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 400)
