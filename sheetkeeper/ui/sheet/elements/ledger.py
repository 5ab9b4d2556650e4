"""``ledger``: XP (earned, spent, available, with a running balance) or learning hours,
with the Award XP and Advance dialogs, or every event the rules wrote (a History). Entries are append-only; corrections are reversals."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ....core.actions import Action
from ....core.ledger import Ledger
from ....sheet import ledger_view
from ....sheet.ledger import COLUMNS, headings
from ....translate import shown
from ..fitted_once import fitted_once
from .base import ElementWidget
from .notice import DoneNotice


class LedgerElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        head.addWidget(self.totals, 1)
        if element.ledger == "xp":
            award = QPushButton(self.tr("Award XP…"))
            award.clicked.connect(self.award)
            head.addWidget(award)
        self.advance_button = QPushButton(element.advance or self.tr("Advance…"))
        self.advance_button.setVisible(element.ledger != "events")
        self.advance_button.setToolTip(self.tr("What the rules offer on this ledger") if element.advance
                                       else self.tr("Every advance the rules offer now"))
        self.advance_button.clicked.connect(self.advance)
        head.addWidget(self.advance_button)
        layout.addLayout(head)
        self.notice = DoneNotice()
        """What the last advance from this ledger's button did, beside it (until undone)."""
        layout.addWidget(self.notice)
        adjustments = QHBoxLayout()
        self.adjustments = QLabel()
        self.adjustments.setWordWrap(True)
        self.adjustments.setAccessibleDescription(self.tr("Adjustments waiting to be accepted"))
        self.accept_button = QPushButton(self.tr("Accept adjustments"))
        self.accept_button.setToolTip(self.tr("The GM agrees with these changes made by hand"))
        self.accept_button.clicked.connect(self.accept_adjustments)
        adjustments.addWidget(self.adjustments, 1)
        adjustments.addWidget(self.accept_button)
        layout.addLayout(adjustments)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(list(headings(COLUMNS)))  # the model's words
        self.table.setAccessibleName(self.tr("Ledger entries"))
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move between cells
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        for i in range(len(COLUMNS)):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        self._shown: tuple | None = None
        self.refresh()

    def award(self) -> None:
        from ...dialogs.award_xp import AwardXpDialog

        AwardXpDialog(self.context.document, self).exec()

    def advance_dialog(self):
        """The Advance dialog this ledger's button opens: only its own advances when the
        form names the button (GRIMWIRE's Level up… and Learn a technique…)."""
        from ...dialogs.advance import AdvanceDialog

        return AdvanceDialog(self.context.document, self,
                             ledger=self.element.ledger if self.element.advance else "")

    def advance(self) -> None:
        dialog = self.advance_dialog()
        dialog.exec()
        self.show_done(dialog.did)

    def show_done(self, done: list[tuple[str, tuple[str, ...]]]) -> None:
        """Say beside the button what the rules did, and that the button did it (an
        experience roll from BRP's Advance… is not a learning hour); it goes when those
        entries are undone."""
        button = self.advance_button.text().replace("&", "").rstrip("…").rstrip(".")
        self.notice.show_did(done, lambda: self.context.character, by=button)

    def accept_adjustments(self) -> None:
        for entry in self.context.character.ledger.open_adjustments():
            label = self.tr("Accept the adjustment of {0}").format(entry.subject)
            if not self.context.apply(Action("adjust.accept", {"id": entry.id}, label)):
                return

    def _show_adjustments(self, ledger: Ledger) -> None:
        waiting = ledger.open_adjustments()
        lines = [self.tr("{0}: {1} by hand ({2})").format(*(html.escape(str(x)) for x in (e.subject, e.change, e.reason)))
                 for e in waiting]
        if lines:
            self.adjustments.setText(self.tr("<b>Adjustments to accept</b>: ") + "; ".join(lines))
        self.adjustments.setVisible(bool(lines))
        self.accept_button.setVisible(bool(lines))

    def refresh(self) -> None:
        if self.context.puts_off(self):  # an entry a row: after the first paint
            return
        self.notice.follow()
        ledger: Ledger = self.context.character.ledger
        courses = (self.context.rules.courses(self.context.character)
                   if self.element.ledger in ("hours", "events") else None)
        if (ledger, courses) == self._shown:  # a course's hours needed follow its skill
            return
        self._shown = (ledger, courses)
        self._show_adjustments(ledger)
        view = ledger_view(ledger, self.element.ledger, self.element.label, courses)
        if self.element.ledger == "events":
            count = view.totals[0][1]
            self.totals.setText(self.tr("<b>What the rules did</b> · {0} entries").format(count)
                                if count else self.tr("Nothing yet: rolls, training and rests appear here"))
        elif self.element.ledger == "xp":
            (_, first_n), (_, second_n), (_, left) = view.totals
            self.totals.setText(
                self.tr("<b>{0} XP available</b> · {1} earned · {2} spent").format(left, first_n, second_n)
                if self.context.rules.award_spent else  # a total that reaches levels
                self.tr("<b>{0} XP earned</b> · a total: levels are reached, no XP is spent").format(first_n)
            )
        elif view.courses is not None:  # hours go to courses: spent, and each course's progress
            under_way = "; ".join(f"{html.escape(shown(k.label))} {html.escape(shown(k.progress()))}"
                                 for k in view.courses)
            totals = self.tr("<b>{0} hours spent</b> on training and research").format(view.left)
            self.totals.setText(self.tr("{0} · under way: {1}").format(totals, under_way)
                                if under_way else totals)
        else:
            (_, first_n), _, (_, left) = view.totals
            unnamed = self.tr("unnamed")
            spent = ", ".join(f"{s or unnamed} {h}" for s, h in view.spent_on)
            totals = self.tr("<b>{0} hours left</b> · {1} granted").format(left, first_n)
            if spent:
                totals = self.tr("{0} · spent on {1}").format(totals, spent)
            self.totals.setText(totals)
        if self.table.columnCount() != len(view.columns):  # a history has no balance
            self.table.setColumnCount(len(view.columns))
            self.table.setHorizontalHeaderLabels(list(view.headings))  # the model's words
        self.table.setRowCount(len(view.rows))
        with fitted_once(self.table):
            for r, row in enumerate(view.rows):
                for c, text in enumerate(view.cells(row)):
                    item = QTableWidgetItem(text)
                    item.setToolTip(text)
                    if c in (2, 4):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.table.setItem(r, c, item)
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(len(view.rows))) or 24
        self.table.setFixedHeight(height)
        # refreshed as its page is shown: lay out again now, or the page keeps the old
        # height and the oldest row is cut off
        self.layout().activate()
        self.updateGeometry()

    def rows(self) -> list[tuple[str, ...]]:
        """What the table shows, row by row (for comparing with the paper)."""
        return [tuple(self.table.item(r, c).text() for c in range(self.table.columnCount()))
                for r in range(self.table.rowCount())]
