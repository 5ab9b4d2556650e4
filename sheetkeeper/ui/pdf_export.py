"""File > Export PDF...: write the sheet through sheetkeeper.export.pdf with a progress dialog.

The exporter is imported only when used (ReportLab is slow to import and not needed to
start). A failed export says why and leaves no half-written PDF behind (the exporter writes
atomically); on success the user may open the file.

Texts are filed under the "MainWindow" context, written out in each call: the export is the
main window's File > Export PDF..., and pyside6-lupdate finds only literal
``translate("Context", "text")`` calls, not texts passed through a helper.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..core.campaign import Campaign
from ..core.character import CharacterBase
from ..storage import FileProblem
from .asker import Asker
from .export_dialog import ExportChoice
from .screen_fit import room_for_title


def export_pdf_file(
    parent: QWidget,
    asker: Asker,
    characters: Sequence[CharacterBase],
    choice: ExportChoice | Path,
    *,
    open_after: bool = True,
    file_name: str = "",
    campaign: Campaign | None = None,
    party_path: Path | None = None,
) -> bool:
    """Export, showing progress; errors go to the asker. True when the PDF was written.
    ``file_name`` is the character file's name, remembered by a fillable sheet; a party
    book prints the ``campaign``'s encounter and stash as ``choice`` asks (foes from saved
    files read beside ``party_path``)."""
    if not isinstance(choice, ExportChoice):
        choice = ExportChoice(Path(choice))
    out_path = choice.path
    title = QCoreApplication.translate("MainWindow", "Export PDF")
    try:
        from ..export.gm_table import read_table
        from ..export.pdf import export_blank, export_pdf
    except ImportError as error:
        why = QCoreApplication.translate("MainWindow", "PDF export is not available: {0}")
        asker.error(title, why.format(error))
        return False

    writing = QCoreApplication.translate("MainWindow", "Writing {0}...")
    progress = QProgressDialog(writing.format(out_path.name), "", 0, 100, parent)
    progress.setWindowTitle(title)
    room_for_title(progress)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setCancelButton(None)
    progress.setMinimumDuration(300)
    progress.setValue(0)

    def report(*args) -> None:
        """Accepts (done, total) or a fraction 0..1."""
        if len(args) >= 2 and args[1]:
            percent = int(100 * args[0] / args[1])
        elif args:
            percent = int(100 * float(args[0]))
        else:
            return
        progress.setValue(max(0, min(99, percent)))
        QCoreApplication.processEvents()

    failed = QCoreApplication.translate("MainWindow", "Could not write {0}: {1}")
    warnings: list[str] = []
    try:
        if choice.blank:
            export_blank(characters[0].system, out_path, paper=choice.paper, fillable=True)
        else:
            table = (read_table(campaign, party_path, encounter=choice.encounter, stash=choice.stash)
                     if campaign is not None else None)
            export_pdf(list(characters), out_path, paper=choice.paper, fillable=choice.fillable,
                       odds=choice.odds, progress=report, warnings=warnings, file=file_name,
                       current=choice.current, table=table,
                       title=(campaign.name or None) if campaign is not None else None)
    except FileProblem as problem:
        progress.close()
        asker.error(title, failed.format(out_path, problem.message))
        return False
    except (OSError, ValueError) as error:
        progress.close()
        asker.error(title, failed.format(out_path, error))
        return False
    progress.setValue(100)
    progress.close()
    if warnings:
        some = QCoreApplication.translate(
            "MainWindow", "The PDF was written, but some characters will not print:\n\n{0}")
        asker.inform(title, some.format("\n\n".join(warnings)))
    saved = QCoreApplication.translate("MainWindow", "Saved {0}.")
    if open_after and asker.confirm(
        title, saved.format(out_path.name), QCoreApplication.translate("MainWindow", "Open PDF"), informs=True
    ):
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(out_path)))
    return True
