"""``checks``: every check of one group as a table row with its exact odds.

Double-clicking a row (or pressing Enter on it) asks the sheet to open the check in the
dice roller with the modifier set beside the table. A check whose roll is a rules action
(Basic Roleplaying's experience rolls) is applied instead: the roll, its gain and its ledger
entry, said in a notice under the table and written to the History. A check last rolled in a
situation shows its odds in that situation, labelled ("70% with Helpers: 2"); its context
menu forgets it.
"""

from __future__ import annotations

import time
from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QScrollBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ....core.actions import Refusal
from ....translate import shown as shown_words
from ..fitted_once import fit_widths, widths_held
from .base import ElementWidget
from .notice import DoneNotice
from .odds import ModifierBox, bands, breakdown, chance

HEADERS = (
    QT_TRANSLATE_NOOP("ChecksTable", "Check"),
    QT_TRANSLATE_NOOP("ChecksTable", "Target"),
    QT_TRANSLATE_NOOP("ChecksTable", "Chance"),
    QT_TRANSLATE_NOOP("ChecksTable", "Outcomes"),
)


OUTCOMES = 3
"""The column of the outcomes and their chances."""
FITTED = (0, 1, 2)
"""The columns as wide as their contents (the check, its target, its chance)."""

SEPARATOR = " · "

SCREENFUL = 30
"""Rows filled at once when the table is not on view (its page hidden, the sheet not shown)."""
BATCH_SECONDS = 0.008
"""How long each turn filling the rows after those on view takes, at most (about)."""
PAUSE_MS = 100
"""How long the table waits after a change before it fills the rows off view: changes in
quick succession (an arrow key held on the Modifier) each work out the rows on view only,
and the change repaints without a turn of the rows off view in its way."""


class OutcomesDelegate(QStyledItemDelegate):
    """The outcomes shown on as many lines as the column's width needs, up to
    :attr:`LINES` (the last cut with "…", the tooltip has them all), each outcome whole on
    its line ("Exceptional success 27%" is never split between two): the lines break at
    the " · " between outcomes, and inside an outcome only where it is wider than the
    column. The cell's text (what a screen reader and a copy get) stays as it is."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.margins = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
        """Room the cell's padding takes from its width (as Qt's style lays out its text)."""
    LINES = 4
    """The most lines a row grows to (a narrow column would otherwise make it a tower)."""
    PADDING = 6

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        option.text = self.shown(option.text, option.fontMetrics, option.rect.width())

    def shown(self, text: str, metrics, width: int) -> str:
        """The outcomes with the spaces inside each one unbreakable where it fits ``width``."""
        room = width - self.margins
        return SEPARATOR.join(part.replace(" ", "\u00a0") if metrics.horizontalAdvance(part) <= room else part
                              for part in text.split(SEPARATOR))

    def height(self, text: str, metrics, width: int) -> int:
        """A row's height for these outcomes in a cell ``width`` wide."""
        room = QRect(0, 0, max(1, width - self.margins), 100_000)
        tall = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, self.shown(text, metrics, width)).height()
        return min(tall, self.LINES * metrics.lineSpacing()) + self.PADDING


class ChecksTable(QTableWidget):
    """A table sized to its rows (the sheet scrolls, not the table); its outcomes wrap to
    the room the sheet gives them (the dice roller docked beside it cut them with "…")."""

    def __init__(self, parent=None):
        super().__init__(0, len(HEADERS), parent)
        self.setHorizontalHeaderLabels([self.tr(h) for h in HEADERS])
        self.verticalHeader().hide()
        self.setTabKeyNavigation(False)  # Tab leaves the table; arrows move between rows
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(False)  # the outcomes' delegate wraps them (the table measuring
        # every column's cells as wrapping text doubled a click's time on 400 checks)
        self.setItemDelegateForColumn(OUTCOMES, OutcomesDelegate(self))
        self.setAlternatingRowColors(True)
        header = self.horizontalHeader()
        for column in FITTED:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(OUTCOMES, QHeaderView.ResizeMode.Stretch)
        self._heights: dict[tuple[int, str], int] = {}
        self._fit_asked = False
        header.sectionResized.connect(self._column_resized)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_soon()

    def _column_resized(self, column: int, _old: int, _new: int) -> None:
        if column == OUTCOMES:
            self._fit_soon()

    def _fit_soon(self) -> None:
        """The outcomes wrapped to the column's new width once the view has stretched it
        (its width is not final yet while the table is being resized)."""
        if not self._fit_asked:
            self._fit_asked = True
            QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        self._fit_asked = False
        self.fit_height()

    def fit_height(self, rows: Iterable[int] | None = None) -> None:
        """Each row (of ``rows``, all by default) as tall as its outcomes at the column's
        width, the table as tall as its rows. A row's height is measured once per text and
        width (a click that changes no outcome measures nothing; 400 checks measured anew
        doubled a track click's time)."""
        if not self.isColumnHidden(OUTCOMES):
            self._fit_rows(range(self.rowCount()) if rows is None else rows)
        height = self.horizontalHeader().height() + 2 * self.frameWidth()
        height += self.verticalHeader().length()  # every row's height (not each row asked)
        self.setFixedHeight(height)

    def _fit_rows(self, rows: Iterable[int]) -> None:
        width = self.columnWidth(OUTCOMES) - (1 if self.showGrid() else 0)  # the cell as painted
        if width <= 0:
            return
        line = self.verticalHeader().defaultSectionSize()
        metrics = self.fontMetrics()
        delegate = self.itemDelegateForColumn(OUTCOMES)
        for row in rows:
            item = self.item(row, OUTCOMES)
            if item is None:
                continue
            key = (width, item.text())
            height = self._heights.get(key)
            if height is None:
                height = self._heights[key] = max(line, delegate.height(item.text(), metrics, width))
            if self.rowHeight(row) != height:
                self.setRowHeight(row, height)
        if len(self._heights) > 4 * max(1, self.rowCount()):
            self._heights.clear()  # widths and odds long gone


class ChecksElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.modifier = ModifierBox()
        self.table = ChecksTable()
        self.table.setAccessibleName(element.label or self.tr("{0} checks").format(element.group))
        if not element.odds:
            self.table.setColumnHidden(2, True)
            self.table.setColumnHidden(3, True)
        else:
            layout.addWidget(self.modifier)
        layout.addWidget(self.table)
        self.situated = QLabel()
        """Says that odds are shown in a situation last rolled, not plain (as on paper)."""
        self.situated.setWordWrap(True)
        self.plain_button = QPushButton(self.tr("Show plain odds"))
        self.plain_button.setAccessibleName(self.tr("Forget the situations these odds are shown in"))
        self.plain_button.clicked.connect(self.forget_situations)
        situated = QHBoxLayout()
        situated.addWidget(self.situated, 1)
        situated.addWidget(self.plain_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(situated)
        self.situated.hide()
        self.plain_button.hide()
        self.notice = DoneNotice()
        layout.addWidget(self.notice)
        self._ids: list[str] = []
        self._checks: list = []
        self._modifier = 0
        self._waiting: dict[int, None] = {}
        """The rows whose odds are not yet shown for the last change, in order."""
        self.later = QTimer(self)
        """Starts filling the rows off view once changes pause (:data:`PAUSE_MS`)."""
        self.later.setSingleShot(True)
        self.later.setInterval(PAUSE_MS)
        self.later.timeout.connect(self._fill_more)
        self._scrolling: QScrollBar | None = None
        # activation is a double-click (or Enter; a single click where the platform says so)
        self.table.itemActivated.connect(lambda item: self._request(item.row()))
        self.modifier.changed.connect(lambda _: self.refresh())
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        context.document.situations.changed.connect(lambda _: self.refresh())
        self.refresh()
        self.modifier.follow(context.document.situations, self.check_ids)

    def _menu(self, at: QPoint) -> None:
        row = self.table.rowAt(at.y())
        menu = self.situation_menu(row)
        if menu is not None:
            menu.exec(self.table.viewport().mapToGlobal(at))

    def situation_menu(self, row: int) -> QMenu | None:
        """The row's menu: forget the situation its odds are shown in (None when plain)."""
        if not 0 <= row < len(self._ids) or not self.context.document.situations.get(self._ids[row]):
            return None
        check_id = self._ids[row]
        label, _ = self.context.situation_label(check_id)
        menu = QMenu(self.table)
        forget = menu.addAction(self.tr("Forget the situation ({0})").format(label or self.tr("no longer valid")))
        forget.triggered.connect(lambda: self.context.document.situations.forget(check_id))
        return menu

    def forget_situations(self) -> None:
        """Every check of the table back to its plain odds (those the paper prints)."""
        situations = self.context.document.situations
        for check_id in self._ids:
            situations.forget(check_id)

    def _request(self, row: int) -> None:
        if not 0 <= row < len(self._ids):
            return
        check = next((c for c in self.context.checks() if c.id == self._ids[row]), None)
        if check is not None and check.action is not None:
            self.run(check.action)
            return
        self.context.check_requested.emit(self._ids[row], self.modifier.value())

    def run(self, action) -> bool:
        """Apply a check's rules action through the document (undoable) and say beside the
        table what it did, or why the rules refuse it."""
        document = self.context.document
        what = action.describe()
        if document.read_only:
            self.notice.show_refused(what, self.tr("this file is open read-only: {0}").format(document.read_only))
            return False
        try:
            applied = document.apply(action)
        except Refusal as refusal:
            self.notice.show_refused(what, refusal.message)
            self.context.message.emit(refusal.message)
            return False
        self.notice.show_applied(what, applied, lambda: self.context.character)
        return True

    def check_ids(self) -> list[str]:
        return list(self._ids)

    def refresh(self) -> None:
        """The rows on view filled at once (with their odds), the rest a few at a time after
        it, or as soon as they are scrolled to: a change of the modifier beside 400 checks
        works out the odds of the dozen on view before the sheet repaints."""
        if self.context.puts_off(self):  # a check's odds each: after the first paint
            return
        self.notice.follow()
        checks = [c for c in self.context.checks() if c.group == self.element.group]
        self._modifier = self.modifier.value()
        ids = [c.id for c in checks]
        if ids != self._ids:
            self._ids = ids
            self.table.setRowCount(len(ids))
        self._checks = checks
        self._waiting = dict.fromkeys(range(len(checks)))  # in order: the top rows first
        on_view = self._rows_on_view()
        self._fill(on_view if on_view is not None else list(self._waiting)[:SCREENFUL])
        self._follow_scrolling()
        if self._waiting:
            self.later.start()  # (again: a change in quick succession puts the rest off)
        situated = [shown_words(c.label) for c in checks
                    if self.element.odds and self.context.document.situations.get(c.id)]
        if situated:
            self.situated.setText(self.tr("Odds of {0} are shown in the situation last rolled; "
                                          "the printed sheet has the plain odds.").format(", ".join(situated)))
        self.situated.setVisible(bool(situated))
        self.plain_button.setVisible(bool(situated))

    def waiting(self) -> int:
        """How many rows wait for their odds (filled after the rows on view)."""
        return len(self._waiting)

    def _rows_on_view(self) -> list[int] | None:
        """The waiting rows the sheet shows now; None when the table is not on view (its
        page hidden, the sheet not shown yet)."""
        table = self.table
        seen = table.viewport().visibleRegion().boundingRect()
        if seen.isEmpty():
            return None
        first, last = table.rowAt(seen.top()), table.rowAt(seen.bottom())
        last = table.rowCount() - 1 if last < 0 else last
        return [row for row in range(max(first, 0), last + 1) if row in self._waiting]

    def _fill_on_view(self) -> None:
        rows = self._rows_on_view()
        if rows:
            self._fill(rows)

    def _fill_more(self) -> None:
        """Rows waiting, top first, for about :data:`BATCH_SECONDS`; the rest at the next
        turn of the event loop (what the user does in between comes first), unless a change
        since asked to wait again."""
        if self.later.isActive():
            return
        end = time.perf_counter() + BATCH_SECONDS
        self._fill(list(self._waiting), until=end)
        if self._waiting:
            QTimer.singleShot(0, self, self._fill_more)

    def _follow_scrolling(self) -> None:
        """Fill the rows scrolled to at once (the sheet's page scrolls, not the table)."""
        if self._scrolling is not None:
            return
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QAbstractScrollArea):
            parent = parent.parentWidget()
        if parent is not None:
            self._scrolling = parent.verticalScrollBar()
            self._scrolling.valueChanged.connect(self._scrolled)  # let go when this goes

    def _scrolled(self, _value: int) -> None:
        self._fill_on_view()

    def _fill(self, rows: list[int], until: float | None = None) -> None:
        """These rows (those ``until`` that time); the columns fitted to every row once,
        with the last row waiting."""
        filled: list[int] = []
        with widths_held(self.table, FITTED, filled):
            for row in rows:
                if until is not None and filled and time.perf_counter() > until:
                    break
                self._fill_row(row)
                filled.append(row)
        if not self._waiting:
            fit_widths(self.table, FITTED)
        self.table.fit_height(filled)

    def _fill_row(self, row: int) -> None:
        self._waiting.pop(row, None)
        check = self._checks[row]
        odds = self.context.odds(check.id, self._modifier) if self.element.odds else None
        label, whole = self.context.situation_label(check.id) if self.element.odds else ("", "")
        shown = f"{chance(odds)} {label}" if label else chance(odds)
        cells = (shown_words(check.label), shown_words(check.target), shown, bands(odds, brief=True))
        for column, text in enumerate(cells):
            item = self.table.item(row, column)
            if item is None:
                item = QTableWidgetItem()
                if column == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
            if item.text() != text:
                item.setText(text)
                tip = breakdown(odds) if column == 2 else bands(odds) if column == OUTCOMES else check.detail
                if whole and column == 2:
                    tip = self.tr("Last rolled with {0}; right-click to forget it").format(whole) + (
                        "\n" + tip if tip else "")
                item.setToolTip(tip or (self.tr("Double-click to make the roll and apply what it gives")
                                        if check.action else self.tr("Double-click to roll")))
