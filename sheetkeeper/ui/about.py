"""Help: the About box and each game system's rules notes (docs/rules/<id>.md in a checkout,
shipped inside the package when installed; ``sheetkeeper.paths`` finds them).

Texts are translated with a literal "About" context in each call: pyside6-lupdate only
finds ``translate("Context", "text")`` written out, not through a helper function.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..core.registry import GameSystem
from ..paths import rules_notes_dir
from .asker import titled_box
from .screen_fit import fit_to_screen, room_for_title


def rules_notes_path(system: GameSystem) -> Path:
    return rules_notes_dir() / f"{system.id}.md"


def rules_notes_text(system: GameSystem) -> str:
    """The system's rules notes as Markdown; a short summary when there are none yet."""
    path = rules_notes_path(system)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return (
            f"# {system.name}\n\n"
            + QCoreApplication.translate("About", "Core mechanic: {0}").format(system.dice)
            + "\n\n"
            + QCoreApplication.translate("About", "No rules notes for this game yet.")
        )


def show_rules_notes(system: GameSystem, parent: QWidget | None = None) -> QDialog:
    dialog = QDialog(parent)
    title = QCoreApplication.translate("About", "{0} — Rules Notes")
    dialog.setWindowTitle(title.format(system.name))
    room_for_title(dialog)
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser(dialog)
    browser.setOpenExternalLinks(True)
    browser.setMarkdown(rules_notes_text(system))
    layout.addWidget(browser)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(QSize(640, 560))
    fit_to_screen(dialog)
    dialog.show()
    return dialog


def about_text() -> str:
    translate = QCoreApplication.translate
    what = translate("About", "Character sheets for tabletop role-playing games, that know the rules.")
    licence = translate("About", "Free software under the GNU General Public License, version 3 or later.")
    return f"<h3>SheetKeeper {__version__}</h3><p>{what}</p><p>{licence}</p>"


def show_about(parent: QWidget | None = None) -> None:
    title = QCoreApplication.translate("About", "About SheetKeeper")
    box = titled_box(QMessageBox.Icon.NoIcon, title, about_text(), parent, QMessageBox.StandardButton.Ok)
    icon = QApplication.windowIcon()
    if not icon.isNull():  # as Qt's own About box shows it
        box.setIconPixmap(icon.pixmap(64, 64))
    box.exec()
