"""The live character sheet, built once from ``forms/<system>.toml``.

Pages become tabs, sections group boxes laid out in columns, elements the generic widgets of
:mod:`.elements`. On ``document.changed`` only the elements of the visible page re-read their
values (each touching its widgets only where a value differs); other pages catch up when
they are shown. Nothing is ever rebuilt after an edit. Above the tabs, what the rules find
wrong is listed in the sheet's words; clicking a finding goes to it (:meth:`SheetView.go_to`).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Finding
from ...core.changes import Change
from ...forms import form_for
from ...forms.spec import FormSpec, Page
from ...sheet import located
from ..accessible import announce
from ..document import Document
from ..theme import inked
from .alt_keys import give_alt_keys
from .elements import ElementWidget, SheetContext, build
from .findings_list import FindingsList
from .go_to import go_to
from .play_strip import PlayStrip

FINDING_LINES = 4
"""Lines of findings shown above the tabs; more scroll inside the list."""
OWN_LABEL = {"field", "track", "tracks", "pool", "ladder", "notes", "states"}
"""Element kinds that show their label themselves."""


class SheetView(QWidget):
    check_requested = Signal(str, int)
    """A check was double-clicked: its id and the modifier set beside it."""
    message = Signal(str)
    """A refusal or notice for the user (also shown in the sheet's message bar)."""

    def __init__(self, document: Document, parent: QWidget | None = None, *, form: FormSpec | None = None):
        super().__init__(parent)
        self.document = document
        self.form = form or form_for(document.character.system)
        self.context = SheetContext(document, self)
        self.context.check_requested.connect(self.check_requested)
        self.context.message.connect(self._show_message)
        self._elements: list[ElementWidget] = []
        self._pages: list[list[ElementWidget]] = []
        self._dirty: set[int] = set()
        self._keyed: set[int] = set()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._message_bar())
        self.play_strip = PlayStrip(self.context)
        layout.addWidget(self.play_strip)
        self.findings = FindingsList()
        self.findings.setObjectName("sheetFindings")
        self.findings.chosen.connect(self.go_to)
        self._findings_fitted: tuple = ()
        """The first findings and the list's width its height was last measured for."""
        self.lists_findings = True
        """The wizard shows the findings as its own checklist: none here then."""
        layout.addWidget(self.findings)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        for index, page in enumerate(self.form.pages):
            self.context.putting_off = index > 0  # the first page is on view: filled now
            self.tabs.addTab(self._page(page), page.title)
        self.context.putting_off = False
        self._painted = False
        self.tabs.tabBar().setVisible(len(self.form.pages) > 1)
        self.tabs.currentChanged.connect(self._page_shown)
        layout.addWidget(self.tabs)
        document.changed.connect(self.refresh)
        self.refresh_findings()

    # -- building -------------------------------------------------------------------------

    def _message_bar(self) -> QWidget:
        self.bar = QFrame()
        self.bar.setObjectName("sheetMessage")
        inked(self.bar, "#sheetMessage { background: @message.back; } QLabel, QToolButton { color: @message.text; }")
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(10, 4, 4, 4)
        self.bar_text = QLabel()
        self.bar_text.setWordWrap(True)
        close = QToolButton()
        close.setText("✕")
        close.setAccessibleName(self.tr("Dismiss message"))
        close.setAutoRaise(True)
        close.clicked.connect(self.bar.hide)
        row.addWidget(self.bar_text, 1)
        row.addWidget(close)
        self.bar.hide()
        return self.bar

    def _page(self, page: Page) -> QWidget:
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its fields take focus and scroll it
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(12, 12, 12, 12)
        column.setSpacing(12)
        built: list[ElementWidget] = []
        for section in page.sections:
            box = SectionBox(section.title, section.columns)
            for element in section.elements:
                box.add(self._framed(element, built, section.title), min(element.span, section.columns))
            box.arrange(section.columns)
            column.addWidget(box)
        column.addStretch(1)
        scroll.setWidget(body)
        self._pages.append(built)
        self._elements += built
        return scroll

    def _framed(self, element, built: list[ElementWidget], section: str = "") -> QWidget:
        widget = build(element, self.context)
        if not element.label and section:
            # A table without a caption of its own is read by its section's title ("Jobs"),
            # in the form's words, not by the key of the data it shows.
            if hasattr(widget, "named"):
                widget.named(section)
            elif isinstance(table := getattr(widget, "table", None), QWidget):
                table.setAccessibleName(section)
        widget.setObjectName(f"{element.kind}:{element.bind or getattr(element, 'group', '') or element.label}")
        built.append(widget)
        if element.kind in OWN_LABEL or not element.label:
            return widget
        holder = QWidget()
        lines = QVBoxLayout(holder)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(4)
        title = QLabel(f"<b>{element.label}</b>")
        if element.help:
            title.setToolTip(element.help)
        lines.addWidget(title)
        lines.addWidget(widget)
        return holder

    # -- finding elements (tests, the main window) -----------------------------------------

    @property
    def elements(self) -> list[ElementWidget]:
        """Every element of the sheet, page by page, each showing the character (tables put
        off while the sheet was built are filled first)."""
        self.fill_put_off()
        return self._elements

    def element(self, kind: str, key: str = "") -> ElementWidget:
        """The first element of ``kind`` whose bind, group or label is ``key`` (any if empty)."""
        for widget in self.elements:
            e = widget.element
            if e.kind == kind and (not key or key in (e.bind, getattr(e, "group", ""), e.label)):
                return widget
        raise KeyError(f"no {kind} element {key!r} on this sheet")

    def go_to(self, path: str) -> QWidget | None:
        """Show the tab holding ``path``, focus its field or select its row; the widget
        focused (None when the sheet shows nothing there)."""
        return go_to(self, path)

    def focus_first_field(self) -> QWidget | None:
        """Show the first page and give the focus to its first field, the first stop Tab
        makes there, the cursor after its text (a new character's sheet: a person types on
        at once, losing nothing the wizard took); the widget focused, None when the page
        has none."""
        self.tabs.setCurrentIndex(0)
        page = self.tabs.widget(0)
        body = page.widget() if isinstance(page, QScrollArea) else page
        stop = body.nextInFocusChain() if body is not None else None
        while stop is not None and stop is not body and body.isAncestorOf(stop):
            if stop.focusPolicy() & Qt.FocusPolicy.TabFocus and stop.isEnabled() and stop.isVisibleTo(body):
                stop.setFocus(Qt.FocusReason.OtherFocusReason)
                if (line := stop if isinstance(stop, QLineEdit) else stop.findChild(QLineEdit)) is not None:
                    line.end(False)
                if isinstance(page, QScrollArea):
                    page.ensureWidgetVisible(stop)
                return stop
            stop = stop.nextInFocusChain()
        return None

    def reveal(self, widget: ElementWidget) -> None:
        """Show the page holding ``widget`` and scroll it into view."""
        self.fill_put_off()
        for index, page in enumerate(self._pages):
            if widget in page:
                self.tabs.setCurrentIndex(index)
                self.tabs.widget(index).ensureWidgetVisible(widget)
                return

    # -- refreshing -----------------------------------------------------------------------

    def refresh(self, change: Change | None = None) -> None:
        """Refresh from a change: the elements of the visible page it concerns (an element
        bound to one path only when that path changed; never the editor that made it)."""
        self.bar.hide()
        self.play_strip.refresh()
        self.refresh_findings()
        current = self.tabs.currentIndex()
        self._dirty = set(range(len(self._pages))) - {current}
        self._refresh_page(current, change)

    def located_findings(self) -> list[Finding]:
        """What the rules find wrong now (the creation budgets too while it is being
        built), each placed in the form's words."""
        character = self.document.character
        return self.context.cached("findings", lambda: located(self.form, character, self.document.rules.validate(
            character, creation=character.in_creation)))

    def listed_findings(self) -> list[Finding]:
        """The findings to list: those the play strip does not show with its buttons."""
        shown = self.play_strip.shows()
        return [f for f in self.located_findings() if f.kind not in shown]

    def refresh_findings(self) -> None:
        found = self.listed_findings() if self.lists_findings else []
        self.findings.show_findings(found)
        self.findings.setVisible(bool(found))
        fitted = (self.findings.findings()[:FINDING_LINES], self.findings.viewport().width())
        if found and fitted != self._findings_fitted:  # measured again only when they change
            self._findings_fitted = fitted  # as tall as its findings, up to FINDING_LINES of them; more scroll
            rows = sum(max(self.findings.sizeHintForRow(i), 1) for i in range(min(len(found), FINDING_LINES)))
            self.findings.setFixedHeight(rows + 2 * self.findings.frameWidth() + 2)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._give_alt_keys(self.tabs.currentIndex())

    def _give_alt_keys(self, index: int) -> None:
        """A page's captions get their Alt keys when it is first shown, once the window it
        is in (and the letters its buttons use) is known."""
        if index >= 0 and index not in self._keyed:
            self._keyed.add(index)
            give_alt_keys(self.tabs.widget(index))

    def fill_put_off(self) -> None:
        """Fill the long tables of the pages not on view that were put off while the sheet
        was built (a check's odds, an inventory or ledger row each): the first page is
        painted without waiting for them, and they are filled just after, or at once when
        a page, an element or a place on the sheet is asked for."""
        put_off, self.context.put_off = self.context.put_off, []
        for widget in put_off:
            widget.refresh()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self.context.put_off:
                QTimer.singleShot(0, self.fill_put_off)

    def _page_shown(self, index: int) -> None:
        self.fill_put_off()
        self._give_alt_keys(index)
        if index in self._dirty:
            self._dirty.discard(index)
            self._refresh_page(index)

    def _refresh_page(self, index: int, change: Change | None = None) -> None:
        if 0 <= index < len(self._pages):
            for widget in self._pages[index]:
                if widget.concerns(change):
                    widget.refresh()

    def _show_message(self, text: str) -> None:
        self.bar_text.setText(text)
        self.bar.show()
        announce(self, text, urgent=True)
        self.message.emit(text)

    def sizeHint(self):  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        hint.setWidth(max(hint.width(), 760))
        return hint


__all__ = ["SheetView"]


class SectionBox(QGroupBox):
    """A section's elements in its columns, or in fewer where the sheet is narrower than
    they need (a window beside the dice roller): the sheet never scrolls sideways, it
    grows taller instead."""

    SPACING = 18

    def __init__(self, title: str, columns: int) -> None:
        super().__init__(title)
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(self.SPACING)
        self.grid.setVerticalSpacing(10)
        # The box's width is not the widest arrangement's: it is chosen in resizeEvent.
        self.grid.setSizeConstraint(QGridLayout.SizeConstraint.SetNoConstraint)
        self.columns = columns
        self.shown_columns = 0
        self._items: list[tuple[QWidget, int]] = []

    def add(self, widget: QWidget, span: int) -> None:
        self._items.append((widget, span))

    def arrange(self, columns: int) -> None:
        if columns == self.shown_columns:
            return
        self.shown_columns = columns
        for widget, _span in self._items:
            self.grid.removeWidget(widget)
        row = col = 0
        for widget, span in self._items:
            span = min(span, columns)
            if col + span > columns:
                row, col = row + 1, 0
            self.grid.addWidget(widget, row, col, 1, span, Qt.AlignmentFlag.AlignTop)
            col += span
        for c in range(self.columns):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)

    def width_for(self, columns: int) -> int:
        """The width the elements need in ``columns`` columns."""
        widest = max((w.minimumSizeHint().width() / min(span, columns) for w, span in self._items), default=0)
        margins = self.contentsMargins()
        inner = self.grid.contentsMargins()
        return int(columns * widest + (columns - 1) * self.SPACING + margins.left() + margins.right()
                   + inner.left() + inner.right())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.width_for(1), super().minimumSizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        width = event.size().width()
        fits = [c for c in range(self.columns, 0, -1) if self.width_for(c) <= width]
        self.arrange(fits[0] if fits else 1)
        super().resizeEvent(event)
