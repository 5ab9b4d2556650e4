"""The dashboard's controls over the roster: the GM's buttons (add, new, initiative, end of
session, reload, save) and the row that sorts and filters the cards, and arranging the cards
by that row. Sorting and filtering work from the members (member.py), which need no card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ..theme import quiet

if TYPE_CHECKING:
    from .card import MemberCard
    from .member import Member

SORTS = {
    "attention": QT_TRANSLATE_NOOP("PartyView", "Needs attention"),
    "name": QT_TRANSLATE_NOOP("PartyView", "Name"),
    "player": QT_TRANSLATE_NOOP("PartyView", "Player"),
    "system": QT_TRANSLATE_NOOP("PartyView", "Game"),
    "xp": QT_TRANSLATE_NOOP("PartyView", "XP available"),
}
"""Sort keys and their titles (translation markers: shown through ``_tr``)."""
EVERYONE = QT_TRANSLATE_NOOP("PartyView", "Everyone")
ATTENTION = QT_TRANSLATE_NOOP("PartyView", "Needs attention")
MISSING = QT_TRANSLATE_NOOP("PartyView", "Missing or broken files")
"""The fixed filter entries (translation markers: shown and compared through ``_tr``)."""


def _tr(marked: str) -> str:
    """A text marked above, in the user's language."""
    return QCoreApplication.translate("PartyView", marked)


class RosterControls:
    """The party view's buttons and its sort and filter row (a part of ``PartyView``)."""

    def _build_controls(self, layout: QVBoxLayout) -> None:
        """The buttons' row and the sort and filter row, under the title."""
        head = QHBoxLayout()
        head.addStretch(1)
        self.end_button = QPushButton(QCoreApplication.translate("PartyView", "En&d session…"))
        self.end_button.clicked.connect(lambda: self.end_session().exec())
        self.initiative_button = QPushButton(QCoreApplication.translate("PartyView", "&Initiative…"))
        self.initiative_button.clicked.connect(lambda: self.initiative().exec())
        self.add_button = QPushButton(QCoreApplication.translate("PartyView", "&Add members…"))
        self.add_button.setToolTip(QCoreApplication.translate(
            "PartyView", "Add existing character files to the party"))
        self.add_button.clicked.connect(self._ask_add)
        self.new_button = QPushButton(QCoreApplication.translate("PartyView", "&New member…"))
        self.new_button.setToolTip(QCoreApplication.translate(
            "PartyView", "Create a character and save it in the party's folder"))
        self.new_button.clicked.connect(self._ask_new)
        self.reload_button = QPushButton(QCoreApplication.translate("PartyView", "Reload"))
        self.reload_button.setToolTip(QCoreApplication.translate(
            "PartyView", "Read the party file and its members again from disk"))
        self.reload_button.clicked.connect(lambda: self.reload_handler and self.reload_handler())
        self.save_button = QPushButton(QCoreApplication.translate("PartyView", "Save part&y"))
        self.save_button.setToolTip(QCoreApplication.translate(
            "PartyView", "Save the party file and every changed member (Ctrl+S)"))
        self.save_button.clicked.connect(self._save_clicked)
        for button in (self.add_button, self.new_button, self.initiative_button, self.end_button,
                       self.reload_button, self.save_button):
            head.addWidget(button)
        layout.addLayout(head)
        controls = QHBoxLayout()
        self.sort = QComboBox()
        for key, text in SORTS.items():
            self.sort.addItem(_tr(text), key)
        self.sort.setAccessibleName(QCoreApplication.translate("PartyView", "Sort members by"))
        self.filter = QComboBox()
        self.filter.setAccessibleName(QCoreApplication.translate("PartyView", "Show members"))
        sort_label = QLabel(QCoreApplication.translate("PartyView", "Sort &by"))
        filter_label = QLabel(QCoreApplication.translate("PartyView", "Sho&w"))
        sort_label.setBuddy(self.sort)
        filter_label.setBuddy(self.filter)
        self.count = quiet(QLabel())
        self.sort_now = QPushButton(QCoreApplication.translate("PartyView", "Sort &now"))
        self.sort_now.setToolTip(QCoreApplication.translate(
            "PartyView", "Put the cards in order now (they wait while the pointer is over them)"))
        for widget in (sort_label, self.sort, filter_label, self.filter, self.sort_now):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.count)
        layout.addLayout(controls)

    def _refresh_filters(self) -> None:
        wanted = self.filter.currentText() or _tr(EVERYONE)
        members = self.deck.members
        names = sorted({n for m in members for n in m.state_names if m.document})
        items = [_tr(EVERYONE), _tr(ATTENTION), *names]
        if any(m.document is None for m in members):
            items.append(_tr(MISSING))
        if items != [self.filter.itemText(i) for i in range(self.filter.count())]:
            self.filter.blockSignals(True)
            self.filter.clear()
            self.filter.addItems(items)
            self.filter.setCurrentIndex(max(0, self.filter.findText(wanted)))
            self.filter.blockSignals(False)

    def shows(self, member: Member | MemberCard, wanted: str) -> bool:
        if wanted in ("", _tr(EVERYONE)):
            return True
        if wanted == _tr(MISSING):
            return member.document is None
        if wanted == _tr(ATTENTION):
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

    def _show_count(self) -> None:
        total = len(self.deck.members)
        if self.deck.loading:
            text = QCoreApplication.translate("PartyView", "Loading members… {0} of {1}").format(
                self.deck.built, total)
        else:
            shown = sum(not m.hidden for m in self.deck.members)
            text = QCoreApplication.translate("PartyView", "{0} of {1} members shown").format(
                shown, total)
        self.count.setText(text)

    def visible_cards(self) -> list[MemberCard]:
        return self.deck.shown()

