"""A change that arrives on disk while a document is open with unsaved edits, merged in.

The base is what the document last read or wrote (``Document.base``); without it, the version
the file and the open character both descend from in this machine's versions store. Where the
change on disk and the open edits combine, the merge goes in at once as one undoable step;
values both changed differently are shown with base, here and there, and the user picks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..merge.files import Version, recorded_base
from ..merge.result import MergeProblem, merge_characters
from ..storage import LoadError, load_character

if TYPE_CHECKING:
    from .asker import Asker
    from .document import Document



def merge_from_disk(doc: Document, asker: Asker) -> str | None:
    """Merge the file on disk into ``doc``; the notice to show, or None when not merged (the
    file does not read, is another game, or the user declined to choose)."""
    try:
        opened = load_character(doc.path)
    except LoadError:
        return None
    base = doc.base
    if base is None:
        found = recorded_base(Version(doc.path, doc.character), Version(doc.path, opened.character))
        base = found.content if found is not None else None
    try:
        merged = merge_characters(base, doc.character, opened.character)
    except MergeProblem:
        return None
    if merged.conflicts:
        choices = asker.choose_conflicts(
            doc.title, QCoreApplication.translate("DiskMerge", "The file {0} on disk").format(doc.path.name), merged.conflicts)
        if choices is None:
            return None
        merged = merged.resolve(choices, rest="mine")
    if merged.character != doc.character:
        doc.replace(merged.character, QCoreApplication.translate("DiskMerge", "Merge changes from disk"))
    doc.read_only = opened.read_only
    doc.fingerprint = opened.fingerprint
    doc.base = opened.character
    note = QCoreApplication.translate("DiskMerge", "Merged the changes made to {0} elsewhere with yours (Undo takes them out; "
               "save to keep both)").format(doc.path.name)
    if merged.findings:
        note += " — " + "; ".join(f.message for f in merged.findings[:2])
    return note
