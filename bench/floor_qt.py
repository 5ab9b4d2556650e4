"""The start-up floor: a bare PySide6 window with a label, quitting after its first paint."""

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class QuitOnPaint(QObject):
    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)
        return False


app = QApplication(sys.argv)
window = QMainWindow()
label = QLabel("SheetKeeper floor")
window.setCentralWidget(label)
watcher = QuitOnPaint()
label.installEventFilter(watcher)
window.show()
sys.exit(app.exec())
