"""Painting a status track: one class used by the track widget and by table delegates.

Painting is kept apart from interaction (the Qt star-delegate habit): the widget and a
delegate both ask :class:`TrackPainter` where the boxes are and how to draw them, so a track
looks and hit-tests the same everywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen

from ...core.track import Track
from ..theme import DARK, LIGHT, current

BOX = 22
"""Largest box side, in pixels."""
MIN_BOX = 9
GAP = 3
MARK_GAP = 9
"""Extra room after a box that carries a penalty mark."""
MARGIN = 2


class TrackPainter:
    """Lays out and draws the boxes of a track of ``length`` with penalty ``marks``
    (1-based box numbers after which a mark is drawn)."""

    def __init__(self, length: int, marks: tuple[int, ...] = ()) -> None:
        self.length = length
        self.marks = tuple(m for m in marks if 0 < m < length)

    # -- layout ---------------------------------------------------------------------------

    def _gaps(self, box: float) -> float:
        return GAP * (self.length - 1) + (MARK_GAP - GAP) * len(self.marks)

    def size_hint(self, box: int = BOX) -> QSize:
        width = box * self.length + self._gaps(box) + 2 * MARGIN
        return QSize(int(width), box + 2 * MARGIN)

    def boxes(self, rect: QRectF) -> list[QRectF]:
        """The rectangle of every box inside ``rect``, left to right."""
        room = rect.width() - 2 * MARGIN - self._gaps(BOX)
        side = max(MIN_BOX, min(BOX, rect.height() - 2 * MARGIN, room / max(1, self.length)))
        top = rect.top() + (rect.height() - side) / 2
        x = rect.left() + MARGIN
        out = []
        for number in range(1, self.length + 1):
            out.append(QRectF(x, top, side, side))
            x += side + (MARK_GAP if number in self.marks else GAP)
        return out

    def box_at(self, rect: QRectF, point: QPointF) -> int | None:
        """The index of the box under ``point`` (gaps count for the nearer box)."""
        boxes = self.boxes(rect)
        if not boxes or not (boxes[0].top() - GAP <= point.y() <= boxes[0].bottom() + GAP):
            return None
        for index, box in enumerate(boxes):
            if point.x() <= box.right() + GAP / 2:
                return index if point.x() >= boxes[0].left() - GAP else None
        return None

    # -- drawing --------------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        rect: QRectF,
        track: Track,
        palette: QPalette,
        *,
        cursor: int = -1,
        enabled: bool = True,
    ) -> None:
        group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
        ink = palette.color(group, QPalette.ColorRole.Text)
        paper = palette.color(group, QPalette.ColorRole.Base)
        accent = current().colour("focus") if enabled else palette.color(group, QPalette.ColorRole.Highlight)
        danger = _danger(paper)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        boxes = self.boxes(rect)
        for index, box in enumerate(boxes):
            mark = track.box(index)
            painter.setPen(QPen(ink, 1.2))
            painter.setBrush(_tint(paper, danger) if mark == "X" else paper)
            painter.drawRoundedRect(box, 2, 2)
            inner = box.adjusted(4, 4, -4, -4)
            if mark:
                painter.setPen(_pen(ink if mark != "X" else danger, 2.0))
            if mark in ("/", "X"):
                painter.drawLine(inner.bottomLeft(), inner.topRight())
            if mark in ("\\", "X"):
                painter.drawLine(inner.topLeft(), inner.bottomRight())
            if index == cursor:
                painter.setPen(QPen(accent, 2.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box.adjusted(-1.5, -1.5, 1.5, 1.5), 3, 3)
        painter.setPen(QPen(danger, 2.0))
        for number in self.marks:
            box = boxes[number - 1]
            x = box.right() + MARK_GAP / 2
            painter.drawLine(QPointF(x, box.top() - 1), QPointF(x, box.bottom() + 1))
        painter.restore()


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _danger(paper: QColor) -> QColor:
    """The theme's red for marks (3:1 on its paper); on other paper, the light or dark
    theme's, whichever that paper is."""
    theme = current()
    if paper != theme.colour(QPalette.ColorRole.Base):
        theme = DARK if paper.lightness() < 128 else LIGHT
    return theme.colour("mark.danger")


def _tint(paper: QColor, colour: QColor) -> QColor:
    out = QColor(paper)
    out.setRedF(paper.redF() * 0.82 + colour.redF() * 0.18)
    out.setGreenF(paper.greenF() * 0.82 + colour.greenF() * 0.18)
    out.setBlueF(paper.blueF() * 0.82 + colour.blueF() * 0.18)
    return out
