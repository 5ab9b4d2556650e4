"""Every question the window asks the user, in one replaceable object.

The window never builds a message box itself: it asks its :class:`Asker`. The app uses this
one (message boxes and file dialogs); tests pass a scripted subclass with the answers, so the
real window code runs unchanged without anyone clicking.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QWidget

from .recovery import RecoveryEntry
from .screen_fit import room_for_title
from .theme import escaped, inked_text

Unsaved = Literal["save", "discard", "cancel"]
External = Literal["reload", "keep", "save_as", "cancel"]
PartyChange = Literal["reload", "keep", "cancel"]
Restore = Literal["restore", "discard", "later"]
Locked = Literal["read_only", "anyway", "cancel"]
SaveOutcome = Literal["retry", "reload", "close"]


def titled_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None,
               buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton) -> QMessageBox:
    """A message box with room for its title: every message box of the app is made here
    (``tests/ui/test_message_boxes.py`` finds any made elsewhere)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    room_for_title(box)
    return box


CHARACTER_FILTER = "SheetKeeper files (*.skchar *.skparty);;Characters (*.skchar);;All files (*)"


class Asker(QObject):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.window = parent

    def _box(self, icon, title: str, text: str, informative: str = "") -> QMessageBox:
        box = titled_box(icon, title, text, self.window)
        if informative:
            box.setInformativeText(informative)
        return box

    def unsaved(self, name: str) -> Unsaved:
        box = self._box(
            QMessageBox.Icon.Warning,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {0} before closing?").format(name),
            self.tr("If you don't save, your changes since the last save are lost."),
        )
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def external_change(self, name: str, path: Path, saving: bool) -> External:
        text = (
            self.tr("{0} was changed by another program since you opened it.").format(path.name)
            if path.exists()
            else self.tr("{0} was deleted or moved by another program.").format(path.name)
        )
        box = self._box(
            QMessageBox.Icon.Warning,
            self.tr("File changed on disk"),
            text,
            self.tr(
                "Reload to use the file on disk (your edits to {0} stay in Undo), keep "
                "yours to overwrite it when you save, or save yours as another file."
            ).format(name),
        )
        reload_button = box.addButton(self.tr("Reload"), QMessageBox.ButtonRole.DestructiveRole)
        keep_button = box.addButton(
            self.tr("Keep Mine and Save") if saving else self.tr("Keep Mine"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        save_as_button = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep_button)
        box.exec()
        if box.clickedButton() is reload_button:
            return "reload"
        if box.clickedButton() is save_as_button:
            return "save_as"
        if box.clickedButton() is keep_button:
            return "keep"
        return "cancel"

    def party_file_changed(self, name: str, path: Path, saving: bool) -> PartyChange:
        """The party file changed on disk while the party has unsaved changes that do not
        combine with it (or the user declined to choose)."""
        text = (
            self.tr("The party file {0} was changed by another program since you opened it.").format(path.name)
            if path.exists()
            else self.tr("The party file {0} was deleted or moved by another program.").format(path.name)
        )
        box = self._box(
            QMessageBox.Icon.Warning,
            self.tr("Party file changed on disk"),
            text,
            self.tr(
                "Reload to use the party file on disk (your changes to {0} stay in Undo), or "
                "keep yours to overwrite it when you save. The members' sheets are not affected."
            ).format(name),
        )
        reload_button = box.addButton(self.tr("Reload"), QMessageBox.ButtonRole.DestructiveRole)
        keep_button = box.addButton(
            self.tr("Keep Mine and Save") if saving else self.tr("Keep Mine"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep_button)
        box.exec()
        if box.clickedButton() is reload_button:
            return "reload"
        if box.clickedButton() is keep_button:
            return "keep"
        return "cancel"

    def restore(self, entries: Sequence[RecoveryEntry]) -> Restore:
        names = "\n".join(
            f"• {e.title} ({e.original.name if e.original else self.tr('never saved')})"
            for e in entries
        )
        box = self._box(
            QMessageBox.Icon.Question,
            self.tr("Restore unsaved work"),
            self.tr("SheetKeeper closed without saving these characters:") + "\n" + names,
            self.tr("Restore them from the autosaved copies?"),
        )
        restore_button = box.addButton(self.tr("Restore"), QMessageBox.ButtonRole.AcceptRole)
        discard_button = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(self.tr("Ask Me Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(restore_button)
        box.exec()
        if box.clickedButton() is restore_button:
            return "restore"
        if box.clickedButton() is discard_button:
            return "discard"
        return "later"

    def locked(self, path: Path, pid: int) -> Locked:
        box = self._box(
            QMessageBox.Icon.Warning,
            self.tr("Already open"),
            self.tr("{0} is already open in another SheetKeeper window (process {1}).").format(
                path.name, pid
            ),
            self.tr("Saving from both windows would overwrite one with the other."),
        )
        read_only = box.addButton(self.tr("Open Read-Only"), QMessageBox.ButtonRole.AcceptRole)
        anyway = box.addButton(self.tr("Open Anyway"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(read_only)
        box.exec()
        if box.clickedButton() is read_only:
            return "read_only"
        if box.clickedButton() is anyway:
            return "anyway"
        return "cancel"

    def offer_save_as(self, title: str, problem: str) -> bool:
        box = self._box(QMessageBox.Icon.Critical, title, problem)
        box.setInformativeText(self.tr("Your changes are kept. Save them somewhere else?"))
        save_as = box.addButton(self.tr("Save As..."), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save_as)
        box.exec()
        return box.clickedButton() is save_as

    def save_outcome(self, title: str, rows: Sequence) -> SaveOutcome:
        """After a party save that could not write everything: each file with what happened
        to it and what to do (rows from party/saving.py). Retry, Reload party, or Close."""
        lines = "".join(
            f"<tr><td style='padding-right:10px'><b>{escaped(r.name)}</b><br>"
            f"<span style='color:@quiet'>{escaped(r.path.name)}</span></td>"
            f"<td style='color:{'inherit' if r.ok else '@error'}'>{escaped(r.outcome)}"
            f"<br><i>{escaped(r.advice)}</i></td></tr>"
            for r in rows
        )
        box = self._box(
            QMessageBox.Icon.Critical, title,
            self.tr("Nothing was saved: the party and its members stay as they were on disk, "
                    "and your changes stay open here."),
        )
        box.setInformativeText(" ")
        inked_text(box.findChild(QLabel, "qt_msgbox_informativelabel"), f"<table>{lines}</table>")
        retry = box.addButton(self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
        reload_button = box.addButton(self.tr("Reload Party…"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setDefaultButton(retry)
        box.exec()
        if box.clickedButton() is retry:
            return "retry"
        if box.clickedButton() is reload_button:
            return "reload"
        return "close"

    def offer_copies(self, title: str, rows: Sequence) -> bool:
        """Conflict copies found on opening (``CopyRow``s): True to merge them in."""
        from .merge_dialogs import CopyOfferDialog

        return CopyOfferDialog(title, rows, self.window).exec() == CopyOfferDialog.DialogCode.Accepted

    def offer_library_copies(self, title: str, rows: Sequence) -> bool:
        """Conflict copies of a party's library (``CopyRow``s): True to merge them in."""
        from .merge_dialogs import CopyOfferDialog

        intro = self.tr(
            "A sync tool kept other versions of this library beside it, changed on another machine "
            "while this one was not in sync. Merge takes in what they bring and saves the library "
            "at once; its backup keeps the version before.")
        return CopyOfferDialog(title, rows, self.window, intro).exec() == CopyOfferDialog.DialogCode.Accepted

    def choose_conflicts(self, name: str, where: str, conflicts: Sequence) -> dict[str, str] | None:
        """Mine or theirs for each true conflict of a merge; None: cancelled."""
        from .merge_dialogs import ConflictDialog

        dialog = ConflictDialog(name, where, conflicts, self.window)
        return dialog.choices() if dialog.exec() == ConflictDialog.DialogCode.Accepted else None

    def delete_copies(self, paths: Sequence[Path]) -> bool:
        """The merged conflict copies are saved into their files: delete them?"""
        names = "\n".join(f"• {p.name}" for p in paths)
        return self.confirm(
            self.tr("Delete conflict copies"),
            self.tr("What these conflict copies held is merged and saved:") + "\n" + names
            + "\n\n" + self.tr("Delete them, so the sync tool stops offering them?"),
            self.tr("Delete Copies"),
        )

    def error(self, title: str, text: str) -> None:
        self._box(QMessageBox.Icon.Critical, title, text).exec()

    def inform(self, title: str, text: str) -> None:
        box = self._box(QMessageBox.Icon.Information, title, text)
        box.exec()

    def confirm(self, title: str, text: str, yes: str, *, informs: bool = False) -> bool:
        """Ask ``text`` with ``yes`` and Close; ``informs``: the text tells what was done
        ("Saved Mira.pdf."), offering a next step, so it shows the information icon."""
        box = self._box(QMessageBox.Icon.Information if informs else QMessageBox.Icon.Question, title, text)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.exec()
        return box.clickedButton() is yes_button

    def open_paths(self, folder: str) -> list[Path]:
        names, _ = QFileDialog.getOpenFileNames(
            self.window, self.tr("Open"), folder, self.tr(CHARACTER_FILTER)
        )
        return [Path(n) for n in names]

    def export_options(self, suggested: Path, party: bool = False, *,  # noqa: ANN201
                       encounter: str = "", stash: bool = False):
        """The Export PDF dialog: an ``ExportChoice`` or None (cancelled); ``encounter`` and
        ``stash`` what of the GM's table a party book can print."""
        from .export_dialog import ExportDialog

        dialog = ExportDialog(suggested, self.window, party=party, encounter=encounter, stash=stash)
        return dialog.choice() if dialog.exec() == ExportDialog.DialogCode.Accepted else None

    def save_path(self, suggested: Path, pdf: bool = False) -> Path | None:
        if pdf:
            title, file_filter = self.tr("Export PDF"), self.tr("PDF files (*.pdf)")
        else:
            title, file_filter = self.tr("Save As"), self.tr("Characters (*.skchar)")
        name, _ = QFileDialog.getSaveFileName(self.window, title, str(suggested), file_filter)
        return Path(name) if name else None
