"""The dice roller's options area: the situation's options, as tall as they are where the
dock has the room, else scrolling; the width it asks for keeps the dock beside the sheet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QSizePolicy

from .options_form import OptionsForm

WIDTH_CHARACTERS = 44
"""The options' width the dock asks for, in characters: longer labels wrap, longer choices
are cut, so the sheet or the party's cards beside the dock keep their room."""


class OptionsArea(QScrollArea):
    """The situation's options: as tall as they are where the dock has the room, else
    scrolling, never fewer than :data:`ROWS` rows at once.

    Its wanted height is that of the options shown. Rows added while the dock is on view
    (another check, another tab in front) show a moment later, when their form lays itself
    out again; the form then tells its viewport (which tells the area), not the dock, so
    the area tells the dock (else the dock kept the height the area had before the rows
    showed: none). It tells the dock whenever the heights the dock's layout keeps for it
    are not those it now wants: a member's sheet opened from the party's card, on the
    check the party's roller had, kept the 0 px the layout had read while the new rows
    were still hidden (remembering what it had told the dock missed the layout reading
    the area again in between)."""

    ROWS = 4

    def __init__(self, form: OptionsForm) -> None:
        super().__init__()
        self.setWidget(form)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its options take focus, in reading order
        # The form is as tall as its rows at the width it has (its labels wrap), not as the
        # least it could be at any width (every label above its control).
        form.layout().setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        form.setMinimumHeight(1)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # its form laid out again (via the viewport)
            self._tell_dock()  # rows shown or hidden (an edit alone changes no height)
        return super().event(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Its options at the dock's sensible width (their labels wrap to it), as tall as
        they then are."""
        form = self.widget()
        width = min(form.sizeHint().width(), self.fontMetrics().averageCharWidth() * WIDTH_CHARACTERS)
        room = self.viewport().width() if self.isVisible() and self.viewport().width() > 0 else width
        height = form.heightForWidth(room) if form.hasHeightForWidth() else -1
        return QSize(width, height if height > 0 else form.sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        form = self.widget()
        return QSize(super().minimumSizeHint().width(), min(form.sizeHint().height(), form.rows_height(self.ROWS)))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._tell_dock()  # its labels wrap otherwise: as tall as it then needs to be

    def _tell_dock(self) -> None:
        """The dock's layout told again where the heights it keeps for the area are not
        those the area now wants."""
        holder = self.parentWidget().layout() if self.parentWidget() is not None else None
        index = holder.indexOf(self) if holder is not None else -1
        if index < 0:
            self.updateGeometry()
            return
        kept = holder.itemAt(index)
        wanted, least = self.sizeHint(), self.minimumSizeHint()
        if (kept.sizeHint().height(), kept.minimumSize().height()) != (max(wanted.height(), least.height()),
                                                                        least.height()):
            self.updateGeometry()
