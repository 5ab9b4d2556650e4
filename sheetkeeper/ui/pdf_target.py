"""Where a PDF goes and on which paper: the *Save to* row (a path and *Browse...*) and the
*Paper* list that every Export PDF dialog shows, the paper first set to the one chosen in
Preferences."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from .settings import Settings


class PdfTarget:
    """The two rows, added to ``form`` of ``dialog``; *Browse...* asks under the dialog's title."""

    def __init__(self, dialog: QWidget, form: QFormLayout, suggested: Path) -> None:
        self._dialog = dialog
        self.path = QLineEdit(str(suggested))
        self.path.setAccessibleName(QCoreApplication.translate("PdfTarget", "Save to"))
        self.browse = QPushButton(QCoreApplication.translate("PdfTarget", "Browse..."))
        self.browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(self.browse)
        form.addRow(QCoreApplication.translate("PdfTarget", "Save to"), row)
        self.paper = QComboBox()
        self.paper.setAccessibleName(QCoreApplication.translate("PdfTarget", "Paper"))
        self.paper.addItem(QCoreApplication.translate("PdfTarget", "A4"), "a4")
        self.paper.addItem(QCoreApplication.translate("PdfTarget", "US Letter"), "letter")
        self.paper.setCurrentIndex(max(0, self.paper.findData(Settings().paper())))  # Preferences
        form.addRow(QCoreApplication.translate("PdfTarget", "Paper"), self.paper)

    def _browse(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self._dialog, self._dialog.windowTitle(), self.path.text(),
                                              QCoreApplication.translate("PdfTarget", "PDF files (*.pdf)"))
        if name:
            self.path.setText(name)
