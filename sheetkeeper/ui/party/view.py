"""The party dashboard: a tab with one card per member, sorting and filtering by state, the
session log, and the GM's tools (end of session, initiative, save).

Members are edited through the same :class:`Document` objects as their full sheets, so an
edit here is on the member's undo stack and marks that file modified. The party has its own
undo stack too (in the main window's undo group, so Ctrl+Z on the party tab reaches it):
members joining and leaving, the end of a session, and a mirror of every edit made on a card
(edits.py), so the last dashboard edit is one Undo away on either tab.

A large party shows its first screenful of cards at once and builds the rest just after
(cards.py); sorting and filtering work from the members (member.py), which need no card.
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable, Mapping
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.campaign import MAX_SESSIONS, Campaign, kept_copy
from ...core.character import CharacterBase
from ...core.session import MemberOutcome
from ...storage import MemberSlot, OpenedCampaign, SaveError
from ..document import Document
from ..tab_keys import focus_on_shortcut
from ..theme import ink, quiet, theme_changes
from .card import MemberCard
from .cards import CardList
from .commands import CampaignRestore, EndSessionCommand, MemberChange
from .edits import DashboardEdit, follow_member_step
from .foes_in_play import FoesInPlay
from .member import Member, documents_for
from .roster import RosterEditing
from .saving import save_party
from .steady import SteadyOrder

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
SMALL_PARTY = 40
"""Up to this many members every card is built at once, as the party opens."""
FIRST_SCREEN = 12
"""In a larger party, the cards built at once: more than a tall window shows."""
LOG_LINES = 1_000
"""The session log shows the most recent sessions up to this many lines (a session's title
and each of its lines): a party's whole log of 1,000 sessions made one page of seconds."""


class PartyView(RosterEditing, QWidget):
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
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        # Its own row, wrapping when narrow: beside the docked roller the dashboard gets
        # narrow, and the cards scroll sideways rather than being squeezed.
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        head.addStretch(1)
        self.end_button = QPushButton(self.tr("En&d session…"))
        self.end_button.clicked.connect(lambda: self.end_session().exec())
        self.initiative_button = QPushButton(self.tr("&Initiative…"))
        self.initiative_button.clicked.connect(lambda: self.initiative().exec())
        self.add_button = QPushButton(self.tr("&Add members…"))
        self.add_button.setToolTip(self.tr("Add existing character files to the party"))
        self.add_button.clicked.connect(self._ask_add)
        self.new_button = QPushButton(self.tr("&New member…"))
        self.new_button.setToolTip(self.tr("Create a character and save it in the party's folder"))
        self.new_button.clicked.connect(self._ask_new)
        self.reload_button = QPushButton(self.tr("Reload"))
        self.reload_button.setToolTip(self.tr("Read the party file and its members again from disk"))
        self.reload_button.clicked.connect(lambda: self.reload_handler and self.reload_handler())
        self.save_button = QPushButton(self.tr("Save part&y"))
        self.save_button.setToolTip(self.tr("Save the party file and every changed member (Ctrl+S)"))
        self.save_button.clicked.connect(self._save_clicked)
        for button in (self.add_button, self.new_button, self.initiative_button, self.end_button,
                       self.reload_button, self.save_button):
            head.addWidget(button)
        layout.addLayout(head)
        controls = QHBoxLayout()
        self.sort = QComboBox()
        for key, text in SORTS.items():
            self.sort.addItem(self.tr(text), key)
        self.sort.setAccessibleName(self.tr("Sort members by"))
        self.filter = QComboBox()
        self.filter.setAccessibleName(self.tr("Show members"))
        sort_label, filter_label = QLabel(self.tr("Sort &by")), QLabel(self.tr("Sho&w"))
        sort_label.setBuddy(self.sort)
        filter_label.setBuddy(self.filter)
        self.count = quiet(QLabel())
        self.sort_now = QPushButton(self.tr("Sort &now"))
        self.sort_now.setToolTip(self.tr("Put the cards in order now (they wait while the "
                                         "pointer is over them)"))
        for widget in (sort_label, self.sort, filter_label, self.filter, self.sort_now):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.count)
        layout.addLayout(controls)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.scroll = QScrollArea()
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards' fields take focus and scroll it
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        holder = QWidget()
        holder.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        # No minimum width of its own: the cards' layout gives the holder theirs, so beside
        # the docked roller the cards scroll sideways rather than being squeezed.
        self.list_layout = QVBoxLayout(holder)
        self.list_layout.setContentsMargins(0, 0, 6, 0)
        self.list_layout.setSpacing(8)
        self.list_layout.addStretch(1)
        self.scroll.setWidget(holder)
        self.log = QTextBrowser()
        self.log.setAccessibleName(self.tr("Session log"))
        self.log.setOpenLinks(False)
        split.addWidget(self.scroll)
        from .encounter_panel import EncounterPanel
        from .stash_panel import StashPanel

        self.side = QTabWidget()
        self.side.addTab(self.log, self.tr("Session lo&g"))
        self.encounter_panel = EncounterPanel(self)
        self.side.addTab(self.encounter_panel, self.tr("Enco&unter"))
        self.stash_panel = StashPanel(self)
        self.side.addTab(self.stash_panel, self.tr("S&tash"))
        self.side.currentChanged.connect(lambda _i: self._side_shown())
        focus_on_shortcut(self.side)  # Alt+U goes to the encounter, not only shows it
        split.addWidget(self.side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([760, 280])
        layout.addWidget(split, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.message.connect(self.status.setText)
        self.steady = SteadyOrder(self.scroll.viewport(), self.arrange, self.sort_now)
        self.sort.currentIndexChanged.connect(lambda _i: self.arrange())
        self.filter.currentIndexChanged.connect(lambda _i: self.arrange())

    def _make_card(self, member: Member) -> MemberCard:
        card = MemberCard(member)
        card.open_requested.connect(self.open_member)
        card.remove_requested.connect(self.remove_member)
        card.edited.connect(self._card_edited)
        card.message.connect(self.message)
        if member.document is not None and (note := self.disk_notes.get(member.document)):
            card.set_disk_note(note)
        return card

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

    def _refresh_filters(self) -> None:
        wanted = self.filter.currentText() or self.tr(EVERYONE)
        members = self.deck.members
        names = sorted({n for m in members for n in m.state_names if m.document})
        items = [self.tr(EVERYONE), self.tr(ATTENTION), *names]
        if any(m.document is None for m in members):
            items.append(self.tr(MISSING))
        if items != [self.filter.itemText(i) for i in range(self.filter.count())]:
            self.filter.blockSignals(True)
            self.filter.clear()
            self.filter.addItems(items)
            self.filter.setCurrentIndex(max(0, self.filter.findText(wanted)))
            self.filter.blockSignals(False)

    def shows(self, member: Member | MemberCard, wanted: str) -> bool:
        if wanted in ("", self.tr(EVERYONE)):
            return True
        if wanted == self.tr(MISSING):
            return member.document is None
        if wanted == self.tr(ATTENTION):
            return bool(member.states)
        return wanted in member.state_names

    def _shown_now(self) -> Callable[[Member], bool]:
        wanted = self.filter.currentText()
        return lambda member: self.shows(member, wanted)

    def _ordered(self) -> list[Member]:
        key = self.sort.currentData() or "attention"
        return sorted(self.deck.members, key=lambda member: member.sort_value(key))

    def arrange(self) -> None:
        """Sort and filter the cards, moving widgets rather than rebuilding them."""
        self.steady.forget()
        self._refresh_filters()
        self.deck.arrange(self._ordered(), self._shown_now())
        self._show_count()
        self._refresh_title()
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes as the dashboard reads: down the cards in the order shown, then to the
        side's tabs and the session log or the encounter (cards built after the log, or moved
        by a sort, came out of order)."""
        stops = [w for m in self.deck.order if m.card is not None for w in m.card.tab_stops()]
        chain = [self.sort_now, *stops, self.side.tabBar(), self.log,
                 *self.encounter_panel.tab_stops(), *self.stash_panel.tab_stops()]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def _show_count(self) -> None:
        total = len(self.deck.members)
        if self.deck.loading:
            text = self.tr("Loading members… {0} of {1}").format(self.deck.built, total)
        else:
            shown = sum(not m.hidden for m in self.deck.members)
            text = self.tr("{0} of {1} members shown").format(shown, total)
        self.count.setText(text)

    def visible_cards(self) -> list[MemberCard]:
        return self.deck.shown()

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

    def refresh_log(self) -> None:
        """The most recent sessions, up to :data:`LOG_LINES` lines of them; how many older
        ones the file keeps besides."""
        names = {key: d.title for key, d in self.documents.items()}
        keys = {slot.member.path: str(slot.path) for slot in self.opened.members}
        parts = ["<h3>" + self.tr("Session log") + "</h3>"]
        if not self.campaign.sessions:
            parts.append(f"<p style='color:{ink('quiet')}'>" + self.tr("No sessions yet. End a session to start the "
                                                            "log.") + "</p>")
        for encounter in reversed(self.campaign.encounters):
            state = (self.tr("ended {0}").format(encounter.ended.isoformat()) if encounter.ended
                     else self.tr("under way"))
            foes = ", ".join(html.escape(f.display_name) for f in encounter.foes) or self.tr("no foes")
            parts.append(f"<p><b>{html.escape(encounter.display_name)}</b> "
                         f"<span style='color:{ink('quiet')}'>{encounter.started.isoformat()} · "
                         f"{state} · " + self.tr("round {0}").format(encounter.round) + "</span><br>"
                         + self.tr("Foes: {0}").format(foes) + "</p>")
            if encounter.log:
                parts.append("<ul>" + "".join(f"<li>{html.escape(e.text)}</li>" for e in encounter.log) + "</ul>")
        untitled = self.tr("Session")
        shown = lines_shown = 0
        for record in reversed(self.campaign.sessions):
            if shown and lines_shown + len(record.actions or record.awards) > LOG_LINES:
                break
            shown += 1
            lines_shown += 1 + len(record.actions or record.awards)
            parts.append(f"<p><b>{html.escape(record.title or untitled)}</b> "
                         f"<span style='color:{ink('quiet')}'>{record.date.isoformat()}</span></p>")
            if record.notes:
                parts.append(f"<p>{html.escape(record.notes)}</p>")
            lines = [html.escape(line) for line in record.actions] or [
                self.tr("{0}: +{1} XP").format(html.escape(names.get(keys.get(a.member, a.member), a.member)), a.amount)
                + (f" ({html.escape(a.reason)})" if a.reason else "") for a in record.awards]
            if lines:
                parts.append("<ul>" + "".join(f"<li>{x}</li>" for x in lines) + "</ul>")
        older = len(self.campaign.sessions) - shown
        if older:
            parts.append(f"<p style='color:{ink('quiet')}'>" + (
                self.tr("1 older session is kept in the party file.") if older == 1 else
                self.tr("{0} older sessions are kept in the party file.").format(older)) + "</p>")
        self.log.setHtml("".join(parts))
        self._refresh_title()

    def _side_shown(self) -> None:
        if self.side.currentWidget() is self.log:
            self.refresh_log()  # the rounds of an encounter under way, as stepped meanwhile
        else:
            self.refresh_table()

    def refresh_table(self) -> None:
        """The Encounter or Stash panel, whichever shows, shows the party as it is now (the
        other when its tab is chosen)."""
        shown = self.side.currentWidget()
        for panel in (self.encounter_panel, self.stash_panel):
            if panel is shown or not self.isVisible():
                panel.refresh()

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

    def roll_documents(self) -> list[Document]:
        """Whom the roller may roll for on this party's tab: the members, then the foes of
        the encounter under way."""
        encounter = self.campaign.encounter
        foes = self.foes.documents() if encounter is not None and encounter.foes else []
        return [*self.documents.values(), *foes]

    def foe_documents(self) -> list[Document]:
        """The foes of the encounter under way (a hit's damage may land on them)."""
        encounter = self.campaign.encounter
        return self.foes.documents() if encounter is not None and encounter.foes else []

    def all_documents(self) -> list[Document]:
        """The members' documents and those of members who left (see ``departed``)."""
        return [*self.documents.values(), *self.departed.values()]

    def _emit_modified(self) -> None:
        self._refresh_title()
        self.modified_changed.emit(self.modified)

    def _party_stepped(self, _index: int) -> None:
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

    def end_session(self, rng=None, at=None):
        """The end-of-session wizard. Its dice are kept here until a session is applied, so
        a summary seen, cancelled and seen again rolls nothing anew; ``rng`` (tests) starts
        fresh dice from that source."""
        from ...core.kept_dice import KeptDice
        from .session_wizard import EndOfSessionWizard

        if rng is not None or self.session_dice is None:
            self.session_dice = KeptDice(rng)
        return EndOfSessionWizard(self, dice=self.session_dice, at=at)

    def initiative(self, rng=None):
        from .initiative import InitiativeDialog

        return InitiativeDialog(self.members(), rng=rng, parent=self)

    def apply_session(self, outcomes: list[MemberOutcome], record, *, end_fight: bool = False) -> bool:
        """Every member's outcome and the log entry as one step on the party's undo stack
        (with ``end_fight``, the encounter under way ended first, in the same step);
        False, saying why, when the log holds the most sessions a party keeps."""
        if len(self.campaign.sessions) >= MAX_SESSIONS:
            self.message.emit(self.tr("The session log holds {0} sessions, the most a party keeps: "
                                      "nothing was applied.").format(MAX_SESSIONS))
            return False
        changes = []
        for outcome in outcomes:
            document = self.document_of(outcome.key)
            if document is not None and outcome.after != document.character:
                changes.append(MemberChange(document, document.character, outcome.after))
        ending = end_fight and self.campaign.encounter is not None
        table = self.table_lines(self.session_table(end_fight))
        if not table and not ending:
            self.undo_stack.push(EndSessionCommand(self.campaign, record, changes, self.refresh_log))
        else:  # the fights and the stash since the last session go in its record, as one step
            from .encounter_panel import EncounterStep

            record = record.model_copy(update={"actions": [*record.actions, *table]})
            command = EndSessionCommand(self.campaign, record, changes, self.refresh_log)
            self.undo_stack.beginMacro(command.text())
            if ending:
                self.undo_stack.push(EncounterStep(self, command.text(), self.session_table(True), []))
            self.undo_stack.push(command)
            cleared = self.campaign.model_copy(update={
                "stash": self.campaign.stash.model_copy(update={"log": []}),
                "encounters": [e.model_copy(update={"log": []}) if e.log else e
                               for e in self.campaign.encounters]})
            self.undo_stack.push(EncounterStep(self, command.text(), cleared, []))
            self.undo_stack.endMacro()
        self.session_dice = None  # the next session rolls its own
        self.message.emit(self.tr("Session “{0}” applied to {1} members. "
                                  "Undo takes it back as one step.").format(record.title, len(changes)))
        return True

    def session_table(self, end_fight: bool = False) -> Campaign:
        """The party as the session ends it: with ``end_fight``, the encounter under way ended."""
        if not end_fight or self.campaign.encounter is None:
            return self.campaign
        from ...encounters import end_encounter

        return end_encounter(self.campaign)

    def table_lines(self, campaign: Campaign | None = None) -> list[str]:
        """For the session's record: the encounters ended since a session last named them,
        the hits on foes and what happened to the stash since the last session (of
        ``campaign``: the party as the session ends it; those logs are emptied as the session
        is recorded)."""
        from ...encounters import summary

        campaign = campaign or self.campaign
        said = {line for record in campaign.sessions for line in record.actions}
        lines = [self.tr("Encounter: {0}").format(summary(e)) for e in campaign.encounters
                 if e.ended is not None]
        lines = [line for line in lines if line not in said]
        lines += [self.tr("{0}: {1}").format(e.display_name, logged.text)
                  for e in campaign.encounters for logged in e.log]
        return lines + [self.tr("Stash: {0}").format(entry.text) for entry in campaign.stash.log]

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
