"""Search-as-you-type over a 5,000-row library, timed from the key press to the list shown
again: the picker the sheet's *From library…* opens, one key at a time, with names of every
script and accents. Prints JSON lists of milliseconds: wall clock, and this thread's CPU time
(``…_cpu``)."""

from __future__ import annotations

import json
import random
import sys
import time

from PySide6.QtCore import QElapsedTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetkeeper.core.library import Library, new_library
from sheetkeeper.ui.library_pick import PickDialog

ROWS = 5_000
SYLLABLES = ("ka", "lé", "mo", "ri", "tå", "zu", "wé", "ch", "ön", "sa", "Ωm", "дa")
TYPED = ("clim", "dodg", "é", "ka", "mo ri", "zz", "sa")


def library(rows: int = ROWS) -> Library:
    chance = random.Random(7)
    skills = [{"name": " ".join("".join(chance.choice(SYLLABLES) for _ in range(chance.randint(2, 4)))
                                for _ in range(chance.randint(1, 3))).capitalize(),
               "category": chance.choice(("Physical", "Mental", "Social")), "base": chance.randint(0, 75),
               "can_improve": True, "notes": ""} for _ in range(rows)]
    skills[1234]["name"], skills[4321]["name"] = "Climb", "Dodge"
    return new_library("brp").model_copy(update={"lists": {"skills": skills}})


def main(count: int) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    dialog = PickDialog(library(), "skills", "Skills")
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    timer = QElapsedTimer()
    times, cpu = [], []
    while len(times) < count:
        for word in TYPED:
            for char in word:
                timer.start()
                started = time.thread_time_ns()
                if char.isascii():
                    QTest.keyClicks(dialog.search, char)
                else:  # QTest types ASCII only: the text a key of that letter puts in
                    dialog.search.insert(char)
                app.processEvents()
                times.append(timer.nsecsElapsed() / 1e6)
                cpu.append((time.thread_time_ns() - started) / 1e6)
            for _ in word:  # and back, key by key
                timer.start()
                started = time.thread_time_ns()
                QTest.keyClick(dialog.search, Qt.Key.Key_Backspace)
                app.processEvents()
                times.append(timer.nsecsElapsed() / 1e6)
                cpu.append((time.thread_time_ns() - started) / 1e6)
    print(json.dumps({"library_search_key": times[:count], "library_search_key_cpu": cpu[:count]}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
