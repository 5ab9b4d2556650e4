"""The initiative helper for the table: rolls for every member by their own game's rule
(:mod:`sheetkeeper.party`) and shows who goes first.

A member whose game declares initiative conditions (``Rules.initiative_options``: Rainworld's
Fast Start, Slow Start, Go-Again, Go-Again+; GRIMWIRE's Enemy) has them shown under their name, built by the
shared options form; ticking one orders the round again with the same dice (the dice are kept
until Roll again), so a condition changes when the member acts, never what they rolled."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.kept_dice import KeptDice
from ...core.registry import system_of
from ...party import Order, roll_initiative
from ..options_form import OptionsForm
from ..screen_fit import room_for_title

_COLUMNS = 3
"""Members' conditions side by side, this many to a row."""


class InitiativeDialog(QDialog):
    def __init__(self, members, rng=None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Initiative"))
        room_for_title(self)
        self.members = list(members)
        self.rng = rng
        self.dice = KeptDice(rng)
        self.orders: list[Order] = []
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Each game orders its own members by its own rule. Roll again for a "
                               "new combat."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.conditions: dict[str, OptionsForm] = {}
        conditions = self._conditions()
        if conditions is not None:
            layout.addWidget(conditions)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Order"), self.tr("Member"), self.tr("Initiative"), self.tr("Roll"),
                                   self.tr("Acts in")])
        self.tree.setAccessibleName(self.tr("Initiative order"))
        self.tree.setRootIsDecorated(False)
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.roll_button = QPushButton(self.tr("Roll again"))
        buttons.addButton(self.roll_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons = buttons
        self.roll_button.clicked.connect(self.roll_again)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(*((640, 420) if conditions is None else (800, 600)))
        self.roll()

    def _conditions(self) -> QWidget | None:
        """A box per member whose game declares initiative conditions, each the options form
        of that member's conditions (its controls named with the member: "Ana: Fast Start")."""
        boxes = []
        for key, character in self.members:
            options = system_of(character).rules.initiative_options(character)
            if not options:
                continue
            box = QGroupBox(character.display_name)
            form = OptionsForm()
            form.set_options(options)
            for option in options:
                control = form.control(option.id)
                if control is not None:
                    control.setAccessibleName(f"{character.display_name}: {option.text}")
            form.changed.connect(self.reorder)
            QVBoxLayout(box).addWidget(form)
            self.conditions[key] = form
            boxes.append(box)
        if not boxes:
            return None
        inner = QWidget()
        grid = QGridLayout(inner)
        for i, box in enumerate(boxes):
            grid.addWidget(box, *divmod(i, _COLUMNS))
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setMaximumHeight(inner.sizeHint().height() + 4)
        outer = QGroupBox(self.tr("Conditions this round"))
        outer.setToolTip(self.tr("What changes when a member acts, as their game says; the "
                                 "order follows with the same dice."))
        QVBoxLayout(outer).addWidget(scroll)
        return outer

    def chosen_conditions(self) -> dict[str, dict]:
        """Each member's conditions set away from their defaults, by key."""
        return {key: chosen for key, form in self.conditions.items() if (chosen := form.chosen())}

    def roll_again(self) -> None:
        """New dice for a new combat; the conditions ticked stay."""
        self.dice = KeptDice(self.rng)
        self.roll()

    def reorder(self) -> None:
        """The same dice again with the conditions now ticked."""
        self.dice.again()
        self.roll()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        # The button box orders Tab itself when it is shown (Close before Roll again, though
        # Roll again is shown first): Tab goes as they are shown.
        shown = sorted(self.buttons.buttons(), key=lambda button: button.x())
        for before, after in zip(shown, shown[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def roll(self) -> None:
        self.orders = roll_initiative(self.members, self.dice, self.chosen_conditions())
        self.tree.clear()
        for order in self.orders:
            head = QTreeWidgetItem([f"{order.system} — {order.rule}"])
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            head.setToolTip(0, order.rule)
            self.tree.addTopLevelItem(head)
            head.setFirstColumnSpanned(True)
            place = 0
            for entry in order.entries:
                total = "—" if entry.total is None else str(entry.total)
                acts = ", ".join(entry.phases)
                if entry.takes_no_turn:
                    status = entry.takes_no_turn.split(":")[0]  # its effect in the tooltip
                    acts = self.tr("no turn — {0}").format(status)
                # numbered among those who act; one without a turn keeps the place its roll
                # gives (for when the status ends) but no number
                acting = entry.total is not None and not entry.takes_no_turn
                place += acting
                item = QTreeWidgetItem([str(place) if acting else "",
                                        entry.name, total, entry.detail, acts])
                if entry.takes_no_turn:
                    item.setToolTip(4, entry.takes_no_turn)
                    for column in range(item.columnCount()):
                        item.setForeground(column, self.palette().placeholderText())
                self.tree.addTopLevelItem(item)
        for column in range(1, self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)  # the heading's width at least
        # The games' headings span the first column: its width is that of its heading (in any
        # language), and of a place number.
        header = self.tree.header()
        self.tree.setColumnWidth(0, max(header.sectionSizeHint(0), header.fontMetrics().horizontalAdvance("000") + 24))

    def names_in_order(self, system: str) -> list[str]:
        for order in self.orders:
            if order.system == system:
                return [e.name for e in order.entries]
        raise KeyError(system)
