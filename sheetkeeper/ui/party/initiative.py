"""The initiative helper for the table: rolls for every member by their own game's rule
(:mod:`sheetkeeper.party`) and shows who goes first."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.dice import default_random
from ...party import Order, roll_initiative


class InitiativeDialog(QDialog):
    def __init__(self, members, rng=None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Initiative"))
        self.members = list(members)
        self.rng = rng or default_random()
        self.orders: list[Order] = []
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Each game orders its own members by its own rule. Roll again for a "
                               "new combat."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
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
        self.roll_button.clicked.connect(self.roll)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.roll()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        # The button box orders Tab itself when it is shown (Close before Roll again, though
        # Roll again is shown first): Tab goes as they are shown.
        shown = sorted(self.buttons.buttons(), key=lambda button: button.x())
        for before, after in zip(shown, shown[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def roll(self) -> None:
        self.orders = roll_initiative(self.members, self.rng)
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
            self.tree.resizeColumnToContents(column)
        self.tree.setColumnWidth(0, 56)

    def names_in_order(self, system: str) -> list[str]:
        for order in self.orders:
            if order.system == system:
                return [e.name for e in order.entries]
        raise KeyError(system)
