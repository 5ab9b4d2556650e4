"""The dashboard's side: tabs for the session log, the encounter and the stash, and the
session log itself (the encounters kept and the sessions played, most recent first).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabWidget, QTextBrowser

from ..tab_keys import focus_on_shortcut
from ..theme import ink

if TYPE_CHECKING:
    from ..document import Document

LOG_LINES = 1_000
"""The session log shows the most recent sessions up to this many lines (a session's title
and each of its lines): a party's whole log of 1,000 sessions made one page of seconds."""


class SideTabs:
    """The party view's side tabs (a part of ``PartyView``)."""

    def _build_side(self) -> QTabWidget:
        """The side's tabs; their panels build on first use of their steps' modules."""
        self.log = QTextBrowser()
        self.log.setAccessibleName(QCoreApplication.translate("PartyView", "Session log"))
        self.log.setOpenLinks(False)
        from .encounter_panel import EncounterPanel
        from .stash_panel import StashPanel

        self.side = QTabWidget()
        self.side.addTab(self.log, QCoreApplication.translate("PartyView", "Session lo&g"))
        self.encounter_panel = EncounterPanel(self)
        self.side.addTab(self.encounter_panel,
                         QCoreApplication.translate("PartyView", "Enco&unter"))
        self.stash_panel = StashPanel(self)
        self.side.addTab(self.stash_panel, QCoreApplication.translate("PartyView", "S&tash"))
        self.side.currentChanged.connect(lambda _i: self._side_shown())
        focus_on_shortcut(self.side)  # Alt+U goes to the encounter, not only shows it
        return self.side

    def refresh_log(self) -> None:
        """The most recent sessions, up to :data:`LOG_LINES` lines of them; how many older
        ones the file keeps besides."""
        names = {key: d.title for key, d in self.documents.items()}
        keys = {slot.member.path: str(slot.path) for slot in self.opened.members}
        quiet = f"<p style='color:{ink('quiet')}'>"
        parts = ["<h3>" + QCoreApplication.translate("PartyView", "Session log") + "</h3>"]
        if not self.campaign.sessions:
            parts.append(quiet + QCoreApplication.translate(
                "PartyView", "No sessions yet. End a session to start the log.") + "</p>")
        for encounter in reversed(self.campaign.encounters):
            state = (QCoreApplication.translate("PartyView", "ended {0}").format(encounter.ended.isoformat())
                     if encounter.ended else QCoreApplication.translate("PartyView", "under way"))
            foes = (", ".join(html.escape(f.display_name) for f in encounter.foes)
                    or QCoreApplication.translate("PartyView", "no foes"))
            round_ = QCoreApplication.translate("PartyView", "round {0}").format(encounter.round)
            parts.append(f"<p><b>{html.escape(encounter.display_name)}</b> "
                         f"<span style='color:{ink('quiet')}'>{encounter.started.isoformat()} · "
                         f"{state} · {round_}</span><br>"
                         + QCoreApplication.translate("PartyView", "Foes: {0}").format(foes) + "</p>")
            if encounter.log:
                parts.append("<ul>" + "".join(f"<li>{html.escape(e.text)}</li>" for e in encounter.log) + "</ul>")
        untitled = QCoreApplication.translate("PartyView", "Session")
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
                QCoreApplication.translate("PartyView", "{0}: +{1} XP").format(
                    html.escape(names.get(keys.get(a.member, a.member), a.member)), a.amount)
                + (f" ({html.escape(a.reason)})" if a.reason else "") for a in record.awards]
            if lines:
                parts.append("<ul>" + "".join(f"<li>{x}</li>" for x in lines) + "</ul>")
        older = len(self.campaign.sessions) - shown
        if older:
            parts.append(quiet + (
                QCoreApplication.translate("PartyView", "1 older session is kept in the party file.")
                if older == 1 else QCoreApplication.translate(
                    "PartyView", "{0} older sessions are kept in the party file.").format(older)) + "</p>")
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

