"""One member of the party on the dashboard: who they are, their tracks, pools and burnout,
encumbrance, the coins in their purse, XP and the states a GM should see.

What a card shows comes from the member's form (``forms/<system>.toml``), read as the sheet
model's blocks: its ``track``, ``tracks``, ``pool`` and ``ladder`` elements, and the attribute
values the form declares the current value of a score (``current_of``), so a new game system
needs no dashboard code.
Changes go through the member's :class:`Document`, the same undoable actions as the sheet.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Action, Refusal, State
from ...core.pool import Ladder, Pool
from ...core.track import Track
from ...forms.spec import FormProblem, form_for
from ...sheet import Block, build_sheet, load_view
from ...translate import shown
from ..document import Document
from ..sheet.elements.states import StateBadges
from ..theme import ink, inked, quiet, theme_changes
from .card_cells import CardCells, _name
from .card_menu import CardMenu
from .member import Member

COMPACT = ("track", "tracks", "pool", "ladder", "attributes")
"""The kinds of block a card shows: the sheet model's, in the form's order."""


COLUMN_WIDTHS = (130, 210, 100, 220)
"""The least widths of the card's grid columns: a caption and its value, then the second
pair's where the card has room for two."""


def column_widths(columns: int) -> tuple[int, ...]:
    """The least widths of the grid's columns with the cells in ``columns`` columns."""
    return COLUMN_WIDTHS[:2 * columns]


def _blocks(document: Document) -> tuple[Block, ...]:
    c = document.character
    try:
        form = form_for(c.system)
    except (FormProblem, KeyError):
        return ()
    return build_sheet(form, c, document.rules, COMPACT).blocks


class MemberCard(CardCells, CardMenu, QFrame):
    """A member's card; ``document`` is None when the file is missing or broken. Its states
    are the :class:`Member`'s, so the card and the dashboard's order never disagree."""

    open_requested = Signal(str)
    remove_requested = Signal(str)
    edited = Signal(object, object, bool)
    """(document, character before, merged): an edit made here is on the document's stack;
    ``merged`` when the document merged it into its top step (a spin box stepped again)."""
    message = Signal(str)
    roll_requested = Signal(object)
    """Roll for this member (its document) in the dice roller."""

    def __init__(self, member: Member, parent: QWidget | None = None):
        super().__init__(parent)
        self.member = member
        self.slot = member.slot
        self.key = member.key
        theme_changes().changed.connect(self._recoloured)
        self.document = document = member.document
        self.setObjectName("memberCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(self.sizePolicy().horizontalPolicy(), self.sizePolicy().Policy.Fixed)
        self._shown = None
        self._refreshers: list = []
        self.disk_note: QLabel | None = None
        self.roll_button: QPushButton | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(6)
        head = QHBoxLayout()
        head.setSpacing(10)
        self.name = QLabel()
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.who = quiet(QLabel())
        self.badges = StateBadges()
        self.xp = QLabel()
        self.xp.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(self.name)
        head.addWidget(self.who)
        head.addWidget(self.badges, 1)
        head.addWidget(self.xp)
        outer.addLayout(head)
        self._head = head
        self._who_row = QVBoxLayout()  # player and game, then XP, under the name where narrow
        outer.addLayout(self._who_row)
        self._badge_row = QHBoxLayout()  # the badges' own row where the card is narrow
        outer.addLayout(self._badge_row)
        self._cells: list[tuple[QLabel, QWidget]] = []
        self._columns = 2
        # The card asks for the room of its narrow form (badges under the name, one column
        # of cells); given more it spreads out (beside the docked roller the dashboard
        # stayed as wide as two columns and scrolled sideways): see ``resizeEvent``.
        outer.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        if document is None:
            self._build_missing(outer)
            return
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(4, 1)
        self._set_column_widths()
        outer.addLayout(self.grid)
        self.load = QLabel()
        self.load.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.load)
        self.purse = quiet(QLabel())  # the member's coins, shown while the purse holds any
        self.purse.setWordWrap(True)
        outer.addWidget(self.purse)
        self._build(document)
        # Last of the card's widgets, so Tab reaches it after the member's numbers.
        self.roll_button = QPushButton(self.tr("Roll…"))
        self.roll_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.roll_button.clicked.connect(self.request_roll)
        head.addWidget(self.roll_button)
        # Bound methods, not lambdas: Qt drops them when the card goes (a member leaving the
        # party, the party closing) while the document may live on in a sheet tab.
        document.changed.connect(self._changed)
        document.modified_changed.connect(self._modified_changed)
        self.refresh()

    def set_disk_note(self, note: str) -> None:
        """Mark the card: the member's file changed on disk and was not taken in."""
        if self.disk_note is None:
            if not note:
                return
            self.disk_note = QLabel()
            self.disk_note.setWordWrap(True)
            inked(self.disk_note, "color: @warning; font-weight: 600;")
            self.layout().addWidget(self.disk_note)
        self.disk_note.setText("⚠ " + note if note else "")
        self.disk_note.setVisible(bool(note))

    def _modified_changed(self, _modified: bool) -> None:
        self.refresh(force=True)

    # -- building ---------------------------------------------------------------------------

    def _build_missing(self, outer: QVBoxLayout) -> None:
        self.name.setText(self.slot.member.path)
        self.setAccessibleName(self.tr("{0}'s card").format(self.slot.member.path))
        self.who.setText(self.tr("missing or broken file"))
        self.badges.set_states(self.states)
        error = QLabel(f"{self.slot.path}\n{self.slot.error}")
        error.setWordWrap(True)
        error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        inked(error, "color: @error;")
        outer.addWidget(error)

    def _cell(self, label: str, widget: QWidget, tip: str = "") -> None:
        """Cells flow in two columns of (label, widget) pairs, or one where the card is
        narrow."""
        caption = QLabel(label)
        caption.setBuddy(widget)
        if tip:
            caption.setToolTip(tip)
            widget.setToolTip(tip)
        self._cells.append((caption, widget))
        self._place(len(self._cells) - 1)

    def _place(self, n: int) -> None:
        caption, widget = self._cells[n]
        row, col = divmod(n, self._columns)
        self.grid.addWidget(caption, row, col * 2)
        self.grid.addWidget(widget, row, col * 2 + 1, Qt.AlignmentFlag.AlignLeft)

    def _set_column_widths(self) -> None:
        widths = column_widths(self._columns)
        for column in range(len(COLUMN_WIDTHS)):
            self.grid.setColumnMinimumWidth(column, widths[column] if column < len(widths) else 0)

    def _width_for(self, columns: int) -> int:
        """The room the card's cells need in ``columns`` columns (none without cells)."""
        if not self._cells:
            return 0
        spacing = self.grid.horizontalSpacing() * (2 * columns - 1)
        widest = max(w.sizeHint().width() for _, w in self._cells)
        return sum(column_widths(columns)) + spacing + max(0, widest - COLUMN_WIDTHS[1])

    def _head_width(self, badges: bool, who: bool = True) -> int:
        """The header's width in one line; without ``who``, the name and Roll… alone (the
        player, the game and the XP then go under them)."""
        parts = ([self.name, self.roll_button] + ([self.who, self.xp] if who else [])
                 + ([self.badges] if badges else []))
        shown = [w for w in parts if w is not None and not w.isHidden()]
        return sum(w.sizeHint().width() for w in shown) + self._head.spacing() * max(0, len(shown) - 1)

    def _margins(self) -> int:
        """The card's width around its rows: the layout's margins and the frame."""
        margins = self.layout().contentsMargins()
        return margins.left() + margins.right() + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        narrow = max(self._head_width(badges=False, who=False), self.who.sizeHint().width(),
                     self.xp.sizeHint().width(), self.badges.minimumSizeHint().width(),
                     self._width_for(1)) + self._margins()
        return QSize(min(hint.width(), narrow), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As high as its rows are at its width (the badges wrap where it is narrow)."""
        hint = super().sizeHint()
        if self.width() > 0 and self.layout().hasHeightForWidth():
            hint.setHeight(max(hint.height(), self.layout().totalHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        room = event.size().width() - self._margins()
        # The header in more lines where one is too narrow (German's "3 Erfahrungsproben
        # offen" beside the docked roller): the player and the game, then the XP, under
        # the name and Roll….
        together = room >= self._head_width(badges=False)
        if together != (self._head.indexOf(self.who) >= 0):
            for label in (self.who, self.xp):
                (self._who_row if together else self._head).removeWidget(label)
            if together:
                self._head.insertWidget(1, self.who)
                end = self._head.indexOf(self.roll_button) if self.roll_button is not None else -1
                self._head.insertWidget(end, self.xp)
            else:
                self._who_row.addWidget(self.who)
                self._who_row.addWidget(self.xp, 0, Qt.AlignmentFlag.AlignLeft)
        inline = together and room >= self._head_width(badges=True)
        if inline != (self._head.indexOf(self.badges) >= 0):
            (self._badge_row if inline else self._head).removeWidget(self.badges)
            if inline:
                self._head.insertWidget(self._head.indexOf(self.xp), self.badges, 1)
            else:
                self._badge_row.addWidget(self.badges)
        columns = 2 if room >= self._width_for(2) else 1
        if self._cells and columns != self._columns:
            self._columns = columns
            for caption, widget in self._cells:
                self.grid.removeWidget(caption)
                self.grid.removeWidget(widget)
            self._set_column_widths()
            for n in range(len(self._cells)):
                self._place(n)
        self.updateGeometry()

    def _build(self, document: Document) -> None:
        marks = self.tr("marks")
        for block in _blocks(document):
            e = block.element
            if block.kind == "track" and isinstance(block.value, Track):
                self._track(block.bind, block.label, e.left or marks, e.right, e.marks)
            elif block.kind == "tracks":
                for row in block.children:
                    if isinstance(row.value, Track):
                        self._track(row.bind, f"{block.label}: {row.label}", e.left or marks,
                                    e.right, ())
            elif block.kind == "pool" and isinstance(block.value, Pool):
                self._pool(block.bind, block.label)
            elif block.kind == "ladder" and isinstance(block.value, Ladder):
                self._ladder(block.bind, block.label, e.rungs)
            elif block.kind == "attributes":
                for item in block.children:
                    if item.current_of and isinstance(item.limit, int):
                        self._current(item.bind, item.current_of, item.label)

    # -- changing ---------------------------------------------------------------------------

    def _apply(self, action: Action) -> bool:
        """Through the member's document (undoable, marks it modified); refusals are shown."""
        document = self.document
        if document.read_only:
            self.message.emit(self.tr("{0} is open read-only: {1}").format(document.title, document.read_only))
            self.refresh(force=True)
            return False
        before, steps = document.character, document.undo_stack.index()
        try:
            document.apply(action)
        except Refusal as refusal:
            self.message.emit(f"{document.title}: {refusal.message}")
            self.refresh(force=True)
            return False
        if document.character is not before:
            self.edited.emit(document, before, document.undo_stack.index() == steps)
        return True

    # -- showing ----------------------------------------------------------------------------

    def _changed(self, _change: object = None) -> None:
        self.refresh()

    def _recoloured(self) -> None:
        if getattr(self, "document", None) is not None:
            self.refresh(force=True)  # the load's warning names its ink

    def refresh(self, force: bool = False) -> None:
        c = self.document.character
        if c is self._shown and not force:
            return
        self._shown = c
        rules = self.document.rules
        self.name.setText(c.display_name + (" •" if self.document.modified else ""))
        # Read as words: the member's name, and whether the card holds unsaved changes.
        _name(self.name, self.tr("{0}, changed since saved").format(c.display_name) if self.document.modified else "")
        _name(self, self.tr("{0}'s card").format(c.display_name))
        _name(self.roll_button, self.tr("Roll for {0}").format(c.display_name))
        self.roll_button.setToolTip(self.tr("Roll one of {0}'s checks in the dice roller "
                                            "(Ctrl+R on the card)").format(c.display_name))
        self.who.setText(" · ".join(x for x in (c.player, self.document.system.name) if x))
        self.xp.setText(shown(rules.progress(c)))
        self.badges.set_states(self.states)
        for refresh in self._refreshers:
            refresh(c)
        enc = rules.encumbrance(c)
        if enc is None:
            self.load.hide()
        else:
            load = load_view(enc)
            text = load.text
            if load.over:
                text = f"<span style='color:{ink('error')}'><b>{html.escape(text)}</b></span>"
            self.load.setText(text)
            self.load.setToolTip(load.warning or enc.consequence)
            self.load.show()
        coins = ", ".join(f"{row.amount} {row.kind}" for row in c.purse if row.kind)
        self.purse.setText(self.tr("Purse: {0}").format(coins) if coins else "")
        self.purse.setVisible(bool(coins))

    def tab_stops(self) -> list[QWidget]:
        """The card's fields Tab stops at, in the card's order."""
        return [w for w in self.findChildren(QWidget)
                if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None]

    # -- sorting and filtering --------------------------------------------------------------

    @property
    def states(self) -> list[State]:
        return self.member.states

    @property
    def state_names(self) -> set[str]:
        return self.member.state_names

    @property
    def urgency(self) -> tuple[int, int]:
        return self.member.urgency

    def sort_value(self, key: str):
        return self.member.sort_value(key)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.open_requested.emit(self.key)
        event.accept()
