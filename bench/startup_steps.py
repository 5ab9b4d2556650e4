"""Where start-up time goes: one fresh process timing each step to the first paint.

Printed as JSON (milliseconds since the first line of this script, which runs after the
interpreter itself has started). Run by ``bench_ui.startup_steps``; figures, not goals.
"""

import gc
import json
import sys
import time

gc.disable()  # as the app does during start-up (sheetkeeper/app.py)
T0 = time.perf_counter()
marks: dict[str, float] = {}


def mark(step: str) -> None:
    marks[step] = round(1000 * (time.perf_counter() - T0), 1)


from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

mark("qt_imported")
import pydantic  # noqa: E402, F401

mark("pydantic_imported")
from sheetkeeper.core.registry import all_systems  # noqa: E402

mark("core_imported")
all_systems()
mark("five_systems_imported")
from sheetkeeper.ui.main_window import MainWindow  # noqa: E402

mark("ui_imported")
app = QApplication([])
window = MainWindow()
window.show()
mark("window_built")
window.open_paths([sys.argv[1]])
mark("campaign_opened")


class FirstPaint(QObject):
    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            mark("painted")
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QCoreApplication.quit)
        return False


painted = FirstPaint()
window.installEventFilter(painted)
app.exec()
print(json.dumps(marks))
