"""At start-up, offer the autosaved copies a crash left behind (see recovery.py).

A restored character opens over its file as one undoable step ("Restore Autosaved
Changes"), so undo shows what is on disk; it stays unsaved until the user saves.
Texts use the literal context "MainWindow" (what ``window.tr`` looked them up under) so
pyside6-lupdate files them there too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..storage import LoadError
from .document import Document
from .recovery import RecoveryEntry, leftovers

if TYPE_CHECKING:
    from .document_tab import DocumentTab
    from .main_window import MainWindow


def offer_recovery(window: MainWindow) -> list[DocumentTab]:
    entries = leftovers()
    if not entries:
        return []
    answer = window.asker.restore(entries)
    if answer == "later":
        return []
    restored = []
    for entry in entries:
        if answer == "restore" and (tab := restore(window, entry)) is not None:
            restored.append(tab)
        entry.discard()
    return restored


def restore(window: MainWindow, entry: RecoveryEntry) -> DocumentTab | None:
    if entry.kind == "campaign":
        restore_party(window, entry)
        return None
    try:
        character = entry.load()
    except LoadError as error:
        title = QCoreApplication.translate("MainWindow", "Could not restore {0}")
        window.asker.error(title.format(entry.title), error.message)
        return None
    original = entry.original
    tab = window.open_path(original) if original and original.exists() else None
    if tab is not None:
        if character != tab.document.character:
            label = QCoreApplication.translate("MainWindow", "Restore Autosaved Changes")
            tab.document.replace(character, label)
    else:
        # The file is gone: saving writes it again. It exists but did not open (broken,
        # open elsewhere): keep it untouched and let the user Save As.
        path = original if original and not original.exists() else None
        tab = window.add_document(Document(character, path))
        tab.document.undo_stack.resetClean()
    tab.autosaver.save(tab.document.character, tab.document.path)
    return tab


def restore_party(window: MainWindow, entry: RecoveryEntry) -> None:
    """Open the party and put its autosaved session log back as one undoable step."""
    title = QCoreApplication.translate("MainWindow", "Could not restore {0}")
    try:
        campaign = entry.load_campaign()
    except LoadError as error:
        window.asker.error(title.format(entry.title), error.message)
        return
    original = entry.original
    view = window.parties.open(original) if original and original.exists() else None
    if view is None:
        text = QCoreApplication.translate("MainWindow", "The party file {0} is not there any more.")
        window.asker.error(title.format(entry.title), text.format(original))
        return
    if campaign != view.campaign:
        view.restore_campaign(campaign, QCoreApplication.translate("MainWindow", "Restore Autosaved Changes"))
    window.parties.party_saver(view).save(view.campaign, view.opened.path)
