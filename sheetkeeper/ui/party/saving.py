"""Save party: every changed member and the party file, all or nothing.

The files are written through :func:`save_together`: checked first (each still what its
document read, writable), then replaced one by one, and put back if a later one fails, so the
session log and the members' ledgers never disagree on disk. Each document's fingerprint is
the one it last read or wrote, whoever saved it (its sheet tab, this party, another party):
our own saves are never taken for another program's. When not everything could be saved,
:func:`outcome_rows` says what happened to each file and what to do.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...storage import SaveError
from ...storage.campaign_file import campaign_bytes_over
from ...storage.files import bytes_over
from ...storage.save_together import NotAllSaved, Planned, save_together
from ...storage.versions import merged_ids

if TYPE_CHECKING:
    from .view import PartyView


@dataclass
class Row:
    """One line of the outcome dialog."""

    name: str
    path: Path
    outcome: str
    advice: str
    ok: bool


def _tr(text: str) -> str:
    return QCoreApplication.translate("PartySave", text)


def save_party(view: PartyView) -> list[Path]:
    """Write the party; raises NotAllSaved (nothing changed on disk) or SaveError."""
    if view.opened.read_only:
        raise SaveError(view.opened.path, _tr("not saved: {0}").format(view.opened.read_only))
    documents = [d for d in view.all_documents()
                 if d.modified and d.path is not None and not d.read_only]
    planned = [Planned(d.path, bytes_over(d.path, d.character, merged_from=merged_ids(d.merged_from)), d.fingerprint)
               for d in documents]
    party = Planned(view.opened.path,
                    campaign_bytes_over(view.opened.path, view.campaign, merged_from=merged_ids(view.merged_from)),
                    view.opened.fingerprint)
    save_together([*planned, party])
    for document, item in zip(documents, planned, strict=True):
        document.fingerprint = item.written
        document.base = document.character
        document.merged_from = []
        document.undo_stack.setClean()
    view.opened.fingerprint = party.written
    view.merged_from = []
    return [item.path for item in (*planned, party)]


def outcome_rows(view: PartyView, failure: NotAllSaved) -> list[Row]:
    """What happened to each file, in the user's words, with what to do about it."""
    names = {str(d.path): d.title for d in view.all_documents() if d.path is not None}
    party_name = view.campaign.name or view.opened.path.stem
    rows = []
    for item in failure.planned:
        is_party = item.path == view.opened.path
        name = _tr("{0} (party file and session log)").format(party_name) if is_party else \
            names.get(str(item.path), item.path.name)
        rows.append(Row(name, item.path, *_story(item, is_party)))
    return rows


def _story(item: Planned, is_party: bool) -> tuple[str, str, bool]:
    if item.status == "changed":
        return (_tr("Not saved: changed on disk by another program since it was opened."),
                _tr("Reload the party to take that version in (your edits stay in Undo), or "
                    "open the sheet and use Save As to keep yours in another file."), False)
    if item.status == "failed":
        where = _tr("Make the file writable (or free some space) and press Retry")
        if not is_party:
            where += _tr(", or open the sheet and use Save As to keep the changes elsewhere")
        return _tr("Not saved: {0}").format(item.reason), where + ".", False
    if item.status == "put back":
        return (_tr("Written, then put back as it was, because another file could not be "
                    "saved."), _tr("Nothing to do here: Retry saves it with the others."), True)
    if item.status == "saved":
        return (_tr("Saved: {0}").format(item.reason) if item.reason else _tr("Saved."),
                _tr("Check this file: the party may not match it."), False)
    return (_tr("Not written, because another file could not be saved."),
            _tr("Nothing to do here: Retry saves it with the others."), True)
