"""Help: the About box and each game system's rules notes (docs/rules/<id>.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..core.registry import GameSystem

_CHECKOUT_DOCS = Path(__file__).resolve().parent.parent.parent / "docs"


def _tr(text: str) -> str:
    return QCoreApplication.translate("About", text)


def rules_notes_path(system: GameSystem) -> Path:
    return _CHECKOUT_DOCS / "rules" / f"{system.id}.md"


def rules_notes_text(system: GameSystem) -> str:
    """The system's rules notes as Markdown; a short summary when there are none yet."""
    path = rules_notes_path(system)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return (
            f"# {system.name}\n\n"
            + _tr("Core mechanic: {0}").format(system.dice)
            + "\n\n"
            + _tr("No rules notes for this game yet.")
        )


def show_rules_notes(system: GameSystem, parent: QWidget | None = None) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(_tr("{0} — Rules Notes").format(system.name))
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser(dialog)
    browser.setOpenExternalLinks(True)
    browser.setMarkdown(rules_notes_text(system))
    layout.addWidget(browser)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(QSize(640, 560))
    dialog.show()
    return dialog


def about_text() -> str:
    return (
        f"<h3>SheetKeeper {__version__}</h3>"
        + "<p>"
        + _tr("Character sheets for tabletop role-playing games, that know the rules.")
        + "</p><p>"
        + _tr("Free software under the GNU General Public License, version 3 or later.")
        + "</p>"
    )


def show_about(parent: QWidget | None = None) -> None:
    QMessageBox.about(parent, _tr("About SheetKeeper"), about_text())
