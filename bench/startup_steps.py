"""Where start-up time goes: one fresh process timing each step to the first paint.

Printed as JSON (milliseconds since the first line of this script, which runs after the
interpreter itself has started). The steps come in the app's order: the domain (pydantic,
``core``, the games of the file opened, storage, the forms and the sheet model) before Qt, as
``app.import_domain_before_qt`` does. Run by ``bench_ui.startup_steps``; figures, not goals.
"painted" is the window's first paint ("painted_cpu" the process's CPU time to it); "all_cards_built" is when a large party's dashboard
has built its last card (after the first paint: it builds a screenful first), and the same
as "campaign_opened" for a party small enough to be built at once.
"""

import gc
import json
import sys
import time

gc.disable()  # as the app does during start-up (sheetkeeper/app.py)
T0 = time.perf_counter()
marks: dict[str, float] = {}


CPU0 = time.process_time()


def mark(step: str) -> None:
    marks[step] = round(1000 * (time.perf_counter() - T0), 1)
    if step == "painted":  # the process's CPU time too: steadier on a shared machine
        marks["painted_cpu"] = round(1000 * (time.process_time() - CPU0), 1)


import pydantic  # noqa: E402, F401

mark("pydantic_imported")
from sheetkeeper.core import character, rules  # noqa: E402, F401
from sheetkeeper.core.registry import all_systems  # noqa: E402

mark("core_imported")
from sheetkeeper.storage.games import games_of  # noqa: E402

for system in all_systems():  # the games of the file opened: their models and rules
    if system.id in games_of(sys.argv[1:]):
        system.rules  # noqa: B018
mark("games_imported")
from sheetkeeper.app import import_domain_before_qt  # noqa: E402

import_domain_before_qt(sys.argv[1:])  # the rest of the domain: storage, the forms, the sheet model
mark("domain_imported")
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

mark("qt_imported")
from sheetkeeper.ui.main_window import MainWindow  # noqa: E402
from sheetkeeper.ui.party import PartyView  # noqa: E402

mark("ui_imported")
app = QApplication([])
window = MainWindow()
window.show()
mark("window_built")
window.open_paths([sys.argv[1]])
mark("campaign_opened")


def quit_when_done() -> None:
    if "painted" in marks and "all_cards_built" in marks:
        QTimer.singleShot(0, QCoreApplication.quit)


def cards_built() -> None:
    mark("all_cards_built")
    quit_when_done()


class FirstPaint(QObject):
    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            mark("painted")
            watched.removeEventFilter(self)
            quit_when_done()
        return False


party = window.findChild(PartyView)
if party is not None and party.loading:
    party.cards_finished.connect(cards_built)
else:
    marks["all_cards_built"] = marks["campaign_opened"]
painted = FirstPaint()
window.installEventFilter(painted)
app.exec()
print(json.dumps(marks))
