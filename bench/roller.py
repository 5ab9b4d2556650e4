"""A dice-roller option change timed from the event to the repaint completed, per system:
the check with the most options on each sample, the options that apply (the visible ones)
stepped in turn. Prints JSON lists of milliseconds: wall clock, and this thread's CPU time
(``…_cpu``: the same changes without the time other programs took the processor)."""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QElapsedTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox

from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character
from sheetkeeper.ui.dice_roller import DiceRollerDock
from sheetkeeper.ui.document import Document


def main(count: int) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    timer = QElapsedTimer()
    samples: dict[str, list[float]] = {}
    dock = DiceRollerDock()
    dock.resize(360, 900)
    dock.show()
    QTest.qWaitForWindowExposed(dock)
    documents = []
    for system in all_systems():
        document = Document(load_character(system.samples[0]).character)
        documents.append(document)
        dock.set_document(document)
        rules, character = system.rules, document.character
        best = max(rules.checks(character), key=lambda c: len(rules.situations(character, c.id)))
        dock.open_check(best.id)
        app.processEvents()
        options = dock.situation.options()
        times, cpu = [], []
        for i in range(count // len(all_systems())):
            shown = [o.id for o in options if dock.situation.applies(o.id)]
            control = dock.situation.control(shown[i % len(shown)])
            timer.start()
            started = time.thread_time_ns()
            if isinstance(control, QCheckBox):
                control.toggle()
            elif isinstance(control, QComboBox):
                control.setCurrentIndex((control.currentIndex() + 1) % max(1, control.count()))
            elif isinstance(control, QSpinBox):
                low, high = control.minimum(), control.maximum()
                value = control.value() + 1
                control.setValue(value if value <= min(high, 5) else max(low, -5))
            app.processEvents()  # runs the repaints the change scheduled
            times.append(timer.nsecsElapsed() / 1e6)
            cpu.append((time.thread_time_ns() - started) / 1e6)
        samples[f"{system.id}_option_change"] = times
        samples[f"{system.id}_option_change_cpu"] = cpu
    dock.set_document(None)
    print(json.dumps(samples))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 600)
