"""Stepping to the next turn of an encounter with 12 combatants (the sample party's 7
members and 5 foes of two games), offscreen: each sample is the time from the click on Next
turn to the repaint completed (QElapsedTimer), the round's end through every game's rules
included when it comes; ``next_turn_cpu`` the same steps in the thread's CPU time (without
the time other programs took the processor). Prints JSON lists of milliseconds."""

from __future__ import annotations

import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_campaign
from sheetkeeper.ui.party import PartyView, documents_for

FOES = (("grimwire", "Bandit", {"PER": 2}), ("grimwire", "Archer", {"PER": 1}),
        ("grimwire", "Captain", {"PER": 3}), ("rainworld", "Lizard", {"tactical_awareness": 2}),
        ("rainworld", "Vulture", {"tactical_awareness": 4}))


def main(count: int) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    for path in samples_dir().iterdir():
        if path.suffix in (".skchar", ".skparty"):
            shutil.copy2(path, folder / path.name)
    opened = load_campaign(next(folder.glob("*.skparty")))
    view = PartyView(opened, documents_for(opened))
    view.resize(1100, 800)
    view.show()
    QTest.qWaitForWindowExposed(view)
    panel = view.encounter_panel
    view.side.setCurrentWidget(panel)
    for game, name, numbers in FOES:
        panel.add_foe(game, name, numbers)
    panel.rng = random.Random(1)
    panel.roll_order()
    assert panel.order.count() == 12, panel.order.count()
    app.processEvents()
    timer = QElapsedTimer()
    steps, cpu = [], []
    for _ in range(count):
        timer.start()
        started = time.thread_time_ns()
        QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        app.processEvents()  # the repaints the step scheduled
        steps.append(timer.nsecsElapsed() / 1e6)
        cpu.append((time.thread_time_ns() - started) / 1e6)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    view.undo_stack.clear()
    shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps({"next_turn": steps, "next_turn_cpu": cpu}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
