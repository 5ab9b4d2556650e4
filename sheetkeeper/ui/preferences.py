"""Edit › Preferences: the theme, the language and the paper a PDF is made on by default.

The theme applies at once. The language applies when SheetKeeper next starts (every window
is built in it then); the languages offered are those with a translation file. The paper is
what the Export PDF dialog starts from.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ..paths import translations_dir
from .screen_fit import fit_to_screen, room_for_title
from .settings import Settings
from .theme import apply_theme


def languages() -> list[tuple[str, str]]:
    """(code, name in that language) of English and every language with a translation."""
    codes = sorted(p.stem.removeprefix("sheetkeeper_") for p in translations_dir().glob("sheetkeeper_*.ts"))
    named = [(code, QLocale(code).nativeLanguageName() or code) for code in codes]
    return [("en", "English"), *((c, n[:1].upper() + n[1:]) for c, n in named)]


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        room_for_title(self)
        form = QFormLayout(self)
        self.theme = QComboBox()
        for key, text in (("system", self.tr("Follow the system")), ("light", self.tr("Light")),
                          ("dark", self.tr("Dark")), ("high-contrast", self.tr("High contrast"))):
            self.theme.addItem(text, key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme())))
        form.addRow(self.tr("&Theme"), self.theme)
        self.language = QComboBox()
        self.language.addItem(self.tr("As the system says"), "")
        for code, name in languages():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language())))
        form.addRow(self.tr("&Language"), self.language)
        self.language_note = QLabel(self.tr("A new language applies when SheetKeeper next starts."))
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)
        self.paper = QComboBox()
        for key, text in (("a4", self.tr("A4")), ("letter", self.tr("US Letter"))):
            self.paper.addItem(text, key)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.paper())))
        form.addRow(self.tr("Default &paper"), self.paper)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(420)
        fit_to_screen(self)

    def accept(self) -> None:
        theme = self.theme.currentData()
        self.settings.set_theme(theme)
        self.settings.set_language(self.language.currentData())
        self.settings.set_paper(self.paper.currentData())
        self.settings.sync()
        apply_theme(theme)
        super().accept()

