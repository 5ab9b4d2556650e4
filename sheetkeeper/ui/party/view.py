"""The party dashboard: a tab with one card per member, sorting and filtering by state, the
session log, and the GM's tools (end of session, initiative, save).

Members are edited through the same :class:`Document` objects as their full sheets, so an
edit here is on the member's undo stack and marks that file modified. The party has its own
undo stack too (in the main window's undo group, so Ctrl+Z on the party tab reaches it):
members joining and leaving, the end of a session, and a mirror of every edit made on a card
(edits.py), so the last dashboard edit is one Undo away on either tab.

A large party shows its first screenful of cards at once and builds the rest just after
(cards.py). The view is made of parts, by what they are: the buttons and the sort and filter
row (roster_controls.py), joining and leaving (roster.py), the side's tabs and the session
log (side_tabs.py), and the session's end (session_end.py).
"""

from __future__ import annotations

import contextlib
import html
import time
import weakref
from collections.abc import Callable, Mapping
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...core.campaign import kept_copy
from ...core.character import CharacterBase
from ...storage import MemberSlot, OpenedCampaign, SaveError
from ..document import Document
from ..theme import ink, theme_changes
from .card import MemberCard
from .card_menu import ROLL_KEYS
from .cards import CardList
from .commands import CampaignRestore, MemberChange, PartyStep
from .edits import DashboardEdit, follow_member_step
from .foes_in_play import FoesInPlay
from .member import Member, documents_for
from .roster import RosterEditing
from .roster_controls import RosterControls
from .saving import save_party
from .session_end import SessionEnd
from .side_tabs import SideTabs
from .steady import SteadyOrder

SMALL_PARTY = 40
"""Up to this many members every card is built at once, as the party opens."""
FIRST_SCREEN = 12
"""In a larger party, the cards built at once: more than a tall window shows."""
KEEP_IN_VIEW = 1.0
"""Seconds after Roll… on a card in which the cards' view, resized as the roller docks,
shows that card again."""


class PartyView(RosterEditing, RosterControls, SideTabs, SessionEnd, QWidget):
    open_member = Signal(str)
    """A member's card was double-clicked: the main window opens its full sheet."""
    modified_changed = Signal(bool)
    message = Signal(str)
    failed = Signal(str, str)
    """Something the user must read (title, text): the main window shows it in a dialog."""
    unsaved_character = Signal(object)
    """A new character whose file could not be written: the main window opens it in a tab
    of its own, never saved yet, so it can be kept with Save As."""
    cards_finished = Signal()
    """A large party's last cards are built (see ``loading``)."""
    roll_for = Signal(object)
    """Roll for this member or foe (its document): the main window shows it in the roller."""

    def __init__(self, opened_campaign: OpenedCampaign, documents: Mapping | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.opened = opened_campaign
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._party_stepped)
        self._saved = kept_copy(self.campaign)
        """The campaign as last opened or saved: the party is modified when it differs."""
        self.merged_from: list[list[str]] = []
        """The versions the party file's conflict copies merged in since the last save brought:
        the next save records them in its lineage (see ``Document.merged_from``)."""
        self.open_document: Callable[[Path], Document | None] = lambda _path: None
        """The document of a file already open elsewhere (the main window's sheet tabs), so
        a member added here shares it rather than opening the file twice."""
        self.save_handler: Callable[[], object] | None = None
        """What Save party does in the main window (its outcome dialog); alone, a message."""
        self.reload_handler: Callable[[], object] | None = None
        """Reload: read the party and its members again (the main window sets it)."""
        self.disk_notes: weakref.WeakKeyDictionary[Document, str] = weakref.WeakKeyDictionary()
        """Members whose file changed on disk and were not reloaded: their cards say so."""
        self.session_dice = None
        """The end-of-session wizard's dice (a ``KeptDice``) until its session is applied."""
        self.departed: dict[str, Document] = {}
        """Documents of members taken off the roster: Undo brings them back, and their
        unsaved edits still count (and are saved with the party) until then."""
        self._followed: weakref.WeakSet[Document] = weakref.WeakSet()
        self.foes = FoesInPlay(self)
        """The encounter's foes as the dice roller rolls for them and hits them."""
        given = dict(documents or {})
        self.documents: dict[str, Document] = {}
        for slot in self.opened.members:
            document = _find(given, slot)
            if document is None and slot.opened is not None:
                document = documents_for(OpenedCampaign(self.opened.path, self.opened.campaign,
                                                        [slot]))[str(slot.path)]
            if document is not None:
                self.documents[str(slot.path)] = document
                self._follow(document)
        self._build()
        members = [Member(slot, self.documents.get(str(slot.path))) for slot in self.opened.members]
        self.deck = CardList(self.list_layout, members, self._make_card, self)
        self.deck.progress.connect(self._show_count)
        self.deck.finished.connect(self._cards_built)
        self._refresh_filters()
        eager = len(members) if len(members) <= SMALL_PARTY else FIRST_SCREEN
        self.deck.start(self._ordered(), eager, self._shown_now())
        self._show_count()
        self._order_tabs()
        self.refresh_log()
        theme_changes().changed.connect(self._recoloured)

    # -- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        # Its own row, wrapping when narrow: beside the docked roller the dashboard gets
        # narrow, and the cards scroll sideways rather than being squeezed.
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self._build_controls(layout)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.scroll = QScrollArea()
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards' fields take focus and scroll it
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setAccessibleName(self.tr("Members' cards"))
        holder = QWidget()
        holder.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        # No minimum width of its own: the cards' layout gives the holder theirs, so beside
        # the docked roller the cards scroll sideways rather than being squeezed.
        self.list_layout = QVBoxLayout(holder)
        self.list_layout.setContentsMargins(0, 0, 6, 0)
        self.list_layout.setSpacing(8)
        self.list_layout.addStretch(1)
        self.scroll.setWidget(holder)
        split.addWidget(self.scroll)
        split.addWidget(self._build_side())
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([760, 280])
        layout.addWidget(split, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.message.connect(self.status.setText)
        roll = QAction(self.tr("Roll for the member whose card has the focus"), self.scroll)
        roll.setShortcut(QKeySequence(ROLL_KEYS))
        roll.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        roll.triggered.connect(self._roll_for_focused)
        self.scroll.addAction(roll)
        self.steady = SteadyOrder(self.scroll.viewport(), self.arrange, self.sort_now)
        self.sort.currentIndexChanged.connect(lambda _i: self.arrange())
        self.filter.currentIndexChanged.connect(lambda _i: self.arrange())

    def _roll_for_focused(self) -> None:
        widget = QApplication.focusWidget()
        while widget is not None and not isinstance(widget, MemberCard):
            widget = widget.parentWidget()
        if widget is not None:
            widget.request_roll()

    def _make_card(self, member: Member) -> MemberCard:
        card = MemberCard(member)
        card.open_requested.connect(self.open_member)
        card.remove_requested.connect(self.remove_member)
        card.edited.connect(self._card_edited)
        card.message.connect(self.message)
        card.roll_requested.connect(self._roll_from_card)
        if member.document is not None and (note := self.disk_notes.get(member.document)):
            card.set_disk_note(note)
        return card

    def _roll_from_card(self, document: Document) -> None:
        """Roll for a card's member, the card kept in view: the roller docking beside the
        cards the first time narrows them, and the card rolled for would scroll away."""
        card = self.sender()
        self.roll_for.emit(document)
        if isinstance(card, MemberCard):
            self._in_view = (card, time.monotonic() + KEEP_IN_VIEW)
            self._show_card(card)
            self.scroll.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """While the roller docks, each resize of the cards' view shows the card rolled for."""
        kept = getattr(self, "_in_view", None)
        if kept is not None and event.type() == QEvent.Type.Resize and watched is self.scroll.viewport():
            card, until = kept
            if time.monotonic() > until:
                self._in_view = None
                watched.removeEventFilter(self)
            else:
                QTimer.singleShot(0, lambda: self._show_card(card))
        return super().eventFilter(watched, event)

    def _show_card(self, card: MemberCard) -> None:
        with contextlib.suppress(RuntimeError):  # the card went (its member left) meanwhile
            self.scroll.ensureWidgetVisible(card, 0, 0)
            if card.roll_button is not None:  # a card wider than the view: its Roll… too
                self.scroll.ensureWidgetVisible(card.roll_button, 8, 0)

    def _cards_built(self) -> None:
        self._show_count()
        self._order_tabs()
        self.cards_finished.emit()

    def _follow(self, document: Document) -> None:
        """Listen to a member's document once, however often it leaves and rejoins. Bound
        methods, not lambdas: Qt drops them when this view goes, though documents may stay."""
        if document in self._followed:
            return
        self._followed.add(document)
        document.changed.connect(self._member_changed)
        document.modified_changed.connect(self._member_modified)
        document.undo_stack.indexChanged.connect(self._member_stepped)

    # -- showing ----------------------------------------------------------------------------

    @property
    def campaign(self):
        return self.opened.campaign

    @property
    def cards(self) -> list[MemberCard]:
        """Every member's card, in roster order (any still to build are built first)."""
        return self.deck.cards()

    @property
    def loading(self) -> bool:
        """Some cards of a large party are still to be built (``cards_finished`` follows)."""
        return self.deck.loading

    def _member_changed(self) -> None:
        if not any(d is self.sender() for d in self.documents.values()):
            return  # a member that left the party
        if self.side.currentWidget() is not self.log:
            self.refresh_table()  # a member's statuses and load, as the panel shows them
        if self.sort.currentData() in ("attention", "xp") or self.filter.currentIndex() > 0:
            self.steady.request()
        else:
            self._refresh_filters()

    def _order_tabs(self) -> None:
        """Tab goes as the dashboard reads: down the cards in the order shown, then to the
        side's tabs and the session log or the encounter (cards built after the log, or moved
        by a sort, came out of order)."""
        stops = [w for m in self.deck.order if m.card is not None for w in m.card.tab_stops()]
        chain = [self.sort_now, *stops, self.side.tabBar(), self.log,
                 *self.encounter_panel.tab_stops(), *self.stash_panel.tab_stops()]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def card(self, name_or_key: str) -> MemberCard:
        for card in self.cards:
            c = card.document.character if card.document else None
            if card.key == name_or_key or (c is not None and c.display_name == name_or_key):
                return card
        raise KeyError(name_or_key)

    def _recoloured(self) -> None:
        """A new theme: the title and the session log, which name their inks, again."""
        self._refresh_title()
        self.refresh_log()

    def _refresh_title(self) -> None:
        camp = self.campaign
        name = html.escape(camp.name or self.opened.path.stem)
        gm = " · " + self.tr("GM {0}").format(html.escape(camp.gm)) if camp.gm else ""
        mark = " •" if self.modified else ""
        read_only = " " + self.tr("<i>(read-only: {0})</i>").format(html.escape(self.opened.read_only)) if \
            self.opened.read_only else ""
        n = len(self.deck.members)
        members = self.tr("{0} member").format(n) if n == 1 else self.tr("{0} members").format(n)
        n = len(camp.sessions)
        sessions = self.tr("{0} session").format(n) if n == 1 else self.tr("{0} sessions").format(n)
        played = self.tr("{0} played").format(sessions)
        self.title.setText(f"<span style='font-size:15pt; font-weight:600'>{name}{mark}</span>"
                           f"<span style='color:{ink('quiet')}'>{gm} · {members} · {played}</span>{read_only}")

    def _key(self, member_path: str) -> str:
        for slot in self.opened.members:
            if slot.member.path == member_path:
                return str(slot.path)
        return member_path

    # -- state ------------------------------------------------------------------------------

    @property
    def saved_campaign(self):
        """The campaign as last opened or saved."""
        return self._saved

    def file_holds(self, opened: OpenedCampaign) -> None:
        """The party file on disk now holds ``opened`` (read after another program changed
        it): the base of the next merge, and what Save may replace."""
        self._saved = kept_copy(opened.campaign)
        self.opened.fingerprint = opened.fingerprint
        self.opened.read_only = opened.read_only
        self._emit_modified()

    def restore_campaign(self, campaign, label: str) -> None:
        """Put an autosaved party file back (its session log, name, notes) as one undoable
        step; the roster stays as it is on disk."""
        self.undo_stack.push(CampaignRestore(self.campaign, campaign, label, self.refresh_log))

    @property
    def modified(self) -> bool:
        return self.campaign != self._saved or any(d.modified for d in self.all_documents())

    def all_documents(self) -> list[Document]:
        """The members' documents and those of members who left (see ``departed``)."""
        return [*self.documents.values(), *self.departed.values()]

    def _emit_modified(self) -> None:
        self._refresh_title()
        self.modified_changed.emit(self.modified)

    def _party_stepped(self, index: int) -> None:
        moved, PartyStep.moved = PartyStep.moved, ""
        if moved == "undo":  # the status says what Undo did, not what the step had said
            self.message.emit(self.tr("Undid {0}.").format(self.undo_stack.text(index)))
        elif moved == "redo":
            self.message.emit(self.tr("Redid {0}.").format(self.undo_stack.text(index - 1)))
        self._emit_modified()

    def _member_modified(self, _modified: bool) -> None:
        self._emit_modified()

    def _member_stepped(self, _index: int) -> None:
        stack = self.sender()
        document = stack.parent() if stack is not None else None
        if isinstance(document, Document):
            follow_member_step(self.undo_stack, document)

    def _card_edited(self, document: Document, before: CharacterBase, merged: bool) -> None:
        """A card changed its member: mirror the member's step on the party's stack."""
        self.undo_stack.push(DashboardEdit(MemberChange.pushed(document, before), merged))

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

    def initiative(self, rng=None):
        from .initiative import InitiativeDialog

        return InitiativeDialog(self.members(), rng=rng, parent=self)

    def save(self) -> list[Path]:
        """Save every modified member and the campaign file, all or nothing (saving.py).
        Raises NotAllSaved (nothing changed on disk; it says what happened to each file) or
        SaveError."""
        written = save_party(self)
        self._saved = kept_copy(self.campaign)
        self.undo_stack.setClean()
        self._emit_modified()
        return written

    def _save_clicked(self) -> None:
        if self.save_handler is not None:
            self.save_handler()
            return
        try:
            written = self.save()
        except SaveError as error:
            self.message.emit(self.tr("Not saved: {0}").format(error))
            return
        self.message.emit(self.tr("Saved {0} files.").format(len(written)))

    def mark_on_disk(self, document: Document, note: str) -> None:
        """Show on the member's card that its file changed on disk (empty note: clear it)."""
        if note:
            self.disk_notes[document] = note
        else:
            self.disk_notes.pop(document, None)
        for member in self.deck.members:
            if member.document is document and member.card is not None:
                member.card.set_disk_note(note)


def _find(given: Mapping, slot: MemberSlot) -> Document | None:
    for key in (str(slot.path), slot.path, slot.member.path):
        if key in given:
            return given[key]
    return None
