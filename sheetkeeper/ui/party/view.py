"""The party dashboard: a tab with one card per member, sorting and filtering by state, the
session log, and the GM's tools (end of session, initiative, save).

Members are edited through the same :class:`Document` objects as their full sheets, so an
edit here is on the member's undo stack and marks that file modified. The campaign itself
(members and session log) has its own undo stack for party-wide steps.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.registry import CHARACTER_SUFFIX
from ...core.session import MemberOutcome
from ...storage import MemberSlot, OpenedCampaign, load_character, save_campaign
from ...storage.campaign_file import relative_member
from ...storage.errors import LoadError
from ..document import Document
from .card import MemberCard
from .commands import EndSessionCommand, MemberChange

SORTS = {
    "attention": QT_TRANSLATE_NOOP("PartyView", "Needs attention"),
    "name": QT_TRANSLATE_NOOP("PartyView", "Name"),
    "player": QT_TRANSLATE_NOOP("PartyView", "Player"),
    "system": QT_TRANSLATE_NOOP("PartyView", "Game"),
    "xp": QT_TRANSLATE_NOOP("PartyView", "XP available"),
}
"""Sort keys and their titles (translation markers: shown through ``self.tr``)."""
EVERYONE = QT_TRANSLATE_NOOP("PartyView", "Everyone")
ATTENTION = QT_TRANSLATE_NOOP("PartyView", "Needs attention")
MISSING = QT_TRANSLATE_NOOP("PartyView", "Missing or broken files")
"""The fixed filter entries (translation markers: shown and compared through ``self.tr``)."""


def documents_for(opened: OpenedCampaign) -> dict[str, Document]:
    """A document for every member that opened, keyed by its file path."""
    return {
        str(slot.path): Document(slot.opened.character, slot.path, read_only=slot.opened.read_only,
                                 mtime_ns=slot.opened.mtime_ns)
        for slot in opened.members
        if slot.opened is not None
    }


class PartyView(QWidget):
    open_member = Signal(str)
    """A member's card was double-clicked: the main window opens its full sheet."""
    modified_changed = Signal(bool)
    message = Signal(str)

    def __init__(self, opened_campaign: OpenedCampaign, documents: Mapping | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.opened = opened_campaign
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(lambda _clean: self._emit_modified())
        self._roster_changed = False
        given = dict(documents or {})
        self.documents: dict[str, Document] = {}
        for slot in self.opened.members:
            document = _find(given, slot)
            if document is None and slot.opened is not None:
                document = documents_for(OpenedCampaign(self.opened.path, self.opened.campaign,
                                                        [slot]))[str(slot.path)]
            if document is not None:
                self.documents[str(slot.path)] = document
                document.modified_changed.connect(lambda _m: self._emit_modified())
        self._build()
        self.cards: list[MemberCard] = []
        for slot in self.opened.members:
            self._add_card(slot)
        self.arrange()
        self.refresh_log()

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        head.addWidget(self.title, 1)
        self.end_button = QPushButton(self.tr("End session…"))
        self.end_button.clicked.connect(lambda: self.end_session().exec())
        self.initiative_button = QPushButton(self.tr("Initiative…"))
        self.initiative_button.clicked.connect(lambda: self.initiative().exec())
        self.add_button = QPushButton(self.tr("Add member…"))
        self.add_button.clicked.connect(self._ask_add)
        self.save_button = QPushButton(self.tr("Save party"))
        self.save_button.clicked.connect(self._save_clicked)
        for button in (self.add_button, self.initiative_button, self.end_button, self.save_button):
            head.addWidget(button)
        layout.addLayout(head)
        controls = QHBoxLayout()
        self.sort = QComboBox()
        for key, text in SORTS.items():
            self.sort.addItem(self.tr(text), key)
        self.sort.setAccessibleName(self.tr("Sort members by"))
        self.filter = QComboBox()
        self.filter.setAccessibleName(self.tr("Show members"))
        sort_label, filter_label = QLabel(self.tr("Sort by")), QLabel(self.tr("Show"))
        sort_label.setBuddy(self.sort)
        filter_label.setBuddy(self.filter)
        self.count = QLabel()
        self.count.setEnabled(False)
        for widget in (sort_label, self.sort, filter_label, self.filter):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.count)
        layout.addLayout(controls)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        holder = QWidget()
        self.list_layout = QVBoxLayout(holder)
        self.list_layout.setContentsMargins(0, 0, 6, 0)
        self.list_layout.setSpacing(8)
        self.list_layout.addStretch(1)
        self.scroll.setWidget(holder)
        self.log = QTextBrowser()
        self.log.setAccessibleName(self.tr("Session log"))
        self.log.setOpenLinks(False)
        split.addWidget(self.scroll)
        split.addWidget(self.log)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([760, 280])
        layout.addWidget(split, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.message.connect(self.status.setText)
        self.sort.currentIndexChanged.connect(lambda _i: self.arrange())
        self.filter.currentIndexChanged.connect(lambda _i: self.arrange())

    def _add_card(self, slot: MemberSlot) -> MemberCard:
        card = MemberCard(slot, self.documents.get(str(slot.path)))
        card.open_requested.connect(self.open_member)
        card.message.connect(self.message)
        if card.document is not None:
            card.document.changed.connect(self._member_changed)
        self.cards.append(card)
        self.list_layout.insertWidget(self.list_layout.count() - 1, card)
        return card

    # -- showing ----------------------------------------------------------------------------

    @property
    def campaign(self):
        return self.opened.campaign

    def _member_changed(self) -> None:
        if self.sort.currentData() in ("attention", "xp") or self.filter.currentIndex() > 0:
            self.arrange()
        else:
            self._refresh_filters()

    def _refresh_filters(self) -> None:
        wanted = self.filter.currentText() or self.tr(EVERYONE)
        names = sorted({n for card in self.cards for n in card.state_names if card.document})
        items = [self.tr(EVERYONE), self.tr(ATTENTION), *names]
        if any(card.document is None for card in self.cards):
            items.append(self.tr(MISSING))
        if items != [self.filter.itemText(i) for i in range(self.filter.count())]:
            self.filter.blockSignals(True)
            self.filter.clear()
            self.filter.addItems(items)
            self.filter.setCurrentIndex(max(0, self.filter.findText(wanted)))
            self.filter.blockSignals(False)

    def shows(self, card: MemberCard, wanted: str) -> bool:
        if wanted in ("", self.tr(EVERYONE)):
            return True
        if wanted == self.tr(MISSING):
            return card.document is None
        if wanted == self.tr(ATTENTION):
            return bool(card.states)
        return wanted in card.state_names

    def arrange(self) -> None:
        """Sort and filter the cards, moving widgets rather than rebuilding them."""
        self._refresh_filters()
        key = self.sort.currentData() or "attention"
        wanted = self.filter.currentText()
        ordered = sorted(self.cards, key=lambda card: card.sort_value(key))
        shown = 0
        for index, card in enumerate(ordered):
            if self.list_layout.indexOf(card) != index:
                self.list_layout.insertWidget(index, card)
            visible = self.shows(card, wanted)
            card.setVisible(visible)
            shown += visible
        self.count.setText(self.tr("{0} of {1} members shown").format(shown, len(self.cards)))
        self._refresh_title()

    def visible_cards(self) -> list[MemberCard]:
        ordered = sorted(self.cards, key=lambda c: self.list_layout.indexOf(c))
        return [c for c in ordered if not c.isHidden()]

    def card(self, name_or_key: str) -> MemberCard:
        for card in self.cards:
            c = card.document.character if card.document else None
            if card.key == name_or_key or (c is not None and c.display_name == name_or_key):
                return card
        raise KeyError(name_or_key)

    def _refresh_title(self) -> None:
        camp = self.campaign
        name = html.escape(camp.name or self.opened.path.stem)
        gm = " · " + self.tr("GM {0}").format(html.escape(camp.gm)) if camp.gm else ""
        mark = " •" if self.modified else ""
        read_only = " " + self.tr("<i>(read-only: {0})</i>").format(html.escape(self.opened.read_only)) if \
            self.opened.read_only else ""
        n = len(self.cards)
        members = self.tr("{0} member").format(n) if n == 1 else self.tr("{0} members").format(n)
        n = len(camp.sessions)
        sessions = self.tr("{0} session").format(n) if n == 1 else self.tr("{0} sessions").format(n)
        played = self.tr("{0} played").format(sessions)
        self.title.setText(f"<span style='font-size:15pt; font-weight:600'>{name}{mark}</span>"
                           f"<span style='color:gray'>{gm} · {members} · {played}</span>{read_only}")

    def refresh_log(self) -> None:
        names = {key: d.title for key, d in self.documents.items()}
        parts = ["<h3>" + self.tr("Session log") + "</h3>"]
        if not self.campaign.sessions:
            parts.append("<p style='color:gray'>" + self.tr("No sessions yet. End a session to start the "
                                                            "log.") + "</p>")
        untitled = self.tr("Session")
        for record in reversed(self.campaign.sessions):
            parts.append(f"<p><b>{html.escape(record.title or untitled)}</b> "
                         f"<span style='color:gray'>{record.date.isoformat()}</span></p>")
            if record.notes:
                parts.append(f"<p>{html.escape(record.notes)}</p>")
            lines = [html.escape(line) for line in record.actions] or [
                self.tr("{0}: +{1} XP").format(html.escape(names.get(self._key(a.member), a.member)), a.amount)
                + (f" ({html.escape(a.reason)})" if a.reason else "") for a in record.awards]
            if lines:
                parts.append("<ul>" + "".join(f"<li>{x}</li>" for x in lines) + "</ul>")
        self.log.setHtml("".join(parts))
        self._refresh_title()

    def _key(self, member_path: str) -> str:
        for slot in self.opened.members:
            if slot.member.path == member_path:
                return str(slot.path)
        return member_path

    # -- state ------------------------------------------------------------------------------

    @property
    def modified(self) -> bool:
        return (not self.undo_stack.isClean() or self._roster_changed
                or any(d.modified for d in self.documents.values()))

    def _emit_modified(self) -> None:
        self._refresh_title()
        self.modified_changed.emit(self.modified)

    # -- the GM's tools ---------------------------------------------------------------------

    def members(self) -> list[tuple[str, object]]:
        """(campaign member path, character) for every member that opened, in roster order."""
        out = []
        for slot in self.opened.members:
            document = self.documents.get(str(slot.path))
            if document is not None:
                out.append((slot.member.path, document.character))
        return out

    def document_of(self, member_path: str) -> Document | None:
        return self.documents.get(self._key(member_path))

    def end_session(self, rng=None, at=None):
        from .session_wizard import EndOfSessionWizard

        return EndOfSessionWizard(self, rng=rng, at=at)

    def initiative(self, rng=None):
        from .initiative import InitiativeDialog

        return InitiativeDialog(self.members(), rng=rng, parent=self)

    def apply_session(self, outcomes: list[MemberOutcome], record) -> None:
        """Every member's outcome and the log entry as one step on the party's undo stack."""
        changes = []
        for outcome in outcomes:
            document = self.document_of(outcome.key)
            if document is not None and outcome.after != document.character:
                changes.append(MemberChange(document, document.character, outcome.after))
        self.undo_stack.push(EndSessionCommand(self.campaign, record, changes, self.refresh_log))
        self.message.emit(self.tr("Session “{0}” applied to {1} members. "
                                  "Undo takes it back as one step.").format(record.title, len(changes)))

    def add_member(self, path: Path | str) -> MemberCard:
        """Add an existing character file; its path is kept relative to the campaign."""
        member = relative_member(self.opened.path, Path(path))
        slot = MemberSlot(member, Path(path).resolve())
        try:
            slot.opened = load_character(slot.path)
        except LoadError as error:
            slot.error = error.message
        self.campaign.members = [*self.campaign.members, member]
        self.opened.members.append(slot)
        if slot.opened is not None:
            document = documents_for(OpenedCampaign(self.opened.path, self.campaign, [slot]))
            self.documents.update(document)
            self.documents[str(slot.path)].modified_changed.connect(
                lambda _m: self._emit_modified())
        self._add_card(slot)
        self._roster_changed = True
        self.arrange()
        self._emit_modified()
        return self.cards[-1]

    def remove_member(self, key: str) -> None:
        """Take a member off the roster (the character file stays on disk)."""
        card = self.card(key)
        self.campaign.members = [m for m in self.campaign.members if m != card.slot.member]
        self.opened.members.remove(card.slot)
        self.cards.remove(card)
        self.documents.pop(card.key, None)
        card.setParent(None)
        card.deleteLater()
        self._roster_changed = True
        self.arrange()
        self._emit_modified()

    def _ask_add(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add members"), str(self.opened.path.parent),
            self.tr("SheetKeeper characters (*{0})").format(CHARACTER_SUFFIX))
        for path in paths:
            self.add_member(path)

    def save(self) -> list[Path]:
        """Save every modified member through its document, then the campaign file.
        Raises SaveError on the first file that cannot be written."""
        if self.opened.read_only:
            from ...storage import SaveError

            raise SaveError(self.opened.path, self.tr("not saved: {0}").format(self.opened.read_only))
        written = []
        for document in self.documents.values():
            if document.modified and document.path is not None and not document.read_only:
                document.save()
                written.append(document.path)
        save_campaign(self.opened.path, self.campaign)
        written.append(self.opened.path)
        self.undo_stack.setClean()
        self._roster_changed = False
        self._emit_modified()
        return written

    def _save_clicked(self) -> None:
        from ...storage import SaveError

        try:
            written = self.save()
        except SaveError as error:
            self.message.emit(self.tr("Not saved: {0}").format(error))
            return
        self.message.emit(self.tr("Saved {0} files.").format(len(written)))


def _find(given: Mapping, slot: MemberSlot) -> Document | None:
    for key in (str(slot.path), slot.path, slot.member.path):
        if key in given:
            return given[key]
    return None
