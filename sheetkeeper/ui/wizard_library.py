"""The creation wizard's way to the game's library: where the library holds skills and has
some, *Skills from the library…* ticks any number of them, and each comes onto the sheet
with its numbers (Basic Roleplaying: at its base chance), added through the rules as one
step; a field the library leaves to the player (a Renaissance skill's aptitude) is asked
for each ticked row, as the sheet's own *From library…* asks it. That one still picks one row
of any list."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QPushButton

from ..core.library import pick_all
from ..storage.errors import FileProblem
from .libraries import libraries
from .library_pick import ChooseDialog

PATH = "skills"


translate = QCoreApplication.translate  # lupdate files translate("WizardLibrary", "text") under its context


def library_button() -> QPushButton:
    button = QPushButton(translate("WizardLibrary", "Skills from the library…"))
    button.setAccessibleName(translate("WizardLibrary", "Add skills from the library"))
    button.hide()
    return button


def offered(system_id: str, rules) -> bool:
    """Whether the game's library holds skills, and has any."""
    if not any(entry.path == PATH for entry in rules.library):
        return False
    try:
        return bool(libraries().library(system_id).lists.get(PATH))
    except FileProblem:
        return False


def choose_skills(document, sheet, answer=None) -> bool:
    """Ask which skills to add and add them; ``answer(dialog)`` stands in for the person (a
    test): it ticks and returns True to add."""
    try:
        library = libraries().library(document.character.system)
    except FileProblem as problem:
        sheet.context.message.emit(str(problem))
        return False
    dialog = ChooseDialog(library, PATH, translate("WizardLibrary", "Skills"), sheet)
    accepted = answer(dialog) if answer is not None else dialog.exec() == QDialog.DialogCode.Accepted
    if not accepted or not dialog.rows():
        return False
    had = len(getattr(document.character, PATH, ()))
    character, refused = pick_all(document.rules, document.character, PATH, dialog.rows(),
                                   given=dialog.given())
    changed = character != document.character
    if changed:
        document.replace(character, translate("WizardLibrary", "Add skills from the library"))
        sheet.go_to(f"{PATH}.{had}")  # the keys go on in the table filled, at its first new row
    if refused:
        sheet.context.message.emit("; ".join(f"{name}: {why}" for name, why in refused))
    return changed
