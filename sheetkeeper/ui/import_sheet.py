"""File > Import Filled Sheet...: a fillable sheet filled at the table, read back into the
open character as one undoable step.

The changes are shown in the game's words before anything happens ("Body: 2 more
injury", "Click 3 → 1", "+5 XP: Session 4"); on Import they are applied through the
rules (the export's merge module) and pushed as one step, so Edit > Undo takes the whole
sheet back. What is refused is listed with the reason. Texts are filed under the
"MainWindow" context, written out in each call for pyside6-lupdate.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

if TYPE_CHECKING:
    from .main_window import MainWindow


def import_filled_sheet(window: MainWindow, pdf: Path | None = None) -> bool:
    """True when changes were applied to the current character."""
    from ..export.filled import ImportProblem, read_filled
    from ..export.merge import apply_plan, plan_import
    from ..forms.spec import form_for

    translate = QCoreApplication.translate
    title = translate("MainWindow", "Import Filled Sheet")
    tab = window.current_tab()
    if tab is None:
        window.asker.error(title, translate("MainWindow", "Open the character the sheet is for first."))
        return False
    doc = tab.document
    if pdf is None:
        folder = str(doc.path.parent) if doc.path else (window.settings.last_folder() or "")
        name, _ = QFileDialog.getOpenFileName(window, title, folder,
                                              translate("MainWindow", "PDF files (*.pdf)"))
        if not name:
            return False
        pdf = Path(name)
    system = doc.system
    try:
        plan = plan_import(doc.character, system.rules, form_for(system.id), system.name,
                           read_filled(pdf))
    except ImportProblem as problem:
        window.asker.error(title, translate("MainWindow", "Cannot import {0}: {1}").format(
            pdf.name, str(problem)))
        return False
    outcome = apply_plan(doc.character, system.rules, plan)
    refused = ""
    if outcome.refused:
        refused = "\n\n" + translate("MainWindow", "Not imported:") + "\n" + "\n".join(
            f"• {text}" for text in outcome.refused)
    if not outcome.done:
        window.asker.inform(title, translate("MainWindow", "Nothing to change in {0}.").format(
            doc.title) + refused)
        return False
    merged = translate("MainWindow", "This sheet was printed from an older version; what "
                       "does not clash is merged.") + "\n\n" if plan.merged else ""
    summary = merged + "\n".join(f"• {text}" for text in outcome.done) + refused
    if not window.asker.confirm(title, summary, translate("MainWindow", "Import")):
        return False
    doc.replace(outcome.character, translate("MainWindow", "Import filled sheet"))
    window.statusBar().showMessage(
        translate("MainWindow", "Imported {0} changes from {1}").format(len(outcome.done),
                                                                       pdf.name), 4000)
    return True
