"""A member card's menu: open the sheet, roll for the member, set or clear a status, take
them off the party (a part of :class:`~.card.MemberCard`; its words are in the MemberCard
translation context, written out in full so lupdate files them there)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QMenu

ROLL_KEYS = "Ctrl+R"
"""Roll for the member whose card has the focus (the party view's action)."""


class CardMenu:
    """The card's menu and Roll… (a part of ``MemberCard``)."""

    def request_roll(self) -> None:
        """Roll for this member: the dice roller shows, with the member picked in Roll for."""
        if self.document is not None:
            self.roll_requested.emit(self.document)

    def menu(self) -> QMenu:
        """Open the full sheet, roll for the member, or take them off the party (undoable)."""
        menu = QMenu(self)
        open_sheet = menu.addAction(QCoreApplication.translate("MemberCard", "&Open sheet"))
        open_sheet.setEnabled(self.document is not None)
        open_sheet.triggered.connect(lambda: self.open_requested.emit(self.key))
        roll = menu.addAction(QCoreApplication.translate("MemberCard", "Ro&ll…") + "\t" + ROLL_KEYS)
        roll.setEnabled(self.document is not None)
        roll.triggered.connect(self.request_roll)
        if self.document is not None and self.document.rules.statuses(self.document.character):
            self._statuses_menu(menu.addMenu(QCoreApplication.translate("MemberCard", "&Statuses")))
        menu.addSeparator()
        remove = menu.addAction(QCoreApplication.translate("MemberCard", "&Remove from party"))
        remove.setToolTip(QCoreApplication.translate("MemberCard", "The character file stays on disk; Undo puts the member back"))
        remove.triggered.connect(lambda: self.remove_requested.emit(self.key))
        return menu

    def _statuses_menu(self, menu: QMenu) -> None:
        """One checkable entry per status of the member's game; toggling one sets or clears it
        on the member's document (undoable here and on the sheet). One that holds by itself
        is checked and disabled, saying what ends it."""
        from ..status_menu import fill_status_menu

        fill_status_menu(menu, self.document.rules, self.document.character,
                         lambda s, on: self.set_status(s.id, s.label, on), with_source=False)

    def set_status(self, status_id: str, label: str, on: bool) -> bool:
        """Set (asking what the status needs, as on the sheet) or clear a status."""
        from ..status_ask import status_action

        found = next(s for s in self.document.rules.statuses(self.document.character)
                     if s.id == status_id)
        text = QCoreApplication.translate("MemberCard", "Set {0}") if on else QCoreApplication.translate("MemberCard", "Clear {0}")
        action = status_action(found, on, text.format(label), self.window())
        return action is not None and self._apply(action)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        menu = self.menu()
        menu.exec(event.globalPos())
        menu.deleteLater()
        event.accept()
