"""``states``: the named states now in force as badges, each with what it means.

:class:`StateBadges` is also shown beside tracks for the states that concern them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....translate import shown
from ...flow_layout import FlowLayout
from ...screen_fit import room_for_title
from ...theme import INKED, inked, quiet
from .base import ElementWidget
from .notice import DoneNotice

SEVERITIES = ("info", "warning", "danger")
"""A badge's colour is its severity's ink in the theme (``badge.<severity>``)."""


class StateBadges(QWidget):
    """One coloured badge per state, its meaning as tooltip. The badges are kept and reused
    as the states change (a new label with its own style sheet each time cost a click more
    than the rules did)."""

    def __init__(self, parent: QWidget | None = None, *, empty: str = "") -> None:
        super().__init__(parent)
        self._layout = FlowLayout(self)  # in rows where one is too narrow (a card beside the roller)
        self._badges: list[QLabel] = []
        self._quiet = quiet(QLabel(empty))
        self._layout.addWidget(self._quiet)
        self._shown: list = [None]
        self.set_states([])

    def set_states(self, states: list) -> None:
        if states == self._shown:
            return
        self._shown = list(states)
        badges = self._badges_for(states)
        for at, (badge, state) in enumerate(zip(badges, states, strict=True)):
            if self._layout.indexOf(badge) != at:  # moved to its place, in the states' order
                self._layout.removeWidget(badge)
                self._layout.insertWidget(at, badge)
            severity = state.severity if state.severity in SEVERITIES else "warning"
            inked(badge, f"QLabel {{ background: @badge.{severity}; color: @badge.text; border-radius: 8px;"
                         " padding: 2px 8px; font-weight: bold; }")
            name, meaning = shown(state.name), shown(state.meaning)
            if badge.text() != name:
                badge.setText(name)
            badge.setToolTip(meaning)
            badge.setAccessibleName(f"{name}: {meaning}")
            if badge.isHidden():
                badge.show()
        for badge in self._badges:
            if badge not in badges and not badge.isHidden():
                badge.hide()
                badge.clear()
        self._quiet.setVisible(not states and bool(self._quiet.text()))

    def _badges_for(self, states: list) -> list[QLabel]:
        """A badge for each state: the one that showed it last where there is one, else one
        last inked in its severity, else any free one (a new style sheet polishes the badge
        again, and a change of states on a click moved every badge after the new one)."""
        free = list(self._badges)
        chosen: list[QLabel | None] = []
        for state in states:
            badge = next((b for b in free if not b.isHidden() and b.text() == shown(state.name)), None)
            chosen.append(badge)
            if badge is not None:
                free.remove(badge)
        for at, state in enumerate(states):
            if chosen[at] is None:
                severity = state.severity if state.severity in SEVERITIES else "warning"
                badge = next((b for b in free if f"@badge.{severity};" in str(b.property(INKED) or "")),
                             free[0] if free else None)
                if badge is None:
                    badge = QLabel()
                    badge.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
                    badge.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read with its name; no stop that shows nothing
                    badge.hide()
                    self._layout.insertWidget(len(self._badges), badge)
                    self._badges.append(badge)
                else:
                    free.remove(badge)
                chosen[at] = badge
        return [b for b in chosen if b is not None]

    def names(self) -> list[str]:
        return [s.name for s in self._shown if s is not None]


class StatesElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout()
        column.addLayout(layout)
        self.notice = DoneNotice()
        """What the last status or hazard did (a status's effect, damage taken), under the row."""
        column.addWidget(self.notice)
        if element.label:
            layout.addWidget(QLabel(element.label))
        self.badges = StateBadges(empty=self.tr("No conditions"))
        layout.addWidget(self.badges, 1)
        self.statuses = QToolButton()
        self.statuses.setText(self.tr("Statuses\u2026"))
        self.statuses.setToolTip(self.tr("Set or clear a status the game declares"))
        self.statuses.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.status_menu = QMenu(self.statuses)
        self.status_menu.aboutToShow.connect(self._fill_statuses)
        self.statuses.setMenu(self.status_menu)
        layout.addWidget(self.statuses)
        self.statuses.setVisible(bool(self.context.rules.statuses(self.context.character)))
        self.hazards = QToolButton()
        self.hazards.setText(self.tr("Hazards\u2026"))
        self.hazards.setToolTip(self.tr("Falls, fire, explosions and the like, by the game's rules"))
        self.hazards.clicked.connect(self.open_hazards)
        layout.addWidget(self.hazards)
        self.hazards.setVisible(any(o.group == "hazard" for o in self.context.rules.offers(self.context.character)))
        self.refresh()

    def hazard_dialog(self):
        from ...dialogs.advance import AdvanceDialog

        dialog = AdvanceDialog(self.context.document, self, groups=("hazard",))
        dialog.setWindowTitle(self.tr("Hazards — {0}").format(self.context.document.title))
        room_for_title(dialog)
        return dialog

    def open_hazards(self) -> None:
        dialog = self.hazard_dialog()
        dialog.exec()
        self.notice.show_did(dialog.did, lambda: self.context.character)

    def _fill_statuses(self) -> None:
        """One checkable entry per status the game declares, checked when it is set; one
        that holds by itself is checked and disabled, saying what ends it."""
        from ...status_menu import fill_status_menu

        fill_status_menu(self.status_menu, self.context.rules, self.context.character,
                         lambda s, on: self.set_status(s.id, on))

    def set_status(self, status_id: str, on: bool) -> bool:
        """Set or clear a status through the document: one undoable step."""
        from ...status_ask import status_action

        found = next(s for s in self.context.rules.statuses(self.context.character) if s.id == status_id)
        label = self.tr("Set {0}") if on else self.tr("Clear {0}")
        action = status_action(found, on, label.format(shown(found.label)), self.window())
        if action is None or not self.context.apply(action):
            return False
        applied = self.context.last_applied
        if applied is not None and applied.message:
            self.notice.show_applied(action.describe(), applied, lambda: self.context.character)
        return True

    def refresh(self) -> None:
        self.notice.follow()
        self.badges.set_states(self.context.states())
