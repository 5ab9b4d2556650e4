"""A row of widgets that wraps onto further rows where it is too narrow for one (a card's
badges beside the docked roller, in German's longer words)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Left to right, then on the next row; asks for one row's width, and no less than its
    widest item's. Its sizes and the height at each width are measured once until the
    layout is invalidated (an item added, shown, hidden or resized: Qt invalidates the
    layout then): a party's cards asked each several hundred times while the dashboard was
    laid out."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._measured: dict[object, object] = {}
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(spacing)

    def invalidate(self) -> None:
        self._measured.clear()
        super().invalidate()

    def _once(self, key: object, measure):
        if key not in self._measured:
            self._measured[key] = measure()
        return self._measured[key]

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def insertWidget(self, at: int, widget: QWidget) -> None:  # noqa: N802 - Qt's name
        self.addChildWidget(widget)
        self._items.insert(at, QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt's name
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self._once(width, lambda: self._arrange(QRect(0, 0, width, 0), move=False))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt's name
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self._once("hint", self._hint))

    def _hint(self) -> QSize:
        items = self._shown()
        width = sum(i.sizeHint().width() for i in items) + self.spacing() * max(0, len(items) - 1)
        height = max((i.sizeHint().height() for i in items), default=0)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self._once("least", self._least))

    def _least(self) -> QSize:
        items = self._shown()
        m = self.contentsMargins()
        width = max((i.minimumSize().width() for i in items), default=0)
        height = max((i.minimumSize().height() for i in items), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in rows within ``rect`` (only measure unless ``move``); the height
        they take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row = area.x(), area.y(), 0
        for item in self._shown():
            size = item.sizeHint()
            if x > area.x() and x + size.width() > area.right() + 1:
                x, y, row = area.x(), y + row + self.spacing(), 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + self.spacing()
            row = max(row, size.height())
        return y + row - rect.y() + m.bottom()
